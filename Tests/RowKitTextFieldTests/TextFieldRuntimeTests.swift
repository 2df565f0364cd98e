import RowKit
import RowKitConfirm
import RowKitTerminal
import RowKitTesting
import RowKitTextField
import Testing

/// A text field in a terminal runtime: it sees keys and pastes before the keymap, the
/// terminal's cursor sits at its insertion point, and a prompt hosts one.
@Suite struct TextFieldRuntimeTests {
  struct NoteKind: ComposedRowKind {
    typealias Content = String
    var id: RowKindID { "note" }
    func body(of content: String) -> Node { .text(content) }
  }

  func registry() throws -> RowKindRegistry {
    var registry = RowKindRegistry()
    try registry.register(TextFieldKind())
    try registry.register(NoteKind())
    try registry.register(ConfirmKind())
    return registry
  }

  func makeRuntime() throws -> TerminalRuntime {
    let table = try TableView(
      registry: registry(),
      rows: [
        Row(
          id: "new", kind: TextFieldKind(), content: .init(placeholder: "New item", label: "Add")),
        Row(id: "milk", kind: NoteKind(), content: "Milk"),
      ], viewport: .zero)
    let runtime = TerminalRuntime(table: table)
    runtime.screen = Size(columns: 30, lines: 4)
    runtime.statusLines = { ["\(table.numberOfRows) rows"] }
    runtime.helpLine = "q quit"
    return runtime
  }

  func type(_ text: String, into runtime: TerminalRuntime) {
    for character in text {
      runtime.handle(.input(.key(character == " " ? .space : .character(character))))
    }
  }

  func field(_ runtime: TerminalRuntime) throws -> TextFieldKind.Content? {
    try runtime.table.row("new").content.content(as: TextFieldKind.Content.self)
  }

  @Test func typingQIntoAFieldTypesQ() throws {
    let runtime = try makeRuntime()
    try runtime.table.setFocus("new")
    var changes: [String] = []
    runtime.table.onMessage(TextFieldChanged.self) { _, change in changes.append(change.text) }
    type("Buy oat milk q", into: runtime)
    #expect(runtime.exitStatus == nil)
    #expect(try field(runtime)?.text == "Buy oat milk q")
    #expect(changes.last == "Buy oat milk q")
    #expect(changes.count == 14)
    expectLines(
      RenderedLines.of(runtime.frame()), ["› Add Buy oat milk q", "  Milk", "2 rows", "q quit"])
    // Ctrl-W takes the word back; the keymap's j and k are letters here too.
    runtime.handle(.input(.key(KeyPress(.character("w"), modifiers: .control))))
    type("jk", into: runtime)
    #expect(try field(runtime)?.text == "Buy oat milk jk")
    // Down is no field's key: the focus moves on, and q quits there.
    runtime.handle(.input(.key(.down)))
    #expect(runtime.table.focus?.row == "milk")
    runtime.handle(.input(.key(.character("q"))))
    #expect(runtime.exitStatus == 0)
  }

  @Test func aPasteGoesToTheFocusedFieldCleaned() throws {
    let runtime = try makeRuntime()
    var pasted: [String] = []
    runtime.onPaste = { pasted.append($0) }
    // No focus: the app's hook gets it.
    runtime.handle(.input(.paste("x")))
    #expect(pasted == ["x"])
    try runtime.table.setFocus("new")
    type("[]", into: runtime)
    runtime.handle(.input(.key(.left)))
    runtime.handle(.input(.paste("oat\r\nmilk\u{1B}[2J\n")))
    #expect(try field(runtime)?.text == "[oat milk[2J]")
    #expect(try field(runtime)?.cursor == 12)
    #expect(pasted == ["x"])
  }

  @Test func theTerminalsCursorSitsAtTheInsertionPoint() throws {
    let runtime = try makeRuntime()
    #expect(runtime.frame().cursor == nil)
    try runtime.table.setFocus("new")
    type("oat", into: runtime)
    // "› Add " is 6 columns, then "oat".
    #expect(runtime.frame().cursor == Point(column: 9, line: 0))
    runtime.handle(.input(.key(.home)))
    #expect(runtime.frame().cursor == Point(column: 6, line: 0))
    // An unchanged frame keeps it; the help over the field hides it.
    #expect(runtime.frame().cursor == Point(column: 6, line: 0))
    runtime.showHelp()
    #expect(runtime.frame().cursor == nil)
    runtime.handle(.input(.key(.escape)))
    #expect(runtime.frame().cursor == Point(column: 6, line: 0))
    runtime.handle(.input(.key(.down)))
    #expect(runtime.frame().cursor == nil)
    // The writer shows the cursor there and hides it again.
    var writer = FrameDiffWriter(colors: false)
    runtime.handle(.input(.key(.up)))
    let shown = String(decoding: writer.frame(runtime.frame()), as: UTF8.self)
    // The whole screen, then the cursor from the end of "q quit" (line 4, column 7)
    // up three lines to the insertion point (line 1, column 7), shown.
    #expect(shown.hasSuffix("q quit\u{1B}[3A\u{1B}[?25h"))
    runtime.handle(.input(.key(.down)))
    let hidden = String(decoding: writer.frame(runtime.frame()), as: UTF8.self)
    #expect(hidden.hasSuffix("\u{1B}[?25l"))
  }

  @Test func aPromptHostsAFieldAndEscapeCancelsIt() throws {
    let runtime = try makeRuntime()
    runtime.screen = Size(columns: 30, lines: 7)
    let prompt = try TableView(
      registry: registry(),
      rows: [
        Row(id: "name", kind: TextFieldKind(), content: .init(placeholder: "name", label: "Name"))
      ],
      viewport: .zero)
    try prompt.setFocus("name")
    var added: [String] = []
    prompt.onMessage(TextFieldSubmitted.self) { _, submitted in
      added.append(submitted.text)
      runtime.dismissOverlay()
    }
    let overlay = PromptOverlay(title: "New item", table: prompt, width: 20)
    var cancelled = 0
    overlay.onCancel = { cancelled += 1 }
    runtime.present(overlay)
    type("oat q", into: runtime)
    expectLines(
      RenderedLines.of(runtime.frame()),
      [
        "  Add New item", "  Milk", "   ┌─ New item ───────────┐",
        "   │ › Name oat q         │", "   └─ esc cancel ─────────┘", "2 rows", "q quit",
      ])
    #expect(runtime.frame().cursor == Point(column: 17, line: 3))
    runtime.handle(.input(.key(.enter)))
    #expect(added == ["oat q"])
    #expect(runtime.overlay == nil)
    #expect(runtime.exitStatus == nil)
    // Escape, which the field does not use, cancels the next one.
    runtime.present(overlay)
    runtime.handle(.input(.key(.escape)))
    #expect(cancelled == 1)
    #expect(runtime.overlay == nil)
  }

  @Test func escapeInAConfirmPromptAnswersNo() throws {
    let runtime = try makeRuntime()
    runtime.screen = Size(columns: 40, lines: 7)
    let prompt = try TableView(
      registry: registry(),
      rows: [Row(id: "sure", kind: ConfirmKind(), content: .init(prompt: "Discard?"))],
      viewport: .zero)
    try prompt.setFocus("sure", control: ConfirmKind.confirmControl)
    var answers: [ConfirmAnswer] = []
    prompt.onMessage(ConfirmAnswer.self) { _, answer in
      answers.append(answer)
      runtime.dismissOverlay()
    }
    runtime.present(PromptOverlay(title: "Discard", table: prompt))
    runtime.handle(.input(.key(.escape)))
    #expect(answers == [.cancelled])
    #expect(runtime.overlay == nil)
  }
}
