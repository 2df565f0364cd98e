import RowKit
import Testing

@Suite struct TableViewRenderingTests {
  @Test func drawsRowsWithTheFocusGutter() throws {
    let table = try TableView(
      registry: TestKinds.registry(),
      rows: [toggle(1, "Milk", isOn: true), toggle(2, "Eggs"), label(3, "plain label")],
      viewport: Size(columns: 24, lines: 4))
    try table.setFocus(2)
    #expect(
      plainLines(table) == [
        "  [x] Milk       [ Del ]",
        "› < > Eggs       [ Del ]",
        "  plain label",
        "",
      ])
  }

  @Test func rowsWrapAndSizeThemselves() throws {
    let table = try TableView(
      registry: TestKinds.registry(),
      rows: [label(1, "one two three four"), label(2, "five")],
      viewport: Size(columns: 10, lines: 5))
    #expect(
      plainLines(table) == [
        "  one two",
        "  three",
        "  four",
        "  five",
        "",
      ])
    #expect(try table.contentFrame(of: 2) == (top: 3, height: 1))
  }

  @Test func aRowScrolledHalfOutIsClipped() throws {
    let table = try TableView(
      registry: TestKinds.registry(),
      rows: [label(1, "aa bb cc"), label(2, "dd")],
      viewport: Size(columns: 5, lines: 2))
    table.scroll(by: 2)
    #expect(plainLines(table) == ["  cc", "  dd"])
  }

  @Test func separatorsAndInsetsComeFromTheChrome() throws {
    let table = try TableView(
      registry: TestKinds.registry(), rows: [label(1, "a"), label(2, "b")],
      viewport: Size(columns: 6, lines: 4),
      chrome: CellChrome(insets: EdgeInsets(leading: 1), showsSeparator: true))
    #expect(plainLines(table) == ["   a", "──────", "   b", "──────"])
  }
}
