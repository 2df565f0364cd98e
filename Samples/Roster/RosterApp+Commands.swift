import RowKit
import RowKitConfirm
import RowKitRemoveButton
import RowKitSampleSupport

extension RosterApp {
  /// The roster's script commands, for `--help`.
  static let scriptHelp = [
    "remove ROW        press Remove on row ROW",
    "yes ROW           answer Yes on row ROW (it must be asking)",
    "no ROW            answer No on row ROW (it must be asking)",
    "add NAME          add a name at the end (the rest of the line)",
  ]

  /// Runs `remove`, `yes`, `no` and `add`.
  func perform(_ command: ScriptCommand) throws(SampleError) -> Bool {
    switch command.name {
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
        try table.insert(
          [RosterRows.row(id: id, name: name)],
          at: RowIndexPath(row: table.numberOfRows))
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

  private func number(_ command: ScriptCommand) throws(SampleError) -> Int {
    try command.row(at: 0, count: table.numberOfRows) + 1
  }

  private func row(_ command: ScriptCommand) throws(SampleError) -> Row {
    table.allRows[try command.row(at: 0, count: table.numberOfRows)]
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
