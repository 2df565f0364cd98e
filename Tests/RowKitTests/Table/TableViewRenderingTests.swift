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

@Suite struct FirstFittingTests {
  struct PromptKind: ComposedRowKind {
    typealias Content = String
    var id: RowKindID { "prompt" }
    func body(of content: String) -> Node {
      .firstFitting {
        Node.hstack {
          Node.text(content)
          Node.button("ok", label: "OK")
        }
        Node.vstack {
          Node.text(content)
          Node.button("ok", label: "OK")
        }
      }
    }
  }

  @Test func takesTheFirstLayoutThatFitsTheWidth() throws {
    var registry = RowKindRegistry()
    try registry.register(PromptKind())
    let row = Row(id: 1, kind: PromptKind(), content: "Continue anyway?")
    let wide = try TableView(registry: registry, rows: [row], viewport: Size(columns: 20, lines: 2))
    #expect(plainLines(wide) == ["  Continue    [ OK ]", "  anyway?"])
    let narrow = try TableView(
      registry: registry, rows: [row], viewport: Size(columns: 16, lines: 3))
    #expect(plainLines(narrow) == ["  Continue", "  anyway?", "  [ OK ]"])
    #expect(narrow.hitTest(Point(column: 3, line: 2))?.control == "ok")
    #expect(narrow.hitTest(Point(column: 3, line: 0))?.control == nil)
    #expect(AnyRowContent(kind: PromptKind(), content: "x").controls == ["ok"])
  }
}
