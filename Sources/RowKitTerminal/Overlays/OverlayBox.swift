import RowKit

/// The frame overlays are drawn in: a box of light lines with a title in its top
/// edge and a hint in its bottom edge, over blanks.
///
/// ```text
/// ┌─ Keys ───────────────┐
/// │ ? help   show keys   │
/// └─ esc close ──────────┘
/// ```
enum OverlayBox {
  /// A box `inner` columns by `lines` lines inside, centred on `screen` and kept
  /// within it.
  static func centred(inner: Size, in screen: Size) -> Rect {
    let width = min(screen.columns, inner.columns + 4)
    let height = min(screen.lines, inner.lines + 2)
    return Rect(
      column: (screen.columns - width) / 2, line: (screen.lines - height) / 2, width: width,
      height: height)
  }

  /// Draws the box over `frame` and returns the rectangle inside it (one column of
  /// padding each side); a frame too small for a border is all inside.
  @discardableResult
  static func draw(
    in canvas: inout TextCanvas, frame: Rect, title: String, hint: String
  ) -> Rect {
    canvas.fill(frame, style: .plain)
    guard frame.width >= 4, frame.height >= 3 else { return frame }
    let mode = canvas.widthMode
    let edge = String(repeating: "─", count: frame.width - 2)
    let top = frame.minLine
    let bottom = frame.maxLine - 1
    let look = Style(attributes: .bold)
    canvas.write(
      "┌" + edge + "┐", at: Point(column: frame.minColumn, line: top), clip: frame, style: look)
    canvas.write(
      "└" + edge + "┘", at: Point(column: frame.minColumn, line: bottom), clip: frame, style: look)
    for line in top + 1..<bottom {
      canvas.write("│", at: Point(column: frame.minColumn, line: line), clip: frame, style: look)
      canvas.write(
        "│", at: Point(column: frame.maxColumn - 1, line: line), clip: frame, style: look)
    }
    let room = frame.width - 6
    for (text, line) in [(title, top), (hint, bottom)] where !text.isEmpty && room > 0 {
      let shown = " " + TextFitting.fitted(text, width: room, mode: mode) + " "
      canvas.write(
        shown, at: Point(column: frame.minColumn + 2, line: line), clip: frame, style: look)
    }
    return Rect(
      column: frame.minColumn + 2, line: top + 1, width: frame.width - 4, height: frame.height - 2)
  }
}
