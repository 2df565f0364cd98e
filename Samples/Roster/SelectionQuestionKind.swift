import RowKit
import RowKitConfirm

/// The row that asks whether to remove the selected names: a confirm row (its
/// prompt, `Yes` and `No`, `No` focused first, Escape answering `No`) that refuses
/// the selection, so that `s` on it never counts the question among the names.
///
/// ```text
/// › Remove 2 selected names?             [ Yes ] < No >
/// ```
struct SelectionQuestionKind: ComposedRowKind {
  /// Registered as `"roster.selection-question"`.
  var id: RowKindID { "roster.selection-question" }

  /// The confirm row this one draws and acts as.
  private static let confirm = ConfirmKind()

  /// The question for `count` selected names; `Yes` and `No` keep the row and only
  /// answer (``ConfirmAnswer``), and the roster takes the question away.
  static func content(count: Int) -> ConfirmKind.Content {
    .init(prompt: count == 1 ? "Remove 1 selected name?" : "Remove \(count) selected names?")
  }

  /// The confirm row's prompt and buttons.
  func body(of content: ConfirmKind.Content) -> Node { Self.confirm.body(of: content) }

  /// `No`, as on a confirm row.
  func defaultControl(of content: ConfirmKind.Content) -> ControlID? {
    Self.confirm.defaultControl(of: content)
  }

  /// The confirm row's answers.
  func action(for event: ControlEvent, content: ConfirmKind.Content) -> RowAction<
    ConfirmKind.Content
  > {
    Self.confirm.action(for: event, content: content)
  }

  /// `false`: the question is not a name.
  func isSelectable(_ content: ConfirmKind.Content) -> Bool { false }

  /// The prompt.
  func searchText(of content: ConfirmKind.Content) -> String? { content.prompt }
}
