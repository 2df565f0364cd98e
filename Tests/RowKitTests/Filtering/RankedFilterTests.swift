import RowKitTesting
import Testing

@testable import RowKit

/// A ranked text filter (``RowFilter/text(_:keepsRowsWithoutText:order:)``): the best
/// matches first, ties in the rows' order; layout, scrolling, hit testing and the
/// focus follow the ranked order. Filtered in steps, each step's rows are ranked into
/// the order kept (``RankedOrder/insert(rows:scores:heights:)``), which must be the
/// order a ranking of every row at once gives.
@Suite struct RankedFilterTests {
  let names = ["the_vast_sea", "tests", "TableView", "t v", "ToolView", "notes", "TV"]

  func table(lines: Int = 5) throws -> TableView {
    try TableView(
      registry: TestKinds.registry(),
      rows: names.enumerated().map { label(RowID($0.offset), $0.element) },
      viewport: Size(columns: 16, lines: lines))
  }

  @Test func theBestMatchesComeFirstAndTiesKeepTheRowsOrder() throws {
    let table = try table()
    let query = TextQuery("tv")
    table.filter = .text(query, order: .ranked)
    // The order TextMatches ranks the same texts in.
    let ranked = Array(TextMatches(searching: names, for: query, order: .ranked))
    #expect(table.visibleRowIDs == ranked.prefix(5).map { RowID($0) })
    #expect(plainLines(table) == ["  TV", "  t v", "  the_vast_sea", "  ToolView", "  TableView"])
    #expect(table.numberOfShownRows == 5)
    #expect(table.invariantViolations() == [])
    // The original order, for the same query.
    table.filter = .text(query)
    #expect(plainLines(table) == ["  the_vast_sea", "  TableView", "  t v", "  ToolView", "  TV"])
  }

  @Test func scrollingHitTestingAndTheFocusFollowTheRankedOrder() throws {
    let table = try table(lines: 2)
    _ = table.render()
    // Setting a ranked filter shows its best match at the top, wherever the table was.
    table.filter = .text(TextQuery("tv"), order: .ranked)
    #expect(plainLines(table) == ["  TV", "  t v"])
    #expect(table.hitTest(Point(column: 3, line: 1))?.row == 3)
    #expect(table.indexPath(atContentLine: 2) == RowIndexPath(row: 0))
    table.scroll(toOffset: 3)
    #expect(plainLines(table) == ["  ToolView", "  TableView"])
    #expect(table.contentOffset == 3)
    try table.setFocus(6)  // TV, ranked first
    table.moveFocus(byRows: 1)
    #expect(table.focus?.row == 3)
    table.moveFocus(byRows: 2)
    #expect(table.focus?.row == 4)
    table.moveFocusToEdge(end: true)
    #expect(table.focus?.row == 2)
    #expect(plainLines(table) == ["  ToolView", "› TableView"])
    table.moveFocusByPage(down: false)
    #expect(table.focus?.row == 4)
    table.moveFocusToEdge(end: false)
    #expect(table.focus?.row == 6)
    #expect(plainLines(table) == ["› TV", "  t v"])
    #expect(table.invariantViolations() == [])
  }

  @Test func editsWhileRankedRankTheShownRowsAgain() throws {
    let table = try table()
    table.filter = .text(TextQuery("tv"), order: .ranked)
    try table.insert([label(10, "tv")], at: RowIndexPath(row: 0))
    try table.reconfigure(6, with: AnyRowContent(kind: LabelKind(), content: "a tv b"))
    try table.delete(3)
    #expect(
      plainLines(table) == ["  tv", "  a tv b", "  the_vast_sea", "  ToolView", "  TableView"])
    #expect(table.invariantViolations() == [])
  }

  /// Forty rows in a repeating pattern of three ways to match "tv" (each way one
  /// score, so ten-way ties) and one row that does not match.
  static let stepTexts = (0..<40).map { index in
    ["tv \(index)", "t_v \(index)", "xtxv \(index)", "none \(index)"][index % 4]
  }

  static func stepRows() -> [Row] {
    stepTexts.enumerated().map {
      Row(id: RowID($0.offset), kind: LabelKind(), content: $0.element)
    }
  }

  @Test func aRankingMadeStepByStepIsTheRankingMadeAtOnce() throws {
    let table = try TableView(rows: Self.stepRows(), viewport: Size(columns: 16, lines: 6))
    let atOnce = try TableView(rows: Self.stepRows(), viewport: table.viewport)
    // Steps of four rows: the first step checks rows until a screenful is shown.
    table.filterState.stepRows = 4
    let filter = RowFilter.text(TextQuery("tv"), order: .ranked)
    table.filter = filter
    atOnce.filter = filter
    #expect(table.isFiltering)
    #expect(!atOnce.isFiltering)
    #expect(table.numberOfShownRows == 7)
    #expect(
      plainLines(table) == ["  tv 0", "  tv 4", "  tv 8", "  t_v 1", "  t_v 5", "  xtxv 2"])
    #expect(table.invariantViolations() == [])
    // The ranking kept is checked against one made anew (the invariants) at each step.
    let steps = stepFilterCheckingInvariants(table, rows: 4)
    #expect(steps >= 5)
    #expect(table.numberOfShownRows == 30)
    #expect(
      plainLines(table) == ["  tv 0", "  tv 4", "  tv 8", "  tv 12", "  tv 16", "  tv 20"])
    #expect(plainLines(table) == plainLines(atOnce))
    let kept = try #require(table.filterState.ranking)
    #expect(kept == table.rank(TextQuery("tv")))
    #expect(kept.flatIndexes == atOnce.filterState.ranking?.flatIndexes)
    // The whole order: each way to match in the rows' order, ways by score.
    let expected = Array(
      TextMatches(searching: Self.stepTexts, for: TextQuery("tv"), order: .ranked))
    #expect((0..<kept.count).map { kept.flatIndex(at: $0) } == expected)
    #expect(expected.prefix(11) == [0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 1])
    table.moveFocusToEdge(end: true)
    #expect(
      plainLines(table) == [
        "  xtxv 18", "  xtxv 22", "  xtxv 26", "  xtxv 30", "  xtxv 34", "› xtxv 38",
      ])
    #expect(table.invariantViolations() == [])
  }
}
