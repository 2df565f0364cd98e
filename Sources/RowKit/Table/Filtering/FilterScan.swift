/// Where a filter checking a table's rows in steps has reached: the rows before
/// ``next`` (flat indexes) are checked and shown or hidden by the filter; the rows
/// from ``next`` on are not checked yet and are hidden (the filter's bit), as the
/// rows of a source not yet checked are not displayed.
///
/// Edits move the boundary with the rows: rows inserted before it are checked as
/// they enter, rows inserted at or after it wait for the scan; a row moved across it
/// is checked, or hidden to be checked again. A change the boundary cannot follow
/// (a rebuild of the rows' order, an edit undone) starts the scan again.
struct FilterScan {
  /// The flat index of the first row not checked.
  var next = 0
}

extension TableView {
  // MARK: Filtering in steps

  /// Whether the filter of a table holding its rows is still checking them.
  var isFilteringRows: Bool { filterState.scan != nil }

  /// Starts checking every row against the filter in force: the first step checks
  /// up to ``filterStepRows`` rows, more (a sixteenth of a step at a time, up to 16
  /// steps) until a screenful of matches is shown; the rows not checked are hidden in the same pass that sets the
  /// first step's bits. A table of up to ``filterStepRows`` rows is checked at once.
  /// The viewport keeps its row when it was checked, else goes to the top.
  ///
  /// - Complexity: O(n) to write the rows' bits, plus O(s) matcher calls for the s
  ///   rows of the first step.
  func startFilterScan() {
    filterState.scan = FilterScan()
    filterState.ranking = nil
    let step = max(1, filterState.stepRows)
    let end = min(tree.count, step)
    tree.setHidden(.filtered, allBut: rowsKept(upTo: end).rows)
    filterState.scan?.next = end
    // Ranked: the first step's rows ranked at once (the walk passes over the rows not
    // checked, hidden); each further step ranks its rows into this order.
    if filterState.isRanked, let query = filterState.filter?.query {
      filterState.ranking = rank(query)
    }
    var checked = end
    let most = 16 * step
    while filterState.scan != nil, checked < most, tree.shownCount <= viewport.lines {
      checked += advanceFilterScan(rows: max(1, step / 16))
    }
    finishScanIfDone()
    if let next = filterState.scan?.next, let anchor,
      (tree.flatIndex(of: anchor) ?? 0) >= next
    {
      self.anchor = nil
      anchorLine = 0
    }
  }

  /// Checks up to `rows` more rows and shows those the filter keeps; returns how many
  /// rows it checked. Ranked, the rows it shows are ranked into the order kept
  /// (``RankedOrder/insert(rows:scores:heights:)``).
  ///
  /// - Complexity: O(rows) matcher calls, plus O(k + log n) to show k rows; ranked,
  ///   plus O(s) for the s rows shown before to merge them.
  @discardableResult
  func advanceFilterScan(rows: Int) -> Int {
    guard let scan = filterState.scan else { return 0 }
    let end = min(tree.count, scan.next + min(max(1, rows), tree.count))
    guard end > scan.next else {
      finishScanIfDone()
      return 0
    }
    let kept = rowsKept(upTo: end)
    if let scores = kept.scores, filterState.ranking != nil {
      let before = tree.shownCount
      let shown = tree.show(clearing: .filtered, flatIndexes: kept.rows)
      rankShownRows(kept.rows, scores: scores, shown: shown, before: before)
    } else {
      tree.setHidden(.filtered, false, flatIndexes: kept.rows)
      filterState.ranking = nil
    }
    filterState.scan?.next = end
    finishScanIfDone()
    return end - scan.next
  }

  /// Checks the rows from the scan's boundary up to `end` and returns the flat indexes
  /// of those the filter keeps, ascending, and under a ranked filter their scores
  /// (``RowCheck/withoutText`` for a row kept without text): through the gathered
  /// texts when they are current and the text search reached the boundary, else row
  /// by row, one check a row.
  private func rowsKept(upTo end: Int) -> (rows: [UInt32], scores: [Int32]?) {
    guard let scan = filterState.scan, end > scan.next else {
      return ([], filterState.isRanked ? [] : nil)
    }
    let start = scan.next
    if filterState.textsAreCurrent, var matches = filterState.matches,
      matches.searchedCount == start, filterState.texts.count == tree.count,
      case .text(_, let keepsRowsWithoutText, _)? = filterState.filter?.test
    {
      // Taken out while it grows, so that it is not copied.
      filterState.matches = nil
      let before = matches.rows.count
      matches.search(filterState.texts, upTo: end)
      let found = matches.rows[before...]
      let foundScores = matches.foundScores.map {
        $0[before...].map(RowCheck.kept)
      }
      filterState.matches = matches
      guard keepsRowsWithoutText else { return (Array(found), foundScores) }
      return merged(found, foundScores, filterState.texts.rowsWithoutText(in: start..<end))
    }
    // Row by row: the text search, if any, is left behind and kept by no one.
    filterState.matches = nil
    var check = RowCheck(filterState.filter)
    var kept: [UInt32] = []
    var scores: [Int32] = []
    var flat = start
    // Walked in a copy: the filter's own code runs on each row.
    let rows = tree
    rows.forEachRow(in: start..<end) { row in
      if let score = check.check(row) {
        kept.append(UInt32(truncatingIfNeeded: flat))
        scores.append(score)
      }
      flat += 1
    }
    return (kept, check.ranks ? scores : nil)
  }

  /// The matches found (ascending, with their scores when ranked) and the rows kept
  /// without text (ascending, none of them a match), as one ascending list with its
  /// scores (``RowCheck/withoutText`` for the rows without text).
  private func merged(
    _ found: ArraySlice<UInt32>, _ foundScores: [Int32]?, _ withoutText: ArraySlice<UInt32>
  ) -> (rows: [UInt32], scores: [Int32]?) {
    guard !withoutText.isEmpty else { return (Array(found), foundScores) }
    let scoring = foundScores != nil
    var rows: [UInt32] = []
    var scores: [Int32] = []
    rows.reserveCapacity(found.count + withoutText.count)
    if scoring { scores.reserveCapacity(found.count + withoutText.count) }
    var next = withoutText.startIndex
    for (place, value) in zip(found.indices, found) {
      while next < withoutText.endIndex, withoutText[next] < value {
        rows.append(withoutText[next])
        if scoring { scores.append(RowCheck.withoutText) }
        next += 1
      }
      rows.append(value)
      if let foundScores { scores.append(foundScores[place - found.startIndex]) }
    }
    for value in withoutText[next...] {
      rows.append(value)
      if scoring { scores.append(RowCheck.withoutText) }
    }
    return (rows, foundScores == nil ? nil : scores)
  }

  /// Ends the scan once every row is checked.
  private func finishScanIfDone() {
    guard let scan = filterState.scan, scan.next >= tree.count else { return }
    filterState.scan = nil
  }

  /// Starts the scan again over every row (a change it cannot follow).
  func restartFilterScan() {
    guard filterState.scan != nil else { return }
    filterState.matches = nil
    filterState.ranking = nil
    startFilterScan()
  }

  // MARK: Edits during a scan

  /// The reasons to hide a row about to enter the table at `flatIndex`: hidden while
  /// the scan has not reached it, else checked against the filter.
  func hiding(_ row: Row, at flatIndex: Int) -> RowTree.Hidden {
    if let scan = filterState.scan, flatIndex >= scan.next { return .filtered }
    return hiding(row)
  }

  /// Follows `count` rows inserted at `flatIndex`: before the boundary, they were
  /// checked and move it on.
  func noteScanInsert(at flatIndex: Int, count: Int) {
    guard let scan = filterState.scan, flatIndex < scan.next else { return }
    filterState.scan?.next = scan.next + count
  }

  /// Follows the row at `flatIndex` removed.
  func noteScanRemove(at flatIndex: Int) {
    guard let scan = filterState.scan, flatIndex < scan.next else { return }
    filterState.scan?.next = scan.next - 1
  }

  /// Follows the row in `slot` moved from `from` to `to` (flat indexes): checked when
  /// it moves before the boundary, hidden when it moves to the rows not checked.
  func noteScanMove(slot: UInt32, from: Int, to: Int) {
    guard var scan = filterState.scan else { return }
    if from < scan.next { scan.next -= 1 }
    if to < scan.next { scan.next += 1 }
    filterState.scan = scan
    let hides = to >= scan.next || filterHides(tree.row(inSlot: slot))
    tree.setHidden(.filtered, hides, slots: CollectionOfOne(slot))
  }

  /// Whether the row in `slot` is among the rows the scan has not checked.
  func scanHasNotChecked(slot: UInt32) -> Bool {
    guard let scan = filterState.scan else { return false }
    return tree.flatIndex(ofSlot: slot) >= scan.next
  }

  /// The scan's invariants: its boundary within the rows, every row after it hidden
  /// by the filter.
  func scanViolations() -> [String] {
    guard let scan = filterState.scan else { return [] }
    guard scan.next >= 0, scan.next <= tree.count else {
      return ["filter: the scan is at \(scan.next) of \(tree.count) rows"]
    }
    let entries = tree.entriesInOrder()
    let shown = entries[scan.next...].firstIndex { !$0.hidden.contains(.filtered) }
    return shown.map { ["filter: row \($0), not checked yet, is not hidden"] } ?? []
  }
}

extension RowTexts {
  /// The rows without searchable text among flat indexes `range`, ascending.
  func rowsWithoutText(in range: Range<Int>) -> ArraySlice<UInt32> {
    let rows = rowsWithoutText
    func firstAtOrAbove(_ value: Int) -> Int {
      var low = 0
      var high = rows.count
      while low < high {
        let middle = (low + high) / 2
        if Int(rows[middle]) < value { low = middle + 1 } else { high = middle }
      }
      return low
    }
    return rows[firstAtOrAbove(range.lowerBound)..<firstAtOrAbove(range.upperBound)]
  }
}

extension TableView {
  /// A step of the filter of a table holding its rows: checks up to `rows` more rows
  /// and shows those it keeps; returns whether rows are left to check.
  func continueFilteringRows(rows: Int) -> Bool {
    guard !isLayingOut, filterState.scan != nil else { return false }
    let before = tree.shownCount
    advanceFilterScan(rows: rows)
    if tree.shownCount != before { needsLayout = true }
    return filterState.scan != nil
  }
}
