import RowKit

/// The message a ``ConfirmKind`` row sends its table's owner when one of its buttons
/// is pressed, to the subscribers of ``/RowKit/TableView/onMessage(_:_:)``.
///
/// ```swift
/// table.onMessage(ConfirmAnswer.self) { row, answer in
///   if answer == .confirmed { print("removed \(row)") }
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
