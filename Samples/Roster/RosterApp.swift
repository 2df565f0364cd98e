import RowKit
import RowKitConfirm
import RowKitKinds
import RowKitRemoveButton
import RowKitSampleSupport

/// The roster: one removable row per name. `Remove` asks `Remove <name>?`; `Yes`
/// deletes the row, `No` puts it back.
///
/// The table holds all the state: whether a row asks, and about which name, is read
/// from the row's content (``RosterRows``), never mirrored beside the table.
final class RosterApp: SampleApp {
  /// The table of names; rows have ids `1...n` in the order they were added.
  let table: TableView
  /// The id the next added name gets.
  var nextID: Int
  /// What the last button press did, for the status line.
  var lastEvent: String?

  /// Builds the roster of `names`.
  ///
  /// - Throws: ``SampleError/data(_:)`` if the table cannot be built.
  init(names: [String]) throws(SampleError) {
    var registry = RowKindRegistry()
    do {
      try registry.register(BuiltInKinds.self)
      table = try TableView(
        registry: registry,
        rows: names.enumerated().map { RosterRows.row(id: RowID($0 + 1), name: $1) },
        viewport: Size(columns: 80, lines: 24))
    } catch {
      throw .data("cannot build the roster: \(error)")
    }
    nextID = names.count + 1
    // The app owns the table and the table the handlers: they hold the app unowned,
    // or app and table would keep each other alive.
    table.onMessage(RemoveRequested.self) { [unowned self] _, request in
      lastEvent = "asked about \(request.title)"
    }
    table.onMessage(ConfirmAnswer.self) { [unowned self] row, answer in
      answered(row, answer)
    }
  }

  /// After `Yes` or `No` on a row: `No` has put the name back; `Yes` left the row
  /// asking, so its name is read before the row is deleted.
  private func answered(_ id: RowID, _ answer: ConfirmAnswer) {
    let name = (try? table.row(id)).flatMap(RosterRows.name(of:)) ?? "row \(id)"
    guard answer == .confirmed else {
      lastEvent = "kept \(name)"
      return
    }
    do {
      try table.delete(id)
      lastEvent = "removed \(name)"
    } catch {
      lastEvent = "cannot remove \(name): \(error)"
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
