import RowKit
import RowKitSampleSupport

extension ShowcaseApp {
  /// The showcase's script commands, for `--help`.
  static let scriptHelp = [
    "switch ROW KIND   show row ROW as another kind, one of:",
    "                  \(ShowcaseKind.names)",
    "select ROW        select row ROW, or deselect it (as s does)",
    "fold SECTION      fold or unfold section SECTION (with --sections; as c does)",
  ]

  /// Runs `switch ROW KIND`, `select ROW` and `fold SECTION`; rows count from 1, top
  /// to bottom, headers left out.
  func perform(_ command: ScriptCommand) throws(SampleError) -> Bool {
    switch command.name {
    case "switch":
      try command.expectArguments(2, "ROW KIND")
      let index = try command.row(at: 0, count: rowCount)
      let name = command.arguments[1]
      guard let kind = ShowcaseKind(rawValue: name) else {
        throw command.error(
          "unknown kind \(Sanitizer.quoted(name)) "
            + "(kinds: \(table.registry.ids.map(\.rawValue).joined(separator: ", ")))")
      }
      let row = try self.row(command, at: index)
      do {
        try table.switchKind(row.id, to: kind.content(number: row.id.intValue ?? index + 1))
      } catch {
        throw command.error(error.description)
      }
    case "select":
      try command.expectArguments(1, "ROW")
      let row = try self.row(command, at: try command.row(at: 0, count: rowCount))
      do { _ = try table.toggleSelection(row.id) } catch { throw command.error(error.description) }
    case "fold":
      guard hasSections else { throw command.error("'fold' needs --sections N") }
      try command.expectArguments(1, "SECTION")
      let section = try command.int(at: 0, "section", in: 1...max(1, table.numberOfSections))
      do {
        try fold(sectionAt: section - 1)
      } catch {
        throw command.error(error.description)
      }
    default:
      return false
    }
    return true
  }

  private func row(_ command: ScriptCommand, at index: Int) throws(SampleError) -> Row {
    guard let row = row(at: index) else { throw command.error("row \(index + 1) is not a row") }
    return row
  }
}
