import RowKit
import RowKitTesting
import Synchronization
import Testing

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
