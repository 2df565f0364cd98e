import RowKitTesting
import Testing

@testable import RowKit

/// A ranked text filter over a ``RowSource``: the matches by score, ties in the
/// source's order, as a table holding the same rows ranks them; literal frames of the
/// ranked order through scrolling, hit testing, the focus, the selection, the
/// source's changes and a scan in steps.
@Suite struct RankedSourceTests {
  static let names = [
    "tests/tv.swift", "TableView.swift", "notes", "the_vast_sea", "TV", "t.v", "ToolView",
    "nothing", "TextView", "tv",
  ]

  static func rows(_ names: [String]) -> [Row] {
    names.enumerated().map { Row(id: RowID($0.offset), kind: LabelKind(), content: $0.element) }
  }

  @Test func aSourceRanksItsMatchesAsATableOfTheSameRowsDoes() throws {
    let source = ArraySource(Self.rows(Self.names))
    let table = try TableView(source: source, viewport: Size(columns: 20, lines: 9))
    let rows = try TableView(rows: Self.rows(Self.names), viewport: table.viewport)
    let filter = RowFilter.text(TextQuery("tv"), order: .ranked)
    table.filter = filter
    rows.filter = filter
    #expect(plainLines(table) == plainLines(rows))
    #expect(
      plainLines(table) == [
        "  TV", "  tv", "  tests/tv.swift", "  t.v", "  the_vast_sea", "  ToolView",
        "  TextView", "  TableView.swift", "",
      ])
    #expect(table.numberOfShownRows == 8)
    #expect(table.invariantViolations() == [])
    // The source's order, for the same query.
    table.filter = .text(TextQuery("tv"))
    #expect(
      plainLines(table).prefix(3) == ["  tests/tv.swift", "  TableView.swift", "  the_vast_sea"])
  }

  @Test func scrollingHitTestingAndTheFocusFollowTheRankedOrder() throws {
    let source = ArraySource(Self.rows(Self.names))
    let table = try TableView(source: source, viewport: Size(columns: 20, lines: 3))
    table.filter = .text(TextQuery("tv"), order: .ranked)
    #expect(plainLines(table) == ["  TV", "  tv", "  tests/tv.swift"])
    table.scroll(toOffset: 3)
    #expect(plainLines(table) == ["  t.v", "  the_vast_sea", "  ToolView"])
    #expect(table.contentOffset == 3)
    #expect(table.hitTest(Point(column: 4, line: 1))?.row == RowID(3))
    table.moveFocusToEdge(end: true)
    #expect(plainLines(table) == ["  ToolView", "  TextView", "› TableView.swift"])
    #expect(table.focusedSourceIndex == 1)
    table.moveFocus(byRows: -1)
    #expect(plainLines(table) == ["  ToolView", "› TextView", "  TableView.swift"])
    #expect(table.focusedSourceIndex == 8)
    table.moveFocusToEdge(end: false)
    #expect(plainLines(table) == ["› TV", "  tv", "  tests/tv.swift"])
    #expect(table.invariantViolations() == [])
  }

  @Test func changesOfTheSourceAreRankedAndTheFocusStaysWithItsRow() throws {
    let source = ArraySource(Self.rows(Self.names))
    let table = try TableView(source: source, viewport: Size(columns: 20, lines: 4))
    table.filter = .text(TextQuery("tv"), order: .ranked)
    table.moveFocus(byRows: 1)
    table.moveFocus(byRows: 1)
    #expect(plainLines(table) == ["  TV", "› tv", "  tests/tv.swift", "  t.v"])
    // A match as good as the best inserted first in the source ranks first (ties in
    // the source's order); the viewport keeps its row and line, so it is above, and
    // the focus stays on "tv", now at source index 10.
    source.rows.insert(Row(id: RowID(100), kind: LabelKind(), content: "TV"), at: 0)
    try table.sourceDidChange(.insert(0..<1))
    #expect(plainLines(table) == ["  TV", "› tv", "  tests/tv.swift", "  t.v"])
    #expect(table.focusedSourceIndex == 10)
    table.scroll(toOffset: 0)
    #expect(plainLines(table) == ["  TV", "  TV", "› tv", "  tests/tv.swift"])
    #expect(table.visibleRowIDs == [RowID(100), RowID(4), RowID(9), RowID(0)])
    // A reload that makes a row a worse match moves it down the ranking; the viewport
    // keeps its row (the first), so it follows it.
    source.rows[1] = Row(id: RowID(0), kind: LabelKind(), content: "a TxxV")
    try table.sourceDidChange(.reload(1..<2))
    #expect(table.visibleRowIDs.first == RowID(100))
    table.scroll(toOffset: 0)
    #expect(plainLines(table) == ["  TV", "  TV", "› tv", "  t.v"])
    #expect(table.focusedSourceIndex == 10)
    // The focused row deleted: the focus goes to the next match in the source's order
    // ("TextView", ranked last but one), the viewport stays at its place.
    source.rows.remove(at: 10)
    try table.sourceDidChange(.delete(10..<11))
    #expect(table.focusedSourceIndex == 9)
    #expect(table.focus?.row == RowID(8))
    #expect(plainLines(table) == ["  TV", "  TV", "  t.v", "  a TxxV"])
    #expect(table.numberOfShownRows == 8)
    #expect(table.invariantViolations() == [])
  }

  @Test func theSelectionIsKeptBySourceIndexAcrossTheRankedOrder() throws {
    let source = ArraySource(Self.rows(Self.names))
    let table = try TableView(source: source, viewport: Size(columns: 20, lines: 9))
    table.selectionMode = .multiple
    table.filter = .text(TextQuery("tv"), order: .ranked)
    // The first three ranked rows: TV (4), tv (9), tests/tv.swift (0).
    try table.select(RowID(4))
    try table.selectRange(to: RowID(0))
    #expect(table.selectedSourceRanges == [0..<1, 4..<5, 9..<10])
    #expect(table.selectedCount == 3)
    table.filter = nil
    #expect(Set(table.selectedRowIDs) == [RowID(0), RowID(4), RowID(9)])
    #expect(table.invariantViolations() == [])
  }

  @Test func aScanInStepsIsRankedAgainAsItGrowsAndTheTopStaysTheTop() throws {
    let source = GeneratedSource(count: 300_000)
    let table = try TableView(source: source, viewport: Size(columns: 16, lines: 3))
    table.filter = .text(TextQuery("777"), order: .ranked)
    #expect(table.isFiltering)
    #expect(plainLines(table) == ["  row 777", "  row 7770", "  row 7771"])
    let first = table.numberOfShownRows
    var steps = 0
    while table.continueFiltering() {
      steps += 1
      #expect(table.invariantViolations() == [])
    }
    #expect(steps >= 3)
    // The view at the top stayed at the top as better matches were ranked in.
    #expect(plainLines(table) == ["  row 777", "  row 7770", "  row 7771"])
    #expect(table.numberOfShownRows > first)
    // Ranked as a table holding every row ranks them.
    let texts = (0..<300_000).map { "row \($0)" }
    let ranked = Array(TextMatches(searching: texts, for: TextQuery("777"), order: .ranked))
    #expect(table.numberOfShownRows == ranked.count)
    #expect(table.visibleRowIDs == ranked.prefix(3).map { RowID($0) })
    table.moveFocusToEdge(end: true)
    #expect(table.visibleRowIDs == ranked.suffix(3).map { RowID($0) })
    #expect(table.invariantViolations() == [])
  }

  @Test func aRankingMadeStepByStepIsTheRankingMadeAtOnce() throws {
    // Forty rows, three ways to match "tv" (each way one score: ten-way ties) and one
    // row that does not match, in a repeating pattern.
    let texts = (0..<40).map { index in
      ["tv \(index)", "t_v \(index)", "xtxv \(index)", "none \(index)"][index % 4]
    }
    let table = try TableView(
      source: ArraySource(Self.rows(texts)), viewport: Size(columns: 16, lines: 6))
    let atOnce = try TableView(rows: Self.rows(texts), viewport: table.viewport)
    // Steps of four rows: the first step checks rows until a screenful is found.
    table.filterState.stepRows = 4
    let filter = RowFilter.text(TextQuery("tv"), order: .ranked)
    table.filter = filter
    atOnce.filter = filter
    #expect(table.isFiltering)
    #expect(table.numberOfShownRows == 7)
    #expect(
      plainLines(table) == ["  tv 0", "  tv 4", "  tv 8", "  t_v 1", "  t_v 5", "  xtxv 2"])
    // Rows measured where the order puts them, for the steps to carry over.
    table.moveFocusToEdge(end: true)
    #expect(
      plainLines(table) == ["  tv 4", "  tv 8", "  t_v 1", "  t_v 5", "  xtxv 2", "› xtxv 6"])
    table.moveFocusToEdge(end: false)
    // The ranking kept is checked against one made anew (the invariants) at each step.
    let steps = stepFilterCheckingInvariants(table, rows: 4)
    #expect(steps >= 5)
    #expect(table.numberOfShownRows == 30)
    #expect(
      plainLines(table) == ["› tv 0", "  tv 4", "  tv 8", "  tv 12", "  tv 16", "  tv 20"])
    #expect(plainLines(table).dropFirst() == plainLines(atOnce).dropFirst())
    let state = try #require(table.sourceState)
    let expected = Array(TextMatches(searching: texts, for: TextQuery("tv"), order: .ranked))
    #expect((0..<state.displayCount).map { state.sourceIndex(ofDisplay: $0) } == expected)
    var anew = try #require(state.ranking)
    anew.rank()
    #expect(anew.order == state.ranking?.order)
    table.moveFocusToEdge(end: true)
    #expect(
      plainLines(table) == [
        "  xtxv 18", "  xtxv 22", "  xtxv 26", "  xtxv 30", "  xtxv 34", "› xtxv 38",
      ])
    #expect(table.invariantViolations() == [])
  }

  @Test func rowsOfSeveralLinesTakeTheirHeightsInTheRankedOrder() throws {
    let texts = ["tv one two three", "x", "TV", "tv four five six"]
    let source = ArraySource(
      texts.enumerated().map {
        Row(id: RowID($0.offset), kind: LabelKind(), content: $0.element)
      })
    let table = try TableView(source: source, viewport: Size(columns: 10, lines: 2))
    table.filter = .text(TextQuery("tv"), order: .ranked)
    #expect(plainLines(table) == ["  tv one", "  two"])
    table.scroll(toOffset: 4)
    #expect(plainLines(table) == ["  tv four", "  five six"])
    #expect(table.contentHeight == 6)
    #expect(table.hitTest(Point(column: 3, line: 1))?.row == RowID(3))
    table.scroll(by: -1)
    #expect(plainLines(table) == ["  TV", "  tv four"])
    #expect(table.hitTest(Point(column: 3, line: 0))?.row == RowID(2))
    #expect(table.invariantViolations() == [])
  }
}
