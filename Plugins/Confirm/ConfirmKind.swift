import RowKit

/// A yes/no question in a row: a prompt with `Yes` and `No` buttons in the row's
/// trailing slot.
///
/// What each button does is part of the row's ``Content`` value, as an ``Outcome``:
/// delete the row, switch the row to another content value (of any kind), or keep
/// the row and only tell the owner. So a confirm row can put back the row it
/// replaced without knowing that row's kind. Every press also sends a
/// ``ConfirmAnswer`` message to the table's owner.
///
/// ```swift
/// let content = ConfirmKind.Content(
///   prompt: "Remove Vaishnavi?", onConfirm: .deleteRow, onCancel: .switchRow(to: previous))
/// try table.switchKind("vaishnavi", to: ConfirmKind(), content: content)
/// ```
///
/// In a table 40 columns wide (the first two columns are the focus gutter):
///
/// ```text
///   Remove Vaishnavi?       [ Yes ] [ No ]
/// ```
///
/// The focused button is drawn `< No >`; Enter or Space presses it, as a tap does.
/// Escape answers No wherever the focus is in the row: it presses the cancelling
/// button, whose ``Outcome`` and ``ConfirmAnswer/cancelled`` follow as from a tap.
/// When the row gets the focus without a button being named — a `Remove` that
/// switched the row to this kind, the arrow keys — the focus goes to the cancelling
/// button (``defaultControl(of:)``), so pressing Enter twice never confirms.
/// When the prompt's longest word and the buttons do not fit side by side, the
/// buttons go below the prompt:
///
/// ```text
///   Remove Vaishnavi?
///   [ Yes ] [ No ]
/// ```
public struct ConfirmKind: ComposedRowKind {
  /// The id the kind is registered under: `"confirm"` by default.
  public let id: RowKindID

  /// Creates the kind, registered under `id`.
  ///
  /// ```swift
  /// try registry.register(ConfirmKind())
  /// ```
  public init(id: RowKindID = "confirm") {
    self.id = id
  }

  /// The control id of the confirming button: `yes`.
  public static let confirmControl: ControlID = "yes"
  /// The control id of the cancelling button: `no`.
  public static let cancelControl: ControlID = "no"

  /// The prompt: what a text filter searches (``/RowKit/TableView/filter``).
  public func searchText(of content: Content) -> String? { content.prompt }

  /// The composition: the prompt (it wraps), then the two buttons at the right edge.
  ///
  /// ```text
  /// Remove Vaishnavi?       [ Yes ] [ No ]
  /// ```
  public func body(of content: Content) -> Node {
    let buttons = Node.hstack {
      Node.button(Self.confirmControl, label: content.confirmLabel)
      Node.button(Self.cancelControl, label: content.cancelLabel)
    }
    return Node.searchText(content.prompt).withTrailingAccessory(buttons)
  }

  /// The cancelling button: the non-destructive choice takes the focus when the row
  /// gets it without a button being named.
  public func defaultControl(of content: Content) -> ControlID? { Self.cancelControl }

  /// Applies the pressed button's ``Outcome`` and sends a ``ConfirmAnswer``; Escape
  /// (with no modifier) presses the cancelling button, whichever control has the
  /// focus.
  public func action(for event: ControlEvent, content: Content) -> RowAction<Content> {
    if event.activation == .key(.escape), event.modifiers.isEmpty {
      return Self.action(for: content.onCancel, answer: .cancelled)
    }
    guard event.isPress else { return .none }
    switch event.control {
    case Self.confirmControl?: return Self.action(for: content.onConfirm, answer: .confirmed)
    case Self.cancelControl?: return Self.action(for: content.onCancel, answer: .cancelled)
    default: return .none
    }
  }

  private static func action(for outcome: Outcome, answer: ConfirmAnswer) -> RowAction<Content> {
    switch outcome {
    case .keepRow: return .message(answer)
    case .deleteRow: return .delete(message: answer)
    case .switchRow(let content): return RowAction(.switchKind(content), message: answer)
    }
  }
}
