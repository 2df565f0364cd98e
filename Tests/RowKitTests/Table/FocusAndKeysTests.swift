import RowKit
import Testing

@Suite struct FocusAndKeysTests {
  func makeTable() throws -> TableView {
    try TableView(
      registry: TestKinds.registry(),
      rows: [toggle(1, "One"), label(2, "two"), toggle(3, "Three")],
      viewport: Size(columns: 20, lines: 2))
  }

  @Test func downAndUpMoveBetweenRowsAndScroll() throws {
    let table = try makeTable()
    try table.handle(.down)
    #expect(table.focus == Focus(row: 1, control: "toggle"))
    try table.handle(.down)
    try table.handle(.down)
    #expect(table.focus == Focus(row: 3, control: "toggle"))
    #expect(table.contentOffset == 1)
    try table.handle(.up)
    try table.handle(.up)
    #expect(table.focus == Focus(row: 1, control: "toggle"))
    #expect(table.contentOffset == 0)
  }

  @Test func tabWalksEveryControlAcrossRows() throws {
    let table = try makeTable()
    var seen: [String] = []
    for _ in 0..<5 {
      try table.handle(.tab)
      seen.append("\(table.focus!.row)/\(table.focus!.control!)")
    }
    #expect(seen == ["1/toggle", "1/delete", "3/toggle", "3/delete", "1/toggle"])
    // Entering a row backwards gives it its default control too (here its first).
    try table.handle(.backTab)
    #expect(table.focus == Focus(row: 3, control: "toggle"))
    try table.handle(.right)
    #expect(table.focus == Focus(row: 3, control: "delete"))
  }

  @Test func enterAndSpaceActivateTheFocusedControl() throws {
    let table = try makeTable()
    try table.handle(.home)
    try table.handle(.enter)
    #expect(plainLines(table)[0] == "› <x> One    [ Del ]")
    try table.handle(.space)
    #expect(plainLines(table)[0] == "› < > One    [ Del ]")
    try table.handle(.right)
    #expect(plainLines(table)[0] == "› [ ] One    < Del >")
    try table.handle(.enter)
    #expect(table.allRows.map(\.id) == [2, 3])
    #expect(table.focus == Focus(row: 2))
  }

  @Test func endAndPageKeysReachTheLastRow() throws {
    let table = try makeTable()
    try table.handle(.end)
    #expect(table.focus?.row == 3)
    #expect(table.visibleRowIDs == [2, 3])
    try table.handle(.pageUp)
    #expect(table.focus?.row == 2)
    try table.handle(.pageUp)
    try table.handle(.pageUp)
    #expect(table.focus?.row == 1)
    try table.handle(.pageDown)
    #expect(table.focus?.row == 2)
  }
}

@Suite struct KeyRoutingTests {
  /// A stepper that takes Left and Right for itself and ignores other keys.
  struct StepperKind: ComposedRowKind {
    typealias Content = Int
    var id: RowKindID { "stepper" }

    func body(of content: Int) -> Node {
      .control("value") { Node.text("value \(content)") }
    }

    func action(for event: ControlEvent, content: Int) -> RowAction<Int> {
      switch event.activation {
      case .key(.left): return .update(content - 1)
      case .key(.right): return .update(content + 1)
      default: return .none
      }
    }
  }

  @Test func theKindSeesKeysFirstAndIgnoredKeysMoveTheFocus() throws {
    var registry = TestKinds.registry()
    try registry.register(StepperKind())
    let table = try TableView(
      registry: registry,
      rows: [Row(id: "s", kind: StepperKind(), content: 5), toggle("t", "Tea")],
      viewport: Size(columns: 20, lines: 2))
    try table.setFocus("s")
    try table.handle(.right)
    try table.handle(.right)
    try table.handle(.left)
    #expect(try table.row("s").content.content(as: Int.self) == 6)
    #expect(table.focus == Focus(row: "s", control: "value"))
    try table.handle(.down)
    #expect(table.focus == Focus(row: "t", control: "toggle"))
    try table.handle(.right)
    #expect(table.focus == Focus(row: "t", control: "delete"))
  }

  @Test func focusedTextInsideAControlIsUnderlined() throws {
    var registry = TestKinds.registry()
    try registry.register(StepperKind())
    let table = try TableView(
      registry: registry, rows: [Row(id: "s", kind: StepperKind(), content: 1)],
      viewport: Size(columns: 12, lines: 1))
    #expect(!table.render()[2, 0].style.attributes.contains(.underline))
    try table.setFocus("s")
    #expect(table.render()[2, 0].style.attributes.contains(.underline))
    #expect(plainLines(table) == ["› value 1"])
  }
}

@Suite struct ResizeTests {
  @Test func aFocusedRowInViewStaysInViewWhenTheViewportShrinks() throws {
    let table = try TableView(
      registry: TestKinds.registry(), rows: (0..<10).map { label(RowID($0), "row \($0)") },
      viewport: Size(columns: 20, lines: 6))
    try table.setFocus(5)
    #expect(table.visibleRowIDs.contains(5))
    table.viewport = Size(columns: 20, lines: 3)
    #expect(table.visibleRowIDs == [3, 4, 5])
  }

  @Test func settingTheSameSizeAgainKeepsTheScroll() throws {
    let table = try TableView(
      registry: TestKinds.registry(), rows: (0..<10).map { label(RowID($0), "row \($0)") },
      viewport: Size(columns: 20, lines: 3))
    try table.setFocus(1)
    table.scroll(by: 1)
    table.viewport = Size(columns: 20, lines: 3)
    #expect(table.visibleRowIDs == [1, 2, 3])
  }

  @Test func aFocusedRowScrolledAwayIsLeftAlone() throws {
    let table = try TableView(
      registry: TestKinds.registry(), rows: (0..<10).map { label(RowID($0), "row \($0)") },
      viewport: Size(columns: 20, lines: 3))
    try table.setFocus(0)
    table.scroll(by: 5)
    table.viewport = Size(columns: 12, lines: 2)
    #expect(table.visibleRowIDs == [5, 6])
  }
}
