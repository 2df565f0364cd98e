import RowKit
import RowKitKinds
import RowKitTesting
import Testing

/// The example of RowKit's landing page (Docs/RowKit.docc/RowKit.md), as written
/// there, with what the page says it prints.
@Suite struct RowKitLandingPageExamples {
  @Test func threeRemovableRowsAndATapOnRemove() throws {
    var printed = ""
    func print(_ text: String, terminator: String = "\n") { printed += text + terminator }

    var registry = RowKindRegistry()
    try registry.register(BuiltInKinds.self)

    let names = ["Urvashi", "Vaishnavi", "Anchita"]
    let table = try TableView(
      registry: registry,
      rows: names.map { BuiltInKinds.removableRow(id: RowID($0), title: $0) },
      viewport: Size(columns: 34, lines: 3))
    try table.tap(at: Point(column: 26, line: 1))  // Remove, in Vaishnavi's row
    print(TextRenderer.plain.render(table.render()), terminator: "")

    expectLines(
      printed.split(separator: "\n").map(String.init),
      [
        "  Urvashi               [ Remove ]",
        "› Remove Vaishnavi? [ Yes ] < No >",
        "  Anchita               [ Remove ]",
      ])
  }
}
