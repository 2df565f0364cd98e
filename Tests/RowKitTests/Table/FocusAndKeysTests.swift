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
    try table.handle(.backTab)
    #expect(table.focus == Focus(row: 3, control: "delete"))
    try table.handle(.left)
    #expect(table.focus == Focus(row: 3, control: "toggle"))
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
