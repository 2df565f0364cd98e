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

  /// The app's data for `count` rows: the title or question of each, made before
  /// any row so that making rows times only the rows.
  static func titles(_ count: Int) -> [String] {
    (0..<count).map { index in index % 4 == 3 ? "Question \(index)?" : "Name \(index)" }
  }

  /// Rows made from their numbers, each title formatted as its row is made.
  static func rows(_ count: Int) -> [Row] {
    let options: [CheckableOptionsKind.Content.Option] = ["Yes", "No"]
    return (0..<count).map { index in
      guard index % 4 == 3 else {
        return BuiltInKinds.removableRow(id: RowID(index), title: "Name \(index)")
      }
      return Row(
        id: RowID(index), kind: CheckableOptionsKind(),
        content: .init(question: "Question \(index)?", options: options))
    }
  }

  /// One row value per title: three removable names, then a two-option question.
  static func rows(titles: [String]) -> [Row] {
    let options: [CheckableOptionsKind.Content.Option] = ["Yes", "No"]
    return titles.indices.map { index in
      guard index % 4 == 3 else {
        return BuiltInKinds.removableRow(id: RowID(index), title: titles[index])
      }
      return Row(
        id: RowID(index), kind: CheckableOptionsKind(),
        content: .init(question: titles[index], options: options))
    }
  }

  static func table(_ count: Int) -> TableView {
    table(rows: rows(count))
  }

  static func table(rows: [Row]) -> TableView {
    // The registry knows the kinds and the ids are unique, so this cannot throw.
    (try? TableView(registry: registry(), rows: rows, viewport: Size(columns: 80, lines: 24)))!
  }
}
