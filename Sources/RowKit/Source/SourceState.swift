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
  /// The heights of every row, by source index.
  var allHeights: HeightRuns
  /// The heights of the matches, by display position, while a filter keeps some.
  var matchHeights: HeightRuns
  /// The display position of the window's first row (the tree's flat index 0).
  var windowStart = 0
  /// Where the next layout puts the viewport's top, by display position and line,
  /// when it is not the anchor row (a jump by offset, the end, a change).
  var pending: (position: Int, line: Int)?

  init(source: any RowSource, estimate: Int) {
    self.source = source
    rows = max(0, source.count)
    allHeights = HeightRuns(count: rows, estimate: estimate)
    matchHeights = HeightRuns(count: 0, estimate: estimate)
  }

  /// The number of rows displayed.
  var displayCount: Int { matches?.count ?? rows }

  /// The source index of the row at a display position.
  func sourceIndex(ofDisplay position: Int) -> Int {
    guard let matches else { return position }
    return Int(matches[position])
  }

  /// The display position of the first displayed row at or after a source index
  /// (``displayCount`` when there is none).
  func displayPosition(atOrAfter index: Int) -> Int {
    guard let matches else { return min(max(0, index), rows) }
    var low = 0
    var high = matches.count
    while low < high {
      let middle = (low + high) / 2
      if Int(matches[middle]) < index { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The heights of the displayed rows, read with `estimate` for rows not measured.
  func heights(estimate: Int) -> HeightRuns {
    var heights = matches == nil ? allHeights : matchHeights
    heights.estimate = estimate
    return heights
  }

  /// Records the measured height of the row at a display position.
  mutating func setHeight(_ height: Int32, atDisplay position: Int) {
    if let matches {
      matchHeights.setHeight(height, at: position)
      allHeights.setHeight(height, at: Int(matches[position]))
    } else {
      allHeights.setHeight(height, at: position)
    }
  }

  /// Forgets every measured height (a new width).
  mutating func forgetHeights() {
    allHeights.forgetAll()
    matchHeights.forgetAll()
  }

  /// The bytes the state takes beyond the source: the heights' nodes and the matches.
  var memoryBytes: Int {
    allHeights.memoryBytes + matchHeights.memoryBytes
      + (matches?.capacity ?? 0) * MemoryLayout<Int32>.stride
  }
}
