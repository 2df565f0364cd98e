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

@Suite struct NodeDrawingTests {
  let node = Node.vstack {
    Node.text("Pick one", style: Style(attributes: .bold))
    Node.control("a") {
      Node.hstack {
        Node.mark(.radio, isOn: true)
        Node.text("Alpha")
      }
    }
    Node.button("go", label: "Go").background(.blue)
  }

  @Test func drawsACompositionIntoACanvasWithTheFocus() {
    var canvas = TextCanvas(size: Size(columns: 12, lines: 3))
    let frame = Rect(column: 0, line: 0, width: 12, height: 3)
    node.draw(in: &canvas, frame: frame, clip: frame, focused: "a")
    #expect(TextRenderer.plain.render(canvas) == "Pick one\n<•> Alpha\n[ Go ]\n")
    #expect(canvas[0, 0].style.attributes.contains(.bold))
    #expect(canvas[4, 1].style.attributes.contains(.underline))
    #expect(canvas[11, 2].style.background == .blue)
  }

  /// A block of one node is that node (no array made to join it), a `for` and an `if`
  /// still join their parts, and a control made of one node is the control its block
  /// makes.
  @Test func builderBlocksOfOneNodeAreThatNode() {
    let line = Node.hstack {
      Node.mark(.radio, isOn: true)
      Node.text("Alpha")
    }
    #expect(Node.control("a", wrapping: line) == Node.control("a") { line })
    #expect(
      Node.control("a", isEnabled: false, wrapping: line)
        == Node.control("a", isEnabled: false) { line })
    #expect(Node.control("a", wrapping: line) != Node.control("b") { line })
    #expect(Node.vstack { line } == Node.vstack([line]))
    let joined = Node.vstack {
      line
      for index in 0..<2 { Node.text("\(index)") }
      if line != .empty { Node.text("yes") }
    }
    #expect(joined == Node.vstack([line, .text("0"), .text("1"), .text("yes")]))
  }

  @Test func hitTestsTheInnermostControl() {
    let frame = Rect(column: 2, line: 1, width: 12, height: 3)
    #expect(node.control(at: Point(column: 2, line: 1), in: frame) == nil)
    #expect(node.control(at: Point(column: 9, line: 2), in: frame) == "a")
    #expect(node.control(at: Point(column: 3, line: 3), in: frame) == "go")
    #expect(node.control(at: Point(column: 10, line: 3), in: frame) == nil)
    #expect(node.control(at: Point(column: 0, line: 0), in: frame) == nil)
    #expect(node.controls == ["a", "go"])
  }
}
