/// What a row kind asks the table to do after an activation.
///
/// A kind never mutates the table or its views: it returns an action and the table
/// applies it to the row's *content value*, so the next frame shows the new state.
/// An action can also carry a message for the table's owner (for example "option 2
/// was chosen"), delivered after the change to the subscribers of its type
/// (``TableView/onMessage(_:_:)``); it can move the focus within its row
/// (``focusing(_:)``); and it can say that a key was used although nothing changed
/// (``handled``), so that the key does not move the focus.
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
  /// Where the focus goes once the change is made: ``FocusChange/keep`` by default.
  public var focus: FocusChange
  /// Whether the event was used even if nothing else is asked: a handled key does not
  /// fall through to the table's navigation (arrows, Tab, Page Up/Down, Home, End).
  ///
  /// An action that changes the row, sends a message or moves the focus is handled
  /// whatever this says.
  public var isHandled: Bool

  /// Creates an action from a change, an optional message, a focus change and whether
  /// the event was used.
  public init(
    _ change: Change, message: (any Sendable)? = nil, focus: FocusChange = .keep,
    isHandled: Bool = false
  ) {
    self.change = change
    self.message = message
    self.focus = focus
    self.isHandled = isHandled
  }

  /// Do nothing: a key falls through to the table's navigation.
  public static var none: RowAction { RowAction(.none) }

  /// Do nothing, but the event was used: a key does not fall through to the table's
  /// navigation. For example a `+` key on a rating that is already at its maximum.
  public static var handled: RowAction { RowAction(.none, isHandled: true) }

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

  /// Only move the focus within the row (or take it away); the row stays as it is.
  public static func focus(_ focus: FocusChange) -> RowAction {
    RowAction(.none, focus: focus)
  }

  /// This action, moving the focus once its change is made.
  ///
  /// ```swift
  /// return .update(next).focusing(.control(RatingKind.star(next.stars - 1)))
  /// ```
  public func focusing(_ focus: FocusChange) -> RowAction {
    var copy = self
    copy.focus = focus
    return copy
  }

  /// Whether the action asks for nothing at all: a key that gets it falls through to
  /// the table's navigation.
  public var isIgnored: Bool {
    guard case .none = change else { return false }
    return message == nil && focus == .keep && !isHandled
  }
}

/// Where a ``RowAction`` moves the focus once its change is made.
///
/// A request applies only while the row that acted has the focus (a tap or a key on it
/// gives it the focus; ``TableView/activate(_:in:)`` and ``TableView/send(_:to:)`` do
/// not), so a programmatic activation never takes the focus from another row. It
/// applies after the change is committed: a change that fails changes nothing, the
/// focus included.
public enum FocusChange: Hashable, Sendable {
  /// Leave the focus where the table's rules put it (see "Where the focus goes" in
  /// ``TableView/handle(_:modifiers:)``).
  case keep
  /// Focus this control of the row, as the row is after the change; a control the row
  /// does not have gives its default control (``RowKind/defaultControl(of:)``). No
  /// effect when the change deleted the row.
  case control(ControlID)
  /// Take the focus away from every row.
  case clear
}
