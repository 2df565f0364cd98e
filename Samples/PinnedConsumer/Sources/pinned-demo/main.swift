import RowKit
import RowKitCheckableOptions
import RowKitKinds
import RowKitRemoveButton
import RowKitTerminal
import RowKitTesting

// RowKit 0.2.0's API, used as an app of that release used it. Each step prints what it
// did; a step that throws ends the program with a non-zero status.

var registry = RowKindRegistry()
try registry.register(TagKind())
try registry.register(BuiltInKinds.self)

func tagRow(_ name: String, tagged: Bool = false) -> Row {
  Row(id: RowID(name), kind: TagKind(), content: .init(name: name, isTagged: tagged))
}

let table = try TableView(
  registry: registry,
  sections: [
    Section([tagRow("Ada"), tagRow("Grace", tagged: true)]),
    Section([
      BuiltInKinds.removableRow(id: "linus", title: "Linus"),
      Row(
        id: "pick", kind: CheckableOptionsKind(),
        content: .init(question: "Best?", options: ["Tea", "Coffee"])),
    ]),
  ],
  viewport: Size(columns: 30, lines: 8), makeCell: { ArrowCell() })

// Typed messages: one subscription per type, and one that sees them all.
var heard: [String] = []
table.onMessage(TagKind.Tagged.self) { row, tagged in
  heard.append("\(row): \(tagged.name) tagged \(tagged.isTagged)")
}
table.onMessage(RemoveRequested.self) { _, request in heard.append("asked about \(request.title)") }
let everything = table.onAnyMessage { message in heard.append("any: \(message.row)") }

func show(_ title: String, _ table: TableView) {
  print("\(title):")
  for line in RenderedLines.of(table) { print("  \(line)") }
}
show("first frame", table)

// Index paths: where rows are, reading and moving them by section and row.
let grace = try table.indexPath(of: "Grace")
let first = IndexPath(row: 0, section: 1)
print("Grace at \(grace), first of section 1: \(try table.row(at: first).id)")
try table.move("Grace", to: IndexPath(row: 1, section: 1))
try table.insert([tagRow("Edsger")], at: IndexPath(row: 0, section: 0))
try table.performBatchUpdates([
  .insert([tagRow("Barbara")], at: IndexPath(row: 1, section: 0)),
  .move("Ada", to: IndexPath(row: 0, section: 0)),
])
if let visible = table.visibleIndexPaths {
  print("visible: \(visible.lowerBound) to \(visible.upperBound)")
}
if let hit = table.hitTest(Point(column: 5, line: 0)) {
  let path: IndexPath = hit.indexPath
  print("line 0 is \(hit.row) at \(path)")
}

// Taps and keys through the driver, as a test of 0.2.0 wrote them.
let recorder = MessageRecorder(table)
let driver = TableDriver(table)
_ = try driver.tap(label: "Tag", inRow: "Ada")
_ = try driver.tap(label: "Remove", inRow: "linus")
try driver.press(.down)
show("after tagging Ada and asking about Linus", table)
print("recorded: \(recorder.messages(of: TagKind.Tagged.self).map(\.name))")
table.unsubscribe(everything)
for line in heard { print("heard: \(line)") }

// Cells: each row's cell and its reuse pool.
for id in table.visibleRowIDs {
  if let cell = table.cell(for: id) {
    print("\(id): cell from pool '\(cell.reuseIdentifier)'")
  }
}
print("the standard cell's pool: '\(DefaultCell.reuseIdentifier)'")

// Canvas cells: what a frame holds, column by column.
let canvas = table.render()
let firstLine: [TextCanvas.Cell] = Array(canvas.cells(line: 0))
let wide = firstLine.filter { $0.width > 1 }.count
let blank: TextCanvas.Cell = .blank()
print("line 0: \(firstLine.count) cells, \(wide) wide, first '\(canvas[0, 0].character)'")
print("a blank cell is '\(blank.character)'")

// Whole-list updates: a new list diffed against the old one.
let changes = try table.apply(rows: [tagRow("Ada"), tagRow("Alan"), tagRow("Grace")])
print("apply: \(changes)")

// The terminal runtime without a terminal: events in, a frame out.
let runtime = TerminalRuntime(table: table)
runtime.statusLines = { ["\(table.numberOfRows) rows"] }
runtime.screen = Size(columns: 30, lines: 6)
runtime.handle(.input(.key(.down)))
for line in RenderedLines.of(runtime.frame()) { print("runtime: \(line)") }
