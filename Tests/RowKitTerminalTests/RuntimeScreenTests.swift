import RowKit
import RowKitTerminal
import RowKitTesting
import Testing

/// The runtime's screen: a header and a footer given as views, status and help lines
/// cut at the width, the position, the scrollbar, the help overlay, and frames that
/// redraw only what changed.
@Suite struct RuntimeScreenTests {
  func makeRuntime(rows: Int = 2, screen: Size = Size(columns: 24, lines: 6)) throws
    -> TerminalRuntime
  {
    let runtime = try TerminalRuntimeTests().makeRuntime(rows: rows)
    runtime.screen = screen
    return runtime
  }

  func lines(_ runtime: TerminalRuntime) -> [String] {
    RenderedLines.of(runtime.frame())
  }

  @Test func theHeaderAndTheFooterAreViewsAroundTheTable() throws {
    let runtime = try makeRuntime()
    runtime.header = { .text("Tallies", style: Style(attributes: .bold)) }
    runtime.footer = {
      .hstack {
        Node.text("left")
        Node.spacer()
        Node.text("right")
      }
    }
    expectLines(
      lines(runtime),
      [
        "Tallies", "  n=0   [ Add ] [ Copy ]", "  n=0   [ Add ] [ Copy ]",
        "left               right",
        "2 rows", "q quit",
      ])
    #expect(runtime.table.viewport == Size(columns: 24, lines: 2))
    #expect(runtime.frame()[0, 0].style.attributes == .bold)
    // A header that wraps takes its lines; the table keeps at least one.
    runtime.header = { .text("Tallies of everything counted so far today") }
    expectLines(
      lines(runtime),
      [
        "Tallies of everything", "counted so far today", "  n=0   [ Add ] [ Copy ]",
        "left               right", "2 rows", "q quit",
      ])
    #expect(runtime.table.viewport.lines == 1)
  }

  @Test func aTapLandsOnTheTableUnderTheHeader() throws {
    let runtime = try makeRuntime()
    runtime.header = { .text("Tallies") }
    _ = runtime.frame()
    // Line 2 of the screen is the second row; column 10 its Add button.
    runtime.handle(.input(.mouse(MouseEvent(code: 0, column: 11, line: 3, released: false))))
    #expect(try runtime.table.row(2).content.content(as: Int.self) == 1)
    // A click on the header taps nothing.
    runtime.handle(.input(.mouse(MouseEvent(code: 0, column: 11, line: 1, released: false))))
    #expect(try runtime.table.row(1).content.content(as: Int.self) == 0)
  }

  @Test func statusAndHelpLinesEndInAnEllipsisAtTheWidth() throws {
    let runtime = try makeRuntime(screen: Size(columns: 12, lines: 4))
    runtime.statusLines = { ["3 of 7 answered", "中文中文中文中"] }
    runtime.helpLine = "c check  q quit"
    expectLines(
      Array(lines(runtime).suffix(3)), ["3 of 7 answ…", "中文中文中…", "c check  q…"])
  }

  @Test func theHelpLineComesFromTheKeymap() throws {
    let runtime = TerminalRuntime(table: try makeRuntime().table)
    #expect(runtime.help == .keymap)
    #expect(
      runtime.helpLine
        == "↑↓ rows  ←→ controls  enter press  ? keys  q quit")
    #expect(TerminalRuntime.standardHelp == runtime.helpLine)
    let reverse = KeyAction("reverse", summary: "reverse the rows", label: "reverse")
    runtime.keymap.bind(.character("r"), to: reverse)
    runtime.keymap.unbind(.help)
    #expect(runtime.helpLine == "↑↓ rows  ←→ controls  enter press  q quit  r reverse")
    runtime.helpLine = nil
    #expect(runtime.help == .hidden)
    runtime.helpLine = "mine"
    #expect(runtime.help == .text("mine"))
  }

  @Test func quitKeysAreTheKeymapsQuitBindings() throws {
    let runtime = try makeRuntime()
    #expect(runtime.quitKeys == [.character("q")])
    runtime.quitKeys = [.character("x"), .escape]
    #expect(runtime.keymap.presses(for: .quit) == [.escape, .character("x")])
    #expect(runtime.keymap[.character("q")] == nil)
    runtime.handle(.input(.key(.character("x"))))
    #expect(runtime.exitStatus == 0)
  }

  @Test func thePositionEndsTheHelpLine() throws {
    let runtime = try makeRuntime(rows: 5, screen: Size(columns: 24, lines: 4))
    runtime.showsPosition = true
    runtime.helpLine = "q quit"
    expectLines(Array(lines(runtime).suffix(2)), ["5 rows", "q quit               1/5"])
    try runtime.table.setFocus(4)
    expectLines(Array(lines(runtime).suffix(1)), ["q quit               4/5"])
    runtime.helpLine = "a very long help line indeed"
    expectLines(Array(lines(runtime).suffix(1)), ["a very long help li… 4/5"])
    // Without a help line, the last status line ends with it.
    runtime.helpLine = nil
    expectLines(Array(lines(runtime).suffix(1)), ["5 rows               4/5"])
  }

  @Test func theScrollbarShowsThePartOfTheRowsShown() throws {
    let runtime = try makeRuntime(rows: 8, screen: Size(columns: 24, lines: 6))
    runtime.showsScrollbar = true
    expectLines(
      lines(runtime),
      [
        "  n=0  [ Add ] [ Copy ]┃", "  n=0  [ Add ] [ Copy ]┃", "  n=0  [ Add ] [ Copy ]│",
        "  n=0  [ Add ] [ Copy ]│", "8 rows", "q quit",
      ])
    #expect(runtime.table.viewport == Size(columns: 23, lines: 4))
    runtime.table.scroll(toOffset: runtime.table.maxContentOffset)
    expectLines(
      Array(lines(runtime).prefix(4)),
      [
        "  n=0  [ Add ] [ Copy ]│", "  n=0  [ Add ] [ Copy ]│", "  n=0  [ Add ] [ Copy ]┃",
        "  n=0  [ Add ] [ Copy ]┃",
      ])
    // A click on the top of the bar scrolls to the top.
    runtime.handle(.input(.mouse(MouseEvent(code: 0, column: 24, line: 1, released: false))))
    #expect(runtime.table.contentOffset == 0)
  }

  @Test func anUnchangedFrameWritesNoLineAndAChangeOnlyItsLines() throws {
    let runtime = try makeRuntime(rows: 8, screen: Size(columns: 24, lines: 7))
    var status = "first"
    runtime.header = { .text("Tallies") }
    runtime.footer = { .text("footer") }
    runtime.statusLines = { [status] }
    runtime.showsScrollbar = true
    runtime.showsPosition = true
    let first = runtime.frame()
    let versions = (0..<7).map { first.version(ofLine: $0) }
    let second = runtime.frame()
    #expect((0..<7).map { second.version(ofLine: $0) } == versions)
    status = "second"
    let third = runtime.frame()
    let changed = (0..<7).filter { third.version(ofLine: $0) != versions[$0] }
    #expect(changed == [5])
    #expect(RenderedLines.of(third)[5] == "second")
  }

  @Test func questionMarkShowsTheHelpAndEscapeClosesIt() throws {
    let runtime = try makeRuntime(rows: 2, screen: Size(columns: 44, lines: 24))
    runtime.handle(.input(.key(.character("?"))))
    #expect(runtime.overlay is HelpOverlay)
    expectLines(
      lines(runtime),
      [
        "  n=0                       [ Add ] [ Copy ]",
        "┌─ Keys ───────────────────────────────────┐",
        "│ ↑ k ctrl-p   previous row                │",
        "│ ↓ j ctrl-n   next row                    │",
        "│ ←            previous control in the row │",
        "│ →            next control in the row     │",
        "│ tab          next control                │",
        "│ shift-tab    previous control            │",
        "│ pgup         page up                     │",
        "│ pgdn         page down                   │",
        "│ home g       first row                   │",
        "│ end G        last row                    │",
        "│ enter        press the focused control   │",
        "│ space        select or deselect the row  │",
        "│ shift-↑      extend the selection up     │",
        "│ shift-↓      extend the selection down   │",
        "│ ctrl-a       select every row            │",
        "│ esc          close, cancel               │",
        "│ /            filter the rows             │",
        "│ ?            show the keys               │",
        "│ q            quit                        │",
        "└─ esc close ──────────────────────────────┘",
        "2 rows",
        "q quit",
      ])
    // Keys other than the closing ones do nothing while it is shown.
    runtime.handle(.input(.key(.down)))
    #expect(runtime.table.focus == nil)
    runtime.handle(.input(.key(.escape)))
    #expect(runtime.overlay == nil)
    expectLines(
      Array(lines(runtime).prefix(3)),
      [
        "  n=0                       [ Add ] [ Copy ]",
        "  n=0                       [ Add ] [ Copy ]", "",
      ])
  }

  @Test func whatAnOverlayCoveredShowsAgainWhenItGoesOrShrinks() throws {
    let runtime = try makeRuntime(rows: 2, screen: Size(columns: 30, lines: 6))
    runtime.header = { .text("Tallies") }
    let expected = [
      "Tallies", "  n=0         [ Add ] [ Copy ]", "  n=0         [ Add ] [ Copy ]", "", "2 rows",
      "q quit",
    ]
    expectLines(lines(runtime), expected)
    // The help screen covers every line, the header and the bottom lines included.
    runtime.showHelp()
    #expect(
      lines(runtime).allSatisfy { $0.hasPrefix("│") || $0.hasPrefix("┌") || $0.hasPrefix("└") })
    // A smaller overlay in its place: the lines outside it are the screen's again.
    let prompt = try TerminalRuntimeTests().makeRuntime(rows: 1).table
    runtime.present(PromptOverlay(title: "Name", table: prompt, width: 20))
    let shown = lines(runtime)
    #expect(shown.first == "Tallies")
    #expect(shown.last == "q quit")
    runtime.dismissOverlay()
    expectLines(lines(runtime), expected)
  }
}
