import RowKitTesting
import Testing

@testable import RowKit

/// The mutations a kind queued for the next time one of its rows is laid out: a kind
/// that changes its own table from inside measuring, as a third party's kind might
/// (through a reference it was given).
final class MeasuringHook: @unchecked Sendable {
  weak var table: TableView?
  var pending: [(TableView) throws -> Void] = []
  /// While paused, the body runs nothing: the test compares tables, whose rows carry
  /// this kind and its hook.
  var isPaused = false
  private(set) var ran = 0
  /// The errors the mutations threw, in order.
  private(set) var errors: [TableError] = []

  /// Runs the queued mutations, in order, keeping their errors.
  func fire() {
    guard let table, !isPaused else { return }
    while !pending.isEmpty {
      let mutation = pending.removeFirst()
      ran += 1
      do {
        try mutation(table)
      } catch let error as TableError {
        errors.append(error)
      } catch {
        Issue.record("not a TableError: \(error)")
      }
    }
  }
}

/// A label whose body runs its hook's queued mutation: the table calls the body while
/// it measures the row (for its height) and while it installs it in a cell.
struct MutatingKind: ComposedRowKind {
  typealias Content = String
  let hook: MeasuringHook
  var id: RowKindID { "mutating" }

  func body(of content: String) -> Node {
    hook.fire()
    return .text(content)
  }
}

/// Mutating the table while it measures rows (inside a kind's height or body, for a
/// layout, a `visibleRowIDs` read or a draw) leaves it consistent: a change of rows,
/// focus or an event is refused with a typed error and changes nothing; a new size or
/// scroll is laid out at once. The ids, frames and index paths read right after name
/// only rows that exist, in the places a fresh table with the same rows, scroll anchor
/// and focus shows them, and the invariants hold.
@Suite struct MutationWhileMeasuringTests {
  static let steps = SeededGenerator.steps(fallback: 400)

  func registry(_ hook: MeasuringHook) throws -> RowKindRegistry {
    var registry = RowKindRegistry()
    try registry.register(LabelKind())
    try registry.register(MutatingKind(hook: hook))
    return registry
  }

  func labels(_ names: [String]) -> [Row] {
    names.map { Row(id: RowID($0), kind: LabelKind(), content: $0) }
  }

  /// The problems of `table` right after a read: rows named that do not exist, or
  /// shown twice, and anything different from a fresh table of the same rows.
  func problems(_ table: TableView, _ visible: [RowID], hook: MeasuringHook) throws -> [String] {
    // Nothing changes the table from here on: a second read must agree with the first.
    hook.isPaused = true
    defer { hook.isPaused = false }
    var problems: [String] = []
    let missing = visible.filter { !table.contains($0) }
    if !missing.isEmpty { problems.append("visible rows that no longer exist: \(missing)") }
    if Set(visible).count != visible.count { problems.append("a row shown twice: \(visible)") }
    if visible != table.visibleRowIDs {
      problems.append("visible \(visible), then \(table.visibleRowIDs) with nothing changed")
    }
    problems += table.invariantViolations()
    let fresh = try TableView(
      registry: try registry(MeasuringHook()), rows: table.allRows, viewport: table.viewport)
    if let focus = table.focus { try fresh.setFocus(focus.row, control: focus.control) }
    if let anchor = table.scrollAnchor { try fresh.scroll(to: anchor) }
    let frame = RenderedLines.of(table)
    if frame != RenderedLines.of(fresh) {
      problems.append("frame \(frame) but a fresh table shows \(RenderedLines.of(fresh))")
    }
    return problems
  }

  @Test func deletingRowsWhileMeasuringIsRefusedAndNoDeletedRowIsInView() throws {
    let hook = MeasuringHook()
    var rows = labels(["a", "b", "c", "d", "e", "f", "g", "h"])
    rows.insert(Row(id: "m", kind: MutatingKind(hook: hook), content: "m"), at: 2)
    let table = try TableView(
      registry: try registry(hook), rows: rows, viewport: Size(columns: 20, lines: 5))
    hook.table = table
    // The first time "m" is laid out, it tries to delete the rows after it and the
    // first one.
    hook.pending = [
      { table in
        try table.performBatchUpdates([.delete("c"), .delete("d"), .delete("a")])
      },
      { table in _ = try table.apply(rows: []) },
      { table in try table.delete("m") },
    ]
    // No frame drawn yet: this read lays the table out, which measures "m".
    let visible = table.visibleRowIDs
    #expect(hook.ran == 3)
    #expect(hook.errors == Array(repeating: .changedWhileLayingOut, count: 3))
    #expect(visible == ["a", "b", "m", "c", "d"])
    #expect(table.numberOfRows == 9)
    #expect(try problems(table, visible, hook: hook) == [])
    expectLines(RenderedLines.of(table), ["  a", "  b", "  m", "  c", "  d"])
    // After the layout, the same change is made.
    try table.performBatchUpdates([.delete("c"), .delete("d"), .delete("a")])
    #expect(table.visibleRowIDs == ["b", "m", "e", "f", "g"])
  }

  @Test func aNewSizeWhileMeasuringIsLaidOutAtOnceAndAScrollRefused() throws {
    let hook = MeasuringHook()
    var rows = labels(["a", "b", "c", "d", "e"])
    rows.append(Row(id: "m", kind: MutatingKind(hook: hook), content: "m"))
    let table = try TableView(
      registry: try registry(hook), rows: rows, viewport: Size(columns: 20, lines: 3))
    hook.table = table
    try table.scroll(to: "m", position: .bottom)
    _ = table.render()
    hook.pending = [
      { table in
        try table.insert(self.labels(["x"]), at: RowIndexPath(row: 0))
      },
      { table in try table.scroll(to: ScrollAnchor(row: "b")) },
      { table in
        table.scroll(by: -3)
        table.scroll(toOffset: 0)
        table.viewport = Size(columns: 20, lines: 2)
      },
    ]
    table.setNeedsDisplay()
    try table.reconfigure("m", kind: MutatingKind(hook: hook), content: "m again")
    let frames = table.visibleRowFrames
    let visible = frames.map(\.id)
    #expect(hook.errors == [.changedWhileLayingOut, .changedWhileLayingOut])
    // The new size is laid out before the read returns: the top row stays at the
    // top of a viewport now two lines high.
    #expect(table.viewport == Size(columns: 20, lines: 2))
    #expect(visible == ["d", "e"])
    #expect(frames.map(\.frame.minLine) == [0, 1])
    #expect(table.visibleIndexPaths == RowIndexPath(row: 3)...RowIndexPath(row: 4))
    #expect(try problems(table, visible, hook: hook) == [])
    expectLines(RenderedLines.of(table), ["  d", "  e"])
  }

  @Test func focusAndEventsWhileMeasuringAreRefused() throws {
    let hook = MeasuringHook()
    let table = try TableView(
      registry: try registry(hook),
      rows: labels(["a", "b"]) + [Row(id: "m", kind: MutatingKind(hook: hook), content: "m")],
      viewport: Size(columns: 20, lines: 4))
    hook.table = table
    try table.setFocus("a")
    _ = table.render()
    hook.pending = [
      { table in try table.setFocus("b") },
      { table in try table.handle(.down) },
      { table in _ = try table.tap(at: Point(column: 3, line: 1)) },
      { table in try table.scroll(to: "b", position: .top) },
      { table in
        table.moveFocus(byRows: 1)
        table.moveFocusByPage(down: true)
      },
    ]
    // A new content for "m" is laid out afresh, which runs its body.
    try table.reconfigure("m", kind: MutatingKind(hook: hook), content: "m2")
    let visible = table.visibleRowIDs
    #expect(hook.ran == 5)
    #expect(hook.errors == Array(repeating: .changedWhileLayingOut, count: 4))
    #expect(visible == ["a", "b", "m"])
    #expect(table.focus == Focus(row: "a", control: nil))
    #expect(try problems(table, visible, hook: hook) == [])
    expectLines(RenderedLines.of(table), ["› a", "  b", "  m2", ""])
    #expect(
      TableError.changedWhileLayingOut.description
        == "the table cannot change while it lays out its rows (from a kind's code)")
  }

  /// Reads from a kind's body while the table installs the row in a cell: before, a
  /// read of the cells (a render, the counters, a cell) overlapped the table's own
  /// access to them and stopped the process ("Fatal access conflict detected").
  @Test func readsWhileLayingOutAreSafeAndSeeNoRowsPlaced() throws {
    let hook = MeasuringHook()
    let table = try TableView(
      registry: try registry(hook),
      rows: labels(["a"]) + [Row(id: "m", kind: MutatingKind(hook: hook), content: "m")],
      viewport: Size(columns: 8, lines: 3))
    hook.table = table
    var seen: [String] = []
    hook.pending = [
      { table in
        seen.append("visible \(table.visibleRowIDs)")
        seen.append("frame \(RenderedLines.of(table))")
        seen.append("cell of a \(table.cell(for: "a") != nil)")
        seen.append("hit \(String(describing: table.hitTest(.zero)?.row))")
        seen.append("cells \(table.counters.cellsCreated)")
        seen.append("rows \(table.numberOfRows)")
      }
    ]
    #expect(table.visibleRowIDs == ["a", "m"])
    #expect(hook.errors == [])
    #expect(
      seen == [
        "visible []", "frame [\"\", \"\", \"\"]", "cell of a true", "hit nil", "cells 2", "rows 2",
      ])
    #expect(try problems(table, ["a", "m"], hook: hook) == [])
  }

  /// A chrome, a width mode, an estimate and a filter set from a kind's body take
  /// effect when the table is done laying out; the read that ran the body already
  /// shows them. Code in the body reads the settings in use.
  @Test func settingsChangedWhileLayingOutTakeEffectWhenTheLayoutIsDone() throws {
    let hook = MeasuringHook()
    let table = try TableView(
      registry: try registry(hook),
      rows: labels(["a", "b", "ab"]) + [Row(id: "m", kind: MutatingKind(hook: hook), content: "m")],
      viewport: Size(columns: 8, lines: 4))
    hook.table = table
    var seenInside: [String] = []
    hook.pending = [
      { table in
        table.chrome = CellChrome(gutterWidth: 1)
        table.widthMode = .perCodePoint
        table.estimatedRowHeight = 3
        table.filter = .text(TextQuery("b"))
        seenInside = ["gutter \(table.chrome.gutterWidth)", "estimate \(table.estimatedRowHeight)"]
      }
    ]
    let visible = table.visibleRowIDs
    #expect(seenInside == ["gutter 2", "estimate 1"])
    #expect(visible == ["b", "ab", "m"])
    #expect(table.chrome.gutterWidth == 1)
    #expect(table.widthMode == .perCodePoint)
    #expect(table.estimatedRowHeight == 3)
    #expect(table.filter?.query == TextQuery("b"))
    #expect(table.visibleRowIDs == visible)
    #expect(table.invariantViolations() == [])
    expectLines(RenderedLines.of(table), [" b", " ab", " m", ""])
  }

  @Test(arguments: SeededGenerator.testSeeds())
  func randomMutationsWhileMeasuringKeepEveryReadConsistent(seed: UInt64) throws {
    print("MutationWhileMeasuringTests seed \(seed) (replay with ROWKIT_SEED=\(seed))")
    var random = SeededGenerator(seed: seed)
    let hook = MeasuringHook()
    var next = 0
    func newRow() -> Row {
      next += 1
      let name =
        "r\(next)" + String(repeating: " word", count: Int.random(in: 0...6, using: &random))
      return Int.random(in: 0..<3, using: &random) == 0
        ? Row(id: RowID(next), kind: MutatingKind(hook: hook), content: name)
        : Row(id: RowID(next), kind: LabelKind(), content: name)
    }
    let table = try TableView(
      registry: try registry(hook), rows: (0..<30).map { _ in newRow() },
      viewport: Size(columns: 16, lines: 6))
    hook.table = table
    for step in 0..<Self.steps {
      // Queue one to three mutations for the next rows measured.
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let pick = Int.random(in: 0..<1_000_000, using: &random)
        let extra = newRow()
        let column = Int.random(in: 1...30, using: &random)
        let lines = Int.random(in: 0...9, using: &random)
        let distance = Int.random(in: -40...40, using: &random)
        let mutation: (TableView) throws -> Void
        switch Int.random(in: 0..<9, using: &random) {
        case 0:
          mutation = { table in
            guard table.numberOfRows > 0 else { return }
            try table.delete(table.allRows[pick % table.numberOfRows].id)
          }
        case 1:
          mutation = { table in
            try table.insert([extra], at: RowIndexPath(row: pick % (table.numberOfRows + 1)))
          }
        case 2:
          mutation = { table in
            guard table.numberOfRows > 0 else { return }
            let row = table.allRows[pick % table.numberOfRows]
            try table.reconfigure(row.id, kind: LabelKind(), content: "changed \(pick % 97)")
          }
        case 3:
          mutation = { table in
            guard table.numberOfRows > 1 else { return }
            let row = table.allRows[pick % table.numberOfRows]
            try table.move(row.id, to: RowIndexPath(row: (pick / 7) % table.numberOfRows))
          }
        case 4: mutation = { table in table.scroll(by: distance) }
        case 5: mutation = { table in table.viewport = Size(columns: column, lines: lines) }
        case 6:
          mutation = { table in
            var rows = table.allRows
            rows.removeAll { $0.id.intValue.map { $0 % 5 == pick % 5 } ?? false }
            rows.append(extra)
            try table.apply(rows: rows)
          }
        case 7:
          mutation = { table in
            guard table.numberOfRows > 0 else { return }
            try table.setFocus(table.allRows[pick % table.numberOfRows].id)
          }
        default:
          mutation = { table in
            guard table.numberOfRows > 0 else { return }
            try table.scroll(to: table.allRows[pick % table.numberOfRows].id, position: .nearest)
          }
        }
        hook.pending.append(mutation)
      }
      // Keep rows to measure: a table that lost them all gets new ones.
      if table.numberOfRows < 5 {
        try table.insert((0..<10).map { _ in newRow() }, at: RowIndexPath(row: 0))
      }
      table.setNeedsDisplay()
      let read = Int.random(in: 0..<4, using: &random)
      let visible: [RowID]
      switch read {
      case 0: visible = table.visibleRowIDs
      case 1: visible = table.visibleRowFrames.map(\.id)
      case 2:
        _ = table.render()
        visible = table.visibleRowIDs
      default:
        table.scroll(by: Int.random(in: -12...12, using: &random))
        visible = table.visibleRowIDs
      }
      let found = try problems(table, visible, hook: hook)
      #expect(
        found == [], "seed \(seed), step \(step), read \(read): replay with ROWKIT_SEED=\(seed)")
      if !found.isEmpty { return }
      if table.viewport.lines == 0 || table.viewport.columns < 4 {
        table.viewport = Size(columns: 16, lines: 6)
      }
    }
    print("MutationWhileMeasuringTests seed \(seed): \(hook.ran) mutations ran while measuring")
  }
}
