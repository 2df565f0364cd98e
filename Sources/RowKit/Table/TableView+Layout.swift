extension TableView {
  /// The total height of all rows, in lines; rows never shown count with
  /// ``estimatedRowHeight``.
  public var contentHeight: Int { heights.total }

  /// The first line of the content shown at the top of the viewport (rows above that
  /// were never shown count with ``estimatedRowHeight``).
  public var contentOffset: Int {
    layoutIfNeeded()
    guard let index = anchorIndex else { return 0 }
    return heights.prefix(index) + anchorLine
  }

  /// The largest scroll offset: the content's last line at the viewport's bottom.
  public var maxContentOffset: Int { max(0, heights.total - viewport.lines) }

  /// The rows in the viewport, top to bottom, with their frames in viewport lines.
  public var visibleRowFrames: [(id: RowID, frame: Rect)] {
    layoutIfNeeded()
    return visibleRows.map { visible in
      (visible.id, rowFrame(visible))
    }
  }

  /// The ids of the rows in the viewport, top to bottom.
  public var visibleRowIDs: [RowID] {
    layoutIfNeeded()
    return visibleRows.map(\.id)
  }

  /// The index paths of the first and last rows in the viewport, if any row shows.
  public var visibleIndexPaths: ClosedRange<IndexPath>? {
    layoutIfNeeded()
    guard let first = visibleRows.first, let last = visibleRows.last else { return nil }
    return indexPath(forFlatIndex: first.index)...indexPath(forFlatIndex: last.index)
  }

  /// The top line of a row in the content and its height; the row is measured if it
  /// was not, and rows above it that were never shown count as estimated.
  ///
  /// - Throws: ``TableError/unknownRowID(_:)``.
  /// - Complexity: O(log n).
  public func contentFrame(of id: RowID) throws(TableError) -> (top: Int, height: Int) {
    guard let index = positions[id] else { throw .unknownRowID(id) }
    ensureMeasured(index)
    return (heights.prefix(index), heights.heights[index])
  }

  /// The cell showing a row, if the row is in the viewport.
  public func cell(for id: RowID) -> (any Cell)? {
    layoutIfNeeded()
    return cells[id]
  }

  /// Places the rows that the viewport shows and gives each a cell.
  ///
  /// Starting at the anchor row, rows are measured (if they were not) and placed
  /// until the viewport is full; if the content ends first, the anchor moves up so
  /// that the last row sits at the bottom. Cells whose rows left the viewport (or the
  /// table) go back to the reuse pool first; then each visible row gets its cell, or
  /// a reused one, and its content is installed in the cell's slot (reconfigured in
  /// place when the kind is the same).
  ///
  /// - Complexity: O(v log n) for v visible rows out of n.
  public func layoutIfNeeded() {
    guard needsLayout else { return }
    needsLayout = false
    let placed = placeRows()
    let shown = Set(placed.map(\.id))
    // In the order the rows were shown, so reuse is the same from run to run.
    for visible in visibleRows where !shown.contains(visible.id) {
      guard let cell = cells.removeValue(forKey: visible.id) else { continue }
      cell.prepareForReuse()
      reusableCells[cell.reuseIdentifier, default: []].append(cell)
    }
    for visible in placed {
      let cell = cells[visible.id] ?? dequeueCell()
      cells[visible.id] = cell
      cell.slot.install(rows[visible.index].content, pool: contentViewPool)
    }
    visibleRows = placed
  }

  /// Marks the layout as stale; the next draw, hit test or query lays out again.
  public func setNeedsLayout() { needsLayout = true }

  /// The flat index of the anchor row (the first row when there is none).
  var anchorIndex: Int? {
    guard !rows.isEmpty else { return nil }
    return anchor.flatMap { positions[$0] } ?? 0
  }

  /// Normalises the anchor (a line inside a row of non-zero height, the content's end
  /// no higher than the viewport's bottom) and returns the rows it shows.
  private func placeRows() -> [VisibleRow] {
    guard var index = anchorIndex else {
      anchor = nil
      anchorLine = 0
      return []
    }
    // Move forward while the anchor line lies below the anchor row.
    ensureMeasured(index)
    while anchorLine >= heights.heights[index], index + 1 < rows.count {
      anchorLine -= heights.heights[index]
      index += 1
      ensureMeasured(index)
    }
    // Move back while the anchor line lies above the anchor row.
    while anchorLine < 0, index > 0 {
      index -= 1
      ensureMeasured(index)
      anchorLine += heights.heights[index]
    }
    anchorLine = max(0, min(anchorLine, max(0, heights.heights[index] - 1)))
    var placed = fill(from: index)
    // Pull the content down when it ends above the viewport's bottom.
    let end = placed.last.map { $0.line + $0.height } ?? 0
    var gap = viewport.lines - end
    if gap > 0, anchorLine > 0 || index > 0 {
      while gap > 0, anchorLine > 0 || index > 0 {
        if anchorLine > 0 {
          let step = min(gap, anchorLine)
          anchorLine -= step
          gap -= step
        } else {
          index -= 1
          ensureMeasured(index)
          anchorLine = heights.heights[index]
        }
      }
      if anchorLine >= heights.heights[index], index + 1 < rows.count {
        anchorLine -= heights.heights[index]
        index += 1
      }
      placed = fill(from: index)
    }
    anchor = rows[index].id
    return placed
  }

  /// Measures and places rows from `index` down until the viewport is full.
  private func fill(from start: Int) -> [VisibleRow] {
    var placed: [VisibleRow] = []
    var line = -anchorLine
    var index = start
    while index < rows.count, line < viewport.lines {
      ensureMeasured(index)
      let height = heights.heights[index]
      if height > 0 {
        placed.append(VisibleRow(id: rows[index].id, index: index, line: line, height: height))
      }
      line += height
      index += 1
    }
    return placed
  }

  /// A recycled cell of the table's reuse identifier, or a new one.
  func dequeueCell() -> any Cell {
    if let identifier = cellReuseIdentifier, let cell = reusableCells[identifier]?.popLast() {
      cellReuses += 1
      return cell
    }
    cellsCreated += 1
    let cell = makeCell()
    cellReuseIdentifier = cell.reuseIdentifier
    return cell
  }

  /// A visible row's frame in viewport coordinates.
  func rowFrame(_ visible: VisibleRow) -> Rect {
    Rect(column: 0, line: visible.line, width: viewport.columns, height: visible.height)
  }
}
