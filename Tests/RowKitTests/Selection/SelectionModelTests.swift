import RowKitTesting
import Testing

@testable import RowKit

/// The selection against a plain model — an array of rows and a set of selected ids —
/// through any interleaving of toggles, ranges, extensions, select all, clear, mode
/// changes, focus moves and changes of the rows (inserts, deletes, moves, kind
/// switches to rows that refuse selection, failed batches, applies that edit or
/// rebuild the tree). After every step: the invariants hold, the selected rows and
/// their count are the model's, and the frame equals a fresh table's with the same
/// selection, focus and scroll anchor.
///
/// `ROWKIT_STEPS` sets the steps per seed (2,500 by default: 10,000 in a run).
@Suite struct SelectionModelTests {
  static let steps = SeededGenerator.steps(fallback: 2_500)

  static func registry() -> RowKindRegistry {
    var registry = TestKinds.registry()
    try? registry.register(HeadingKind())
    return registry
  }

  @Test(arguments: SeededGenerator.testSeeds())
  func everyStepAgreesWithASetModel(seed: UInt64) throws {
    var run = SelectionRun(seed: seed)
    let table = try TableView(
      registry: Self.registry(), sections: [Section(run.rows)],
      viewport: Size(columns: 16, lines: 6), chrome: .standard, estimatedRowHeight: nil,
      makeCell: { DefaultCell() }, nodeCapacity: 4)
    table.selectionMode = .multiple
    var canvas = TextCanvas(size: table.viewport)
    for step in 0..<Self.steps {
      let action = try run.step(table)
      let context = "seed \(seed), step \(step) (\(action)): replay with ROWKIT_SEED=\(seed)"
      let problems = table.invariantViolations()
      #expect(problems == [], "\(context)")
      let expected = run.rows.map(\.id).filter(run.selected.contains)
      #expect(table.selectedRowIDs == expected, "\(context)")
      #expect(table.selectedCount == expected.count, "\(context)")
      #expect(table.selectionAnchor == run.anchor, "\(context)")
      let fresh = try TableView(
        registry: Self.registry(), sections: [Section(run.rows)], viewport: table.viewport)
      fresh.selectionMode = run.mode
      for id in expected { try fresh.select(id) }
      if let focus = table.focus { try fresh.setFocus(focus.row, control: focus.control) }
      if let anchor = table.scrollAnchor { try fresh.scroll(to: anchor) }
      table.draw(into: &canvas)
      let frame = fresh.render()
      let same = canvas == frame
      #expect(same, "\(context): the frame drawn into the kept canvas")
      expectLines(RenderedLines.of(canvas), RenderedLines.of(frame), "\(context)")
      if !problems.isEmpty || table.selectedRowIDs != expected || !same { return }
    }
  }
}

/// One randomised run: the rows, the selection as a plain set, and the steps.
private struct SelectionRun {
  var random: SeededGenerator
  var rows: [Row] = []
  var mode = SelectionMode.multiple
  var selected = Set<RowID>()
  var anchor: RowID?
  /// The rows selected when the extension under way began.
  var base: Set<RowID>?
  var next = 0

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
    rows = (0..<30).map { _ in newRow() }
  }

  mutating func newRow() -> Row {
    next += 1
    let id = RowID(next)
    switch Int.random(in: 0..<5, using: &random) {
    case 0: return heading(id, "H\(next)")
    case 1: return RowKitTests.toggle(id, "T\(next)")
    default: return label(id, "L\(next)")
    }
  }

  static func selectable(_ row: Row) -> Bool { row.kindID != "heading" }

  func isSelectable(_ id: RowID) -> Bool {
    rows.first { $0.id == id }.map(Self.selectable) ?? false
  }

  func index(_ id: RowID) -> Int? { rows.firstIndex { $0.id == id } }

  /// After a change of the rows: rows gone or refusing selection leave it.
  mutating func settle() {
    selected = selected.filter(isSelectable)
    if let anchor, index(anchor) == nil { self.anchor = nil }
    base = nil
  }

  mutating func select(_ id: RowID) {
    guard mode != .none else { return }
    base = nil
    guard isSelectable(id) else { return }
    anchor = id
    if mode == .single { selected = [] }
    selected.insert(id)
  }

  mutating func toggle(_ id: RowID) {
    guard mode != .none else { return }
    if selected.contains(id) {
      base = nil
      anchor = id
      selected.remove(id)
    } else {
      select(id)
    }
  }

  func range(_ a: RowID, _ b: RowID) -> Set<RowID> {
    guard let i = index(a), let j = index(b) else { return [] }
    return Set(rows[min(i, j)...max(i, j)].filter(Self.selectable).map(\.id))
  }

  mutating func someID() -> RowID? { rows.randomElement(using: &random)?.id }

  /// One random step on the table and the model; returns its name.
  mutating func step(_ table: TableView) throws -> String {
    switch Int.random(in: 0..<16, using: &random) {
    case 0:
      let row = newRow()
      let at = Int.random(in: 0...rows.count, using: &random)
      try table.insert([row], at: RowIndexPath(row: at, section: 0))
      rows.insert(row, at: at)
      settle()
      return "insert \(row.id)"
    case 1:
      guard let id = someID() else { return "no delete" }
      try table.delete(id)
      rows.removeAll { $0.id == id }
      settle()
      return "delete \(id)"
    case 2:
      guard let id = someID(), let from = index(id) else { return "no move" }
      let to = Int.random(in: 0..<rows.count, using: &random)
      try table.move(id, to: RowIndexPath(row: to, section: 0))
      rows.insert(rows.remove(at: from), at: to)
      settle()
      return "move \(id) to \(to)"
    case 3:
      guard let id = someID(), let at = index(id) else { return "no switch" }
      let content = newRow().content
      try table.switchKind(id, to: content)
      rows[at].content = content
      settle()
      return "switch \(id) to \(content.kindID)"
    case 4:
      // A batch that fails at its end changes nothing.
      let updates: [RowUpdate] = [
        .insert([newRow()], at: RowIndexPath(row: 0, section: 0)),
        someID().map { .delete($0) } ?? .delete("x"), .delete("missing"),
      ]
      #expect(throws: TableError.self) { try table.performBatchUpdates(updates) }
      return "failed batch"
    case 5:
      var new = rows
      for _ in 0..<Int.random(in: 0...(rows.count / 2), using: &random) where !new.isEmpty {
        new.remove(at: Int.random(in: 0..<new.count, using: &random))
      }
      for _ in 0..<Int.random(in: 0...4, using: &random) {
        new.insert(newRow(), at: Int.random(in: 0...new.count, using: &random))
      }
      if Bool.random(using: &random) { new.shuffle(using: &random) }
      try table.apply(rows: new)
      rows = new
      settle()
      return "apply"
    case 6, 7:
      if Bool.random(using: &random) {
        let focused = table.focus?.row
        table.toggleSelection()
        if let focused { toggle(focused) }
        return "toggle the focused row"
      }
      guard let id = someID() else { return "no toggle" }
      try table.toggleSelection(id)
      toggle(id)
      return "toggle \(id)"
    case 8:
      guard let a = someID(), let b = someID() else { return "no range" }
      try table.selectRange(from: a, to: b)
      if mode == .multiple {
        base = nil
        selected.formUnion(range(a, b))
        anchor = a
      } else if mode == .single {
        select(b)
        anchor = a
      }
      return "range \(a)...\(b)"
    case 9, 10:
      let delta = [-3, -1, -1, 1, 1, 2].randomElement(using: &random) ?? 1
      let before = table.focus?.row
      table.extendSelection(by: delta)
      guard let end = table.focus?.row else { return "no extension" }
      switch mode {
      case .none: break
      case .single: select(end)
      case .multiple:
        let from = anchor ?? before ?? end
        let start = base ?? selected
        selected = start.union(range(from, end))
        base = start
        anchor = from
      }
      return "extend by \(delta) to \(end)"
    case 11:
      table.selectAll()
      if mode == .multiple {
        base = nil
        selected = Set(rows.filter(Self.selectable).map(\.id))
      }
      return "select all"
    case 12:
      table.clearSelection()
      selected = []
      anchor = nil
      base = nil
      return "clear"
    case 13:
      let new = [SelectionMode.none, .single, .multiple, .multiple].randomElement(using: &random)!
      table.selectionMode = new
      if new != mode {
        switch new {
        case .none:
          selected = []
          anchor = nil
        case .single:
          if let kept = anchor, selected.contains(kept) {
            selected = [kept]
          } else {
            selected = []
            anchor = nil
          }
        case .multiple: break
        }
        base = nil
        mode = new
      }
      return "mode \(new)"
    case 14:
      let key = [Key.up, .down, .home, .end, .pageDown].randomElement(using: &random)!
      try table.handle(key)
      return "key \(key)"
    default:
      table.scroll(by: Int.random(in: -8...8, using: &random))
      return "scroll"
    }
  }
}
