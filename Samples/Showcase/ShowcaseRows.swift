import RowKit
import RowKitCheckableOptions
import RowKitConfirm
import RowKitKinds
import RowKitRemoveButton

/// The kinds the showcase shows, by their registered ids, in the order its rows cycle
/// through them: row `n` (id `n`, from 1) is of kind `allCases[(n - 1) % 4]`, and its
/// content for any kind is derived from its number.
enum ShowcaseKind: String, CaseIterable {
  case checkableOptions = "checkable-options"
  case removeButton = "remove-button"
  case progress
  case confirm

  /// The showcase's rows, cycling through the kinds.
  static func rows(count: Int) -> [Row] {
    guard count > 0 else { return [] }
    return (1...count).map { number in
      Row(
        id: RowID(number), content: allCases[(number - 1) % allCases.count].content(number: number))
    }
  }

  /// The content of row `number` shown as this kind.
  func content(number: Int) -> AnyRowContent {
    let title = "Row \(number)"
    switch self {
    case .checkableOptions:
      return AnyRowContent(
        kind: CheckableOptionsKind(),
        content: .init(question: "\(title): pick a size", options: ["small", "large"]))
    case .removeButton:
      return AnyRowContent(kind: RemoveButtonKind.confirmingRemoval, content: .init(title: title))
    case .progress:
      return AnyRowContent(
        kind: ProgressKind(), content: .init(title: title, percent: (number * 10) % 110))
    case .confirm:
      return AnyRowContent(kind: ConfirmKind(), content: .removal(of: .init(title: title)))
    }
  }

  /// The kind ids, for messages and help: `checkable-options, remove-button, …`.
  static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
