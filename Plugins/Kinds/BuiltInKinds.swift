import RowKit
import RowKitCheckableOptions
import RowKitConfirm
import RowKitRemoveButton

/// The three built-in row kinds, registered with one call: checkable options
/// (`"checkable-options"`), yes/no confirm (`"confirm"`) and remove button
/// (`"remove-button"`).
///
/// ```swift
/// var registry = RowKindRegistry()
/// try registry.register(BuiltInKinds.self)
/// let table = try TableView(
///   registry: registry,
///   rows: ["Urvashi", "Vaishnavi", "Anchita"].map {
///     BuiltInKinds.removableRow(id: RowID($0), title: $0)
///   },
///   viewport: Size(columns: 30, lines: 3))
/// ```
///
/// ```text
///   Urvashi           [ Remove ]
///   Vaishnavi         [ Remove ]
///   Anchita           [ Remove ]
/// ```
public enum BuiltInKinds: RowKindPlugin {
  /// The three kinds with their default ids.
  public static var kinds: [AnyRowKind] {
    [
      AnyRowKind(CheckableOptionsKind()),
      AnyRowKind(ConfirmKind()),
      AnyRowKind(RemoveButtonKind()),
    ]
  }

  /// A row with a title and a `Remove` button that asks for confirmation first:
  /// `Remove` switches the row to `Remove <title>?` with `Yes` and `No`; `No` puts
  /// the row back; `Yes` deletes it. The row keeps its id and its cell throughout.
  ///
  /// ```swift
  /// let row = BuiltInKinds.removableRow(id: "vaishnavi", title: "Vaishnavi")
  /// ```
  ///
  /// ```text
  ///   Vaishnavi         [ Remove ]    <- before, and after No
  ///   Remove Vaishnavi? [ Yes ] [ No ] <- after Remove
  /// ```
  public static func removableRow(id: RowID, title: String) -> Row {
    Row(id: id, kind: RemoveButtonKind.confirmingRemoval, content: .init(title: title))
  }
}
