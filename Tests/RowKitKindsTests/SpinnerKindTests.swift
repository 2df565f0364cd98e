import RowKit
import RowKitSpinner
import RowKitTesting
import Testing

@Suite struct SpinnerKindTests {
  func table(rows: Int, lines: Int) throws -> TableView {
    var registry = RowKindRegistry()
    try registry.register(SpinnerKind())
    return try TableView(
      registry: registry,
      rows: (1...rows).map {
        Row(id: RowID($0), kind: SpinnerKind(), content: .init(label: "Loading part \($0)"))
      },
      viewport: Size(columns: 20, lines: lines))
  }

  @Test func eachTickTurnsTheSpinnersShownByOneFrame() throws {
    let table = try table(rows: 3, lines: 2)
    expectLines(RenderedLines.of(table), ["  ⠋ Loading part 1", "  ⠋ Loading part 2"])
    try SpinnerKind.tick(table)
    try SpinnerKind.tick(table)
    expectLines(RenderedLines.of(table), ["  ⠹ Loading part 1", "  ⠹ Loading part 2"])
    // The row out of sight was not ticked.
    #expect(try table.row(3).content.content(as: SpinnerKind.Content.self)?.phase == 0)
    let done = try #require(try table.row(2).content.content(as: SpinnerKind.Content.self)).done()
    try table.reconfigure(2, kind: SpinnerKind(), content: done)
    try SpinnerKind.tick(table)
    expectLines(RenderedLines.of(table), ["  ⠸ Loading part 1", "  ✓ Loading part 2"])
  }

  @Test func framesWrapAndNeverOverflow() {
    var content = SpinnerKind.Content(label: "x", frames: .line, phase: Int.max)
    #expect(content.symbol == "\\")  // Int.max % 4 == 3
    content = content.ticked()
    #expect(content.phase == 0)
    #expect(content.symbol == "|")
    let negative = SpinnerKind.Content(label: "x", frames: .line, phase: -1)
    #expect(negative.symbol == "\\")
    #expect(negative.ticked().phase == 0)
    #expect(SpinnerKind.Frames.dots.symbols.count == 10)
  }

  @Test func aKindUnderAnotherIdTicksItsOwnRows() throws {
    var registry = RowKindRegistry()
    let slow = SpinnerKind(id: "slow-spinner")
    try registry.register(SpinnerKind())
    try registry.register(slow)
    let table = try TableView(
      registry: registry,
      rows: [
        Row(id: "a", kind: SpinnerKind(), content: .init(label: "a")),
        Row(id: "b", kind: slow, content: .init(label: "b")),
      ], viewport: Size(columns: 10, lines: 2))
    try slow.tick(table)
    #expect(try table.row("a").content.content(as: SpinnerKind.Content.self)?.phase == 0)
    #expect(try table.row("b").content.content(as: SpinnerKind.Content.self)?.phase == 1)
  }
}
