extension TableView {
  /// The total height of all rows, in lines.
  public var contentHeight: Int { heights.total }

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

  /// The top line of a row and its height, in content lines.
  ///
  /// - Throws: ``TableError/unknownRowID(_:)``.
  /// - Complexity: O(log n).
  public func contentFrame(of id: RowID) throws(TableError) -> (top: Int, height: Int) {
    guard let index = positions[id] else { throw .unknownRowID(id) }
    return (heights.prefix(index), heights.heights[index])
  }

  /// The cell showing a row, if the row is in the viewport.
  public func cell(for id: RowID) -> (any Cell)? {
    layoutIfNeeded()
    return cells[id]
  }

  /// Places the rows that the viewport shows and gives each a cell.
  ///
  /// Cells whose rows left the viewport (or the table) go back to the reuse pool
  /// first; then each visible row gets its cell, or a reused one, and its content is
  /// installed in the cell's slot (reconfigured in place when the kind is the same).
  ///
  /// - Complexity: O(v log n) for v visible rows out of n.
  public func layoutIfNeeded() {
    guard needsLayout else { return }
    needsLayout = false
    clampOffset()
    var placed: [VisibleRow] = []
    let bottom = contentOffset + viewport.lines
    if viewport.lines > 0, var index = heights.row(containing: contentOffset) {
      var top = heights.prefix(index)
      while index < rows.count, top < bottom {
        let height = heights.heights[index]
        if height > 0 {
          placed.append(VisibleRow(id: rows[index].id, index: index, top: top, height: height))
        }
        top += height
        index += 1
      }
    }
    let shown = Set(placed.map(\.id))
    for (id, cell) in cells where !shown.contains(id) {
      cell.prepareForReuse()
      reusableCells[cell.reuseIdentifier, default: []].append(cell)
      cells[id] = nil
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
    Rect(
      column: 0, line: visible.top - contentOffset, width: viewport.columns,
      height: visible.height)
  }

  func clampOffset() {
    contentOffset = min(max(0, contentOffset), maxContentOffset)
  }
}
