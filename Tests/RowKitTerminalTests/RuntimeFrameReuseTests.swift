import RowKit
import RowKitTerminal
import RowKitTesting
import Testing

/// What a frame keeps from the one before — the header's and the footer's heights, the
/// status and help lines as fitted, the parts as drawn — is used again only while what
/// it was made from is the same: a change shows in the next frame.
@Suite struct RuntimeFrameReuseTests {
  func makeRuntime(screen: Size) throws -> TerminalRuntime {
    try RuntimeScreenTests().makeRuntime(rows: 2, screen: screen)
  }

  func lines(_ runtime: TerminalRuntime) -> [String] {
    RenderedLines.of(runtime.frame())
  }

  @Test func aHeaderOrAFooterThatChangesShowsInTheNextFrame() throws {
    let runtime = try makeRuntime(screen: Size(columns: 24, lines: 6))
    var header = "Tallies"
    var footer = "footer"
    runtime.header = { .text(header) }
    runtime.footer = { .text(footer) }
    #expect(lines(runtime)[0] == "Tallies")
    #expect(lines(runtime)[3] == "footer")
    // The same heights, other texts.
    header = "Totals"
    footer = "end"
    let changed = lines(runtime)
    #expect(changed[0] == "Totals")
    #expect(changed[3] == "end")
    // A narrower screen measures the header again: it wraps.
    header = "Tallies of everything"
    runtime.screen = Size(columns: 12, lines: 6)
    expectLines(Array(lines(runtime).prefix(2)), ["Tallies of", "everything"])
    #expect(runtime.table.viewport.lines == 1)
    // And a wider one again: one line.
    runtime.screen = Size(columns: 24, lines: 6)
    #expect(lines(runtime)[0] == "Tallies of everything")
    #expect(runtime.table.viewport.lines == 2)
    // An empty header takes no line, and a header shows again after it.
    runtime.header = { .empty }
    #expect(lines(runtime)[0] == "  n=0   [ Add ] [ Copy ]")
    runtime.header = { .text("Back") }
    #expect(lines(runtime)[0] == "Back")
  }

  @Test func aStatusOrHelpLineThatChangesIsFittedAgain() throws {
    let runtime = try makeRuntime(screen: Size(columns: 12, lines: 4))
    var status = ["3 of 7 answered"]
    runtime.statusLines = { status }
    runtime.helpLine = "c check  q quit"
    expectLines(Array(lines(runtime).suffix(2)), ["3 of 7 answ…", "c check  q…"])
    status = ["done"]
    expectLines(Array(lines(runtime).suffix(2)), ["done", "c check  q…"])
    runtime.helpLine = "q quit"
    expectLines(Array(lines(runtime).suffix(2)), ["done", "q quit"])
    // A wider screen fits the lines again.
    status = ["3 of 7 answered"]
    runtime.screen = Size(columns: 16, lines: 4)
    expectLines(Array(lines(runtime).suffix(2)), ["3 of 7 answered", "q quit"])
    // An error takes the first line's place, and leaves it with the next key.
    runtime.report(TableError.unknownRowID(RowID(9)))
    #expect(lines(runtime)[2].hasPrefix("error: "))
    runtime.handle(.input(.key(.character("x"))))
    expectLines(Array(lines(runtime).suffix(2)), ["3 of 7 answered", "q quit"])
    // More status lines than before: each shows.
    status = ["one", "two"]
    expectLines(Array(lines(runtime).suffix(3)), ["one", "two", "q quit"])
  }

  @Test func aStatusLineIsFittedAgainInAnotherWidthMode() throws {
    let runtime = try makeRuntime(screen: Size(columns: 8, lines: 4))
    // Two columns as one cluster; four as two code points of two columns each.
    runtime.statusLines = { ["ab👍🏽cdef"] }
    let clusters = runtime.frame()
    #expect(clusters.cell(column: 7, line: 2)?.character == "f")
    runtime.table.widthMode = .perCodePoint
    let codePoints = runtime.frame()
    #expect(codePoints.widthMode == .perCodePoint)
    #expect(codePoints.cell(column: 7, line: 2)?.character == "…")
  }

  @Test func aBarLineWrittenOverIsDrawnAgain() throws {
    let runtime = try makeRuntime(screen: Size(columns: 24, lines: 6))
    runtime.header = { .text("Tallies") }
    let expected = lines(runtime)
    // A prompt over the lower lines covers the bars; they show again once it goes.
    let prompt = try TerminalRuntimeTests().makeRuntime(rows: 1).table
    runtime.present(PromptOverlay(title: "Name", table: prompt, width: 20))
    #expect(lines(runtime) != expected)
    runtime.dismissOverlay()
    expectLines(lines(runtime), expected)
    // And unchanged, a frame writes no line.
    let first = runtime.frame()
    let second = runtime.frame()
    #expect((0..<6).allSatisfy { first.version(ofLine: $0) == second.version(ofLine: $0) })
  }
}
