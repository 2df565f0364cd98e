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
  /// The names of the rows asking for confirmation, by row id.
  private var asking: [RowID: String] = [:]

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
    table.onMessage = { [weak self] message in self?.note(message) }
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

  private func note(_ message: RowMessage) {
    if let request = message.message as? RemoveRequested {
      asking[message.row] = request.title
      lastEvent = "asked about \(request.title)"
    } else if let answer = message.message as? ConfirmAnswer {
      let name = asking.removeValue(forKey: message.row) ?? "row \(message.row)"
      lastEvent = answer == .confirmed ? "removed \(name)" : "kept \(name)"
    }
  }
}
