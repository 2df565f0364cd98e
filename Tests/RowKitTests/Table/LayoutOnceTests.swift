import RowKitTesting
import Synchronization
import Testing

@testable import RowKit

/// A composed kind builds its node once per content change and width: the table
/// measures a newly shown row through its installed content view, and that one layout
/// serves the height, the controls, hit testing and drawing.
@Suite struct LayoutOnceTests {
  /// Counts the nodes its kind builds.
  final class BodyCounter: Sendable {
    let count = Mutex(0)
    var value: Int { count.withLock { $0 } }
  }

  /// A counter row: its number, wrapped text of varying height, and a `+` button.
  struct CountingKind: ComposedRowKind {
    typealias Content = Int
    let counter: BodyCounter
    var id: RowKindID { "counting" }

    func body(of content: Int) -> Node {
      counter.count.withLock { $0 += 1 }
      return .hstack {
        Node.text("Row \(content)" + String(repeating: " word", count: content % 5))
        Node.button("plus", label: "+")
      }
    }

    func action(for event: ControlEvent, content: Int) -> RowAction<Int> {
      event.isPress && event.control == "plus" ? .update(content + 1_000) : .none
    }
  }

  func makeTable(rows: Int, counter: BodyCounter) throws -> TableView {
    var registry = RowKindRegistry()
    try registry.register(CountingKind(counter: counter))
    return try TableView(
      registry: registry,
      rows: (0..<rows).map {
        Row(id: RowID($0), kind: CountingKind(counter: counter), content: $0)
      },
      viewport: Size(columns: 24, lines: 8))
  }

  @Test(arguments: SeededGenerator.testSeeds())
  func randomJumpsBuildEachNewlyShownRowOnce(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let counter = BodyCounter()
    let table = try makeTable(rows: 2_000, counter: counter)
    var canvas = TextCanvas(size: table.viewport)
    for step in 0..<60 {
      let before = (counter.value, table.counters)
      table.scroll(toOffset: Int.random(in: 0...table.maxContentOffset, using: &random))
      table.draw(into: &canvas)
      let installs = table.counters.installs - before.1.installs
      let context = "seed \(seed), step \(step): replay with ROWKIT_SEED=\(seed)"
      #expect(counter.value - before.0 == installs, "\(context): one node a newly shown row")
      #expect(table.counters.measurements - before.1.measurements <= installs, "\(context)")
      #expect(installs > 0 || step > 0, "\(context): a jump shows new rows")
    }
  }

  @Test func aTapAndTheNextFrameBuildTheTappedRowOnce() throws {
    let counter = BodyCounter()
    let table = try makeTable(rows: 50, counter: counter)
    _ = table.render()
    let before = counter.value
    let plus = try #require(try TableDriver(table).point(ofLabel: "+", inRow: 2))
    try table.tap(at: plus)
    _ = table.render()
    #expect(try table.row(2).content.content(as: Int.self) == 1_002)
    #expect(counter.value - before == 1)
  }

  /// A cell that counts its draws, to see which rows a frame draws again.
  final class CountingCell: Cell {
    let cell = DefaultCell()
    var draws = 0
    var slot: ContentSlot { cell.slot }
    func prepareForReuse() { cell.prepareForReuse() }
    func draw(
      in canvas: inout TextCanvas, frame: Rect, clip: Rect, chrome: CellChrome,
      state: DrawContext
    ) {
      draws += 1
      cell.draw(in: &canvas, frame: frame, clip: clip, chrome: chrome, state: state)
    }
  }

  /// A tap and the frame after it, drawn into the canvas of the frame before (as a
  /// terminal runtime draws): the tapped row's body is built once, its text read
  /// once, and it is the only row drawn again; the frame equals a fresh table's.
  @Test func aTapAndTheNextFrameBuildReadAndDrawOnlyTheTappedRow() throws {
    let counter = BodyCounter()
    var registry = RowKindRegistry()
    try registry.register(CountingKind(counter: counter))
    var made: [CountingCell] = []
    let table = try TableView(
      registry: registry,
      rows: (0..<50).map { Row(id: RowID($0), kind: CountingKind(counter: counter), content: $0) },
      viewport: Size(columns: 40, lines: 8),
      makeCell: {
        let cell = CountingCell()
        made.append(cell)
        return cell
      })
    try table.setFocus(2, control: "plus")
    // (The driver draws to find the button: before the frame drawn into `canvas`.)
    let plus = try #require(try TableDriver(table).point(ofLabel: "+", inRow: 2))
    var canvas = TextCanvas(size: table.viewport)
    table.draw(into: &canvas)
    let bodies = counter.value
    let draws = made.map(\.draws)
    let view = try #require(table.cell(for: 2)?.slot.view as? ComposedContentView)
    let layouts = (view.layoutCount, view.textPasses)
    try table.tap(at: plus)
    table.draw(into: &canvas)
    #expect(try table.row(2).content.content(as: Int.self) == 1_002)
    #expect(counter.value - bodies == 1, "the changed row's body, once")
    #expect(table.cell(for: 2)?.slot.view === view)
    #expect(view.layoutCount - layouts.0 == 1, "laid out once for its new content")
    #expect(view.textPasses - layouts.1 == 1, "its one text read once")
    let redrawn = zip(made, draws).filter { $0.0.draws != $0.1 }
    #expect(redrawn.count == 1, "only the tapped row is drawn again")
    #expect(redrawn.first.map { $0.0 === table.cell(for: 2) } == true)
    let fresh = try TableView(
      registry: registry, rows: table.allRows, viewport: table.viewport)
    try fresh.setFocus(2, control: "plus")
    #expect(canvas == fresh.render())
  }

  /// A table of counting rows whose cells count their draws, focused on row 2, drawn
  /// into `canvas`.
  func focusedTable(
    counter: BodyCounter, registry: RowKindRegistry, made: @escaping (CountingCell) -> Void
  ) throws -> TableView {
    let table = try TableView(
      registry: registry,
      rows: (0..<50).map { Row(id: RowID($0), kind: CountingKind(counter: counter), content: $0) },
      viewport: Size(columns: 40, lines: 8),
      makeCell: {
        let cell = CountingCell()
        made(cell)
        return cell
      })
    try table.setFocus(2, control: "plus")
    return table
  }

  /// A tap that moves the focus from one row to another, and the frame after it: the
  /// rows keep their places, so no row but the tapped one (its content changed) is
  /// laid out, measured or installed again, and only the row the focus left and the tapped row
  /// are drawn again; the frame equals a fresh table's.
  @Test func aTapThatMovesTheFocusDrawsOnlyTheRowsItLeftAndEntered() throws {
    let counter = BodyCounter()
    var registry = RowKindRegistry()
    try registry.register(CountingKind(counter: counter))
    nonisolated(unsafe) var made: [CountingCell] = []
    let table = try focusedTable(counter: counter, registry: registry) { made.append($0) }
    let plus = try #require(try TableDriver(table).point(ofLabel: "+", inRow: 5))
    var canvas = TextCanvas(size: table.viewport)
    table.draw(into: &canvas)
    let before = (counter.value, table.counters, made.map(\.draws))
    let laidOut = table.rowsLaidOut
    try table.tap(at: plus)
    table.draw(into: &canvas)
    #expect(table.focus == Focus(row: 5, control: "plus"))
    #expect(table.rowsLaidOut - laidOut == 1, "no row placed again but the tapped one")
    #expect(counter.value - before.0 == 1, "the tapped row's body, once")
    #expect(table.counters.measurements - before.1.measurements == 1, "the tapped row alone")
    #expect(table.counters.installs - before.1.installs == 1, "the tapped row alone")
    let redrawn = zip(made, before.2).filter { $0.0.draws != $0.1 }.map(\.0)
    #expect(redrawn.count == 2, "the row the focus left and the tapped row")
    #expect(redrawn.contains { $0 === table.cell(for: 2) })
    #expect(redrawn.contains { $0 === table.cell(for: 5) })
    let fresh = try TableView(registry: registry, rows: table.allRows, viewport: table.viewport)
    try fresh.setFocus(5, control: "plus")
    #expect(canvas == fresh.render())
  }

  /// The focus moved by a key, no content changed: no row is laid out, measured or
  /// installed again,
  /// and only the two rows are drawn again; the frame equals a fresh table's.
  @Test func aFocusMoveDrawsOnlyTheTwoRowsAndMeasuresNone() throws {
    let counter = BodyCounter()
    var registry = RowKindRegistry()
    try registry.register(CountingKind(counter: counter))
    nonisolated(unsafe) var made: [CountingCell] = []
    let table = try focusedTable(counter: counter, registry: registry) { made.append($0) }
    var canvas = TextCanvas(size: table.viewport)
    table.draw(into: &canvas)
    let before = (counter.value, table.counters, made.map(\.draws))
    let laidOut = table.rowsLaidOut
    try table.handle(.down)
    table.draw(into: &canvas)
    #expect(table.focus?.row == 3)
    #expect(table.rowsLaidOut == laidOut, "no row placed again")
    #expect(counter.value == before.0)
    #expect(table.counters == before.1)
    let redrawn = zip(made, before.2).filter { $0.0.draws != $0.1 }.map(\.0)
    #expect(redrawn.count == 2, "the row the focus left and the row it entered")
    #expect(redrawn.contains { $0 === table.cell(for: 2) })
    #expect(redrawn.contains { $0 === table.cell(for: 3) })
    let fresh = try TableView(registry: registry, rows: table.allRows, viewport: table.viewport)
    try fresh.setFocus(3, control: "plus")
    #expect(canvas == fresh.render())
  }

  @Test func scrollingOverRowsMeasuresThemWithoutInstallingThem() throws {
    let counter = BodyCounter()
    let table = try makeTable(rows: 500, counter: counter)
    _ = table.render()
    let installs = table.counters.installs
    table.scroll(by: 300)
    _ = table.render()
    // The rows passed over are measured by their kind (one node each); only the rows
    // now shown are installed in cells.
    #expect(table.counters.installs - installs <= 8)
  }
}
