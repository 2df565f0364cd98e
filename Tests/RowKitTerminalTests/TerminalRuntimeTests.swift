import RowKit
import RowKitTerminal
import RowKitTesting
import Testing

/// A title and an `Add` button that counts; `Copy` inserts a row with the fixed id
/// `copy`, so a second copy fails with a `TableError`.
struct TallyKind: ComposedRowKind {
  typealias Content = Int
  var id: RowKindID { "tally" }
  func body(of content: Int) -> Node {
    .hstack {
      Node.text("n=\(content)")
      Node.button("add", label: "Add")
      Node.button("copy", label: "Copy")
    }
  }
  func action(for event: ControlEvent, content: Int) -> RowAction<Int> {
    guard event.isPress else { return .none }
    if event.control == "copy" {
      return RowAction(.insertAfter([Row(id: "copy", kind: TallyKind(), content: 0)]))
    }
    return event.control == "add" ? .update(content + 1) : .none
  }
}

/// The runtime without a terminal: events in, frames out.
@Suite struct TerminalRuntimeTests {
  func makeRuntime(rows: Int = 2) throws -> TerminalRuntime {
    var registry = RowKindRegistry()
    try registry.register(TallyKind())
    let table = try TableView(
      registry: registry,
      rows: (1...rows).map { Row(id: RowID($0), kind: TallyKind(), content: 0) },
      viewport: Size(columns: 10, lines: 1))
    let runtime = TerminalRuntime(table: table)
    runtime.screen = Size(columns: 24, lines: 4)
    runtime.statusLines = { ["\(table.numberOfRows) rows"] }
    runtime.helpLine = "q quit"
    return runtime
  }

  func lines(_ runtime: TerminalRuntime) -> [String] {
    RenderedLines.of(runtime.frame())
  }

  func press(_ runtime: TerminalRuntime, at column: Int, _ line: Int) {
    runtime.handle(
      .input(.mouse(MouseEvent(code: 0, column: column + 1, line: line + 1, released: false))))
  }

  @Test func aFrameIsTheTableThenTheStatusAndHelpLines() throws {
    let runtime = try makeRuntime()
    expectLines(
      lines(runtime),
      ["  n=0   [ Add ] [ Copy ]", "  n=0   [ Add ] [ Copy ]", "2 rows", "q quit"])
    #expect(runtime.table.viewport == Size(columns: 24, lines: 2))
    #expect(runtime.frame()[0, 3].style.attributes.contains(.inverse))
  }

  @Test func keysGoToTheFocusedRowThenTheKeymapThenTheApp() throws {
    let runtime = try makeRuntime()
    var actions: [KeyAction] = []
    var keys: [KeyPress] = []
    runtime.onAction = { action in
      actions.append(action)
      return action == .last ? .handled : .ignored
    }
    runtime.onKey = { key in
      keys.append(key)
      switch key {
      case .character("x"): return .handled
      case .character("!"): return .quit
      default: return .ignored
      }
    }
    // Down is the keymap's: the app sees the action, the runtime moves the focus.
    runtime.handle(.input(.key(.down)))
    #expect(runtime.table.focus == Focus(row: 1, control: "add"))
    // Enter is the focused row's: Add counts, and neither hook sees it.
    runtime.handle(.input(.key(.enter)))
    #expect(try runtime.table.row(1).content.content(as: Int.self) == 1)
    // End is the keymap's, and the app keeps it.
    runtime.handle(.input(.key(.end)))
    #expect(runtime.table.focus?.row == 1)
    // x is no one's but the app's.
    runtime.handle(.input(.key(.character("x"))))
    #expect(runtime.exitStatus == nil)
    runtime.handle(.input(.key(.character("q"))))
    #expect(runtime.exitStatus == 0)
    #expect(actions == [.moveDown, .last, .quit])
    #expect(keys == [.character("x")])

    let other = try makeRuntime()
    other.onKey = { $0 == .character("!") ? .quit : .ignored }
    other.quitKeys = []
    other.handle(.input(.key(.character("q"))))
    #expect(other.exitStatus == nil)
    other.handle(.input(.key(.character("!"))))
    #expect(other.exitStatus == 0)
  }

  @Test func anActionNoOnePerformsIsNotAvailableUnlessTheAppTakesTheKey() throws {
    let runtime = try makeRuntime()
    let reverse = KeyAction("reverse", summary: "reverse the list")
    runtime.keymap.bind(.character("r"), to: reverse)
    runtime.handle(.input(.key(.character("r"))))
    #expect(runtime.errorLine == "error: r (reverse the list): not available")
    // Escape has nothing to cancel, and says nothing.
    runtime.handle(.input(.key(.escape)))
    #expect(runtime.errorLine == nil)
    // An app that reads / in onKey unbinds the runtime's filter and gets it.
    runtime.keymap.unbind(.filter)
    var searched = false
    runtime.onKey = { key in
      searched = key == .character("/")
      return searched ? .handled : .ignored
    }
    runtime.handle(.input(.key(.character("/"))))
    #expect(searched)
    #expect(runtime.filterLine == nil)
    #expect(runtime.errorLine == nil)
    // Space with no row that uses it: the selection is not the runtime's.
    runtime.handle(.input(.key(.space)))
    #expect(runtime.errorLine == "error: space (select or deselect the row): not available")
    runtime.onAction = { $0 == .toggleSelection ? .handled : .ignored }
    runtime.handle(.input(.key(.space)))
    #expect(runtime.errorLine == nil)
  }

  @Test func modifiedKeysReachTheKeymapAndTheApp() throws {
    let runtime = try makeRuntime(rows: 3)
    var seen: [KeyPress] = []
    var actions: [KeyAction] = []
    runtime.onAction = { action in
      actions.append(action)
      return action == .extendSelectionDown ? .handled : .ignored
    }
    runtime.onKey = { press in
      seen.append(press)
      return press == KeyPress(.character("l"), modifiers: .control) ? .handled : .ignored
    }
    var decoder = InputDecoder()
    // Ctrl-L, Alt-q, Alt-Down, Shift-Down, Ctrl-N as xterm sends them.
    for event in decoder.decode(bytes("\u{0C}\u{1B}q\u{1B}[1;3B\u{1B}[1;2B\u{0E}")) {
      runtime.handle(.input(event))
    }
    #expect(
      seen == [
        KeyPress(.character("l"), modifiers: .control), KeyPress(.character("q"), modifiers: .alt),
        KeyPress(.down, modifiers: .alt),
      ])
    #expect(actions == [.extendSelectionDown, .moveDown])
    // Alt-q is no quit key; Ctrl-N moved the focus onto the first row.
    #expect(runtime.exitStatus == nil)
    #expect(runtime.table.focus?.row == 1)
    runtime.handle(.input(.key(KeyPress(.character("q"), modifiers: .control))))
    #expect(runtime.exitStatus == nil)
    runtime.handle(.input(.key(.character("q"))))
    #expect(runtime.exitStatus == 0)
  }

  @Test func ctrlCEndsWith130AndTheEndOfInputWith0() throws {
    let interrupted = try makeRuntime()
    interrupted.handle(.input(.interrupt))
    #expect(interrupted.exitStatus == 130)
    let ended = try makeRuntime()
    ended.handle(.input(.endOfInput))
    #expect(ended.exitStatus == 0)
    ended.quit(status: 3)  // the first status stays
    #expect(ended.exitStatus == 0)
  }

  @Test func aLeftPressTapsAndTheWheelScrolls() throws {
    let runtime = try makeRuntime(rows: 5)
    _ = runtime.frame()
    press(runtime, at: 10, 1)  // Add, second row
    #expect(try runtime.table.row(2).content.content(as: Int.self) == 1)
    #expect(runtime.table.focus == Focus(row: 2, control: "add"))
    // A release, and a press on the status line, do nothing.
    runtime.handle(.input(.mouse(MouseEvent(code: 0, column: 11, line: 2, released: true))))
    press(runtime, at: 10, 2)
    #expect(try runtime.table.row(2).content.content(as: Int.self) == 1)
    runtime.options.wheelLines = 2
    runtime.handle(.input(.mouse(MouseEvent(code: 65, column: 1, line: 1, released: false))))
    #expect(runtime.table.contentOffset == 2)
    runtime.handle(.input(.mouse(MouseEvent(code: 64, column: 1, line: 1, released: false))))
    #expect(runtime.table.contentOffset == 0)
  }

  @Test func aTableErrorShowsOnTheStatusLineUntilTheNextKey() throws {
    let runtime = try makeRuntime()
    _ = runtime.frame()
    press(runtime, at: 17, 0)  // Copy on the first row: inserts "copy"
    _ = runtime.frame()
    press(runtime, at: 17, 1)  // Copy on the row now second: the id is taken
    #expect(runtime.errorLine == "error: duplicate row id 'copy'")
    // The failed tap left the focus where it was, on the first row's Copy.
    expectLines(
      lines(runtime),
      [
        "› n=0   [ Add ] < Copy >", "  n=0   [ Add ] [ Copy ]", "error: duplicate row id…",
        "q quit",
      ])
    #expect(runtime.frame()[0, 2].style.attributes.isSuperset(of: [.inverse, .bold]))
    // The release of the same click leaves it; the next key clears it.
    runtime.handle(.input(.mouse(MouseEvent(code: 0, column: 18, line: 2, released: true))))
    #expect(runtime.errorLine != nil)
    runtime.handle(.input(.key(.up)))
    #expect(runtime.errorLine == nil)
    expectLines(Array(lines(runtime).suffix(2)), ["3 rows", "q quit"])
  }

  @Test func errorsOfHooksShowTooAndOnErrorChoosesTheText() throws {
    struct Nope: Error, CustomStringConvertible {
      var description: String { "not now" }
    }
    let runtime = try makeRuntime()
    runtime.statusLines = { [] }
    runtime.onKey = { _ in throw Nope() }
    runtime.onError = { "! \($0)" }
    runtime.handle(.input(.key(.character("z"))))
    // No status lines: the error takes the help line's place.
    expectLines(Array(lines(runtime).suffix(1)), ["! not now"])
    #expect(runtime.table.viewport.lines == 3)
    runtime.helpLine = nil
    // No help line either: the error takes a line of its own.
    expectLines(Array(lines(runtime).suffix(1)), ["! not now"])
    #expect(runtime.table.viewport.lines == 3)
    runtime.onError = { _ in nil }
    runtime.handle(.input(.paste("x")))
    runtime.onPaste = { _ in throw Nope() }
    runtime.handle(.input(.paste("x")))
    #expect(runtime.errorLine == nil)
    #expect(runtime.table.viewport.lines == 3)
  }

  @Test func pastesAndTicksReachTheirHooks() throws {
    let runtime = try makeRuntime()
    var pasted: [String] = []
    var ticks = 0
    runtime.onPaste = { pasted.append($0) }
    runtime.onTick = {
      ticks += 1
      try runtime.table.reconfigure(1, kind: TallyKind(), content: ticks)
    }
    runtime.handle(.input(.paste("hello")))
    runtime.tick()
    runtime.tick()
    #expect(pasted == ["hello"])
    #expect(ticks == 2)
    expectLines(Array(lines(runtime).prefix(1)), ["  n=2   [ Add ] [ Copy ]"])
  }

  @Test func aResizeKeepsWithinTheMaxima() throws {
    let runtime = try makeRuntime()
    runtime.options.maximumColumns = 30
    runtime.handle(.resize(Size(columns: 100, lines: 7)))
    #expect(runtime.screen == Size(columns: 30, lines: 7))
    runtime.handle(.resumed(Size(columns: 20, lines: 5)))
    #expect(runtime.screen == Size(columns: 20, lines: 5))
    _ = runtime.frame()
    #expect(runtime.table.viewport == Size(columns: 20, lines: 3))
  }

  @Test func aFixedStatusLineCountLetsTheStatusReadTheLayoutItDescribes() throws {
    let runtime = try makeRuntime(rows: 9)
    runtime.statusLines = { ["visible \(runtime.table.visibleRowIDs.count)", "extra", "cut"] }
    runtime.statusLineCount = 2
    runtime.screen = Size(columns: 24, lines: 6)
    expectLines(Array(lines(runtime).suffix(3)), ["visible 3", "extra", "q quit"])
    runtime.statusLines = { [] }
    #expect(lines(runtime).count == 6)
  }
}

/// The mailbox without a terminal: values and events wait until the runtime takes them.
@Suite struct TerminalMailboxTests {
  @Test func postedValuesReachTheSubscribersOfTheirTypeInOrder() throws {
    let runtime = try TerminalRuntimeTests().makeRuntime()
    var numbers: [Int] = []
    var texts: [String] = []
    runtime.onPost(Int.self) { numbers.append($0) }
    runtime.onPost(Int.self) { numbers.append($0 * 10) }
    runtime.onPost(String.self) { texts.append($0) }
    runtime.mailbox.post(1)
    runtime.mailbox.post("two")
    runtime.mailbox.post(3.0)  // no subscriber: dropped
    runtime.mailbox.send(.input(.key(.down)))
    runtime.mailbox.post(4)
    #expect(runtime.mailbox.pendingCount == 5)
    #expect(runtime.receivePosted() == 5)
    #expect(numbers == [1, 10, 4, 40])
    #expect(texts == ["two"])
    #expect(runtime.table.focus?.row == 1)
    #expect(runtime.mailbox.pendingCount == 0)
    #expect(runtime.receivePosted() == 0)
  }

  @Test func aSubscriberThatThrowsShowsOnTheStatusLine() throws {
    struct Late: Error, CustomStringConvertible {
      var description: String { "too late" }
    }
    let runtime = try TerminalRuntimeTests().makeRuntime()
    runtime.onPost(Int.self) { _ in throw Late() }
    runtime.mailbox.post(1)
    runtime.receivePosted()
    #expect(runtime.errorLine == "error: too late")
  }

  @Test func anAsyncStreamIsPostedAsItsElementsCome() async throws {
    let mailbox = TerminalMailbox()
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    let task = mailbox.post(contentsOf: stream)
    for value in 1...3 { continuation.yield(value) }
    continuation.finish()
    await task.value
    #expect(mailbox.pendingCount == 3)
    let (events, eventContinuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    let sending = mailbox.send(contentsOf: events)
    eventContinuation.yield(.input(.key(.up)))
    eventContinuation.finish()
    await sending.value
    #expect(mailbox.pendingCount == 4)
  }
}
