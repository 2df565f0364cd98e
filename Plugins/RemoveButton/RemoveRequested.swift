import RowKit

/// The message a ``RemoveButtonKind`` row sends its table's owner when its button is
/// pressed, to the subscribers of ``/RowKit/TableView/onMessage(_:_:)``.
///
/// ```swift
/// table.onMessage(RemoveRequested.self) { _, request in
///   if !request.isConfirming { print("removed \(request.title)") }
/// }
/// ```
///
/// ```text
/// removed Urvashi
/// ```
public struct RemoveRequested: Hashable, Sendable {
  /// The title of the row.
  public var title: String
  /// `true` when the row switched to a confirmation, `false` when it was deleted.
  public var isConfirming: Bool

  /// Creates the message.
  ///
  /// ```swift
  /// let message = RemoveRequested(title: "Urvashi", isConfirming: true)
  /// ```
  public init(title: String, isConfirming: Bool) {
    self.title = title
    self.isConfirming = isConfirming
  }
}
