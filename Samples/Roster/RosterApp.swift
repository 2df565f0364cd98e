import RowKit
import RowKitConfirm
import RowKitKinds
import RowKitRemoveButton
import SampleSupport

/// The roster: one removable row per name. `Remove` asks `Remove <name>?`; `Yes`
/// deletes the row, `No` puts it back.
final class RosterApp: SampleApp {
  /// The table of names; rows have ids `1...n` in the order they were added.
  let table: TableView
  /// The id the next added name gets.
  var nextID: Int
  /// What the last button press did, for the status line.
  var lastEvent: String?
  /// The names of the rows asking for confirmation, by row id, as their
  /// ``RemoveRequested`` messages told them.
  private(set) var asking: [RowID: String] = [:]

  /// Builds the roster of `names`.
  ///
  /// - Throws: ``SampleError/data(_:)`` if the table cannot be built.
  init(names: [String]) throws(SampleError) {
    var registry = RowKindRegistry()
    do {
      try registry.register(BuiltInKinds.self)
      table = try TableView(
        registry: registry,
        rows: names.enumerated().map { BuiltInKinds.removableRow(id: RowID($0 + 1), title: $1) },
        viewport: Size(columns: 80, lines: 24))
    } catch {
      throw .data("cannot build the roster: \(error)")
    }
    nextID = names.count + 1
    table.onMessage(RemoveRequested.self) { [unowned self] row, request in
      asking[row] = request.title
      lastEvent = "asked about \(request.title)"
    }
    table.onMessage(ConfirmAnswer.self) { [unowned self] row, answer in
      let name = asking.removeValue(forKey: row) ?? "row \(row)"
      lastEvent = answer == .confirmed ? "removed \(name)" : "kept \(name)"
    }
  }

  /// The number of names and the last event.
  ///
  /// ```text
  /// 3 names · asked about Vaishnavi
  /// ```
  var statusLines: [String] {
    let count = table.numberOfRows
    let line = count == 1 ? "1 name" : "\(count) names"
    return [lastEvent.map { "\(line) · \($0)" } ?? line]
  }
}
