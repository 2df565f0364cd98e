import RowKit

/// The content view of a ``TextFieldKind`` row: the label, then the field, one line.
///
/// The field is underlined across its width; it shows the text (scrolled so that the
/// cursor stays visible while the row has the focus) or, while the text is empty,
/// the placeholder dimmed. While the row has the focus the view puts the terminal's
/// cursor at the insertion point (``/RowKit/TextCanvas/cursor``). The view keeps
/// nothing but the content it was configured with.
public final class TextFieldView: RowContentView {
  /// The content shown.
  public private(set) var content: TextFieldKind.Content

  /// Creates a view showing an empty field.
  public init() {
    content = TextFieldKind.Content()
  }

  /// Shows `content`.
  public func configure(with content: TextFieldKind.Content) {
    self.content = content
  }

  /// Draws the label and the field into the first line of `frame`.
  public func draw(in canvas: inout TextCanvas, frame: Rect, clip: Rect, context: DrawContext) {
    let clip = clip.intersection(frame)
    guard frame.height > 0, frame.width > 0 else { return }
    let mode = canvas.widthMode
    let line = frame.minLine
    var column = frame.minColumn
    if let label = content.label, !label.isEmpty {
      // The label takes at most half the row, so the field always has room.
      let shown = Self.fitted(label, width: frame.width / 2, mode: mode)
      column = canvas.write(
        shown, at: Point(column: column, line: line), clip: clip, style: Self.labelStyle)
      if !shown.isEmpty { column += 1 }
    }
    let field = Rect(
      column: column, line: line, width: max(0, frame.maxColumn - column), height: 1)
    let fieldClip = clip.intersection(field)
    canvas.fill(fieldClip, style: Self.fieldStyle)
    let characters = Array(content.text)
    if characters.isEmpty {
      canvas.write(
        Self.fitted(content.placeholder, width: field.width, mode: mode),
        at: field.origin, clip: fieldClip, style: Self.placeholderStyle)
    }
    let layout = TextFieldLayout(
      widths: characters.map { DisplayWidth.of($0, mode: mode) },
      cursor: context.isFocused ? content.cursor : 0, width: field.width)
    if layout.start < layout.end {
      canvas.write(
        String(characters[layout.start..<layout.end]), at: field.origin, clip: fieldClip,
        style: Self.fieldStyle)
    }
    if context.isFocused, let offset = layout.cursorColumn {
      let point = Point(column: field.minColumn + offset, line: line)
      if fieldClip.contains(point) { canvas.cursor = point }
    }
  }

  /// The field, wherever the point is: the row is one control.
  public func control(at point: Point, in context: LayoutContext) -> ControlID? {
    TextFieldKind.fieldControl
  }

  /// One line.
  public func height(in context: LayoutContext) -> Int? { 1 }

  /// The field.
  public var controls: [ControlID]? { [TextFieldKind.fieldControl] }

  /// How the label looks: bold.
  static let labelStyle = Style(attributes: .bold)
  /// How the field and its text look: underlined.
  static let fieldStyle = Style(attributes: .underline)
  /// How the placeholder looks: dimmed and underlined.
  static let placeholderStyle = Style(attributes: [.dim, .underline])

  /// `text` made visible and cut to `width` columns with an ellipsis when wider;
  /// characters are never split.
  static func fitted(_ text: String, width: Int, mode: WidthMode) -> String {
    guard width > 0 else { return "" }
    let text = Sanitizer.visible(text)
    guard DisplayWidth.of(text, mode: mode) > width else { return text }
    var result = ""
    var used = 0
    for character in text {
      let columns = DisplayWidth.of(character, mode: mode)
      guard used + columns <= width - 1 else { break }
      result.append(character)
      used += columns
    }
    return result + "…"
  }
}
