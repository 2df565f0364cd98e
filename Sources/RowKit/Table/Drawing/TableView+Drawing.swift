extension TableView {
  /// Draws the visible frame into a canvas, with the viewport's top-left at `origin`.
  ///
  /// Only the rows in the viewport are drawn, each cell over its whole frame; lines
  /// below the last row are blanked. Rows are measured in the table's ``widthMode``:
  /// draw into a canvas of the same mode.
  ///
  /// - Complexity: O(viewport), independent of the number of rows.
  public func draw(into canvas: inout TextCanvas, at origin: Point = .zero) {
    let rows = layout
    let clip = Rect(origin: origin, size: viewport)
    let end = rows.last.map { $0.line + height(of: $0) } ?? 0
    canvas.fill(
      Rect(
        column: origin.column, line: origin.line &+ max(0, end), width: viewport.columns,
        height: viewport.lines - max(0, end)), style: .plain)
    let focusedSlot = focus.flatMap { tree.slot(of: $0.row) }
    for row in rows {
      guard let cell = cells.cell(slot: row.slot, id: tree.row(inSlot: row.slot).id) else {
        continue
      }
      var frame = frame(of: row)
      frame.origin.column = frame.origin.column &+ origin.column
      frame.origin.line = frame.origin.line &+ origin.line
      let isFocused = row.slot == focusedSlot
      cell.draw(
        in: &canvas, frame: frame, clip: clip, chrome: chrome,
        state: CellState(isFocused: isFocused, focusedControl: isFocused ? focus?.control : nil))
    }
  }

  /// The visible frame drawn into a new canvas the size of the viewport, in the table's
  /// ``widthMode``.
  public func render() -> TextCanvas {
    var canvas = TextCanvas(size: viewport, widthMode: widthMode)
    draw(into: &canvas)
    return canvas
  }
}
