/// One edit of a text field's content: what a key or a paste does to it
/// (``TextFieldKind/edit(for:)``), or what an app does to it directly
/// (``TextFieldKind/Content/apply(_:)``).
///
/// The cursor moves by grapheme cluster (a Swift `Character`: `é`, `中`, `👍🏽` and
/// `👨‍👩‍👧` are one step each) and by word. A *word* is a run of characters other than
/// white space, as Ctrl-W counts it in a shell.
public enum TextEdit: Hashable, Sendable {
  /// Inserts text at the cursor and puts the cursor after it, as typing or pasting
  /// does. The text is cleaned first (``TextFieldKind/Content/cleaned(_:)``) and cut
  /// to what the maximum length leaves room for.
  case insert(String)
  /// The cursor one character left.
  case moveLeft
  /// The cursor one character right.
  case moveRight
  /// The cursor to the start of the word before it.
  case moveWordLeft
  /// The cursor to the end of the word after it.
  case moveWordRight
  /// The cursor to the start of the text.
  case moveToStart
  /// The cursor to the end of the text.
  case moveToEnd
  /// Deletes the character before the cursor.
  case deleteBackward
  /// Deletes the character after the cursor.
  case deleteForward
  /// Deletes back to the start of the word before the cursor (and the white space
  /// between).
  case deleteWordBackward
  /// Deletes up to the end of the word after the cursor (and the white space
  /// between).
  case deleteWordForward
  /// Deletes everything before the cursor.
  case deleteToStart
  /// Deletes everything after the cursor.
  case deleteToEnd
}
