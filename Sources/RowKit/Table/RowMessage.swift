/// A message a row's kind sent to the table's owner with an action, for example
/// "option 2 was chosen".
public struct RowMessage: Sendable {
  /// The row whose kind sent the message.
  public var row: RowID
  /// The message, of a type the kind defines.
  public var message: any Sendable

  /// Creates a row message.
  public init(row: RowID, message: any Sendable) {
    self.row = row
    self.message = message
  }
}
