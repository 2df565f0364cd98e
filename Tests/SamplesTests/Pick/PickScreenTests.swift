import RowKit
import RowKitTerminal
import RowKitTesting
import Testing

@testable import RowKitSamplePick

/// The interactive picker without a terminal: lines posted as the reader thread posts
/// them, keys through the runtime, frames as the terminal would show them.
@Suite struct PickScreenTests {
  func makeScreen(
    query: String = "", mode: TextQuery.Mode = .fuzzy, order: TextMatches.Order = .ranked,
    multi: Bool = false, lines: Int = 7
  ) throws -> PickScreen {
    let store = LineStore(
      separator: 0x0A, limits: LineStore.Limits(maximumLineBytes: 1 << 20, maximumLines: 1000))
    let model = PickModel(store: store, query: query, mode: mode, order: order, multi: multi)
    let screen = try PickScreen(model: model, query: query)
    screen.runtime.screen = Size(columns: 30, lines: lines)
    return screen
  }

  /// Posts `text` as one batch (and the end of input when `ends`), and does the work.
  func feed(_ text: [UInt8], ends: Bool = true, into screen: PickScreen) {
    screen.runtime.mailbox.post(LineBatch(bytes: text))
    if ends { screen.runtime.mailbox.post(InputEnded(failure: nil)) }
    screen.runtime.receivePosted()
    while screen.hasWork { screen.work(forAtMost: .milliseconds(50)) }
  }

  /// Types `text`, then searches as the loop does between events.
  func type(_ text: String, into screen: PickScreen) {
    for character in text { screen.runtime.handle(.input(.key(KeyPress(.character(character))))) }
    while screen.hasWork { screen.work(forAtMost: .milliseconds(50)) }
  }

  func press(_ press: KeyPress, on screen: PickScreen) {
    screen.runtime.handle(.input(.key(press)))
    while screen.hasWork { screen.work(forAtMost: .milliseconds(50)) }
  }

  let files = Array(
    "Sources/TableView.swift\nDocs/activity.txt\nDocs/tableview-notes.md\nREADME.md\n".utf8)

  @Test func typingFiltersAndRanksAndEnterChoosesTheHighlightedLine() throws {
    let screen = try makeScreen()
    feed(files, into: screen)
    expectLines(
      RenderedLines.of(screen.frame()),
      [
        ">", ">  Sources/TableView.swift", "   Docs/activity.txt", "   Docs/tableview-notes.md",
        "   README.md", "", "4/4",
      ])
    type("tv", into: screen)
    expectLines(
      RenderedLines.of(screen.frame()),
      [
        "> tv", ">  Sources/TableView.swift", "   Docs/tableview-notes.md",
        "   Docs/activity.txt", "", "", "3/4",
      ])
    press(.down, on: screen)
    press(.enter, on: screen)
    #expect(screen.runtime.exitStatus == 0)
    #expect(screen.chosen == [2])
  }

  @Test func matchedCharactersAreHighlighted() throws {
    let screen = try makeScreen(query: "tv")
    feed(files, into: screen)
    let canvas = screen.frame()
    // "Sources/TableView.swift": T (column 11) and V (column 16) are the matches.
    #expect(canvas[11, 1].style == PickLineView.matchStyle.over(PickLineView.currentStyle))
    #expect(canvas[16, 1].style == PickLineView.matchStyle.over(PickLineView.currentStyle))
    #expect(canvas[12, 1].style == PickLineView.currentStyle)
    #expect(canvas[4, 2].style == .plain)
  }

  @Test func theCountGrowsWhileLinesStream() throws {
    let screen = try makeScreen(query: "md", mode: .exact)
    feed(Array("a.md\nb.txt\nc.m".utf8), ends: false, into: screen)
    #expect(RenderedLines.of(screen.frame()).last == "1/2 reading…")
    feed(Array("d\nd.md\n".utf8), ends: false, into: screen)
    #expect(RenderedLines.of(screen.frame()).last == "3/4 reading…")
    feed([], into: screen)
    #expect(RenderedLines.of(screen.frame()).last == "3/4")
  }

  @Test func noSortKeepsTheInputsOrder() throws {
    let screen = try makeScreen(query: "tv", order: .original)
    feed(files, into: screen)
    expectLines(
      Array(RenderedLines.of(screen.frame())[1...3]),
      [">  Sources/TableView.swift", "   Docs/activity.txt", "   Docs/tableview-notes.md"])
  }

  @Test func tabMarksAndMovesAndEnterWritesTheMarkedLinesInInputOrder() throws {
    let screen = try makeScreen(multi: true)
    feed(files, into: screen)
    press(.down, on: screen)
    press(.tab, on: screen)  // marks line 1, moves to 2
    press(.backTab, on: screen)  // marks line 2, moves to 1
    press(.up, on: screen)
    press(.tab, on: screen)  // marks line 0
    expectLines(
      RenderedLines.of(screen.frame()),
      [
        ">", " * Sources/TableView.swift", ">* Docs/activity.txt", " * Docs/tableview-notes.md",
        "   README.md", "", "4/4 (3 marked)",
      ])
    press(.enter, on: screen)
    #expect(screen.chosen == [0, 1, 2])
  }

  @Test func altAMarksEveryMatchAndAgainUnmarksThem() throws {
    let screen = try makeScreen(query: "docs", multi: true)
    feed(files, into: screen)
    let altA = KeyPress(.character("a"), modifiers: .alt)
    press(altA, on: screen)
    #expect(screen.model.marked == [1, 2])
    press(altA, on: screen)
    #expect(screen.model.marked.isEmpty)
  }

  @Test func escapeCancelsAndEnterWithNoMatchIsStatus1() throws {
    let screen = try makeScreen()
    feed(files, into: screen)
    press(.escape, on: screen)
    #expect(screen.runtime.exitStatus == 130)
    #expect(screen.chosen == nil)
    let other = try makeScreen(query: "zzz")
    feed(files, into: other)
    press(.enter, on: other)
    #expect(other.runtime.exitStatus == 1)
    #expect(other.chosen == [])
  }

  @Test func invalidUTF8AndControlsShowAsPlaceholders() throws {
    let screen = try makeScreen()
    feed([0x61, 0xFF, 0x62, 0x1B, 0x5B, 0x32, 0x4A, 0x0A], into: screen)
    #expect(RenderedLines.of(screen.frame())[1] == ">  a\u{FFFD}b␛[2J")
    #expect(Array(screen.model.store.line(0)) == [0x61, 0xFF, 0x62, 0x1B, 0x5B, 0x32, 0x4A])
  }

  @Test func onlyAScreenfulOfMatchesAreRowsAndTheListScrolls() throws {
    let screen = try makeScreen(lines: 5)
    feed(Array((0..<500).map { "line \($0)\n" }.joined().utf8), into: screen)
    _ = screen.frame()
    #expect(screen.table.numberOfRows == 4)
    press(KeyPress(.pageDown), on: screen)
    press(KeyPress(.pageDown), on: screen)
    expectLines(
      RenderedLines.of(screen.frame()),
      [">", "   line 4", "   line 5", ">  line 6", "500/500"])
    #expect(screen.table.numberOfRows == 4)
  }

  @Test func aNarrowerQueryKeepsTheMatchesAndABroaderOneSearchesAgain() throws {
    let screen = try makeScreen()
    feed(files, into: screen)
    type("do", into: screen)
    #expect(screen.model.matchCount == 2)
    type("cs/t", into: screen)
    #expect(Array(screen.model.matches) == [2, 1])
    press(.backspace, on: screen)
    press(.backspace, on: screen)
    #expect(screen.model.matchCount == 2)
  }

  @Test func inlineFramesMoveIntoTheBand() {
    let band = InlineFrames(top: 7)
    let frame = Array(
      "\u{1B}[0m\u{1B}[H\u{1B}[2Jab\u{1B}[3;4Hc\u{1B}[2Hd\u{1B}[?25l\u{1B}[2Ae".utf8)
    #expect(
      String(decoding: band.translate(frame), as: UTF8.self)
        == "\u{1B}[0m\u{1B}[7;1H\u{1B}[7;1H\u{1B}[Jab\u{1B}[9;4Hc\u{1B}[8;1Hd\u{1B}[?25l\u{1B}[2Ae")
  }
}
