import RowKitTesting
import Testing

@testable import RowKit

/// `scroll(by:)` moves by exactly the lines asked, across rows never shown whose real
/// heights differ from the estimate.
@Suite struct ScrollByTests {
  /// Rows of two lines each (10 columns of content) in a table that estimates one line.
  func tallRows(_ count: Int) throws -> TableView {
    try TableView(
      registry: TestKinds.registry(),
      rows: (0..<count).map { label(RowID($0), "row \($0) aaaa bbbb") },
      viewport: Size(columns: 12, lines: 5))
  }

  @Test func aScrollPastWhatTheEstimateCountsMovesExactly() throws {
    let once = try tallRows(20)
    _ = once.render()
    once.scroll(by: 16)
    let twice = try tallRows(20)
    _ = twice.render()
    twice.scroll(by: 8)
    twice.scroll(by: 8)
    // 16 lines of rows two lines tall: row 8 at the top.
    #expect(once.scrollAnchor == ScrollAnchor(row: 8, line: 0))
    #expect(plainLines(once) == plainLines(twice))
    #expect(plainLines(once) == ["  row 8 aaaa", "  bbbb", "  row 9 aaaa", "  bbbb", "  row 10"])
    // The estimate counts 20 lines in all, the truth 40: nowhere near the end.
    #expect(once.visibleRowIDs.last != 19)
  }

  @Test func aScrollBackUpMovesExactlyToo() throws {
    let table = try tallRows(20)
    try table.scroll(to: 19, position: .bottom)
    table.scroll(by: -10)
    let expected = try tallRows(20)
    for id in 0..<20 { _ = try expected.contentFrame(of: RowID(id)) }
    expected.scroll(toOffset: 40 - 5 - 10)
    #expect(plainLines(table) == plainLines(expected))
  }

  @Test func aScrollPastTheEndStopsThere() throws {
    let table = try tallRows(20)
    table.scroll(by: 1_000)
    #expect(table.visibleRowIDs.last == 19)
    table.scroll(by: .max)
    #expect(table.visibleRowIDs.last == 19)
    table.scroll(by: .min)
    #expect(table.visibleRowIDs.first == 0)
  }

  /// A scroll that passes more rows than it measures goes the rest of the way by the
  /// tree's offsets, so no scroll measures a whole large table.
  @Test func aVeryLongScrollMeasuresAtMostItsBudget() throws {
    let table = try tallRows(50_000)
    _ = table.render()
    let before = table.counters.measurements
    table.scroll(by: 100_000)
    _ = table.render()
    #expect(table.counters.measurements - before <= TableView.exactScrollRows + 10)
    #expect(table.invariantViolations() == [])
  }
}
