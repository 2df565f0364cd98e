import RowKit
import RowKitConfirm
import RowKitRemoveButton

extension RemoveButtonKind {
  /// A remove-button kind (id `"remove-button"`) whose `Remove` switches the row to a
  /// confirm row: `Remove <title>?` with `Yes` (delete the row) and `No` (switch back
  /// to exactly the content the row had).
  ///
  /// One list of rows holds all the state: the confirm row's content carries the
  /// remove-button content it replaced, so no parallel array of row states exists.
  ///
  /// ```swift
  /// let row = Row(
  ///   id: "anchita", kind: RemoveButtonKind.confirmingRemoval, content: .init(title: "Anchita"))
  /// ```
  ///
  /// ```text
  ///   Anchita           [ Remove ]
  ///   Remove Anchita?   [ Yes ] [ No ]
  /// ```
  public static var confirmingRemoval: RemoveButtonKind {
    RemoveButtonKind { content in
      AnyRowContent(kind: ConfirmKind(), content: .removal(of: content))
    }
  }
}

extension ConfirmKind.Content {
  /// The confirmation of removing a remove-button row: `Remove <title>?`, where `Yes`
  /// deletes the row and `No` switches it back to `content` (shown by
  /// ``RowKitRemoveButton/RemoveButtonKind/confirmingRemoval``).
  ///
  /// ```swift
  /// let content = ConfirmKind.Content.removal(of: .init(title: "Urvashi"))
  /// ```
  ///
  /// ```text
  /// Remove Urvashi?   [ Yes ] [ No ]
  /// ```
  public static func removal(of content: RemoveButtonKind.Content) -> Self {
    ConfirmKind.Content(
      prompt: "Remove \(content.title)?", onConfirm: .deleteRow,
      onCancel: .switchRow(
        to: AnyRowContent(kind: RemoveButtonKind.confirmingRemoval, content: content)))
  }
}
