import RowKit
import RowKitCheckableOptions
import RowKitConfirm
import RowKitKinds
import RowKitRemoveButton
import RowKitTerminal

// Runs one user event and the frame after it inside `profiled`; Scripts/profile has
// callgrind dump its counts as that call starts and as it ends, so that the second
// dump covers exactly "from the decoded event to the bytes written".
//
//   rowkit-profile click        a click on Remove in a roster of 200 names at 80x24
//   rowkit-profile toggle       an option toggled in a table of 1,000,000 rows of the
//                               built-in kinds at 80x24, drawn into the canvas kept
//                               from the last frame and written
//   rowkit-profile toggle-full  the same toggle, the screen drawn whole into a new
//                               canvas and compared whole (rowkit-bench's baseline)
//   rowkit-profile shuffle      apply(rows:) of shuf10k: 10,000 removable names, all
//                               in a new order, on a table of 80x24 already drawn
//   rowkit-profile shuffle-diff the diff of the same two lists alone (its baseline)
//   rowkit-profile string-diff  the diff of shuf10k with UUID-like string ids
//   rowkit-profile string-changes RowChanges(from:to:) of the same two lists
//   rowkit-profile string-shuffle apply(rows:) of the same two lists on a drawn table
//   rowkit-profile string-floor the raw-id floor of both: a [String: Int] index of
//                               the old ids, then a lookup of every new id
//   rowkit-profile sectioned    a sectioned apply with one row changed at 1,000,000
//                               rows in ten sections of 100,000 under title headers
//   rowkit-profile sectioned-diff the diff of the same rows, flat, alone (its baseline)
//   rowkit-profile move         1,000 one-row moves in a table of 1,000,000 rows
//   rowkit-profile move-1k      the same in a table of 1,000 rows (its baseline)
//   rowkit-profile range        a range of 10,000 rows selected, then cleared, in a
//                               table of 1,000,000 with multiple selection
//   rowkit-profile range-1k     the same of 1,000 rows (its baseline)
//   rowkit-profile rows         100,000 removable row values made from titles made before
//
// Everything before (building the table, the first frame, one round of the same
// event) runs before the measured call, and is the same in every run: with
// SWIFT_DETERMINISTIC_HASHING set (as Scripts/profile sets it) the counts repeat to
// within a few instructions.

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

/// rowkit-bench's toggle screen: a table of the built-in kinds (three removable names,
/// then a two-option question, over and over) at 80x24, scrolled to the top, and the
/// canvas of its last frame.
final class ToggleTable {
  let table: TableView
  var canvas: TextCanvas
  var option = 0

  init(rows count: Int) {
    var registry = RowKindRegistry()
    try? registry.register(BuiltInKinds.self)
    let options: [CheckableOptionsKind.Content.Option] = ["Yes", "No"]
    let rows = (0..<count).map { index in
      guard index % 4 == 3 else {
        return BuiltInKinds.removableRow(id: RowID(index), title: "Name \(index)")
      }
      return Row(
        id: RowID(index), kind: CheckableOptionsKind(),
        content: .init(question: "Question \(index)?", options: options))
    }
    // The registry has the kinds and the ids are distinct: this cannot fail.
    table =
      (try? TableView(registry: registry, rows: rows, viewport: Size(columns: 80, lines: 24)))!
    canvas = TextCanvas(size: table.viewport, widthMode: table.widthMode)
    table.draw(into: &canvas)
  }

  /// Selects the other option of the question in the fourth row, draws the frame into
  /// the kept canvas (or, `whole`, into a new one) and writes it; the bytes written.
  func toggle(whole: Bool, writer: inout FrameDiffWriter) -> Int {
    option ^= 1
    try? table.activate(CheckableOptionsKind.optionControl(option), in: RowID(3))
    guard whole else {
      table.draw(into: &canvas)
      return writer.frame(canvas).count
    }
    var fresh = TextCanvas(size: table.viewport, widthMode: table.widthMode)
    table.draw(into: &fresh)
    return writer.frame(fresh).count
  }
}

/// The counted call: Scripts/profile has callgrind dump (and so zero) its counts when
/// this is entered, and dump them again when `collected` returns, so that the second
/// dump holds exactly the body's instructions and calls.
/// shuf10k: 10,000 removable names and the same rows in a random order (a fixed seed),
/// for `apply(rows:)` of the shuffled order against the diff of the two lists alone.
struct Shuffled {
  let old: [Row]
  let new: [Row]

  init(rows count: Int) {
    old = (0..<count).map { BuiltInKinds.removableRow(id: RowID($0), title: "Name \($0)") }
    var random = SplitMix(state: 10)
    new = old.shuffled(using: &random)
  }

  /// A table of the old rows at 80x24, laid out and drawn once.
  func table() -> TableView {
    var registry = RowKindRegistry()
    try? registry.register(BuiltInKinds.self)
    // The registry has the kinds and the ids are distinct: this cannot fail.
    let table =
      (try? TableView(registry: registry, rows: old, viewport: Size(columns: 80, lines: 24)))!
    _ = table.render()
    return table
  }

  /// The diff from one list to the other; the number of moves.
  func diff(from old: [Row], to new: [Row]) -> Int {
    let diff = try? Diff(
      from: old, to: new, id: { $0.id }, contentEquals: { $0.content == $1.content })
    return diff?.moves.count ?? -1
  }
}

/// shuf10k with UUID-like string ids (`8-4-4-4-12` upper-case hex digits, from a fixed
/// seed), as rowkit-bench's diff section has them: the new list is the old rows in a
/// random order, and the raw strings of both for the floor.
struct StringShuffled {
  let old: [Row]
  let new: [Row]
  let oldIDs: [String]
  let newIDs: [String]

  init(rows count: Int) {
    var random = SplitMix(state: 11)
    let digits = Array("0123456789ABCDEF")
    let ids = (0..<count).map { _ in
      var text = ""
      for (group, length) in [8, 4, 4, 4, 12].enumerated() {
        if group > 0 { text.append("-") }
        for _ in 0..<length { text.append(digits[Int(random.next() & 15)]) }
      }
      return text
    }
    let rows = ids.indices.map {
      BuiltInKinds.removableRow(id: RowID(ids[$0]), title: "Name \($0)")
    }
    let order = Array(0..<count).shuffled(using: &random)
    oldIDs = ids
    old = rows
    new = order.map { rows[$0] }
    newIDs = order.map { ids[$0] }
  }

  /// The diff from the old list to the new one; the number of moves.
  func diff() -> Int {
    let diff = try? Diff(
      from: old, to: new, id: { $0.id }, contentEquals: { $0.content == $1.content })
    return diff?.moves.count ?? -1
  }

  /// The changes by id from the old list to the new one; the number of moved rows.
  func changes() -> Int {
    (try? RowChanges(from: old, to: new))?.moved.count ?? -1
  }

  /// rowkit-bench's floor: every old raw id to its offset, then every new one looked up.
  func floor() -> Int {
    var index = [String: Int](minimumCapacity: oldIDs.count)
    for (offset, id) in oldIDs.enumerated() { index[id] = offset }
    var found = 0
    for id in newIDs where index[id] != nil { found += 1 }
    return found
  }
}

/// rowkit-bench's sectioned apply: 1,000,000 removable names in ten sections of
/// 100,000 under title headers, and the same sections with one row's content changed;
/// the flat rows of both (headers included) for the diff alone.
struct Sectioned {
  let sections: [Section]
  let changed: [Section]
  let flat: [Row]
  let changedFlat: [Row]

  init(rows count: Int, size: Int) {
    let rows = (0..<count).map { BuiltInKinds.removableRow(id: RowID($0), title: "Name \($0)") }
    sections = stride(from: 0, to: count, by: size).map { start in
      Section(
        id: SectionID(start / size),
        header: Row(
          id: RowID("header \(start / size)"), kind: SectionTitleKind(),
          content: "Section \(start / size)"),
        rows: Array(rows[start..<min(count, start + size)]))
    }
    var changed = sections
    let row = changed[4].rows[500]
    changed[4].rows[500] = BuiltInKinds.removableRow(id: row.id, title: "changed")
    self.changed = changed
    flat = sections.flatMap { [$0.header].compactMap { $0 } + $0.rows }
    changedFlat = changed.flatMap { [$0.header].compactMap { $0 } + $0.rows }
  }

  /// A table of the sections at 80x24, drawn once.
  func table() -> TableView {
    var registry = RowKindRegistry()
    try? registry.register(BuiltInKinds.self)
    try? registry.register(SectionTitleKind())
    // The registry has the kinds and the ids are distinct: this cannot fail.
    let table =
      (try? TableView(
        registry: registry, sections: sections, viewport: Size(columns: 80, lines: 24)))!
    _ = table.render()
    return table
  }

  /// The diff of the flat rows to the changed ones; the number of updates.
  func diff() -> Int {
    let diff = try? Diff(
      from: flat, to: changedFlat, id: { $0.id },
      contentEquals: { $0.content == $1.content })
    return diff?.updates.count ?? -1
  }
}

/// Row values made as rowkit-bench makes them, outside the main actor's top-level code
/// (whose closures would check their isolation on every call).
enum RowMaking {
  static func rows(titles: [String]) -> [Row] {
    titles.indices.map { BuiltInKinds.removableRow(id: RowID($0), title: titles[$0]) }
  }
}

/// A seeded generator (SplitMix64), so that every run shuffles alike.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

@inline(never)
func profiled(_ body: () -> Int) -> Int { collected(body) }

/// The body of ``profiled(_:)``, a function of its own so that callgrind can dump after
/// it (one function takes one of callgrind's dump options).
@inline(never)
func collected(_ body: () -> Int) -> Int { body() }

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
case "toggle", "toggle-full":
  let whole = arguments.first == "toggle-full"
  let table = ToggleTable(rows: 1_000_000)
  _ = writer.frame(table.canvas)
  // Once round first (Yes, then No), so that what runs once in a process is not counted.
  for _ in 0..<2 { _ = table.toggle(whole: whole, writer: &writer) }
  let bytes = profiled { table.toggle(whole: whole, writer: &writer) }
  print("\(arguments.first ?? ""): \(bytes) bytes written")
case "shuffle":
  let lists = Shuffled(rows: 10_000)
  let table = lists.table()
  // Once round first (to the shuffled order and back).
  _ = try? table.apply(rows: lists.new)
  _ = try? table.apply(rows: lists.old)
  let moved = profiled { (try? table.apply(rows: lists.new))?.moved.count ?? -1 }
  print("shuffle: apply(rows:) moved \(moved) rows")
case "move", "move-1k":
  // rowkit-bench's edits: one row of a table of removable names moved to a random
  // place, 1,000 times (ids and places from a fixed seed), at 1,000,000 rows or 1,000.
  let count = arguments.first == "move" ? 1_000_000 : 1_000
  var registry = RowKindRegistry()
  try? registry.register(BuiltInKinds.self)
  let rows = (0..<count).map { BuiltInKinds.removableRow(id: RowID($0), title: "Name \($0)") }
  // The registry has the kinds and the ids are distinct: this cannot fail.
  let table =
    (try? TableView(registry: registry, rows: rows, viewport: Size(columns: 80, lines: 24)))!
  var random = SplitMix(state: 7)
  func move() {
    let id = RowID(Int(random.next() % UInt64(count)))
    try? table.move(id, to: RowIndexPath(row: Int(random.next() % UInt64(count))))
  }
  for _ in 0..<1_000 { move() }
  let moved = profiled {
    for _ in 0..<1_000 { move() }
    return table.numberOfRows
  }
  print("\(arguments.first ?? ""): 1,000 moves in \(moved) rows")
case "range", "range-1k":
  // rowkit-bench's range: rows selected from the anchor to a row, then cleared, in a
  // table of 1,000,000 removable names with multiple selection.
  let count = arguments.first == "range" ? 10_000 : 1_000
  var registry = RowKindRegistry()
  try? registry.register(BuiltInKinds.self)
  let rows = (0..<1_000_000).map {
    BuiltInKinds.removableRow(id: RowID($0), title: "Name \($0)")
  }
  // The registry has the kinds and the ids are distinct: this cannot fail.
  let table =
    (try? TableView(registry: registry, rows: rows, viewport: Size(columns: 80, lines: 24)))!
  table.selectionMode = .multiple
  func range(from start: Int) -> Int {
    _ = try? table.selectRange(from: RowID(start), to: RowID(start + count - 1))
    let selected = table.selectedCount
    table.clearSelection()
    return selected
  }
  // Once round first, elsewhere (rowkit-bench's ranges each start at another row).
  _ = range(from: 97_001)
  let selected = profiled { range(from: 500_000) }
  print("\(arguments.first ?? ""): \(selected) rows selected")
case "rows":
  // rowkit-bench's building: 100,000 removable rows made from titles made before.
  let titles = (0..<100_000).map { "Name \($0)" }
  _ = RowMaking.rows(titles: titles)
  var rows: [Row] = []
  let made = profiled {
    rows = RowMaking.rows(titles: titles)
    return rows.count
  }
  print("rows: \(made) rows made")
case "shuffle-diff":
  let lists = Shuffled(rows: 10_000)
  _ = lists.diff(from: lists.old, to: lists.new)
  _ = lists.diff(from: lists.new, to: lists.old)
  let moves = profiled { lists.diff(from: lists.old, to: lists.new) }
  print("shuffle-diff: \(moves) moves")
case "string-shuffle":
  let lists = StringShuffled(rows: 10_000)
  var registry = RowKindRegistry()
  try? registry.register(BuiltInKinds.self)
  // The registry has the kinds and the ids are distinct: this cannot fail.
  let table =
    (try? TableView(registry: registry, rows: lists.old, viewport: Size(columns: 80, lines: 24)))!
  _ = table.render()
  // Once round first (to the shuffled order and back).
  _ = try? table.apply(rows: lists.new)
  _ = try? table.apply(rows: lists.old)
  let moved = profiled { (try? table.apply(rows: lists.new))?.moved.count ?? -1 }
  print("string-shuffle: apply(rows:) moved \(moved) rows")
case "string-diff", "string-changes", "string-floor":
  let lists = StringShuffled(rows: 10_000)
  let body: () -> Int
  switch arguments.first {
  case "string-diff": body = lists.diff
  case "string-changes": body = lists.changes
  default: body = lists.floor
  }
  // Once round first.
  _ = body()
  let result = profiled(body)
  print("\(arguments.first ?? ""): \(result)")
case "sectioned":
  let lists = Sectioned(rows: 1_000_000, size: 100_000)
  let table = lists.table()
  // Once round first (to the changed row and back).
  _ = try? table.apply(lists.changed)
  _ = try? table.apply(lists.sections)
  let updated = profiled { (try? table.apply(lists.changed))?.updated.count ?? -1 }
  print("sectioned: apply updated \(updated) rows")
case "sectioned-diff":
  let lists = Sectioned(rows: 1_000_000, size: 100_000)
  _ = lists.diff()
  let updates = profiled { lists.diff() }
  print("sectioned-diff: \(updates) updates")
default:
  print(
    "usage: rowkit-profile click | toggle | toggle-full | shuffle | shuffle-diff | string-diff"
      + " | string-changes | string-shuffle | string-floor | sectioned | sectioned-diff | move | move-1k | range | range-1k | rows"
  )
}
