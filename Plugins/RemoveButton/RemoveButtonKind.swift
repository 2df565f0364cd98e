import RowKit

/// A row with a title and a `Remove` button at its right edge.
///
/// What pressing `Remove` does is a setting of the kind value, so this module needs
/// no other kind: with no ``confirmation`` the row is deleted at once; with one, the
/// row switches to the content it builds (typically a yes/no confirm row), keeping
/// its id and its cell. Either way the owner gets a ``RemoveRequested`` message.
///
/// ```swift
/// let row = Row(id: "urvashi", kind: RemoveButtonKind(), content: .init(title: "Urvashi"))
/// ```
///
/// In a table 30 columns wide (the first two columns are the focus gutter):
///
/// ```text
///   Urvashi           [ Remove ]
/// ```
///
/// The focused button is drawn `< Remove >`; Enter or Space presses it, as a tap does.
/// `RowKitKinds` provides the standard wiring with the confirm kind,
/// `RemoveButtonKind.confirmingRemoval`.
public struct RemoveButtonKind: ComposedRowKind {
  /// The id the kind is registered under: `"remove-button"` by default.
  public let id: RowKindID
  /// Builds what the row switches to when `Remove` is pressed, from the row's
  /// content; `nil` deletes the row at once.
  public let confirmation: (@Sendable (Content) -> AnyRowContent)?

  /// Creates the kind.
  ///
  /// Kind values are compared by ``id`` alone (it is the reuse key), so kinds with
  /// different confirmations can share an id and a registration: the row carries
  /// its own kind value, and that value's confirmation is used. Because of that,
  /// re-showing a row with the same content under a kind that differs only in its
  /// confirmation is no change to the table; give such a kind its own id.
  ///
  /// ```swift
  /// let deletesAtOnce = RemoveButtonKind()
  /// let asksFirst = RemoveButtonKind { content in
  ///   AnyRowContent(kind: LabelKind(), content: "Really remove \(content.title)?")
  /// }
  /// ```
  public init(
    id: RowKindID = "remove-button",
    confirmation: (@Sendable (Content) -> AnyRowContent)? = nil
  ) {
    self.id = id
    self.confirmation = confirmation
  }

  /// The control id of the button: `remove`.
  public static let removeControl: ControlID = "remove"

  /// The title: what a text filter searches (``/RowKit/TableView/filter``).
  public func searchText(of content: Content) -> String? { content.title }

  /// The composition: the title (it wraps), then the button at the right edge; the
  /// button goes below the title when the title's longest word and the button do not
  /// fit side by side.
  ///
  /// ```text
  /// Urvashi           [ Remove ]
  /// ```
  public func body(of content: Content) -> Node {
    Node.searchText(content.title)
      .withTrailingAccessory(Node.button(Self.removeControl, label: content.buttonLabel))
  }

  /// On a press of the button: switches the row to the ``confirmation``, or deletes
  /// it when there is none, and sends a ``RemoveRequested`` message.
  public func action(for event: ControlEvent, content: Content) -> RowAction<Content> {
    guard event.isPress, event.control == Self.removeControl else { return .none }
    guard let confirmation else {
      return .delete(message: RemoveRequested(title: content.title, isConfirming: false))
    }
    return RowAction(
      .switchKind(confirmation(content)),
      message: RemoveRequested(title: content.title, isConfirming: true))
  }
}
