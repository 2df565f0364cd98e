/// The message a ``TextFieldKind`` row sends when an edit changed its text, to the
/// subscribers of ``/RowKit/TableView/onMessage(_:_:)``.
///
/// ```swift
/// table.onMessage(TextFieldChanged.self) { row, change in print("\(row): \(change.text)") }
/// ```
public struct TextFieldChanged: Hashable, Sendable {
  /// The text after the edit.
  public var text: String

  /// Creates the message.
  public init(text: String) {
    self.text = text
  }
}

/// The message a ``TextFieldKind`` row sends when Enter is pressed in it.
///
/// ```swift
/// table.onMessage(TextFieldSubmitted.self) { row, submitted in add(submitted.text) }
/// ```
public struct TextFieldSubmitted: Hashable, Sendable {
  /// The text when Enter was pressed.
  public var text: String

  /// Creates the message.
  public init(text: String) {
    self.text = text
  }
}
