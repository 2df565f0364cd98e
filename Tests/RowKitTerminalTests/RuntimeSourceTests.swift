import RowKit
import RowKitTerminal
import RowKitTesting
import Testing

/// The runtime over a table of a `RowSource`: its position is the source's.
@Suite struct RuntimeSourceTests {
  /// A million generated lines.
  final class Lines: RowSource {
    var count = 1_000_000
    func id(at index: Int) -> RowID { RowID(index) }
    func row(at index: Int) -> Row {
      Row(id: RowID(index), kind: TextKind(), content: "line \(index)")
    }
  }

  struct TextKind: ComposedRowKind {
    typealias Content = String
    var id: RowKindID { "text" }
    func body(of content: String) -> Node { .text(content) }
  }

  @Test func thePositionCountsTheSourcesRows() throws {
    var registry = RowKindRegistry()
    try registry.register(TextKind())
    let table = try TableView(registry: registry, source: Lines(), viewport: .zero)
    let runtime = TerminalRuntime(table: table)
    runtime.screen = Size(columns: 24, lines: 4)
    runtime.showsPosition = true
    runtime.helpLine = "q quit"
    expectLines(Array(RenderedLines.of(runtime.frame()).suffix(1)), ["q quit         1/1000000"])
    table.scroll(toOffset: 600_000)
    expectLines(
      RenderedLines.of(runtime.frame()),
      ["  line 600000", "  line 600001", "  line 600002", "q quit    600001/1000000"])
    runtime.handle(.input(.key(KeyPress(.down))))
    runtime.handle(.input(.key(KeyPress(.down))))
    expectLines(Array(RenderedLines.of(runtime.frame()).suffix(1)), ["q quit    600002/1000000"])
    // The focused row scrolled far away keeps its number.
    table.scroll(toOffset: 10)
    expectLines(
      RenderedLines.of(runtime.frame()),
      ["  line 10", "  line 11", "  line 12", "q quit    600002/1000000"])
    #expect(table.focus == nil)
    #expect(table.focusedSourceIndex == 600_001)
  }
}
