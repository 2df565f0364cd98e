import RowKit

/// A single-line text field in a row: a label, the text with a cursor, and a
/// placeholder while it is empty.
///
/// ```swift
/// let row = Row(id: "new", kind: TextFieldKind(), content: .init(placeholder: "New item", label: "Add"))
/// table.onMessage(TextFieldSubmitted.self) { _, submitted in add(submitted.text) }
/// ```
///
/// ```text
/// › Add buy oat milk q█          (focused: the terminal's cursor after "q")
/// ```
///
/// While the row has the focus it takes the keys that edit text (the table below),
/// printable characters and Space included, so that `q` types q instead of quitting,
/// and pastes (inserted at the cursor, cleaned: ``Content/cleaned(_:)``). Up, Down,
/// Tab, Page Up/Down, Escape and shortcuts with Control or Alt it does not use go on
/// to the table and the app. Enter sends ``TextFieldSubmitted``; an edit that changes
/// the text sends ``TextFieldChanged``. A key that edits nothing (Backspace at the
/// start, a character beyond the ``Content/maximumLength``) is used all the same.
///
/// | keys | edit (``TextEdit``) |
/// |---|---|
/// | a character, Space | ``TextEdit/insert(_:)`` |
/// | Left, Ctrl-B / Right, Ctrl-F | ``TextEdit/moveLeft`` / ``TextEdit/moveRight`` |
/// | Alt-Left, Ctrl-Left, Alt-B / Alt-Right, Ctrl-Right, Alt-F | ``TextEdit/moveWordLeft`` / ``TextEdit/moveWordRight`` |
/// | Home, Ctrl-A / End, Ctrl-E | ``TextEdit/moveToStart`` / ``TextEdit/moveToEnd`` |
/// | Backspace, Ctrl-H / Delete | ``TextEdit/deleteBackward`` / ``TextEdit/deleteForward`` |
/// | Ctrl-W, Alt-Backspace / Alt-D | ``TextEdit/deleteWordBackward`` / ``TextEdit/deleteWordForward`` |
/// | Ctrl-U / Ctrl-K | ``TextEdit/deleteToStart`` / ``TextEdit/deleteToEnd`` |
///
/// Shift held with a key counts as none (Shift-Left moves left). The cursor moves by
/// grapheme cluster, and the text is measured in the table's width mode, so a wide or
/// combining character is never split, and the field scrolls sideways to keep the
/// cursor visible (``TextFieldView``). All the state is in the ``Content``.
public struct TextFieldKind: RowKind {
  /// The view type.
  public typealias View = TextFieldView

  /// The id the kind is registered under: `"text-field"` by default.
  public let id: RowKindID

  /// Creates the kind, registered under `id`.
  public init(id: RowKindID = "text-field") {
    self.id = id
  }

  /// The row's one control: `field`.
  public static let fieldControl: ControlID = "field"

  /// A new view.
  public func makeView() -> TextFieldView { TextFieldView() }

  /// Shows `content` in `view`.
  public func configure(_ view: TextFieldView, with content: Content) {
    view.configure(with: content)
  }

  /// One line, whatever the width.
  public func height(of content: Content, in context: LayoutContext) -> Int { 1 }

  /// The field.
  public func controls(of content: Content) -> [ControlID] { [Self.fieldControl] }

  /// Edits the text for a key or a paste; Enter submits it.
  public func action(for event: ControlEvent, content: Content) -> RowAction<Content> {
    switch event.activation {
    case .tap:
      return .none
    case .key(.enter) where event.modifiers.isSubset(of: .shift):
      return .message(TextFieldSubmitted(text: content.text))
    case .key(let key):
      guard let edit = Self.edit(for: KeyPress(key, modifiers: event.modifiers)) else {
        return .none
      }
      return Self.action(for: edit, content: content)
    case .paste(let text):
      return Self.action(for: .insert(text), content: content)
    }
  }

  /// The edit a key press makes in a text field, or `nil` for a key the field does not
  /// use (see the table above).
  public static func edit(for press: KeyPress) -> TextEdit? {
    let modifiers = press.modifiers.subtracting(.shift)
    switch (press.key, modifiers) {
    case (.character(let character), []): return .insert(String(character))
    case (.space, []): return .insert(" ")
    case (.left, []): return .moveLeft
    case (.right, []): return .moveRight
    case (.left, .alt), (.left, .control): return .moveWordLeft
    case (.right, .alt), (.right, .control): return .moveWordRight
    case (.home, []): return .moveToStart
    case (.end, []): return .moveToEnd
    case (.backspace, []): return .deleteBackward
    case (.delete, []): return .deleteForward
    case (.backspace, .alt): return .deleteWordBackward
    case (.character(let character), .control): return controlEdit(character)
    case (.character(let character), .alt): return altEdit(character)
    default: return nil
    }
  }

  private static func controlEdit(_ character: Character) -> TextEdit? {
    switch character {
    case "a", "A": return .moveToStart
    case "e", "E": return .moveToEnd
    case "b", "B": return .moveLeft
    case "f", "F": return .moveRight
    case "h", "H": return .deleteBackward
    case "w", "W": return .deleteWordBackward
    case "u", "U": return .deleteToStart
    case "k", "K": return .deleteToEnd
    default: return nil
    }
  }

  private static func altEdit(_ character: Character) -> TextEdit? {
    switch character {
    case "b": return .moveWordLeft
    case "f": return .moveWordRight
    case "d": return .deleteWordForward
    default: return nil
    }
  }

  /// The action of an edit: the new content, with ``TextFieldChanged`` when the text
  /// changed; ``/RowKit/RowAction/handled`` when nothing did.
  static func action(for edit: TextEdit, content: Content) -> RowAction<Content> {
    var next = content
    guard next.apply(edit) else { return .handled }
    guard next.text != content.text else { return .update(next) }
    return .update(next, message: TextFieldChanged(text: next.text))
  }
}
