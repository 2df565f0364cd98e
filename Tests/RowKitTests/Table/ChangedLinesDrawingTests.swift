import Testing

@testable import RowKit

/// A composed row whose new content only restyles its layout (an option toggled) is
/// drawn again, into the canvas kept from the frame before, on the lines that draw
/// differently alone: the other lines of the row keep their versions, so the frame
/// writer compares and writes none of them. Each frame equals a fresh table's.
@Suite struct ChangedLinesDrawingTests {
  /// A question over two options; pressing an option chooses it.
  struct QuestionKind: ComposedRowKind {
    struct Content: Equatable, Sendable {
      var title: String
      var chosen: Int
    }

    var id: RowKindID { "question" }

    func body(of content: Content) -> Node {
      Node.vstack {
        Node.text(content.title, style: Style(attributes: .bold))
        for index in 0..<2 {
          Node.control(ControlID("option", index: index)) {
            Node.hstack {
              Node.mark(.radio, isOn: content.chosen == index)
              Node.text(
                "Option \(index)",
                style: content.chosen == index ? Style(attributes: .bold) : .plain)
            }
          }
        }
      }
    }

    func action(for event: ControlEvent, content: Content) -> RowAction<Content> {
      guard event.isPress, let index = event.control?.index else { return .none }
      var next = content
      next.chosen = index
      return .update(next)
    }
  }

  /// A label, a question (lines 1 to 3) and another label, at 24x6, drawn once.
  final class Fixture {
    let table: TableView
    var canvas: TextCanvas

    init() throws {
      var registry = RowKindRegistry()
      try registry.register(QuestionKind())
      try registry.register(LabelKind())
      table = try TableView(
        registry: registry,
        rows: [
          Row(id: 1, kind: LabelKind(), content: "Before"),
          Row(id: 2, kind: QuestionKind(), content: .init(title: "Which?", chosen: 0)),
          Row(id: 3, kind: LabelKind(), content: "After"),
        ], viewport: Size(columns: 24, lines: 6))
      canvas = TextCanvas(size: table.viewport)
      table.draw(into: &canvas)
    }

    /// Draws the next frame into the kept canvas: the lines written meanwhile.
    func frame(after change: () throws -> Void) rethrows -> [Int] {
      let versions = (0..<canvas.size.lines).map { canvas.version(ofLine: $0) }
      try change()
      table.draw(into: &canvas)
      return (0..<canvas.size.lines).filter { canvas.version(ofLine: $0) != versions[$0] }
    }

    func fresh() throws -> TextCanvas {
      var registry = RowKindRegistry()
      try registry.register(QuestionKind())
      try registry.register(LabelKind())
      let fresh = try TableView(registry: registry, rows: table.allRows, viewport: table.viewport)
      if let focus = table.focus { try fresh.setFocus(focus.row, control: focus.control) }
      return fresh.render()
    }
  }

  @Test func aToggleRedrawsOnlyTheOptionLines() throws {
    let fixture = try Fixture()
    let written = try fixture.frame {
      try fixture.table.activate(ControlID("option", index: 1), in: 2)
    }
    #expect(written == [2, 3], "the two options' lines; not the question's")
    #expect(
      TextRenderer.plain.render(fixture.canvas).split(separator: "\n").prefix(4).map {
        String($0.reversed().drop { $0 == " " }.reversed())
      } == ["  Before", "  Which?", "  ( ) Option 0", "  (•) Option 1"])
    #expect(fixture.canvas == (try fixture.fresh()))
  }

  @Test func changesBetweenFramesAddUp() throws {
    let fixture = try Fixture()
    // Option 1, then a new title (laid out afresh): the whole row.
    var written = try fixture.frame {
      try fixture.table.activate(ControlID("option", index: 1), in: 2)
      try fixture.table.reconfigure(
        2, kind: QuestionKind(), content: .init(title: "Which one?", chosen: 1))
    }
    #expect(written == [1, 2, 3])
    #expect(fixture.canvas == (try fixture.fresh()))
    // Option 0 and back to 1 between two frames: nothing to draw, the lines as drawn.
    written = try fixture.frame {
      try fixture.table.activate(ControlID("option", index: 0), in: 2)
      try fixture.table.activate(ControlID("option", index: 1), in: 2)
    }
    #expect(written.isEmpty)
    #expect(fixture.canvas == (try fixture.fresh()))
    // A toggle with the focus moved onto the row: the row is drawn whole.
    written = try fixture.frame {
      try fixture.table.setFocus(2, control: ControlID("option", index: 0))
      try fixture.table.activate(ControlID("option", index: 0), in: 2)
    }
    #expect(written == [1, 2, 3])
    #expect(fixture.canvas == (try fixture.fresh()))
    // Focused, toggled again: the option lines alone.
    written = try fixture.frame {
      try fixture.table.activate(ControlID("option", index: 1), in: 2)
    }
    #expect(written == [2, 3])
    #expect(fixture.canvas == (try fixture.fresh()))
  }

  @Test func anotherCanvasIsDrawnWhole() throws {
    let fixture = try Fixture()
    try fixture.table.activate(ControlID("option", index: 1), in: 2)
    var other = TextCanvas(size: fixture.table.viewport)
    fixture.table.draw(into: &other)
    #expect(other == (try fixture.fresh()))
    // Back to the kept canvas, after a frame elsewhere: every row is drawn.
    let written = try fixture.frame {
      try fixture.table.activate(ControlID("option", index: 0), in: 2)
    }
    #expect(written == [0, 1, 2, 3, 4, 5])
    #expect(fixture.canvas == (try fixture.fresh()))
  }
}
