import RowKit

/// The message a ``ConfirmKind`` row sends its table's owner when one of its buttons
/// is pressed, through ``/RowKit/TableView/onMessage``.
///
/// ```swift
/// table.onMessage = { message in
///   if message.message as? ConfirmAnswer == .confirmed { print("removed \(message.row)") }
/// }
/// ```
///
/// ```text
/// removed vaishnavi
/// ```
public enum ConfirmAnswer: Hashable, Sendable {
  /// The confirming button (`Yes`) was pressed.
  case confirmed
  /// The cancelling button (`No`) was pressed.
  case cancelled
}
