import RowKitTesting
import Testing

@testable import RowKit

/// The two focus faults the model test found from outside, as a third party hits
/// them: each step checked with the invariants and against a fresh table's frame.
@Suite struct TableModelFocusCasesTests {
  /// The frame of a fresh table with `table`'s rows, viewport, focus and anchor.
  func freshFrame(of table: TableView) throws -> [String] {
    let fresh = try TableView(
      registry: TestKinds.registry(), rows: table.allRows, viewport: table.viewport)
    if let focus = table.focus { try fresh.setFocus(focus.row, control: focus.control) }
    if let anchor = table.scrollAnchor { try fresh.scroll(to: anchor) }
    return RenderedLines.of(fresh)
  }

  @Test func aTapAtTwoColumnsThenWideningGivesTheRowItsControl() throws {
    let table = try TableView(
      registry: TestKinds.registry(), rows: [toggle("t", "Tea"), label("l", "lemon")],
      viewport: Size(columns: 2, lines: 2))
    _ = table.render()
    try table.tap(at: Point(column: 1, line: 0))
    // Two columns show no control of the row: focused without one.
    #expect(table.focus == Focus(row: "t", control: nil))
    #expect(table.invariantViolations() == [])
    #expect(RenderedLines.of(table) == (try freshFrame(of: table)))
    table.viewport = Size(columns: 16, lines: 2)
    _ = table.render()
    #expect(table.focus == Focus(row: "t", control: "toggle"))
    #expect(table.invariantViolations() == [])
    // The toggle is drawn focused (`< >`), as a fresh table draws it.
    #expect(RenderedLines.of(table) == ["› < > Tea", "  [ Del ]"])
    #expect(RenderedLines.of(table) == (try freshFrame(of: table)))
  }

  @Test func aKindSwitchedByApplyAtNoLinesTakesTheNewKindsControl() throws {
    let table = try TableView(
      registry: TestKinds.registry(), rows: [toggle("t", "Tea"), label("l", "lemon")],
      viewport: Size(columns: 16, lines: 0))
    try table.setFocus("t", control: "delete")
    // The row becomes a switcher, whose one control is Go, while nothing is shown.
    try table.apply(rows: [Row(id: "t", kind: SwitcherKind(), content: "S"), label("l", "lemon")])
    #expect(table.focus == Focus(row: "t", control: "go"))
    #expect(table.invariantViolations() == [])
    // Enter presses Go (the row becomes a label), not the toggle's Delete.
    try table.handle(.enter)
    #expect(table.allRows.map(\.id) == ["t", "l"])
    #expect(try table.row("t").content.content(as: String.self) == "was S")
    table.viewport = Size(columns: 16, lines: 2)
    #expect(table.invariantViolations() == [])
    #expect(RenderedLines.of(table) == (try freshFrame(of: table)))
    #expect(RenderedLines.of(table) == ["› was S", "  lemon"])
  }
}
