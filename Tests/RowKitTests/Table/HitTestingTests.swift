import RowKit
import Testing

@Suite struct HitTestingTests {
  /// Rows of 1, 3, 1 and 1 lines at 20 columns (content 18 columns wide).
  func makeTable() throws -> TableView {
    try TableView(
      registry: TestKinds.registry(),
      rows: [
        label(1, "one"),
        label(2, String(repeating: "a", count: 46)),
        toggle(3, "Milk"),
        label(4, "xx yy"),
      ],
      viewport: Size(columns: 20, lines: 4))
  }

  @Test func findsRowsOfDifferentHeights() throws {
    let table = try makeTable()
    #expect(table.indexPath(at: Point(column: 0, line: 0)) == RowIndexPath(row: 0))
    #expect(table.indexPath(at: Point(column: 5, line: 1)) == RowIndexPath(row: 1))
    #expect(table.indexPath(at: Point(column: 5, line: 2)) == RowIndexPath(row: 1))
    #expect(table.indexPath(at: Point(column: 5, line: 3)) == RowIndexPath(row: 1))
    #expect(table.indexPath(at: Point(column: 20, line: 0)) == nil)
    #expect(table.indexPath(at: Point(column: 0, line: 4)) == nil)
    #expect(table.indexPath(atContentLine: 4) == RowIndexPath(row: 2))
    #expect(table.indexPath(atContentLine: 5) == RowIndexPath(row: 3))
    #expect(table.indexPath(atContentLine: 6) == nil)
  }

  @Test func accountsForTheScrollOffset() throws {
    let table = try makeTable()
    table.scroll(by: 3)
    #expect(table.contentOffset == 2)  // clamped: 6 lines of content in a 4-line viewport
    #expect(table.indexPath(at: Point(column: 3, line: 0)) == RowIndexPath(row: 1))
    #expect(table.indexPath(at: Point(column: 3, line: 2)) == RowIndexPath(row: 2))
    #expect(table.indexPath(at: Point(column: 3, line: 3)) == RowIndexPath(row: 3))
  }

  @Test func findsTheControlUnderAPoint() throws {
    let table = try makeTable()
    table.scroll(by: 2)
    // The mark and the title are one control, the button another.
    #expect(plainLines(table)[2] == "  [ ] Milk   [ Del ]")
    #expect(table.hitTest(Point(column: 2, line: 2))?.control == "toggle")
    #expect(table.hitTest(Point(column: 7, line: 2))?.control == "toggle")
    #expect(table.hitTest(Point(column: 13, line: 2))?.control == "delete")
    #expect(table.hitTest(Point(column: 19, line: 2))?.control == "delete")
    #expect(table.hitTest(Point(column: 12, line: 2))?.control == nil)
    #expect(table.hitTest(Point(column: 0, line: 2))?.control == nil)
    #expect(table.hitTest(Point(column: 0, line: 2))?.row == 3)
  }

  @Test func aTapRunsTheKindsActionOnTheContentValue() throws {
    let table = try makeTable()
    table.scroll(by: 2)
    var messages: [ToggleKind.Toggled] = []
    table.onMessage(ToggleKind.Toggled.self) { _, toggled in messages.append(toggled) }
    try table.tap(at: Point(column: 8, line: 2))
    #expect(plainLines(table)[2] == "› <x> Milk   [ Del ]")
    #expect(messages == [ToggleKind.Toggled(isOn: true)])
    #expect(try table.row(3).content.content(as: ToggleKind.Content.self)?.isOn == true)
    try table.tap(at: Point(column: 14, line: 2))
    #expect(!table.contains(3))
    #expect(table.allRows.map(\.id) == [1, 2, 4])
  }
}

@Suite struct ExtremeInputTests {
  @Test func emptyAndTinyViewportsDrawWithoutTrapping() throws {
    for size in [
      Size(columns: 0, lines: 0), Size(columns: 1, lines: 1), Size(columns: 0, lines: 3),
    ] {
      let table = try TableView(
        registry: TestKinds.registry(), rows: [toggle(1, "Milk"), label(2, "a b c")],
        viewport: size)
      try table.handle(.down)
      try table.handle(.enter)
      table.scroll(by: 3)
      #expect(table.render().size == size)
      let hit = table.hitTest(Point(column: 0, line: 0))
      if size.columns == 0 || size.lines == 0 {
        #expect(hit == nil, "\(size)")
      } else {
        #expect(hit?.row == table.visibleRowIDs.first, "\(size)")
        #expect(hit?.row != nil, "\(size)")
      }
    }
  }

  @Test func hugeScrollsAndPointsAreClamped() throws {
    let table = try TableView(
      registry: TestKinds.registry(), rows: (0..<50).map { label(RowID($0), "row \($0)") },
      viewport: Size(columns: 12, lines: 3))
    table.scroll(by: Int.max)
    #expect(table.visibleRowIDs == [47, 48, 49])
    table.scroll(by: Int.min)
    #expect(table.visibleRowIDs == [0, 1, 2])
    table.scroll(toOffset: Int.max)
    #expect(table.visibleRowIDs == [47, 48, 49])
    #expect(table.hitTest(Point(column: Int.max, line: Int.max)) == nil)
    #expect(table.hitTest(Point(column: Int.min, line: -1)) == nil)
    #expect(try table.tap(at: Point(column: Int.max, line: 0)) == nil)
    let far = Rect(column: Int.max - 1, line: Int.max - 1, width: 10, height: 10)
    #expect(far.maxColumn == Int.max)
    #expect(far.intersection(Rect(column: 0, line: 0, width: 5, height: 5)).isEmpty)
  }
}
