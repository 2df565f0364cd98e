import RowKitTesting
import Testing

@testable import RowKit

@Suite struct TableUpdateTests {
  func makeTable() throws -> TableView {
    try TableView(
      registry: TestKinds.registry(),
      sections: [Section([label("a", "A"), label("b", "B")]), Section([label("c", "C")])],
      viewport: Size(columns: 10, lines: 5))
  }

  /// Everything observable about a table, to prove a failed update changed nothing.
  func snapshot(_ table: TableView) -> [String] {
    table.allRows.map { "\($0.id):\($0.kindID)" } + plainLines(table)
      + ["offset \(table.contentOffset)", "focus \(String(describing: table.focus))"]
      + ["sections \(table.sections.map(\.rows.count))"]
  }

  @Test func insertDeleteAndMoveAcrossSections() throws {
    let table = try makeTable()
    try table.performBatchUpdates([
      .insert([label("d", "D")], at: RowIndexPath(row: 1, section: 1)),
      .delete("a"),
      .move("c", to: RowIndexPath(row: 0, section: 0)),
    ])
    #expect(table.sections.map { $0.rows.map(\.id) } == [["c", "b"], ["d"]])
    #expect(plainLines(table) == ["  C", "  B", "  D", "", ""])
    #expect(try table.indexPath(of: "d") == RowIndexPath(row: 0, section: 1))
  }

  @Test func sectionsCanBeInsertedAndDeleted() throws {
    let table = try makeTable()
    try table.performBatchUpdates([
      .insertSection(Section([label("x", "X")]), at: 0),
      .deleteSection(2),
    ])
    #expect(table.sections.map { $0.rows.map(\.id) } == [["x"], ["a", "b"]])
  }

  @Test(arguments: [
    (
      RowUpdate.insert([label("a", "again")], at: RowIndexPath(row: 0)),
      TableError.duplicateRowID("a")
    ),
    (.insert([label("n", "1"), label("n", "2")], at: RowIndexPath(row: 0)), .duplicateRowID("n")),
    (
      .insert([label("n", "N")], at: RowIndexPath(row: 3)),
      .indexPathOutOfRange(RowIndexPath(row: 3))
    ),
    (
      .insert([label("n", "N")], at: RowIndexPath(row: 0, section: 5)),
      .indexPathOutOfRange(RowIndexPath(row: 0, section: 5))
    ),
    (.delete("zz"), .unknownRowID("zz")),
    (.move("zz", to: RowIndexPath(row: 0)), .unknownRowID("zz")),
    (.move("a", to: RowIndexPath(row: 2)), .indexPathOutOfRange(RowIndexPath(row: 2))),
    (
      .reconfigure("a", AnyRowContent(kind: ToggleKind(), content: .init(title: "t"))),
      .kindMismatch(row: "a", expected: "label", found: "toggle")
    ),
    (
      .switchKind("a", AnyRowContent(kind: UnregisteredKind(), content: "u")),
      .unknownKind("unregistered")
    ),
    (
      .insert([Row(id: "u", kind: UnregisteredKind(), content: "u")], at: RowIndexPath(row: 0)),
      .unknownKind("unregistered")
    ),
    (.deleteSection(2), .sectionOutOfRange(2)),
    (.insertSection(Section(), at: 3), .sectionOutOfRange(3)),
    (.insertSection(Section([label("b", "dup")]), at: 0), .duplicateRowID("b")),
  ])
  func badUpdatesThrowTheirErrorAndLeaveTheTableUnchanged(update: RowUpdate, error: TableError)
    throws
  {
    let table = try makeTable()
    try table.setFocus("b")
    let before = snapshot(table)
    // A valid update first: the batch must not half-apply.
    #expect(throws: error) {
      try table.performBatchUpdates([.delete("c"), update])
    }
    #expect(snapshot(table) == before)
  }

  @Test func singleOperationsThrowTypedErrors() throws {
    let table = try makeTable()
    let before = snapshot(table)
    #expect(throws: TableError.unknownRowID("q")) { try table.row("q") }
    #expect(throws: TableError.indexPathOutOfRange(RowIndexPath(row: 9))) {
      try table.row(at: RowIndexPath(row: 9))
    }
    #expect(throws: TableError.indexPathOutOfRange(RowIndexPath(row: -1))) {
      try table.row(at: RowIndexPath(row: -1))
    }
    #expect(throws: TableError.sectionOutOfRange(4)) { try table.numberOfRows(inSection: 4) }
    #expect(throws: TableError.unknownRowID("q")) { try table.scroll(to: "q") }
    #expect(throws: TableError.unknownRowID("q")) { try table.setFocus("q") }
    #expect(throws: TableError.unknownRowID("q")) { try table.activate("go", in: "q") }
    #expect(throws: TableError.unknownRowID("q")) {
      try table.reconfigure("q", kind: LabelKind(), content: "x")
    }
    #expect(throws: TableError.kindMismatch(row: "a", expected: "label", found: "toggle")) {
      try table.reconfigure("a", kind: ToggleKind(), content: .init(title: "x"))
    }
    #expect(throws: TableError.unknownKind("unregistered")) {
      try table.switchKind("a", to: UnregisteredKind(), content: "x")
    }
    #expect(throws: TableError.duplicateRowID("a")) {
      try table.apply(rows: [label("a", "1"), label("a", "2")])
    }
    #expect(snapshot(table) == before)
  }

  @Test func applyingANewListMatchesRowsByIdentity() throws {
    let table = try TableView(
      registry: TestKinds.registry(),
      rows: ["a", "b", "c", "d", "e"].map { label(RowID($0), $0) },
      viewport: Size(columns: 10, lines: 6))
    _ = table.render()
    let cellOfB = table.cell(for: "b")
    let changes = try table.apply(rows: [
      label("b", "b"), label("a", "a"), label("c", "C!"), label("e", "e"), label("f", "f"),
    ])
    #expect(changes.inserted == ["f"])
    #expect(changes.deleted == ["d"])
    #expect(changes.updated == ["c"])
    #expect(changes.moved.count == 1)
    #expect(plainLines(table) == ["  b", "  a", "  C!", "  e", "  f", ""])
    #expect(table.cell(for: "b") === cellOfB)
  }

  /// A shuffle of most rows rebuilds the row tree instead of moving rows one by one:
  /// the result is the same, measured rows keep their heights, the focus and the
  /// scroll anchor stay on their rows.
  @Test func applyingAShuffleRebuildsAndKeepsHeightsFocusAndAnchor() throws {
    let seed = SeededGenerator.seed(fallback: 4_242)
    var random = SeededGenerator(seed: seed)
    let count = 2_000
    let rows = (0..<count).map {
      label(RowID($0), "row \($0)" + String(repeating: " w", count: $0 % 7))
    }
    let table = try TableView(
      registry: TestKinds.registry(), rows: rows, viewport: Size(columns: 12, lines: 8))
    try table.scroll(to: ScrollAnchor(row: 1_000, line: 0))
    try table.setFocus(1_001)
    let shown = table.visibleRowIDs
    let heights = try shown.map { try table.contentFrame(of: $0).height }
    var shuffled = rows.shuffled(using: &random)
    // The rows deleted: the last hundred of the shuffle, less the two put back below.
    let deleted = Set(shuffled.suffix(100).map(\.id)).subtracting([1_000, 1_001])
    shuffled.removeLast(100)
    shuffled.removeAll { $0.id == 1_001 || $0.id == 1_000 }
    shuffled.insert(rows[1_000], at: 7)
    shuffled.insert(rows[1_001], at: 8)
    shuffled.append(label(RowID(count), "new"))
    let changes = try table.apply(rows: shuffled)
    #expect(table.allRows == shuffled, "seed \(seed): replay with ROWKIT_SEED=\(seed)")
    #expect(changes.inserted == [RowID(count)])
    #expect(Set(changes.deleted) == deleted, "seed \(seed)")
    #expect(changes.deleted.count == deleted.count, "seed \(seed)")
    #expect(table.focus?.row == 1_001)
    #expect(table.scrollAnchor?.row == 1_000)
    for (id, height) in zip(shown, heights) where table.contains(id) {
      #expect(try table.contentFrame(of: id).height == height)
    }
    #expect(table.invariantViolations() == [])
  }

  /// Deleting most rows, by edits or by `apply(rows:)`, gives the row storage back: the
  /// slots are renumbered.
  @Test func largeDeletesGiveStorageBack() throws {
    let rows = (0..<5_000).map { label(RowID($0), "\($0)") }
    let table = try TableView(
      registry: TestKinds.registry(), rows: rows, viewport: Size(columns: 10, lines: 4))
    try table.performBatchUpdates((100..<5_000).map { .delete(RowID($0)) })
    #expect(table.numberOfRows == 100)
    #expect(table.tree.slotRows.count == 100)
    try table.apply(rows: [])
    #expect(table.tree.slotRows.count == 0)
    #expect(table.invariantViolations() == [])
  }

  @Test func actionsCanDeleteOrInsertAroundTheirOwnRow() throws {
    let table = try TableView(
      registry: TestKinds.registry(),
      rows: [Row(id: "s", kind: SwitcherKind(), content: "s"), toggle("t", "T")],
      viewport: Size(columns: 20, lines: 3))
    try table.setFocus("s")
    try table.handle(.character("i"))
    #expect(table.allRows.map(\.id) == ["s", "s+", "t"])
    try table.activate("delete", in: "t")
    #expect(table.allRows.map(\.id) == ["s", "s+"])
    #expect(throws: TableError.duplicateRowID("s+")) { try table.handle(.character("i")) }
    #expect(table.allRows.map(\.id) == ["s", "s+"])
  }

  @Test func focusMovesToTheNearestRowOfItsSectionThenTheNextWhenItsRowIsDeleted() throws {
    let table = try makeTable()
    try table.setFocus("b")
    try table.delete("b")
    #expect(table.focus == Focus(row: "a"))  // "c" is in the next section
    try table.delete("a")
    #expect(table.focus == Focus(row: "c"))
  }
}

/// A kind that no registry in these tests knows.
struct UnregisteredKind: ComposedRowKind {
  typealias Content = String
  var id: RowKindID { "unregistered" }
  func body(of content: String) -> Node { .text(content) }
}
