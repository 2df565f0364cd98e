import RowKit
import RowKitCheckableOptions
import RowKitConfirm
import RowKitKinds
import RowKitRemoveButton

/// The showcase's rows: row `n` (id `n`, from 1) cycles through the four kinds, and
/// its content for any kind is derived from its number.
enum ShowcaseRows {
  /// The kinds, in the order rows cycle through them.
  static let cycle: [RowKindID] = ["checkable-options", "remove-button", "progress", "confirm"]

  /// Rows `1...count`.
  ///
  /// - Complexity: O(count); nothing is measured.
  static func make(count: Int) -> [Row] {
    var rows: [Row] = []
    rows.reserveCapacity(count)
    for number in 1...max(1, count) where number <= count {
      let kind = cycle[(number - 1) % cycle.count]
      if let content = content(kind, number: number) {
        rows.append(Row(id: RowID(number), content: content))
      }
    }
    return rows
  }

  /// Row `number`'s content as `kind`, or `nil` for an unknown kind.
  static func content(_ kind: RowKindID, number: Int) -> AnyRowContent? {
    let title = "Row \(number)"
    switch kind {
    case "checkable-options":
      return AnyRowContent(
        kind: CheckableOptionsKind(),
        content: .init(question: "\(title): pick a size", options: ["small", "large"]))
    case "remove-button":
      return AnyRowContent(
        kind: RemoveButtonKind.confirmingRemoval, content: .init(title: title))
    case "progress":
      return AnyRowContent(
        kind: ProgressKind(), content: .init(title: title, percent: (number * 10) % 110))
    case "confirm":
      return AnyRowContent(
        kind: ConfirmKind(), content: .removal(of: .init(title: title)))
    default:
      return nil
    }
  }
}
