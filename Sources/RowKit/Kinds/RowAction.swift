/// What a row kind asks the table to do after an activation.
///
/// A kind never mutates the table or its views: it returns an action and the table
/// applies it to the row's *content value*, so the next frame shows the new state.
/// An action can also carry a message for the table's owner (for example "option 2
/// was chosen"), delivered through ``TableView/onMessage``.
///
/// ```swift
/// func action(for event: ControlEvent, content: Content) -> RowAction<Content> {
///   guard event.isPress, event.control == "remove" else { return .none }
///   return .switchKind(to: ConfirmKind(), content: .init(prompt: "Remove \(content.title)?"))
/// }
/// ```
public struct RowAction<Content: Equatable & Sendable>: Sendable {
  /// The change to the row.
  public enum Change: Sendable {
    /// Leave the row as it is.
    case none
    /// Give the row a new content value of the same kind; its cell and content view stay.
    case update(Content)
    /// Show the row as another kind with a new content value; the row keeps its id and
    /// its cell, and the cell's content slot swaps content views.
    case switchKind(AnyRowContent)
    /// Delete the row.
    case delete
    /// Insert rows just before this one.
    case insertBefore([Row])
    /// Insert rows just after this one.
    case insertAfter([Row])
  }

  /// The change to the row.
  public var change: Change
  /// A message for the table's owner, if any.
  public var message: (any Sendable)?

  /// Creates an action from a change and an optional message.
  public init(_ change: Change, message: (any Sendable)? = nil) {
    self.change = change
    self.message = message
  }

  /// Do nothing.
  public static var none: RowAction { RowAction(.none) }

  /// Replace the row's content value.
  public static func update(_ content: Content, message: (any Sendable)? = nil) -> RowAction {
    RowAction(.update(content), message: message)
  }

  /// Show the row as another kind.
  public static func switchKind<K: RowKind>(
    to kind: K, content: K.Content, message: (any Sendable)? = nil
  ) -> RowAction {
    RowAction(.switchKind(AnyRowContent(kind: kind, content: content)), message: message)
  }

  /// Delete the row.
  public static func delete(message: (any Sendable)? = nil) -> RowAction {
    RowAction(.delete, message: message)
  }

  /// Only tell the owner something; the row stays as it is.
  public static func message(_ message: any Sendable) -> RowAction {
    RowAction(.none, message: message)
  }
}
