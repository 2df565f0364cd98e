import RowKit

/// The line `/` opens under a ``TerminalRuntime``'s table: the text its rows are
/// filtered by, and whether keys are typed into it.
///
/// While the line is edited, characters, Space and pastes go into it and each change
/// filters the table at once (``TerminalRuntime/makeFilter``); Backspace deletes a
/// character (on an empty line it closes the line), Ctrl-U clears it, Ctrl-W deletes
/// the last word; Enter ends the editing and keeps the filter, Escape clears the
/// filter and closes the line. The other keys (Up, Down, Page Up…) still move the
/// focus through the rows shown. Once editing ends, the line stays, showing the text,
/// until Escape clears it or `/` edits it again.
///
/// ```text
/// /ur                             2/4   <- the text, then shown/total
/// /ur              filtering… 1234/2000000  <- while a large table is checked in steps
/// ```
public struct FilterLine: Hashable, Sendable {
  /// What the rows are filtered by, as typed.
  public internal(set) var text: String
  /// Whether keys are typed into the line (else it only shows the filter).
  public internal(set) var isEditing: Bool

  /// A line showing `text`, edited or not.
  public init(text: String = "", isEditing: Bool = true) {
    self.text = text
    self.isEditing = isEditing
  }

  /// What a key does to the line being edited.
  enum Edit: Equatable {
    /// The text changed.
    case changed
    /// Editing ends; the filter stays.
    case finished
    /// The filter is cleared and the line closed.
    case cleared
    /// Not a key of the line: it goes on to the table.
    case passed
  }

  /// Applies a key to the line being edited.
  mutating func edit(_ press: KeyPress) -> Edit {
    switch press.key {
    case .enter where press.modifiers.isEmpty:
      isEditing = false
      return .finished
    case .escape where press.modifiers.isEmpty:
      return .cleared
    case .backspace where press.modifiers.isEmpty:
      guard !text.isEmpty else { return .cleared }
      text.removeLast()
      return .changed
    case .space where press.isPlain:
      text.append(" ")
      return .changed
    case .character(let character) where press.isPlain:
      append(String(character))
      return .changed
    case .character("u") where press.modifiers == .control:
      text = ""
      return .changed
    case .character("w") where press.modifiers == .control:
      deleteLastWord()
      return .changed
    default:
      return .passed
    }
  }

  /// Adds typed or pasted text, each line break and tab as a space and the other
  /// control characters left out: the line is one line.
  mutating func append(_ typed: String) {
    for scalar in typed.unicodeScalars {
      switch scalar.value {
      case 0x09, 0x0A, 0x0D: text.unicodeScalars.append(" ")
      case 0x00..<0x20, 0x7F..<0xA0: continue
      default: text.unicodeScalars.append(scalar)
      }
    }
  }

  /// Deletes the spaces at the end, then the word before them.
  private mutating func deleteLastWord() {
    while text.last == " " { text.removeLast() }
    while let last = text.last, last != " " { text.removeLast() }
  }
}
