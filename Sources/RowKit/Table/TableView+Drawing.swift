extension TableView {
  /// Draws the visible frame into a canvas, with the viewport's top-left at `origin`.
  ///
  /// Only the rows in the viewport are drawn; lines below the last row are left blank.
  ///
  /// - Complexity: O(viewport), independent of the number of rows.
  public func draw(into canvas: inout TextCanvas, at origin: Point = .zero) {
    layoutIfNeeded()
    let clip = Rect(origin: origin, size: viewport)
    canvas.fill(clip, style: .plain)
    for visible in visibleRows {
      guard let cell = cells[visible.id] else { continue }
      var frame = rowFrame(visible)
      frame.origin.column += origin.column
      frame.origin.line += origin.line
      let isFocused = focus?.row == visible.id
      cell.draw(
        in: &canvas, frame: frame, clip: clip, chrome: chrome,
        state: CellState(isFocused: isFocused, focusedControl: isFocused ? focus?.control : nil))
    }
  }

  /// The visible frame drawn into a new canvas the size of the viewport.
  public func render() -> TextCanvas {
    var canvas = TextCanvas(size: viewport)
    draw(into: &canvas)
    return canvas
  }
}
