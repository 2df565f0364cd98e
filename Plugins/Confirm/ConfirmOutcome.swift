import RowKit

extension ConfirmKind {
  /// What pressing a button of a confirm row does to that row.
  ///
  /// ```swift
  /// let restore = AnyRowContent(kind: RemoveButtonKind(), content: .init(title: "Urvashi"))
  /// let content = ConfirmKind.Content(
  ///   prompt: "Remove Urvashi?", onConfirm: .deleteRow, onCancel: .switchRow(to: restore))
  /// ```
  public enum Outcome: Equatable, Sendable {
    /// Keep the row as it is; only the ``ConfirmAnswer`` message is sent.
    case keepRow
    /// Delete the row.
    case deleteRow
    /// Show the row as this content (of any registered kind), keeping its id and cell:
    /// for example the row the confirmation replaced.
    case switchRow(to: AnyRowContent)
  }
}
