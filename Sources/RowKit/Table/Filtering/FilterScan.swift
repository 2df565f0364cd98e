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
    let step = max(1, filterState.stepRows)
    let end = min(tree.count, step)
    tree.setHidden(.filtered, allBut: rowsKept(upTo: end))
    filterState.scan?.next = end
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
  /// rows it checked.
  ///
  /// - Complexity: O(rows) matcher calls, plus O(k + log n) to show k rows.
  @discardableResult
  func advanceFilterScan(rows: Int) -> Int {
    guard let scan = filterState.scan else { return 0 }
    let end = min(tree.count, scan.next + min(max(1, rows), tree.count))
    guard end > scan.next else {
      finishScanIfDone()
      return 0
    }
    tree.setHidden(.filtered, false, flatIndexes: rowsKept(upTo: end))
    filterState.scan?.next = end
    filterState.ranking = nil
    finishScanIfDone()
    return end - scan.next
  }

  /// Checks the rows from the scan's boundary up to `end` and returns the flat indexes
  /// of those the filter keeps, ascending: through the gathered texts when they are
  /// current and the text search reached the boundary, else row by row.
  private func rowsKept(upTo end: Int) -> [UInt32] {
    guard let scan = filterState.scan, end > scan.next else { return [] }
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
      let kept: [UInt32]
      if keepsRowsWithoutText {
        kept = merged(found, filterState.texts.rowsWithoutText(in: start..<end))
      } else {
        kept = Array(found)
      }
      filterState.matches = matches
      return kept
    }
    // Row by row: the text search, if any, is left behind and kept by no one.
    filterState.matches = nil
    var check = RowCheck(filterState.filter)
    var kept: [UInt32] = []
    var flat = start
    tree.forEachRow(in: start..<end) { row in
      if check.keeps(row) { kept.append(UInt32(truncatingIfNeeded: flat)) }
      flat += 1
    }
    return kept
  }

  /// Two ascending lists with no value in both, as one ascending list.
  private func merged(_ left: ArraySlice<UInt32>, _ right: ArraySlice<UInt32>) -> [UInt32] {
    guard !right.isEmpty else { return Array(left) }
    var result: [UInt32] = []
    result.reserveCapacity(left.count + right.count)
    var next = right.startIndex
    for value in left {
      while next < right.endIndex, right[next] < value {
        result.append(right[next])
        next += 1
      }
      result.append(value)
    }
    result.append(contentsOf: right[next...])
    return result
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
