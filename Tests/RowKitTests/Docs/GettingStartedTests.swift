import RowKit
import RowKitTesting
import Testing

/// The code of the Getting Started article (Docs/RowKit.docc/GettingStarted.md), as
/// written there, with what the article says it prints. `Scripts/getting-started`
/// follows the article itself, files, commands and all, in a package of its own.
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

  // The article's test file, for the kind above (the article's `@testable import
  // groceries` is this file's own code here). `Scripts/getting-started` runs it in the
  // article's package.
  @Suite struct ItemKindTests {
    @Test func drawsTheBoxAndTheName() throws {
      let lines = try RenderedLines.of(ItemKind(), .init(name: "Milk"), width: 12)
      expectLines(lines, ["[ ] Milk"])
    }

    @Test func aTapTicksTheItem() throws {
      var registry = RowKindRegistry()
      try registry.register(ItemKind())
      let table = try TableView(
        registry: registry,
        rows: [Row(id: "milk", kind: ItemKind(), content: .init(name: "Milk"))],
        viewport: Size(columns: 20, lines: 1))
      let driver = TableDriver(table)

      try driver.tap(label: "Milk", inRow: "milk")

      expectLines(driver.lines, ["› <x> Milk"])
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
