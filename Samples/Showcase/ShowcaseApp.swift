import RowKit
import RowKitKinds
import RowKitSampleSupport

/// The showcase: one table mixing every kind, with the counters that show reuse.
final class ShowcaseApp: SampleApp {
  /// The table of rows `1...n`.
  let table: TableView

  /// Builds a showcase of `count` rows.
  ///
  /// - Throws: ``SampleError/data(_:)`` if the table cannot be built.
  init(rows count: Int) throws(SampleError) {
    var registry = RowKindRegistry()
    do {
      try registry.register(BuiltInKinds.self)
      try registry.register(ProgressKind())
      table = try TableView(
        registry: registry, rows: ShowcaseKind.rows(count: count),
        viewport: Size(columns: 80, lines: 24))
    } catch {
      throw .data("cannot build the showcase: \(error)")
    }
  }

  /// Rows, the visible range, cells made and reused, and content views made per kind.
  ///
  /// ```text
  /// rows 10000 · visible 1–9 · cells made 10 · cell reuses 0 · view reuses 0
  /// views made: checkable-options 3, confirm 2, remove-button 3, progress 2
  /// ```
  var statusLines: [String] {
    let counters = table.counters
    var visible = "none"
    if let range = table.visibleIndexPaths {
      visible = "\(range.lowerBound.row + 1)–\(range.upperBound.row + 1)"
    }
    let views = table.registry.ids.map { "\($0) \(counters.contentViewsCreated[$0] ?? 0)" }
    let viewReuses = counters.contentViewReuses.values.reduce(0, +)
    return [
      "rows \(table.numberOfRows) · visible \(visible) · cells made \(counters.cellsCreated)"
        + " · cell reuses \(counters.cellReuses) · view reuses \(viewReuses)",
      "views made: " + views.joined(separator: ", "),
    ]
  }

  /// Two status lines, always (counting them must not lay the table out).
  var statusLineCount: Int { 2 }

  /// The showcase's script commands, for `--help`.
  static let scriptHelp = [
    "switch ROW KIND   show row ROW as another kind, one of:",
    "                  \(ShowcaseKind.names)",
  ]

  /// Runs `switch ROW KIND`.
  func perform(_ command: ScriptCommand) throws(SampleError) -> Bool {
    guard command.name == "switch" else { return false }
    try command.expectArguments(2, "ROW KIND")
    let index = try command.row(at: 0, count: table.numberOfRows)
    let name = command.arguments[1]
    guard let kind = ShowcaseKind(rawValue: name) else {
      throw command.error(
        "unknown kind \(Sanitizer.quoted(name)) "
          + "(kinds: \(table.registry.ids.map(\.rawValue).joined(separator: ", ")))")
    }
    let row = table.allRows[index]
    do {
      try table.switchKind(row.id, to: kind.content(number: row.id.intValue ?? index + 1))
    } catch {
      throw command.error(error.description)
    }
    return true
  }
}
