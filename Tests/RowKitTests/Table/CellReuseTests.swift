import RowKit
import Testing

@Suite struct CellReuseTests {
  @Test func scrollingAHundredThousandRowsKeepsCellsBoundedByTheViewport() throws {
    let rows = (0..<100_000).map { index in
      index % 3 == 0 ? toggle(RowID(index), "Row \(index)") : label(RowID(index), "Row \(index)")
    }
    let table = try TableView(
      registry: TestKinds.registry(), rows: rows, viewport: Size(columns: 30, lines: 10))
    var canvas = TextCanvas(size: table.viewport)
    while table.contentOffset < table.maxContentOffset {
      table.draw(into: &canvas)
      table.scroll(by: 7)  // less than a page, and not a multiple of the kinds' period of 3
    }
    table.draw(into: &canvas)
    let counters = table.counters
    #expect(counters.cellsCreated <= 10 + 2)
    #expect(counters.totalContentViewsCreated <= 10 + 4)
    #expect(counters.cellReuses > 99_000)
    #expect(counters.contentViewReuses.values.reduce(0, +) > 30_000)
    #expect(plainLines(canvas).suffix(2) == ["  Row 99998", "  [ ] Row 99999        [ Del ]"])
  }

  @Test func aKindSwitchKeepsTheCellAndSwapsTheSlot() throws {
    let table = try TableView(
      registry: TestKinds.registry(),
      rows: [Row(id: 1, kind: SwitcherKind(), content: "a")],
      viewport: Size(columns: 20, lines: 1))
    let cell = try #require(table.cell(for: 1))
    let firstView = try #require(cell.slot.view)
    try table.activate("go", in: 1)
    #expect(plainLines(table) == ["  was a"])
    let after = try #require(table.cell(for: 1))
    #expect(after === cell)
    #expect(after.slot.kindID == "label")
    #expect(after.slot.view !== firstView)
    #expect(table.contentViewPool.parkedCount("switcher") == 1)

    // Switching back takes the parked view out of the pool instead of making one.
    try table.switchKind(1, to: SwitcherKind(), content: "b")
    #expect(plainLines(table) == ["  b           [ Go ]"])
    #expect(table.cell(for: 1)?.slot.view === firstView)
    #expect(table.counters.contentViewsCreated == ["switcher": 1, "label": 1])
  }

  @Test func reconfiguringKeepsTheCellAndTheContentView() throws {
    let table = try TableView(
      registry: TestKinds.registry(), rows: [toggle(1, "Milk")],
      viewport: Size(columns: 20, lines: 1))
    let view = try #require(table.cell(for: 1)?.slot.view)
    try table.reconfigure(1, kind: ToggleKind(), content: .init(title: "Milk", isOn: true))
    #expect(plainLines(table) == ["  [x] Milk   [ Del ]"])
    #expect(table.cell(for: 1)?.slot.view === view)
    #expect(table.counters.totalContentViewsCreated == 1)
  }

  @Test func unchangedContentIsNotConfiguredAgain() throws {
    let table = try TableView(
      registry: TestKinds.registry(), rows: [toggle(1, "Milk")],
      viewport: Size(columns: 20, lines: 1))
    _ = table.render()
    let before = table.counters.configurations
    #expect(before == 1)
    table.setNeedsLayout()
    _ = table.render()
    #expect(table.counters.configurations == before)
    try table.reconfigure(1, kind: ToggleKind(), content: .init(title: "Milk", isOn: true))
    _ = table.render()
    #expect(table.counters.configurations == before + 1)
  }

  @Test func rowsAreMeasuredWhenShownAndAgainOnlyWhenContentOrWidthChanges() throws {
    let table = try TableView(
      registry: TestKinds.registry(),
      rows: (0..<50).map { label(RowID($0), "row \($0)") },
      viewport: Size(columns: 20, lines: 5))
    #expect(table.counters.measurements == 0)
    _ = table.render()
    #expect(table.counters.measurements == 5)
    _ = table.render()
    table.scroll(by: 3)
    _ = table.render()
    #expect(table.counters.measurements == 8)
    table.scroll(by: -3)
    _ = table.render()
    #expect(table.counters.measurements == 8)
    try table.reconfigure(1, kind: LabelKind(), content: "changed")
    _ = table.render()
    #expect(table.counters.measurements == 9)
    try table.reconfigure(40, kind: LabelKind(), content: "changed off screen")
    try table.insert([label(100, "new")], at: RowIndexPath(row: 30))
    _ = table.render()
    #expect(table.counters.measurements == 9)
    table.viewport = Size(columns: 30, lines: 5)
    _ = table.render()
    #expect(table.counters.measurements == 14)
    table.viewport = Size(columns: 30, lines: 6)
    _ = table.render()
    #expect(table.counters.measurements == 15)
  }

  @Test func aMillionRowTableMeasuresOnlyWhatItShows() throws {
    let rows = (0..<1_000_000).map { label(RowID($0), "Row \($0)") }
    let table = try TableView(
      registry: TestKinds.registry(), rows: rows, viewport: Size(columns: 20, lines: 4))
    try table.scroll(to: 999_999)
    #expect(plainLines(table) == ["  Row 999996", "  Row 999997", "  Row 999998", "  Row 999999"])
    table.scroll(toOffset: 500_000)
    #expect(plainLines(table).first == "  Row 500000")
    #expect(table.counters.measurements <= 12)
  }
}

@Suite struct ChromeAndEstimateTests {
  func makeTable() throws -> TableView {
    let table = try TableView(
      registry: TestKinds.registry(), rows: (0..<20).map { label(RowID($0), "row \($0)") },
      viewport: Size(columns: 12, lines: 4))
    _ = table.render()
    return table
  }

  @Test func aChromeChangeThatKeepsTheWidthMeasuresNothingAgain() throws {
    let table = try makeTable()
    #expect(table.counters.measurements == 4)
    table.chrome.focusMark = ">"
    table.chrome.showsSeparator = true
    #expect(plainLines(table) == ["  row 0", "────────────", "  row 1", "────────────"])
    #expect(try table.contentFrame(of: 1) == (top: 2, height: 2))
    #expect(table.counters.measurements == 4)
    table.chrome.gutterWidth = 0
    #expect(plainLines(table) == ["row 0", "────────────", "row 1", "────────────"])
    #expect(table.counters.measurements == 6)
  }

  @Test func aNewEstimateKeepsMeasuredHeights() throws {
    let table = try makeTable()
    table.estimatedRowHeight = 3
    #expect(table.counters.measurements == 4)
    #expect(table.contentHeight == 4 + 16 * 3)
    #expect(plainLines(table) == ["  row 0", "  row 1", "  row 2", "  row 3"])
  }
}
