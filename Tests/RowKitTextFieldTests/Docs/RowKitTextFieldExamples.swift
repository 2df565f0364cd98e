import RowKit
import RowKitTesting
import RowKitTextField
import Testing

/// The examples of RowKitTextField's documentation (Docs/RowKitTextField.docc), as
/// written there.
@Suite struct RowKitTextFieldExamples {
  @Test func typingQTypesQAndEnterSubmits() throws {
    var printed: [String] = []
    func print(_ text: String) { printed.append(text) }

    var registry = RowKindRegistry()
    try registry.register(TextFieldKind())
    let field = TextFieldKind.Content(placeholder: "milk", label: "Add")
    let table = try TableView(
      registry: registry, rows: [Row(id: "new", kind: TextFieldKind(), content: field)],
      viewport: Size(columns: 20, lines: 1))
    table.onMessage(TextFieldSubmitted.self) { _, submitted in print("add \(submitted.text)") }
    try table.setFocus("new")
    for character in "oat q" { try table.handle(.character(character)) }
    try table.handle(.enter)

    #expect(printed == ["add oat q"])
    let frame = table.render()
    #expect(RenderedLines.of(frame) == ["› Add oat q"])
    #expect(frame.cursor == Point(column: 11, line: 0))
  }

  @Test func pastesAreCleaned() {
    #expect(TextFieldKind.Content.cleaned("oat\r\nmilk\n") == "oat milk")
    #expect(TextFieldKind.Content.cleaned("a\u{1B}[31mb\tc") == "a[31mb c")
  }
}
