import RowKit
import RowKitSampleSupport
import RowKitTerminal

/// The `logs` sample: a log file in a table over a ``RowSource``. The file is indexed as
/// it is read (the first screen at once, the rest a step each tick); End goes to the
/// last line; `/` filters; `--follow` reads what is appended and, when the last line
/// is in view, keeps it in view.
final class LogsApp: SampleApp {
  let table: TableView
  let file: LogFile
  let source: LogSource
  let follows: Bool
  /// The bytes each step of reading indexes: 32 MB.
  static let step = 32 << 20

  init(file: LogFile, follows: Bool) throws(SampleError) {
    self.file = file
    self.follows = follows
    // The first screenful and more: 256 KB of lines before the first frame.
    file.index(bytes: 1 << 18, endingUnendedLine: !follows)
    source = LogSource(file: file)
    do {
      table = try TableView(source: source, viewport: Size(columns: 80, lines: 24))
    } catch {
      throw .data("\(file.path): \(error)")
    }
  }

  var statusLines: [String] {
    let reading = file.isRead ? "" : ", reading"
    let filtering = table.isFiltering ? ", filtering" : ""
    let following = follows ? ", following" : ""
    return ["\(file.path): \(table.numberOfRows) lines\(reading)\(filtering)\(following)"]
  }

  var statusLineCount: Int { 1 }

  var helpLine: String { "↑↓ PgUp PgDn Home End  / filter  q quit" }

  func configure(_ runtime: TerminalRuntime) {
    runtime.tickInterval = .milliseconds(50)
    runtime.onTick = { [unowned self] in try self.tick() }
  }

  /// One step: index the next part of the file, or with `--follow` what was appended;
  /// the table hears of the new lines, and a view at the end stays at the end. (A
  /// filter of more lines than one step checks goes on by itself: the runtime takes
  /// its steps between keys.)
  func tick() throws {
    guard !file.isRead || follows else { return }
    let before = file.count
    let lastShown = table.visibleRowIDs.last == RowID(before - 1)
    let focusedLast = table.focus?.row == RowID(before - 1)
    file.index(bytes: Self.step, endingUnendedLine: !follows)
    guard file.count > before else { return }
    try table.sourceDidChange(.insert(before..<file.count))
    if focusedLast {
      table.moveFocusToEdge(end: true)
    } else if lastShown {
      table.scroll(toOffset: table.maxContentOffset)
    }
  }

  static let scriptHelp = [
    "  tick              read the next part of the file (with --follow: what was appended)",
    "  load              read the rest of the file (and finish filtering it)",
  ]

  func perform(_ command: ScriptCommand) throws(SampleError) -> Bool {
    switch command.name {
    case "tick":
      try command.expectArguments(0, "no arguments")
      do { try tick() } catch { throw command.error("\(error)") }
      return true
    case "load":
      try command.expectArguments(0, "no arguments")
      do {
        while !file.isRead { try tick() }
        while table.continueFiltering() {}
      } catch { throw command.error("\(error)") }
      return true
    default:
      return false
    }
  }
}
