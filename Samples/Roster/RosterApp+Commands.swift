import RowKit
import RowKitConfirm
import RowKitRemoveButton
import RowKitSampleSupport

extension RosterApp {
  /// The roster's script commands, for `--help`.
  static let scriptHelp = [
    "remove ROW        press Remove on name ROW (names count from 1, top to bottom)",
    "yes ROW           answer Yes on name ROW (it must be asking)",
    "no ROW            answer No on name ROW (it must be asking)",
    "add NAME          add a name at the end of its letter (the rest of the line)",
    "select ROW        select name ROW, or deselect it",
    "remove selected   ask once to remove the selected names",
    "yes selected      answer Yes to that question (no selected: No)",
  ]

  /// Runs `select`, `remove`, `yes`, `no` and `add`, and `remove`, `yes` and `no` on
  /// the selection.
  func perform(_ command: ScriptCommand) throws(SampleError) -> Bool {
    if ["remove", "yes", "no"].contains(command.name), command.arguments == ["selected"] {
      try performOnSelection(command)
      return true
    }
    switch command.name {
    case "select":
      try command.expectArguments(1, "ROW")
      let row = try self.row(command)
      do {
        _ = try table.toggleSelection(row.id)
      } catch {
        throw command.error(error.description)
      }
      lastEvent = "\(table.isSelected(row.id) ? "selected" : "deselected") \(title(of: row))"
    case "remove":
      try command.expectArguments(1, "ROW")
      let row = try self.row(command)
      guard RosterRows.askedName(of: row) == nil else {
        let number = try number(command)
        throw command.error(
          "row \(number) (\(title(of: row))) is asking for confirmation already: "
            + "answer 'yes \(number)' or 'no \(number)'")
      }
      try press(RemoveButtonKind.removeControl, in: row, command)
    case "yes", "no":
      try command.expectArguments(1, "ROW")
      let row = try self.row(command)
      guard RosterRows.askedName(of: row) != nil else {
        throw command.error(
          "row \(try number(command)) (\(title(of: row))) is not asking for confirmation")
      }
      let control = command.name == "yes" ? ConfirmKind.confirmControl : ConfirmKind.cancelControl
      try press(control, in: row, command)
    case "add":
      guard !command.rest.isEmpty else { throw command.error("'add' takes NAME") }
      let id = RowID(nextID)
      let name = RosterNames.trimmed(command.rest)
      do {
        try add(RosterRows.row(id: id, name: name), letter: RosterGroups.letter(of: name))
        try table.scroll(to: id)
      } catch {
        throw command.error(error.description)
      }
      nextID += 1
      lastEvent = "added \(name)"
    default:
      return false
    }
    return true
  }

  /// `remove selected`, `yes selected` and `no selected`.
  private func performOnSelection(_ command: ScriptCommand) throws(SampleError) {
    guard command.name != "remove" else {
      do {
        try askToRemoveSelected()
      } catch {
        throw command.error(error.description)
      }
      return
    }
    guard isAskingAboutSelection else {
      throw command.error("nothing asks about the selected names: 'remove selected' first")
    }
    let control = command.name == "yes" ? ConfirmKind.confirmControl : ConfirmKind.cancelControl
    do {
      try table.activate(control, in: Self.askingRow)
    } catch {
      throw command.error(error.description)
    }
  }

  /// Adds a name's row at the end of its letter's section, making the section when
  /// the letter has none yet.
  private func add(_ row: Row, letter: String) throws(TableError) {
    guard grouped else {
      try table.insert(
        [row],
        at: RowIndexPath(
          row: try table.numberOfRows(inSection: table.numberOfSections - 1),
          section: table.numberOfSections - 1))
      return
    }
    if let section = try? table.index(ofSection: RosterGroups.sectionID(letter)) {
      let end = try table.numberOfRows(inSection: section)
      try table.insert([row], at: RowIndexPath(row: end, section: section))
      return
    }
    var index = table.numberOfSections
    for section in 0..<table.numberOfSections {
      let id = try table.sectionID(at: section)
      guard let header = try table.headerID(ofSection: section),
        let other = (try? table.row(header))?.content.content(as: String.self),
        id == RosterGroups.sectionID(other)
      else { continue }
      if RosterGroups.precedes(letter, other) {
        index = section
        break
      }
    }
    try table.performBatchUpdates([
      .insertSection(RosterGroups.section(letter, rows: [row]), at: index)
    ])
  }

  private func number(_ command: ScriptCommand) throws(SampleError) -> Int {
    try command.row(at: 0, count: nameCount) + 1
  }

  /// The name's row a command's ROW names (names count from 1, top to bottom).
  private func row(_ command: ScriptCommand) throws(SampleError) -> Row {
    let index = try command.row(at: 0, count: nameCount)
    guard let row = nameRow(at: index) else {
      throw command.error("row \(index + 1) is not a name")
    }
    return row
  }

  private func press(_ control: ControlID, in row: Row, _ command: ScriptCommand)
    throws(SampleError)
  {
    do {
      try table.activate(control, in: row.id)
    } catch {
      throw command.error(error.description)
    }
  }

  /// The name of a row, made safe to print: the name it asks about, or its title.
  private func title(of row: Row) -> String {
    RosterRows.name(of: row).map { Sanitizer.visible($0) } ?? "row \(row.id)"
  }
}
