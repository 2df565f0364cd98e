import RowKit
import RowKitTerminal
import RowKitTesting
import Testing

/// The examples of RowKitTerminal's documentation (Docs/RowKitTerminal.docc), as
/// written there.
@Suite struct RowKitTerminalExamples {
  /// A name with a Remove button, as the built-in remove-button kind draws it (this
  /// test target does not depend on the kind modules).
  struct NameKind: ComposedRowKind {
    typealias Content = String
    var id: RowKindID { "name" }
    func body(of content: String) -> Node {
      Node.text(content).withTrailingAccessory(Node.button("remove", label: "Remove"))
    }
    func searchText(of content: String) -> String? { content }
  }

  func names() throws -> TableView {
    var registry = RowKindRegistry()
    try registry.register(NameKind())
    return try TableView(
      registry: registry,
      rows: ["Urvashi", "Anchita"].map { Row(id: RowID($0), kind: NameKind(), content: $0) },
      viewport: Size(columns: 30, lines: 2))
  }

  // The landing page's runtime. It needs a terminal, so it is only compiled here;
  // `TerminalRuntimeTests` drive the runtime with and without a pseudo-terminal.

  /// Runs a table of names in the terminal until q; `r` reverses the list.
  func runNames(_ table: TableView) throws(TerminalError) -> Int32 {
    let runtime = TerminalRuntime(table: table)
    runtime.statusLines = { ["\(table.numberOfRows) names"] }
    runtime.helpLine = "↑↓ rows  enter press  r reverse  q quit"
    runtime.onKey = { key in
      guard key == .character("r") else { return .ignored }
      try table.apply(rows: table.allRows.reversed())
      return .handled
    }
    return try runtime.run()
  }

  // Keys with modifiers, as the landing page reads them in `onKey`.
  @Test func modifiersReachTheHook() throws {
    let table = try names()
    let runtime = TerminalRuntime(table: table)
    var redrawn = 0
    func redraw() { redrawn += 1 }
    func moveFocusedRowUp() throws { try table.apply(rows: table.allRows.reversed()) }
    runtime.onKey = { press in
      switch press {
      case KeyPress(.character("l"), modifiers: .control):
        redraw()
        return .handled
      case KeyPress(.up, modifiers: .alt):
        try moveFocusedRowUp()
        return .handled
      default: return .ignored
      }
    }
    var decoder = InputDecoder()
    for event in decoder.decode(Array("\u{0C}\u{1B}[1;3A".utf8)) { runtime.handle(.input(event)) }
    #expect(redrawn == 1)
    #expect(table.allRows.map(\.id) == ["Anchita", "Urvashi"])
  }

  /// What the landing page's loader posts.
  struct LoadedNames: Sendable {
    var rows: [Row]
  }

  // The landing page's mailbox: a task posts, the runtime's subscriber applies.
  @Test func aLoaderPostsThroughTheMailbox() async throws {
    let table = try names()
    let runtime = TerminalRuntime(table: table)
    @Sendable func fetchNames() async -> [Row] {
      [Row(id: "Vaishnavi", kind: NameKind(), content: "Vaishnavi")]
    }
    runtime.onPost(LoadedNames.self) { loaded in try table.apply(rows: loaded.rows) }
    let mailbox = runtime.mailbox
    Task.detached { mailbox.post(LoadedNames(rows: await fetchNames())) }

    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(10))
    while runtime.mailbox.pendingCount == 0, clock.now < deadline {
      try await Task.sleep(for: .milliseconds(1))
    }
    #expect(runtime.receivePosted() == 1)
    #expect(table.allRows.map(\.id) == ["Vaishnavi"])
  }

  // The landing page's keymap: an app's own action, and another key for quit.
  @Test func anAppBindsItsOwnActions() throws {
    let table = try names()
    let runtime = TerminalRuntime(table: table)
    let reverse = KeyAction("reverse", summary: "reverse the list", label: "reverse")
    runtime.keymap.bind(.character("r"), to: reverse)
    runtime.keymap.bind(KeyPress(.character("x"), modifiers: .control), to: .quit)
    runtime.onAction = { action in
      guard action == reverse else { return .ignored }
      try table.apply(rows: table.allRows.reversed())
      return .handled
    }
    runtime.handle(.input(.key(.character("r"))))
    #expect(table.allRows.map(\.id) == ["Anchita", "Urvashi"])
    #expect(runtime.helpLine?.contains("r reverse") == true)
    runtime.handle(.input(.key(KeyPress(.character("x"), modifiers: .control))))
    #expect(runtime.exitStatus == 0)
  }

  // The landing page's filter line, with its fuzzy filter.
  @Test func slashFiltersTheRowsAsTyped() throws {
    let table = try names()
    let runtime = TerminalRuntime(table: table)
    runtime.screen = Size(columns: 30, lines: 4)
    runtime.helpLine = "q quit"

    runtime.makeFilter = { text in
      text.isEmpty ? nil : .text(TextQuery(text, mode: .fuzzy))
    }

    for character in "/uh" { runtime.handle(.input(.key(.character(character)))) }
    #expect(
      RenderedLines.of(runtime.frame()) == [
        "  Urvashi           [ Remove ]", "", "/uh                        1/2", "q quit",
      ])
  }

  // The landing page's screen parts: a header, the scrollbar, the position, a prompt.
  @Test func theScreenGrowsAHeaderAScrollbarAndAPrompt() throws {
    let table = try names()
    let prompt = try names()
    let runtime = TerminalRuntime(table: table)
    runtime.screen = Size(columns: 30, lines: 4)
    runtime.statusLines = { [] }
    runtime.helpLine = "q quit"

    runtime.header = { .text("Groceries", style: Style(attributes: .bold)) }
    runtime.showsScrollbar = true
    runtime.showsPosition = true
    runtime.present(PromptOverlay(title: "New item", table: prompt))

    #expect(runtime.overlay != nil)
    runtime.dismissOverlay()
    runtime.handle(.input(.key(.down)))
    #expect(
      RenderedLines.of(runtime.frame()) == [
        "Groceries", "› Urvashi          < Remove >┃", "  Anchita          [ Remove ]┃",
        "q quit                     1/2",
      ])
  }

  @Test func theRuntimeWithoutATerminal() throws {
    let table = try names()
    var printed = ""
    func print(_ text: String, terminator: String = "\n") { printed += text + terminator }

    let runtime = TerminalRuntime(table: table)
    runtime.screen = Size(columns: 30, lines: 4)
    runtime.statusLines = { ["\(table.numberOfRows) names"] }
    runtime.helpLine = "q quit"
    runtime.handle(.input(.key(.down)))
    print(TextRenderer.plain.render(runtime.frame()), terminator: "")

    #expect(
      printed.split(separator: "\n").map(String.init) == [
        "› Urvashi           < Remove >",
        "  Anchita           [ Remove ]",
        "2 names",
        "q quit",
      ])
  }

  // The landing page's loop. It needs a terminal on standard input and output, so it
  // is only compiled here; `Scripts/tmux-smoke` runs the samples, which loop the same
  // way, in a real terminal.

  /// Shows a table in the terminal until the user presses q.
  func show(_ table: TableView) throws {
    try withTerminalSession { session in
      let colors = ColorPolicy.auto.allowsColor(writingTo: session.output.fileDescriptor)
      var writer = FrameDiffWriter(colors: colors)
      table.viewport = session.size
      try session.write(writer.frame(table.render()))
      while let event = try session.nextEvent() {
        switch event {
        case .input(.key(.character("q"))), .input(.interrupt), .input(.endOfInput):
          return
        case .input(.key(let press)) where press.isPlain:
          try table.handle(press.key)
        case .input(.mouse(let mouse)) where mouse.action == .press:
          try table.tap(at: mouse.point)
        case .resize(let size), .resumed(let size):
          table.viewport = size
          writer.invalidate()
        default:
          break
        }
        try session.write(writer.frame(table.render()))
      }
    }
  }

  @Test func colourExample() {
    let colors = ColorPolicy.auto.allowsColor(
      environment: ["TERM": "xterm-256color", "NO_COLOR": "1"], isTerminal: true)
    let renderer = TextRenderer.styled(colors: colors)

    #expect(!colors)
    var canvas = TextCanvas(size: Size(columns: 2, lines: 1))
    canvas.write("ok", at: .zero, style: Style(foreground: .red))
    #expect(renderer.render(canvas) == "ok\n")
  }

  @Test func sizeExamples() {
    let piped = TerminalSize.resolve(environment: ["COLUMNS": "120"])
    let given = TerminalSize.resolve(columns: 60, environment: ["COLUMNS": "120"])
    let nonsense = TerminalSize.resolve(environment: ["COLUMNS": "wide", "LINES": "0"])

    #expect(piped == Size(columns: 120, lines: 24))
    #expect(given == Size(columns: 60, lines: 24))
    #expect(nonsense == Size(columns: 80, lines: 24))
  }
}
