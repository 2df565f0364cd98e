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
    nonisolated(unsafe) var view: ComposedContentView?
    nonisolated(unsafe) var layouts = (0, 0)
    let frame = try frameAfter { table in
      // (The driver draws to find the button: before the frame drawn into the canvas.)
      let plus = try #require(try TableDriver(table).point(ofLabel: "+", inRow: 2))
      return { table in
        view = table.cell(for: 2)?.slot.view as? ComposedContentView
        layouts = (view?.layoutCount ?? 0, view?.textPasses ?? 0)
        _ = try table.tap(at: plus)
      }
    }
    let shown = try #require(view)
    #expect(try frame.table.row(2).content.content(as: Int.self) == 1_002)
    #expect(frame.bodies == 1, "the changed row's body, once")
    #expect(frame.table.cell(for: 2)?.slot.view === shown)
    #expect(shown.layoutCount - layouts.0 == 1, "laid out once for its new content")
    #expect(shown.textPasses - layouts.1 == 1, "its one text read once")
    #expect(frame.redrawn.count == 1 && frame.redrew(2), "only the tapped row is drawn again")
    #expect(frame.canvas == (try frame.freshFrame(focusedOn: 2)))
  }

  /// What an event and the frame after it did to a table of 50 counting rows whose
  /// cells count their draws, focused on row 2's `+` and drawn into a kept canvas.
  struct FrameAfterEvent {
    /// The table after the frame.
    let table: TableView
    /// The kept canvas, with the frame after the event.
    let canvas: TextCanvas
    /// The bodies built, the rows placed by layouts, and the counters' changes.
    let bodies: Int
    let rowsLaidOut: Int
    let measurements: Int
    let installs: Int
    /// The cells drawn again by the frame.
    let redrawn: [CountingCell]

    /// Whether the cell showing a row is among those drawn again.
    func redrew(_ id: RowID) -> Bool {
      redrawn.contains { $0 === table.cell(for: id) }
    }

    /// The frame a fresh table of the same rows draws, focused on `row`'s `+`.
    func freshFrame(focusedOn row: RowID) throws -> TextCanvas {
      let fresh = try TableView(
        registry: table.registry, rows: table.allRows, viewport: table.viewport)
      try fresh.setFocus(row, control: "plus")
      return fresh.render()
    }
  }

  /// Runs an event on the table ``FrameAfterEvent`` describes: `prepare` gets the table
  /// before its first frame into the kept canvas (it may draw elsewhere, as a driver
  /// finding a button does) and returns the event.
  func frameAfter(
    _ prepare: (TableView) throws -> (TableView) throws -> Void
  ) throws -> FrameAfterEvent {
    let counter = BodyCounter()
    var registry = RowKindRegistry()
    try registry.register(CountingKind(counter: counter))
    nonisolated(unsafe) var made: [CountingCell] = []
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
    let event = try prepare(table)
    var canvas = TextCanvas(size: table.viewport)
    table.draw(into: &canvas)
    let before = (counter.value, table.rowsLaidOut, table.counters, made.map(\.draws))
    try event(table)
    table.draw(into: &canvas)
    return FrameAfterEvent(
      table: table, canvas: canvas, bodies: counter.value - before.0,
      rowsLaidOut: table.rowsLaidOut - before.1,
      measurements: table.counters.measurements - before.2.measurements,
      installs: table.counters.installs - before.2.installs,
      redrawn: zip(made, before.3).filter { $0.0.draws != $0.1 }.map(\.0))
  }

  /// A tap that moves the focus from one row to another, and the frame after it: the
  /// rows keep their places, so no row but the tapped one (its content changed) is
  /// laid out, measured or installed again, and only the row the focus left and the
  /// tapped row are drawn again; the frame equals a fresh table's.
  @Test func aTapThatMovesTheFocusDrawsOnlyTheRowsItLeftAndEntered() throws {
    let frame = try frameAfter { table in
      let plus = try #require(try TableDriver(table).point(ofLabel: "+", inRow: 5))
      return { _ = try $0.tap(at: plus) }
    }
    #expect(frame.table.focus == Focus(row: 5, control: "plus"))
    #expect(frame.rowsLaidOut == 1, "no row placed again but the tapped one")
    #expect(frame.bodies == 1, "the tapped row's body, once")
    #expect(frame.measurements == 1, "the tapped row alone")
    #expect(frame.installs == 1, "the tapped row alone")
    #expect(frame.redrawn.count == 2, "the row the focus left and the tapped row")
    #expect(frame.redrew(2) && frame.redrew(5))
    #expect(frame.canvas == (try frame.freshFrame(focusedOn: 5)))
  }

  /// The focus moved by a key, no content changed: no row is laid out, measured or
  /// installed again, and only the two rows are drawn again; the frame equals a fresh
  /// table's.
  @Test func aFocusMoveDrawsOnlyTheTwoRowsAndMeasuresNone() throws {
    let frame = try frameAfter { _ in { try $0.handle(.down) } }
    #expect(frame.table.focus?.row == 3)
    #expect(frame.rowsLaidOut == 0, "no row placed again")
    #expect(frame.bodies == 0)
    #expect(frame.measurements == 0 && frame.installs == 0)
    #expect(frame.redrawn.count == 2, "the row the focus left and the row it entered")
    #expect(frame.redrew(2) && frame.redrew(3))
    #expect(frame.canvas == (try frame.freshFrame(focusedOn: 3)))
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
