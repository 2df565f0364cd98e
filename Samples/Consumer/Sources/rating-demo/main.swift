import Foundation
import RatingKinds
import RowKit
import RowKitCheckableOptions
import RowKitKinds
import RowKitRemoveButton
import RowKitTerminal

// Builds a table of ratings and a counter next to RowKit's built-in kinds. In a
// terminal, runs it interactively on RowKitTerminal's runtime; otherwise applies a few
// scripted taps and keys and prints each frame as plain text: the rating shows in the
// stars, no colour needed.

var registry = RowKindRegistry()
try registry.register(RatingKinds.self)
try registry.register(BuiltInKinds.self)

let table = try TableView(
  registry: registry,
  rows: [
    Row(id: "coffee", kind: RatingKind(), content: .init(title: "Coffee", stars: 3)),
    Row(id: "tea", kind: RatingKind(), content: .init(title: "Tea", stars: 1)),
    Row(id: "cake", kind: RatingKind(), content: .init(title: "Cake")),
    Row(id: "refills", kind: CounterKind(), content: .init(title: "Refills")),
    BuiltInKinds.removableRow(id: "decaf", title: "Decaf"),
    Row(
      id: "pick", kind: CheckableOptionsKind(),
      content: .init(question: "Best?", options: ["Coffee", "Tea"])),
  ],
  viewport: Size(columns: 24, lines: 9))

if TerminalDevice.isInteractive {
  // The last thing a row said, from the messages of the types this app cares about.
  var last = "rate with a click, ←→ and enter, + - or a digit"
  table.onMessage(RatingKind.Rated.self) { _, rated in last = "\(rated)" }
  table.onMessage(RemoveRequested.self) { _, request in last = "asked about \(request.title)" }
  table.onMessage(OptionChosen.self) { _, chosen in last = "best: \(chosen.text)" }
  let runtime = TerminalRuntime(table: table)
  runtime.statusLines = { [last] }
  runtime.helpLine = "↑↓ rows  ←→ stars  + - 0-5 rate  enter press  click  q quit"
  exit(try runtime.run())
}

// Each message the rows send, printed as it comes: one subscription per message type.
table.onMessage(RatingKind.Rated.self) { _, rated in print("  message: \(rated)") }
table.onMessage(RemoveRequested.self) { _, request in print("  message: \(request)") }
table.onMessage(OptionChosen.self) { _, chosen in print("  message: \(chosen)") }

func show(_ table: TableView, _ title: String) {
  print("\(title):")
  print(TextRenderer.plain.render(table.render()), terminator: "")
}

show(table, "before")
// The stars of a 24-column row are its last five columns: 19 to 23.
try table.tap(at: Point(column: 23, line: 1))
show(table, "after tapping the fifth star of Tea")
try table.tap(at: Point(column: 20, line: 2))
try table.handle(.character("+"))
// The focus followed the rating to Cake's third star.
if let focus = table.focus, let control = focus.control {
  print("  focus: \(focus.row), \(control)")
}
show(table, "after tapping Cake's second star and pressing +")
// The scaffolded kind, registered by the same call, sits next to the ratings.
try table.tap(at: Point(column: 18, line: 3))
show(table, "after tapping Add on Refills")
// The built-in kinds work the same way beside them; the question focuses No.
try table.tap(at: Point(column: 14, line: 4))
show(table, "after tapping Remove on Decaf")
try table.tap(at: Point(column: 3, line: 8))
show(table, "after choosing Tea")
