import RowKitTesting
import Testing

@testable import RowKit

/// A table over a ``RowSource``: what it makes, what it shows, literal frames.
@Suite struct SourceTableTests {
  @Test func opensWithoutMakingARowAndMakesOnlyTheWindow() throws {
    let source = GeneratedSource(count: 100_000_000)
    let table = try TableView(source: source, viewport: Size(columns: 16, lines: 3))
    #expect(source.rowsMade == 0)
    #expect(table.numberOfRows == 100_000_000)
    #expect(table.contentHeight == 100_000_000)
    #expect(plainLines(table) == ["  row 0", "  row 1", "  row 2"])
    #expect(source.rowsMade < 100)
    table.scroll(toOffset: 50_000_000)
    #expect(plainLines(table) == ["  row 50000000", "  row 50000001", "  row 50000002"])
    #expect(table.contentOffset == 50_000_000)
    table.moveFocusToEdge(end: true)
    #expect(plainLines(table) == ["  row 99999997", "  row 99999998", "› row 99999999"])
    #expect(source.rowsMade < 300)
    #expect(table.invariantViolations() == [])
  }

  @Test func anEstimateCorrectedAboveTheViewportMovesNothing() throws {
    // Rows of two lines, estimated at one.
    let source = ArraySource(
      (0..<1_000).map { Row(id: RowID($0), kind: LabelKind(), content: "r\($0) two lines") })
    let table = try TableView(source: source, viewport: Size(columns: 10, lines: 4))
    table.scroll(toOffset: 500)
    let shown = plainLines(table)
    #expect(shown == ["  r500 two", "  lines", "  r501 two", "  lines"])
    // Scrolling up a row measures it at two lines: the content above grows, and the
    // rows shown stay where they were.
    table.scroll(by: -1)
    #expect(plainLines(table) == ["  lines", "  r500 two", "  lines", "  r501 two"])
    #expect(table.contentHeight == 1_000 + 3)
    #expect(table.invariantViolations() == [])
  }

  @Test func appendsBelowLeaveTheViewportStillAndEndFollows() throws {
    let source = ArraySource(
      (0..<50).map { Row(id: RowID($0), kind: LabelKind(), content: "line \($0)") })
    let table = try TableView(source: source, viewport: Size(columns: 12, lines: 2))
    table.scroll(toOffset: 10)
    #expect(plainLines(table) == ["  line 10", "  line 11"])
    source.rows += (50..<80).map { Row(id: RowID($0), kind: LabelKind(), content: "line \($0)") }
    try table.sourceDidChange(.insert(50..<80))
    #expect(plainLines(table) == ["  line 10", "  line 11"])
    table.moveFocusToEdge(end: true)
    #expect(plainLines(table) == ["  line 78", "› line 79"])
    // Rows inserted above keep the viewport on its rows.
    source.rows.insert(
      contentsOf: (100..<105).map { Row(id: RowID($0), kind: LabelKind(), content: "new \($0)") },
      at: 0)
    try table.sourceDidChange(.insert(0..<5))
    #expect(plainLines(table) == ["  line 78", "› line 79"])
    #expect(table.numberOfRows == 85)
    #expect(table.invariantViolations() == [])
  }

  @Test func aFilterChecksTheWholeSourceAndShowsMatchesInOrder() throws {
    let source = GeneratedSource(count: 1_000)
    let table = try TableView(source: source, viewport: Size(columns: 16, lines: 3))
    table.filter = .text(TextQuery("99", mode: .exact))
    #expect(table.numberOfShownRows == 19)
    #expect(plainLines(table) == ["  row 99", "  row 199", "  row 299"])
    table.filter = .text(TextQuery("999", mode: .exact))
    #expect(table.numberOfShownRows == 1)
    #expect(plainLines(table) == ["  row 999", "", ""])
    table.filter = nil
    #expect(table.numberOfShownRows == 1_000)
    #expect(plainLines(table) == ["  row 997", "  row 998", "  row 999"])
    #expect(table.invariantViolations() == [])
  }
}
