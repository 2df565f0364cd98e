import RowKit
import RowKitConfirm
import RowKitKinds
import RowKitRemoveButton

/// The roster's rows, whose content is all the state a name has.
///
/// A name is a remove-button row. `Remove` switches the row to a confirm row asking
/// `Remove <name>?`, whose `No` switches back to the content it replaced: so the name
/// a row asks about is read from the row itself, and nothing beside the table keeps
/// it. `Yes` keeps the row and only answers (``ConfirmAnswer/confirmed``), so that the
/// app can still read the name before it deletes the row (``RosterApp``).
///
/// ```text
///   Vaishnavi                   [ Remove ]    <- before, and after No
///   Remove Vaishnavi?       [ Yes ] [ No ]    <- after Remove
/// ```
enum RosterRows {
  /// The kind of a name's row: `Remove` asks first (``asking(about:)``).
  static let kind = RemoveButtonKind { content in
    AnyRowContent(kind: ConfirmKind(), content: asking(about: content))
  }

  /// The row of a name.
  static func row(id: RowID, name: String) -> Row {
    Row(id: id, kind: kind, content: .init(title: name))
  }

  /// The confirm row a name's row switches to: `Remove <name>?`; `Yes` keeps the row
  /// (the app deletes it), `No` switches back to `content`.
  static func asking(about content: RemoveButtonKind.Content) -> ConfirmKind.Content {
    var asking = ConfirmKind.Content.removal(of: content)
    asking.onConfirm = .keepRow
    asking.onCancel = .switchRow(to: AnyRowContent(kind: kind, content: content))
    return asking
  }

  /// The name a row asks about, or `nil` when it is not asking.
  static func askedName(of row: Row) -> String? {
    guard let asking = row.content.content(as: ConfirmKind.Content.self),
      case .switchRow(let previous) = asking.onCancel
    else { return nil }
    return previous.content(as: RemoveButtonKind.Content.self)?.title
  }

  /// The name of a row, whether it asks or not; `nil` for a row of another kind.
  static func name(of row: Row) -> String? {
    askedName(of: row) ?? row.content.content(as: RemoveButtonKind.Content.self)?.title
  }
}
