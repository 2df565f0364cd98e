/// The standard cell: a focus mark and a selection mark in the gutter, insets, an
/// optional separator line, and the content slot.
///
/// ```text
/// › [ Remove ] Vaishnavi      <- the focused row
///  ✓[ Remove ] Anchita        <- a selected row
/// ```
public final class DefaultCell: Cell {
  /// `"default"`.
  @available(*, deprecated, message: "a table keeps one pool of cells; the identifier is not used")
  public static var reuseIdentifier: String { defaultReuseIdentifier }

  /// `"default"`: what the deprecated ``Cell/reuseIdentifier`` answers.
  static let defaultReuseIdentifier = "default"
  /// The content slot.
  public let slot: ContentSlot

  /// Creates a cell with an empty slot.
  public init() {
    slot = ContentSlot()
  }

  /// Lets the content view reset what is not content; the focus comes from the table
  /// every frame, so the cell itself keeps nothing to reset.
  public func prepareForReuse() {
    slot.view?.prepareForReuse()
  }

  /// Draws the gutter, the content and the separator.
  public func draw(
    in canvas: inout TextCanvas, frame: Rect, clip: Rect, chrome: CellChrome, state: DrawContext
  ) {
    let visible = clip.intersection(frame)
    guard !visible.isEmpty else { return }
    canvas.fill(visible, style: .plain)
    let contentFrame = chrome.contentFrame(in: frame)
    if state.isFocused, chrome.gutterWidth > 0 {
      canvas.write(
        String(chrome.focusMark), at: Point(column: frame.minColumn, line: contentFrame.minLine),
        clip: visible, style: Style(attributes: .bold))
    }
    if state.isSelected, chrome.gutterWidth > 1 || (chrome.gutterWidth == 1 && !state.isFocused) {
      let column = frame.minColumn &+ (chrome.gutterWidth > 1 ? 1 : 0)
      canvas.write(
        String(chrome.selectionMark), at: Point(column: column, line: contentFrame.minLine),
        clip: visible, style: Style(attributes: .bold))
    }
    slot.draw(
      in: &canvas, frame: contentFrame, clip: visible.intersection(contentFrame),
      context: state)
    if chrome.showsSeparator {
      // Only the columns the canvas shows: a frame may be far wider than any canvas.
      let shown = visible.intersection(canvas.bounds)
      let line = String(repeating: chrome.separator, count: shown.width)
      canvas.write(
        line, at: Point(column: shown.minColumn, line: frame.maxLine &- 1), clip: visible,
        style: chrome.separatorStyle)
    }
  }
}
