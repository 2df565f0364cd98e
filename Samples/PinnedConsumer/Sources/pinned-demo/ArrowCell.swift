import RowKit

/// A cell of its own, with its own reuse pool: `>` in the gutter of the focused row
/// instead of the standard cell's mark, and the content where the chrome puts it.
final class ArrowCell: Cell {
  static let reuseIdentifier = "arrow"

  var reuseIdentifier: String { Self.reuseIdentifier }
  let slot = ContentSlot()

  func prepareForReuse() {
    slot.view?.prepareForReuse()
  }

  func draw(
    in canvas: inout TextCanvas, frame: Rect, clip: Rect, chrome: CellChrome, state: CellState
  ) {
    let visible = clip.intersection(frame)
    guard !visible.isEmpty else { return }
    canvas.fill(visible, style: .plain)
    let content = chrome.contentFrame(in: frame)
    if state.isFocused {
      canvas.write(">", at: Point(column: frame.minColumn, line: content.minLine), clip: visible)
    }
    slot.draw(
      in: &canvas, frame: content, clip: visible.intersection(content),
      context: DrawContext(isRowFocused: state.isFocused, focusedControl: state.focusedControl))
  }
}
