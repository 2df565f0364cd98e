import RowKit
import RowKitCheckableOptions
import RowKitKinds

/// A table of the built-in kinds for the table benchmarks: three removable names, then
/// a two-option question, over and over.
enum TableScreen {
  static func registry() -> RowKindRegistry {
    var registry = RowKindRegistry()
    try? registry.register(BuiltInKinds.self)
    return registry
  }

  static func rows(_ count: Int) -> [Row] {
    (0..<count).map { index in
      guard index % 4 == 3 else {
        return BuiltInKinds.removableRow(id: RowID(index), title: "Name \(index)")
      }
      return Row(
        id: RowID(index), kind: CheckableOptionsKind(),
        content: .init(question: "Question \(index)?", options: ["Yes", "No"]))
    }
  }

  static func table(_ count: Int) -> TableView {
    // The registry knows the kinds and the ids are unique, so this cannot throw.
    (try? TableView(
      registry: registry(), rows: rows(count), viewport: Size(columns: 80, lines: 24)))!
  }
}
