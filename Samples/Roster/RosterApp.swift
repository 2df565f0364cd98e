import RowKit
import RowKitConfirm
import RowKitKinds
import RowKitRemoveButton
import RowKitSampleSupport
import RowKitTerminal

/// The roster: one removable row per name, grouped by first letter under letter
/// headers that stay at the top while their names scroll (``RosterGroups``), or in
/// one plain list (`--flat`). `Remove` asks `Remove <name>?`; `Yes` deletes the row,
/// `No` puts it back. Names can be selected (`s`, ``RosterKeys``), and `x` asks once
/// to remove every selected name, with `Yes` and `No` in a row of its own at the top;
/// a letter left without names goes with its header.
///
/// The table holds all the state: whether a row asks, and about which name, is read
/// from the row's content (``RosterRows``); the selection and whether the selection's
/// question is asked are the table's (its selection, and the question's row), never
/// mirrored beside the table.
final class RosterApp: SampleApp {
  /// The table of names; rows have ids `1...n` in the order they were added.
  let table: TableView
  /// The id the next added name gets.
  var nextID: Int
  /// What the last button press did, for the status line.
  var lastEvent: String?
  /// Whether the names are grouped by first letter (all but `--flat`).
  let grouped: Bool

  /// Builds the roster of `names`, grouped by first letter or in one list.
  ///
  /// - Throws: ``SampleError/data(_:)`` if the table cannot be built.
  init(names: [String], grouped: Bool = true) throws(SampleError) {
    var registry = RowKindRegistry()
    do {
      try registry.register(BuiltInKinds.self)
      try registry.register(SectionTitleKind())
      try registry.register(SelectionQuestionKind())
      table = try TableView(
        registry: registry,
        sections: grouped
          ? RosterGroups.sections(of: names)
          : [Section(names.enumerated().map { RosterRows.row(id: RowID($0 + 1), name: $1) })],
        viewport: Size(columns: 80, lines: 24))
    } catch {
      throw .data("cannot build the roster: \(error)")
    }
    self.grouped = grouped
    table.pinsSectionHeaders = grouped
    table.selectionMode = .multiple
    nextID = names.count + 1
    // The app owns the table and the table the handlers: they hold the app unowned,
    // or app and table would keep each other alive.
    table.onMessage(RemoveRequested.self) { [unowned self] _, request in
      lastEvent = "asked about \(request.title)"
    }
    table.onMessage(SelectionChanged.self) { [unowned self] _, _ in
      selectionChanged()
    }
    table.onMessage(ConfirmAnswer.self) { [unowned self] row, answer in
      if row == Self.askingRow {
        answeredSelection(answer)
      } else {
        answered(row, answer)
      }
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
      try remove([id])
      // A selected name removed on its own leaves the selection's question a name short.
      selectionChanged()
      lastEvent = "removed \(name)"
    } catch {
      lastEvent = "cannot remove \(name): \(error)"
    }
  }

  /// Deletes rows in one batch, and the sections they leave empty.
  func remove(_ ids: [RowID]) throws(TableError) {
    var removed: [Int: Int] = [:]
    for id in ids { removed[try table.indexPath(of: id).section, default: 0] += 1 }
    var updates = ids.map { RowUpdate.delete($0) }
    // Emptied sections leave after their rows, the last first.
    for (section, count) in removed.sorted(by: { $0.key > $1.key }) {
      // Without letters, the names' one section stays, empty or not.
      let id = try table.sectionID(at: section)
      let rows = try table.numberOfRows(inSection: section)
      if grouped || id == Self.askingSection, rows == count {
        updates.append(.deleteSection(section))
      }
    }
    try table.performBatchUpdates(updates)
  }

  /// The number of names: the rows but the letters' headers and the question.
  ///
  /// - Complexity: O(1).
  var nameCount: Int {
    // Grouped, every section has one row that is not a name: a letter's header, or
    // the question (its section has no header).
    grouped
      ? table.numberOfRows - table.numberOfSections
      : table.numberOfRows - (isAskingAboutSelection ? 1 : 0)
  }

  /// The row of the name at `index` (from 0, top to bottom, names only), or `nil`.
  ///
  /// - Complexity: O(s + log n) for s sections.
  func nameRow(at index: Int) -> Row? {
    var rest = index
    for section in 0..<table.numberOfSections {
      guard (try? table.sectionID(at: section)) != Self.askingSection,
        let count = try? table.numberOfRows(inSection: section)
      else { continue }
      if rest < count { return try? table.row(at: RowIndexPath(row: rest, section: section)) }
      rest -= count
    }
    return nil
  }

  /// The standard keys, with `s` to select and `x` to remove the selected names.
  var keymap: Keymap { RosterKeys.keymap }

  /// `x` asks to remove the selected names (the keymap names it, the runtime leaves
  /// it to the app).
  func handle(key: KeyPress) throws -> TerminalRuntime.KeyResponse {
    guard key == RosterKeys.removeSelectedKey else { return .ignored }
    try askToRemoveSelected()
    return .handled
  }

  /// The number of names, the selected ones and the last event.
  ///
  /// ```text
  /// 3 names · 2 selected · asked about Vaishnavi
  /// ```
  var statusLines: [String] {
    let count = nameCount
    var line = count == 1 ? "1 name" : "\(count) names"
    let selected = table.selectedCount
    if selected > 0 { line += " · \(selected) selected" }
    return [lastEvent.map { "\(line) · \($0)" } ?? line]
  }
}
