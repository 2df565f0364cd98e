/// What a source-backed table keeps about its ``RowSource``: the rows it displays (every
/// row, or the filter's matches), their heights as runs (``HeightRuns``), and where its
/// window of materialised rows starts.
///
/// The table's row tree holds only the window: the rows around the viewport, at
/// display positions `windowStart ..< windowStart + tree.count`. Architecture.md ("Rows
/// from a source") gives the design and the invariants.
struct SourceState {
  /// The source.
  let source: any RowSource
  /// The source's rows as the table last heard of them (``TableView/sourceDidChange(_:)``).
  var rows: Int
  /// The source indexes the filter keeps, ascending; `nil` when every row is displayed.
  var matches: [Int32]?
  /// The display order of the matches under a ranked text filter (``SourceRanking``):
  /// `nil` when they are displayed in the source's order.
  var ranking: SourceRanking?
  /// The heights of every row, by source index.
  var allHeights: HeightRuns
  /// The heights of the matches, by display position, while a filter keeps some.
  var matchHeights: HeightRuns
  /// The display position of the window's first row (the tree's flat index 0).
  var windowStart = 0
  /// Where the next layout puts the viewport's top, by display position and line,
  /// when it is not the anchor row (a jump by offset, the end, a change).
  var pending: (position: Int, line: Int)?
  /// The filter's check of the rows, while it has rows left to check.
  var scan: SourceScan?
  /// The selection, by source index: the whole source's, the window's rows among them.
  var selection = SourceSelection()
  /// The focus of a row outside the window, by source index, while the table's own
  /// focus is `nil` (the row is focused again when it enters the window).
  var focus: (index: Int, control: ControlID?)?

  init(source: any RowSource, estimate: Int) {
    self.source = source
    rows = max(0, source.count)
    allHeights = HeightRuns(count: rows, estimate: estimate)
    matchHeights = HeightRuns(count: 0, estimate: estimate)
  }

  /// The number of rows displayed.
  var displayCount: Int { matches?.count ?? rows }

  /// The source index of the row at a display position.
  ///
  /// - Complexity: O(1).
  func sourceIndex(ofDisplay position: Int) -> Int {
    guard let matches else { return position }
    guard let ranking else { return Int(matches[position]) }
    return Int(matches[ranking.offset(at: position)])
  }

  /// The offset in ``matches`` of the first match at or after a source index (the
  /// matches' count when there is none).
  ///
  /// - Complexity: O(log k) for k matches.
  func matchOffset(atOrAfter index: Int) -> Int {
    guard let matches else { return min(max(0, index), rows) }
    var low = 0
    var high = matches.count
    while low < high {
      let middle = (low + high) / 2
      if Int(matches[middle]) < index { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The display position of the first displayed row at or after a source index in
  /// the source's order (``displayCount`` when there is none); ranked, that row's
  /// place in the ranked order.
  ///
  /// - Complexity: O(log k) for k matches.
  func displayPosition(atOrAfter index: Int) -> Int {
    let offset = matchOffset(atOrAfter: index)
    guard let ranking, offset < displayCount else { return offset }
    return ranking.position(ofOffset: offset)
  }

  /// The display position of the row at a source index when it is displayed, else of
  /// the next displayed row in the source's order, else of the last in the source's
  /// order (ranked, wherever it is ranked); 0 when no row is displayed.
  func displayPosition(nearest index: Int) -> Int {
    let offset = min(matchOffset(atOrAfter: index), max(0, displayCount - 1))
    guard let ranking, offset < displayCount else { return offset }
    return ranking.position(ofOffset: offset)
  }

  /// Orders the matches again by their scores under a ranked filter, and gives the
  /// matches' heights in the new order the heights measured before (by source index).
  ///
  /// - Complexity: O(k) for k matches (a radix sort), plus O(k log m) to read the
  ///   heights when any of the m rows is measured.
  mutating func rerank() {
    guard var ranking, let matches else { return }
    self.ranking = nil
    ranking.rank()
    matchHeights = HeightRuns(count: matches.count, estimate: matchHeights.estimate)
    if allHeights.measuredCount > 0 {
      for position in 0..<matches.count {
        let height = allHeights.storedHeight(at: Int(matches[ranking.offset(at: position)]))
        if height >= 0 { matchHeights.setHeight(height, at: position) }
      }
    }
    self.ranking = ranking
  }

  /// The heights of the displayed rows, read with `estimate` for rows not measured.
  func heights(estimate: Int) -> HeightRuns {
    var heights = matches == nil ? allHeights : matchHeights
    heights.estimate = estimate
    return heights
  }

  /// Records the measured height of the row at a display position.
  mutating func setHeight(_ height: Int32, atDisplay position: Int) {
    if matches != nil {
      matchHeights.setHeight(height, at: position)
      allHeights.setHeight(height, at: sourceIndex(ofDisplay: position))
    } else {
      allHeights.setHeight(height, at: position)
    }
  }

  /// Forgets every measured height (a new width).
  mutating func forgetHeights() {
    allHeights.forgetAll()
    matchHeights.forgetAll()
  }

  /// Checks up to `rows` more rows for the scan, stopping early once the matches
  /// reach `untilMatches`; the matches found are appended, with runs for their
  /// heights. The scan ends when every row is checked.
  ///
  /// Ranked, the matches found are scored as they are checked (the same one call a
  /// row), sorted alone and merged into the order made before
  /// (``SourceRanking/rankNew(from:)``); their heights are inserted as runs where they
  /// lie, the heights measured before read for them alone.
  ///
  /// - Complexity: O(rows) checks; ranked, plus O(k) for k matches to merge the new
  ///   ones, and O(r log m) to insert their r runs (O(f log m) more for the f new
  ///   matches when any of the m rows is measured).
  mutating func advanceScan(rows: Int, untilMatches: Int?) {
    guard var scan, var found = matches else { return }
    self.scan = nil
    matches = nil
    var ranking = self.ranking
    self.ranking = nil
    let before = found.count
    let end = scan.candidates?.count ?? self.rows
    var budget = rows
    while scan.next < end, budget > 0 {
      let index = scan.candidates.map { Int($0[scan.next]) } ?? scan.next
      if let score = scan.test.check(index, of: source) {
        found.append(Int32(index))
        if ranking != nil { ranking?.scores.append(score) }
        if let untilMatches, found.count >= untilMatches {
          scan.next += 1
          break
        }
      }
      scan.next += 1
      budget -= 1
    }
    matches = found
    self.scan = scan.next < end ? scan : nil
    guard var ranking else {
      matchHeights.insert(found.count - before, at: matchHeights.count)
      return
    }
    if found.count != before {
      for run in ranking.rankNew(from: before) {
        matchHeights.insert(run.count, at: run.position)
      }
      if allHeights.measuredCount > 0 {
        for offset in before..<found.count {
          let height = allHeights.storedHeight(at: Int(found[offset]))
          if height >= 0 { matchHeights.setHeight(height, at: ranking.position(ofOffset: offset)) }
        }
      }
    }
    self.ranking = ranking
  }

  /// Starts the scan again over every row (the rows changed under it).
  mutating func restartScan() {
    guard let scan else { return }
    self.scan = SourceScan(test: scan.test, candidates: nil)
    matches = []
    if ranking != nil { ranking = SourceRanking() }
    matchHeights = HeightRuns(count: 0, estimate: matchHeights.estimate)
  }

  /// The bytes the state takes beyond the source: the heights' nodes and the matches.
  var memoryBytes: Int {
    allHeights.memoryBytes + matchHeights.memoryBytes
      + (matches?.capacity ?? 0) * MemoryLayout<Int32>.stride + (ranking?.memoryBytes ?? 0)
  }
}

/// A source-backed table's selection by source index (``TableView/selectedSourceRanges``):
/// the rows selected, the anchor of ranges and the extension under way.
struct SourceSelection {
  /// The source indexes selected.
  var rows = IndexRanges()
  /// The source index of the anchor of ranges.
  var anchor: Int?
  /// The rows the extension from the anchor under way added, if the last selection
  /// call was one (``TableView/extendSelection(by:)``).
  var extent: IndexRanges?

  /// Follows `count` source rows inserted at `index`.
  mutating func insertGap(at index: Int, count: Int) {
    rows.insertGap(at: index, count: count)
    anchor = anchor.map { $0 >= index ? $0 + count : $0 }
    extent = nil
  }

  /// Follows the source rows of `range` deleted: they leave the selection.
  mutating func deleteGap(_ range: Range<Int>) {
    rows.deleteGap(range)
    if let at = anchor, range.contains(at) {
      anchor = nil
    } else if let at = anchor, at >= range.upperBound {
      anchor = at - range.count
    }
    extent = nil
  }

  /// Follows the source rows of `range` moved to `destination`.
  mutating func move(_ range: Range<Int>, to destination: Int) {
    rows.move(range, to: destination)
    anchor = anchor.map { SourceSelection.moved($0, range, to: destination) }
    extent = nil
  }

  /// Where the source index `index` goes when `range` moves to `destination`.
  static func moved(_ index: Int, _ range: Range<Int>, to destination: Int) -> Int {
    if range.contains(index) { return destination + index - range.lowerBound }
    var index = index
    if index >= range.upperBound { index -= range.count }
    if index >= destination { index += range.count }
    return index
  }
}

/// A filter's check of a source's rows, a step at a time: the test, the rows it checks
/// (every row, or the matches of the query it narrows) and the next to check.
struct SourceScan {
  /// The filter's check of a row (and its score, ranked): one call a row.
  var test: RowCheck
  /// The source indexes to check, when the filter narrows the one before; `nil`:
  /// every row.
  var candidates: [Int32]?
  /// The next row to check: a source index, or an offset in ``candidates``.
  var next = 0

  init(test: RowCheck, candidates: [Int32]?) {
    self.test = test
    self.candidates = candidates
  }

  /// Whether the row at a source index has been checked.
  func checked(_ index: Int) -> Bool {
    guard let candidates else { return index < next }
    return next >= candidates.count || (next > 0 && Int(candidates[next - 1]) >= index)
  }
}
