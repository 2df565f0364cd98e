import RowKit
import RowKitSpinner
import RowKitTesting
import Testing

/// The example of RowKitSpinner's documentation (Docs/RowKitSpinner.docc), as written
/// there.
@Suite struct RowKitSpinnerExamples {
  @Test func aTickTurnsTheSpinner() throws {
    var printed = ""
    func print(_ text: String, terminator: String = "\n") { printed += text + terminator }

    var registry = RowKindRegistry()
    try registry.register(SpinnerKind())
    let table = try TableView(
      registry: registry,
      rows: [Row(id: "load", kind: SpinnerKind(), content: .init(label: "Loading names"))],
      viewport: Size(columns: 20, lines: 1))
    try SpinnerKind.tick(table)
    print(TextRenderer.plain.render(table.render()), terminator: "")

    #expect(printed.split(separator: "\n") == ["  ⠙ Loading names"])
  }
}
