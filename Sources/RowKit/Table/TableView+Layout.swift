extension TableView {
  /// The total height of all rows, in lines; rows never shown count with
  /// ``estimatedRowHeight``.
  public var contentHeight: Int { tree.totalHeight }

  /// The first line of the content shown at the top of the viewport (rows above that
  /// were never shown count with ``estimatedRowHeight``).
  public var contentOffset: Int {
    layoutIfNeeded()
    guard let index = anchorIndex else { return 0 }
    return tree.top(of: index) + anchorLine
  }

  /// The largest scroll offset: the content's last line at the viewport's bottom.
  public var maxContentOffset: Int { max(0, tree.totalHeight - viewport.lines) }

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
    guard let index = tree.flatIndex(of: id) else { throw .unknownRowID(id) }
    let height = ensureMeasured(index)
    return (tree.top(of: index), height)
  }

  /// The cell showing a row, if the row is in the viewport.
  public func cell(for id: RowID) -> (any Cell)? {
    layoutIfNeeded()
    return cells[id]
  }

  /// Places the rows that the viewport shows and gives each a cell.
  ///
  /// Starting at the anchor row, rows are placed until the viewport is full; if the
  /// content ends first, the anchor moves up so that the last row sits at the bottom.
  /// A row that is shown keeps its cell; a row newly shown gets a recycled cell (or a
  /// new one) and has its content installed in the cell's slot, and so does a shown
  /// row whose content changed. A row measured for the first time is measured by its
  /// installed content view, so a composed kind lays a row out once for its height,
  /// its drawing and its hit testing. Cells whose rows left the viewport go back to
  /// the reuse pool.
  ///
  /// - Complexity: O(v log n) for v visible rows out of n.
  public func layoutIfNeeded() {
    guard needsLayout else { return }
    needsLayout = false
    // Rows shown before hold their cells while the placement decides; cells of rows
    // that left the table are free at once.
    pass = LayoutPass()
    for visible in visibleRows {
      if let index = tree.flatIndex(of: visible.id) {
        pass.held.append((visible.id, index))
      } else if let cell = cells.removeValue(forKey: visible.id) {
        recycle(cell)
      }
    }
    let placed = placeRows()
    let shown = Set(placed.map(\.id))
    // In the order the rows were shown, so reuse is the same from run to run.
    for (id, _) in pass.held where !shown.contains(id) {
      if let cell = cells.removeValue(forKey: id) { recycle(cell) }
    }
    for visible in placed { _ = claimCell(for: visible.id, at: visible.index) }
    visibleRows = placed
    dirty.removeAll()
    checkFocusedControl()
    pass = LayoutPass()
  }

  /// Marks the layout as stale; the next draw, hit test or query lays out again.
  public func setNeedsLayout() { needsLayout = true }

  /// The flat index of the anchor row (the first row when there is none).
  var anchorIndex: Int? {
    guard tree.count > 0 else { return nil }
    return anchor.flatMap { tree.flatIndex(of: $0) } ?? 0
  }

  /// Normalises the anchor (a line inside a row of non-zero height, the content's end
  /// no higher than the viewport's bottom) and returns the rows it shows.
  private func placeRows() -> [VisibleRow] {
    guard var index = anchorIndex else {
      anchor = nil
      anchorLine = 0
      return []
    }
    // Move forward while the anchor line lies below the anchor row. A row is measured
    // through a cell only when it is likely to be shown (the anchor line lies within
    // its estimated height); rows passed over are measured by their kinds.
    var height = measureForLayout(index, likelyShown: anchorLine < tree.estimate)
    while anchorLine >= height, index + 1 < tree.count {
      anchorLine -= height
      releaseCell(of: index)
      index += 1
      height = measureForLayout(index, likelyShown: anchorLine < tree.estimate)
    }
    // Move back while the anchor line lies above the anchor row; a row passed over is
    // shown only when its top is above the viewport's bottom.
    while anchorLine < 0, index > 0 {
      index -= 1
      let likelyShown = -anchorLine - tree.estimate < viewport.lines
      anchorLine += measureForLayout(index, likelyShown: likelyShown)
      if anchorLine < 0, -anchorLine >= viewport.lines { releaseCell(of: index) }
    }
    anchorLine = max(0, min(anchorLine, max(0, tree.height(at: index) - 1)))
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
          anchorLine = measureForLayout(index)
        }
      }
      if anchorLine >= tree.height(at: index), index + 1 < tree.count {
        anchorLine -= tree.height(at: index)
        index += 1
      }
      placed = fill(from: index)
    }
    anchor = tree[index].id
    return placed
  }

  /// Measures and places rows from `start` down until the viewport is full.
  private func fill(from start: Int) -> [VisibleRow] {
    var placed: [VisibleRow] = []
    var line = -anchorLine
    var index = start
    while index < tree.count, line < viewport.lines {
      let height = measureForLayout(index)
      if height > 0 {
        placed.append(VisibleRow(id: tree[index].id, index: index, line: line, height: height))
      } else {
        releaseCell(of: index)
      }
      line += height
      index += 1
    }
    return placed
  }

  /// A visible row's frame in viewport coordinates.
  func rowFrame(_ visible: VisibleRow) -> Rect {
    Rect(column: 0, line: visible.line, width: viewport.columns, height: visible.height)
  }
}
