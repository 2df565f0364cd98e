import RowKit
import RowKitConfirm
import RowKitKinds
import RowKitRemoveButton
import RowKitTerminal

// Runs one user event and the frame after it, between two calls of a function that
// Scripts/profile tells callgrind to collect inside (`--toggle-collect`), so that the
// counts cover exactly "from the decoded event to the bytes written".
//
//   rowkit-profile click    a click on Remove in a roster of 200 names at 80x24
//
// Everything before (building the table, the first frame) runs outside the collected
// function, and is the same in every run: the counts repeat exactly.

/// The roster, as the sample builds it: one removable row per name, the number of
/// names and the last event in the status line.
final class Roster {
  let table: TableView
  let runtime: TerminalRuntime
  var lastEvent: String?

  init(names: Int) {
    var registry = RowKindRegistry()
    try? registry.register(BuiltInKinds.self)
    let rows = (0..<names).map {
      BuiltInKinds.removableRow(id: RowID($0 + 1), title: "Name \($0 + 1)")
    }
    // The registry has the kinds and the ids are distinct: this cannot fail.
    table =
      (try? TableView(registry: registry, rows: rows, viewport: Size(columns: 80, lines: 24)))!
    runtime = TerminalRuntime(table: table)
    runtime.screen = Size(columns: 80, lines: 24)
    runtime.helpLine = TerminalRuntime.standardHelp
    table.onMessage(RemoveRequested.self) { [unowned self] _, request in
      lastEvent = "asked about \(request.title)"
    }
    runtime.statusLines = { [unowned self] in
      let count = table.numberOfRows
      let line = "\(count) names"
      return [lastEvent.map { "\(line) · \($0)" } ?? line]
    }
  }
}

@inline(never)
func profiled(_ body: () -> Int) -> Int { body() }

var writer = FrameDiffWriter()
let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "click":
  let roster = Roster(names: 200)
  _ = writer.frame(roster.runtime.frame())
  // A tap at a row's right edge, on its `[ Remove ]` (or on `[ No ]` once it asks).
  func tap(line: Int) -> TerminalEvent {
    .input(.mouse(MouseEvent(code: 0, column: 78, line: line + 1, released: false)))
  }
  // Once round first, on the first row (Remove, then No), so that what runs once in a
  // process (type metadata, conformance caches) is not counted.
  for _ in 0..<2 {
    roster.runtime.handle(tap(line: 0))
    _ = writer.frame(roster.runtime.frame())
  }
  // Then the counted click: Remove on the third row.
  let event = tap(line: 2)
  let bytes = profiled {
    roster.runtime.handle(event)
    return writer.frame(roster.runtime.frame()).count
  }
  print("click: \(bytes) bytes written; status: \(roster.runtime.statusLines())")
default:
  print("usage: rowkit-profile click")
}
