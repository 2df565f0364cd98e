import RowKit
import RowKitTerminal
import RowKitTesting
import Testing

/// `/` opens the runtime's filter line: typing filters the table at once, Up and Down
/// still move the focus, Enter keeps the filter, Escape clears it.
@Suite struct RuntimeFilterTests {
  /// A name, searchable by its text.
  struct NameKind: ComposedRowKind {
    typealias Content = String
    var id: RowKindID { "name" }
    func body(of content: String) -> Node { .text(content) }
    func searchText(of content: String) -> String? { content }
  }

  func makeRuntime() throws -> TerminalRuntime {
    var registry = RowKindRegistry()
    try registry.register(NameKind())
    let names = ["Anchita", "Urvashi", "Vaishnavi", "Zoya"]
    let table = try TableView(
      registry: registry, rows: names.map { Row(id: RowID($0), kind: NameKind(), content: $0) },
      viewport: .zero)
    let runtime = TerminalRuntime(table: table)
    runtime.screen = Size(columns: 20, lines: 6)
    runtime.helpLine = "q quit"
    return runtime
  }

  func press(_ key: Key, _ modifiers: KeyModifiers = [], in runtime: TerminalRuntime) {
    runtime.handle(.input(.key(KeyPress(key, modifiers: modifiers))))
  }

  func type(_ text: String, in runtime: TerminalRuntime) {
    for character in text { press(.character(character), in: runtime) }
  }

  @Test func slashOpensTheLineAndTypingFiltersAtOnce() throws {
    let runtime = try makeRuntime()
    press(.character("/"), in: runtime)
    #expect(runtime.filterLine == FilterLine(text: "", isEditing: true))
    // `q` is typed into the line, not a quit.
    type("qva", in: runtime)
    #expect(runtime.exitStatus == nil)
    press(.backspace, in: runtime)
    press(.backspace, in: runtime)
    press(.backspace, in: runtime)
    type("va", in: runtime)
    let frame = runtime.frame()
    expectLines(
      RenderedLines.of(frame),
      [
        "  Urvashi",
        "  Vaishnavi",
        "",
        "",
        "/va              2/4",
        "q quit",
      ])
    #expect(frame.cursor == Point(column: 3, line: 4))
    #expect(runtime.table.numberOfShownRows == 2)
  }

  @Test func upAndDownMoveThroughTheShownRowsWhileTyping() throws {
    let runtime = try makeRuntime()
    press(.character("/"), in: runtime)
    type("a", in: runtime)
    press(.down, in: runtime)
    press(.down, in: runtime)
    #expect(runtime.table.focus?.row == "Urvashi")
    type("sh", in: runtime)
    #expect(runtime.filterLine?.text == "ash")
    // Anchita is gone; the focus stays on a row still shown.
    #expect(runtime.table.isShown("Urvashi"))
    #expect(runtime.table.focus?.row == "Urvashi")
  }

  @Test func enterKeepsTheFilterAndGivesTheKeysBack() throws {
    let runtime = try makeRuntime()
    press(.character("/"), in: runtime)
    type("zo", in: runtime)
    press(.enter, in: runtime)
    #expect(runtime.filterLine == FilterLine(text: "zo", isEditing: false))
    let frame = runtime.frame()
    expectLines(
      RenderedLines.of(frame).suffix(2), ["/zo              1/4", "q quit"])
    #expect(frame.cursor == nil)
    // Keys are the table's again: `q` quits.
    type("q", in: runtime)
    #expect(runtime.exitStatus == 0)
  }

  @Test func escapeClearsTheFilterWhileTypingOrAfter() throws {
    let runtime = try makeRuntime()
    press(.character("/"), in: runtime)
    type("zo", in: runtime)
    press(.escape, in: runtime)
    #expect(runtime.filterLine == nil)
    #expect(runtime.table.filter == nil)
    #expect(runtime.table.numberOfShownRows == 4)

    press(.character("/"), in: runtime)
    type("an", in: runtime)
    press(.enter, in: runtime)
    // `/` edits the kept text again; Escape after Enter clears it.
    press(.character("/"), in: runtime)
    #expect(runtime.filterLine == FilterLine(text: "an", isEditing: true))
    press(.enter, in: runtime)
    press(.escape, in: runtime)
    #expect(runtime.filterLine == nil)
    #expect(runtime.table.numberOfShownRows == 4)
    expectLines(RenderedLines.of(runtime.frame()).suffix(2), ["", "q quit"])
  }

  @Test func backspaceOnAnEmptyLineClosesIt() throws {
    let runtime = try makeRuntime()
    press(.character("/"), in: runtime)
    press(.backspace, in: runtime)
    #expect(runtime.filterLine == nil)
  }

  @Test func controlUClearsAndControlWDeletesAWord() throws {
    let runtime = try makeRuntime()
    press(.character("/"), in: runtime)
    type("ur va", in: runtime)
    press(.character("w"), .control, in: runtime)
    #expect(runtime.filterLine?.text == "ur ")
    press(.character("u"), .control, in: runtime)
    #expect(runtime.filterLine?.text == "")
    #expect(runtime.table.numberOfShownRows == 4)
  }

  @Test func pastesGoIntoTheLineOnOneLine() throws {
    let runtime = try makeRuntime()
    press(.character("/"), in: runtime)
    runtime.handle(.input(.paste("Zo\u{1B}[2J\nya")))
    #expect(runtime.filterLine?.text == "Zo[2J ya")
    #expect(runtime.table.numberOfShownRows == 0)
  }

  @Test func aLongTextShowsItsEndAndTheCursorStaysOnScreen() throws {
    let runtime = try makeRuntime()
    press(.character("/"), in: runtime)
    type("abcdefghijklmnopqrstuvwxyz", in: runtime)
    let frame = runtime.frame()
    expectLines(RenderedLines.of(frame).suffix(2), ["/…nopqrstuvwxyz  0/4", "q quit"])
    #expect(frame.cursor == Point(column: 15, line: 4))
  }

  @Test func makeFilterChoosesTheFilter() throws {
    let runtime = try makeRuntime()
    runtime.makeFilter = { text in
      text.isEmpty ? nil : .text(TextQuery(text, mode: .fuzzy))
    }
    press(.character("/"), in: runtime)
    type("vsn", in: runtime)
    // Fuzzy: V…s…n in Vaishnavi only.
    #expect(runtime.table.numberOfShownRows == 1)
    #expect(runtime.table.isShown("Vaishnavi"))
  }

  @Test func anAppThatHandlesFilterItselfKeepsIt() throws {
    let runtime = try makeRuntime()
    var asked = 0
    runtime.onAction = { action in
      guard action == .filter else { return .ignored }
      asked += 1
      return .handled
    }
    press(.character("/"), in: runtime)
    #expect(asked == 1)
    #expect(runtime.filterLine == nil)
  }
}

/// A table larger than a filter's step: typing filters the first step at once, the
/// filter line says "filtering…" with the count so far, and each tick checks the next
/// step until the count is the whole table's.
@Suite struct RuntimeFilterStepsTests {
  @Test func ticksTakeTheFiltersStepsAndTheCountGrows() throws {
    var registry = RowKindRegistry()
    try registry.register(RuntimeFilterTests.NameKind())
    let count = 3 * TableView.filterStepRows
    let table = try TableView(
      registry: registry,
      rows: (0..<count).map {
        Row(id: RowID($0), kind: RuntimeFilterTests.NameKind(), content: "row \($0)")
      },
      viewport: .zero)
    let runtime = TerminalRuntime(table: table)
    runtime.screen = Size(columns: 30, lines: 6)
    runtime.helpLine = "q quit"
    runtime.handle(.input(.key(KeyPress(.character("/")))))
    for character in "1234" { runtime.handle(.input(.key(KeyPress(.character(character))))) }
    #expect(table.isFiltering)
    let first = (0..<TableView.filterStepRows).count { "row \($0)".contains("1234") }
    expectLines(
      RenderedLines.of(runtime.frame()),
      [
        "  row 1234",
        "  row 11234",
        "  row 12340",
        "  row 12341",
        "/1234     filtering… \(first)/\(count)",
        "q quit",
      ])
    runtime.tick()
    #expect(table.numberOfShownRows > first)
    runtime.tick()
    #expect(!table.isFiltering)
    let all = (0..<count).count { "row \($0)".contains("1234") }
    #expect(
      RenderedLines.of(runtime.frame()).suffix(2) == [
        "/1234               \(all)/\(count)", "q quit",
      ])
  }
}
