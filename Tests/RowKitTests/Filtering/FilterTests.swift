import RowKitTesting
import Testing

@testable import RowKit

/// `TableView.filter`: rows hidden in place, shown again as they were; layout, focus
/// and edits on the shown rows.
@Suite struct FilterTests {
  let fruit = ["apple", "banana", "cherry", "apricot", "blueberry", "avocado"]

  func table(lines: Int = 6) throws -> TableView {
    try TableView(
      registry: TestKinds.registry(),
      rows: fruit.enumerated().map { label(RowID($0.offset), $0.element) },
      viewport: Size(columns: 12, lines: lines))
  }

  @Test func aTextFilterShowsOnlyTheMatchingRowsInTheirOrder() throws {
    let table = try table()
    table.filter = .text(TextQuery("ap", mode: .exact))
    #expect(plainLines(table) == ["  apple", "  apricot", "", "", "", ""])
    #expect(table.numberOfShownRows == 2)
    #expect(table.numberOfRows == 6)
    #expect(table.isShown(0) && !table.isShown(1))
  }

  @Test func clearingTheFilterShowsEveryRowAsItWas() throws {
    let table = try table()
    let before = plainLines(table)
    table.filter = .text(TextQuery("b", mode: .exact))
    #expect(plainLines(table) == ["  banana", "  blueberry", "", "", "", ""])
    table.filter = nil
    #expect(plainLines(table) == before)
    #expect(table.numberOfShownRows == 6)
  }

  @Test func aNarrowerQueryKeepsOnlyRowsThatStillMatch() throws {
    let table = try table()
    table.filter = .text(TextQuery("a", mode: .exact))
    #expect(table.numberOfShownRows == 4)
    table.filter = .text(TextQuery("av", mode: .exact))
    #expect(plainLines(table) == ["  avocado", "", "", "", "", ""])
    // And wider again: every "a" row is back.
    table.filter = .text(TextQuery("a", mode: .exact))
    #expect(plainLines(table) == ["  apple", "  banana", "  apricot", "  avocado", "", ""])
  }

  @Test func aFuzzyQueryMatchesASubsequence() throws {
    let table = try table()
    table.filter = .text(TextQuery("bry"))
    #expect(plainLines(table) == ["  blueberry", "", "", "", "", ""])
    let match = try #require(table.textMatch(for: 4))
    #expect(match.ranges.first?.lowerBound == 0)
  }

  @Test func aPredicateFilterKeepsTheRowsItSays() throws {
    let table = try table()
    table.filter = .rows { $0.id.description.hasPrefix("1") || $0.id == 5 }
    #expect(plainLines(table) == ["  banana", "  avocado", "", "", "", ""])
  }

  @Test func rowsInsertedWhileFilteredAreCheckedAsTheyComeIn() throws {
    let table = try table()
    table.filter = .text(TextQuery("an", mode: .exact))
    try table.insert([label(10, "mango"), label(11, "kiwi")], at: RowIndexPath(row: 0))
    #expect(plainLines(table) == ["  mango", "  banana", "", "", "", ""])
    // New content is checked again: kiwi now matches, banana no longer does.
    try table.reconfigure(11, with: AnyRowContent(kind: LabelKind(), content: "kiwi and"))
    try table.reconfigure(1, with: AnyRowContent(kind: LabelKind(), content: "plum"))
    #expect(plainLines(table) == ["  mango", "  kiwi and", "", "", "", ""])
    #expect(table.invariantViolations() == [])
  }

  @Test func theFocusLeavesARowTheFilterHidesForTheNearestShownRow() throws {
    let table = try table()
    try table.setFocus(2)  // cherry
    table.filter = .text(TextQuery("b", mode: .exact))
    // Cherry is hidden: the next shown row, blueberry, takes the focus.
    #expect(table.focus?.row == 4)
    table.filter = .text(TextQuery("ban", mode: .exact))
    #expect(table.focus?.row == 1)
    table.filter = .text(TextQuery("zzz", mode: .exact))
    #expect(table.focus == nil)
  }

  @Test func movingTheFocusPassesOverHiddenRows() throws {
    let table = try table()
    table.filter = .text(TextQuery("a", mode: .exact))  // apple banana apricot avocado
    try table.setFocus(0)
    try table.handle(.down)
    #expect(table.focus?.row == 1)
    try table.handle(.down)
    #expect(table.focus?.row == 3)
    try table.handle(.end)
    #expect(table.focus?.row == 5)
    try table.handle(.home)
    #expect(table.focus?.row == 0)
  }

  @Test func scrollingAndHitTestingWorkOnTheShownRows() throws {
    let table = try table(lines: 2)
    table.filter = .text(TextQuery("a", mode: .exact))
    table.scroll(by: 2)
    #expect(plainLines(table) == ["  apricot", "  avocado"])
    #expect(table.hitTest(Point(column: 3, line: 1))?.row == 5)
    #expect(table.contentHeight == 4)
  }

  @Test func rowsWithoutTextAreKeptOrHiddenAsAsked() throws {
    let table = try TableView(
      registry: TestKinds.registry(),
      rows: [label(0, "one"), Row(id: 1, kind: SwitcherKind(), content: "two"), label(2, "three")],
      viewport: Size(columns: 12, lines: 3))
    table.filter = .text(TextQuery("o", mode: .exact))
    #expect(table.numberOfShownRows == 2)
    table.filter = .text(TextQuery("o", mode: .exact), keepsRowsWithoutText: false)
    #expect(table.numberOfShownRows == 1)
    #expect(table.invariantViolations() == [])
  }
}

/// Narrowing a text filter: from matches whose texts were copied apart (few matches)
/// and from matches read in the rows' own texts (a query that matches most rows).
@Suite struct FilterNarrowingTests {
  func table(_ texts: [String]) throws -> TableView {
    try TableView(
      registry: TestKinds.registry(),
      rows: texts.enumerated().map { label(RowID($0.offset), $0.element) },
      viewport: Size(columns: 20, lines: 4))
  }

  @Test func aQueryMatchingFewRowsKeepsTheirTextsApartAndNarrowsFromThem() throws {
    let texts = (0..<200).map { $0 % 10 == 0 ? "match \($0) x\($0 % 3)" : "other \($0)" }
    let table = try table(texts)
    table.filter = .text(TextQuery("match", mode: .exact))
    #expect(table.filterState.matches?.texts?.count == 20)
    table.filter = .text(TextQuery("match 1", mode: .exact))
    let expected = texts.indices.filter { texts[$0].contains("match 1") }
    #expect((0..<200).filter { table.isShown(RowID($0)) } == expected)
    #expect(table.filterState.matches?.rows.map { Int($0) } == expected)
    table.filter = .text(TextQuery("match 1", mode: .exact))
    table.filter = .text(TextQuery("match 11", mode: .exact))
    #expect((0..<200).filter { table.isShown(RowID($0)) } == [110])
    #expect(plainLines(table).first == "  match 110 x2")
    #expect(table.invariantViolations() == [])
  }

  @Test func aQueryMatchingMostRowsNarrowsFromTheRowsOwnTexts() throws {
    let texts = (0..<200).map { "row \($0)" }
    let table = try table(texts)
    table.filter = .text(TextQuery("row", mode: .exact))
    // Every text matches: a copy would double them, so none is kept.
    #expect(table.filterState.matches?.texts == nil)
    table.filter = .text(TextQuery("row 1", mode: .exact))
    let expected = texts.indices.filter { texts[$0].hasPrefix("row 1") }
    #expect((0..<200).filter { table.isShown(RowID($0)) } == expected)
    #expect(table.filterState.matches?.texts == nil)
    table.filter = .text(TextQuery("row 19", mode: .exact))
    #expect((0..<200).filter { table.isShown(RowID($0)) } == [19] + Array(190..<200))
    #expect(table.filterState.matches?.texts?.count == 11)
    #expect(plainLines(table).first == "  row 19")
    #expect(table.invariantViolations() == [])
  }
}

/// Matched characters reach the draw state (``DrawContext/textMatch``), and a
/// composition draws them where its texts are marked as search text.
@Suite struct MatchDrawingTests {
  /// A note whose search text joins its title and its body; the body line adds a
  /// mark that is no search text.
  struct NoteKind: ComposedRowKind {
    typealias Content = [String]
    var id: RowKindID { "note" }
    func searchText(of content: [String]) -> String? { content.joined(separator: " ") }
    func body(of content: [String]) -> Node {
      Node.vstack {
        Node.text(content[0]).showingSearchText()
        Node.text(content[1] + " (draft)")
          .showingSearchText(from: content[0].utf8.count + 1, length: content[1].utf8.count)
      }
    }
  }

  @Test func aCompositionHighlightsWholeCharactersOfItsMarkedTextsOnly() throws {
    let table = try TableView(
      rows: [Row(id: 1, kind: NoteKind(), content: ["Café", "draft plan"])],
      viewport: Size(columns: 24, lines: 2))
    table.filter = .text(TextQuery("é dra", mode: .exact))
    let e = "\u{1B}["
    #expect(
      TextRenderer.ansi.render(table.render())
        == "  Caf\(e)1;4mé\(e)0m\n  \(e)1;4mdra\(e)0mft plan (draft)\(e)0m\n")
    // "draft" only where it is search text: the mark "(draft)" is not.
    table.filter = .text(TextQuery("plan", mode: .exact))
    #expect(
      TextRenderer.ansi.render(table.render())
        == "  Café\(e)0m\n  draft \(e)1;4mplan\(e)0m (draft)\(e)0m\n")
  }

  /// `Node.searchText` makes the node a text node marked by `showingSearchText` is, its
  /// span clamped alike; the modifier leaves any other node as it is.
  @Test func aSearchTextNodeIsAMarkedTextNode() {
    let bold = Style(attributes: .bold)
    #expect(Node.searchText("Café") == Node.text("Café").showingSearchText())
    #expect(
      Node.searchText("draft plan", style: bold, from: 5, length: 4)
        == Node.text("draft plan", style: bold).showingSearchText(from: 5, length: 4))
    #expect(
      Node.searchText("plan", from: -3, length: 99)
        == Node.text("plan").showingSearchText(from: 0, length: 4))
    #expect(
      Node.searchText("plan", length: -1) == Node.text("plan").showingSearchText(length: 0))
    #expect(Node.searchText("plan") != Node.text("plan"))
    #expect(Node.mark(.radio, isOn: true).showingSearchText() == Node.mark(.radio, isOn: true))
  }

  @Test func theDrawStateCarriesTheMatchOnlyWhileATextFilterIsSet() throws {
    let table = try TableView(
      rows: [Row(id: 1, kind: NoteKind(), content: ["Café", "draft plan"])],
      viewport: Size(columns: 24, lines: 2))
    #expect(
      TextRenderer.ansi.render(table.render()) == "  Café\u{1B}[0m\n  draft plan (draft)\u{1B}[0m\n"
    )
    table.filter = .text(TextQuery("cp"))
    #expect(table.textMatch(for: 1)?.ranges == [0..<1, 12..<13])
    #expect(
      TextRenderer.ansi.render(table.render())
        == "  \u{1B}[1;4mC\u{1B}[0mafé\u{1B}[0m\n  draft \u{1B}[1;4mp\u{1B}[0mlan (draft)\u{1B}[0m\n"
    )
  }
}
