/// A key, as routed to the focused row and control: which key, without its modifiers
/// (a ``KeyPress`` carries both).
///
/// Terminal input decoders turn byte sequences into keys; tests and scripts create
/// them directly. Shift-Tab is ``backTab``, never ``tab`` with Shift.
public enum Key: Hashable, Sendable {
  /// Arrow up.
  case up
  /// Arrow down.
  case down
  /// Arrow left.
  case left
  /// Arrow right.
  case right
  /// Tab: the next control.
  case tab
  /// Shift-Tab: the previous control.
  case backTab
  /// Enter or Return: activate.
  case enter
  /// Space: activate.
  case space
  /// Escape.
  case escape
  /// Backspace.
  case backspace
  /// Delete (forward).
  case delete
  /// Page up.
  case pageUp
  /// Page down.
  case pageDown
  /// Home: the first row.
  case home
  /// End: the last row.
  case end
  /// Insert.
  case insert
  /// A function key: F1 is `function(1)`. Terminals send F1 to F12, and up to F35
  /// with the kitty keyboard protocol.
  case function(Int)
  /// A printable character.
  case character(Character)
}
