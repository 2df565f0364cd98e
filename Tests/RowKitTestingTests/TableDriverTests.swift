import RowKit
import RowKitTesting
import Testing

@Suite struct TableDriverTests {
  struct ItemKind: ComposedRowKind {
    typealias Content = String
    var id: RowKindID { "item" }
    func body(of content: String) -> Node {
      Node.text(content).withTrailingAccessory(Node.button("delete", label: "Delete"))
    }
    func action(for event: ControlEvent, content: String) -> RowAction<String> {
      event.isPress && event.control == "delete" ? .delete() : .none
    }
  }

  func makeDriver() throws -> TableDriver {
    var registry = RowKindRegistry()
    try registry.register(ItemKind())
    let rows = (1...20).map { Row(id: RowID($0), kind: ItemKind(), content: "Item \($0)") }
    return TableDriver(
      try TableView(registry: registry, rows: rows, viewport: Size(columns: 24, lines: 3)))
  }

  @Test func tapsAButtonByItsLabelScrollingTheRowIntoView() throws {
    let driver = try makeDriver()
    let hit = try driver.tap(label: "Delete", inRow: 15)
    #expect(hit?.control == "delete")
    #expect(!driver.table.contains(15))
    try driver.tap(label: "Delete", inRowAt: 0)
    #expect(!driver.table.contains(1))
  }

  @Test func pressesKeysAndTapsPoints() throws {
    let driver = try makeDriver()
    try driver.press(.down, .right)
    #expect(driver.table.focus == Focus(row: 1, control: "delete"))
    #expect(driver.lines[0] == "› Item 1      < Delete >")
    try driver.tap(column: 15, line: 1)
    #expect(!driver.table.contains(2))
  }

  @Test func missingLabelsAndRowsAreTypedErrors() throws {
    let driver = try makeDriver()
    #expect(throws: TableDriverError.labelNotFound(label: "Keep", row: 3)) {
      try driver.tap(label: "Keep", inRow: 3)
    }
    #expect(throws: TableDriverError.rowNotFound(99)) {
      try driver.tap(label: "Delete", inRow: 99)
    }
    #expect(throws: TableDriverError.rowNotFound(RowID(40))) {
      try driver.tap(label: "Delete", inRowAt: 40)
    }
  }
}
