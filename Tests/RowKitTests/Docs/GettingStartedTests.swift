import RowKit
import RowKitTesting
import Testing

/// The code of the Getting Started article (Docs/RowKit.docc/GettingStarted.md), as
/// written there, with what the article says it prints.
@Suite struct GettingStartedTests {
  struct ItemKind: ComposedRowKind {
    struct Content: Equatable, Sendable {
      var name: String
      var isDone = false
    }

    var id: RowKindID { "item" }

    func body(of content: Content) -> Node {
      .control("done") {
        Node.hstack {
          Node.mark(.checkbox, isOn: content.isDone)
          Node.text(content.name)
        }
      }
    }

    func action(for event: ControlEvent, content: Content) -> RowAction<Content> {
      guard event.isPress else { return .none }
      var next = content
      next.isDone.toggle()
      return .update(next)
    }
  }

  @Test func theArticlesExamplePrintsWhatTheArticleSays() throws {
    var printed = ""
    func print(_ text: String, terminator: String = "\n") { printed += text + terminator }

    var registry = RowKindRegistry()
    try registry.register(ItemKind())

    let table = try TableView(
      registry: registry,
      rows: [
        Row(id: "milk", kind: ItemKind(), content: .init(name: "Milk")),
        Row(id: "eggs", kind: ItemKind(), content: .init(name: "Eggs", isDone: true)),
      ],
      viewport: Size(columns: 20, lines: 2))

    try table.tap(at: Point(column: 3, line: 0))
    print(TextRenderer.plain.render(table.render()), terminator: "")

    expectLines(
      printed.split(separator: "\n").map(String.init),
      [
        "› <x> Milk",
        "  [x] Eggs",
      ])
  }
}
