import RowKitTesting
import Testing

@testable import RowKit

/// Sticky section headers (``TableView/pinsSectionHeaders``), as literal frames.
@Suite struct StickyHeaderTests {
  /// Three sections: "A" (a two-line title over four rows), "B" (three rows), "C"
  /// (five rows); twelve columns, four lines, headers pinned.
  func makeTable(lines: Int = 4) throws -> TableView {
    let table = try TableView(
      sections: [
        Section(
          id: "a", header: title("ha", "Alpha team"),
          rows: (1...4).map { label(RowID($0), "a\($0)") }),
        Section(
          id: "b", header: title("hb", "B"), rows: (5...7).map { label(RowID($0), "b\($0)") }),
        Section(
          id: "c", header: title("hc", "C"), rows: (8...12).map { label(RowID($0), "c\($0)") }),
      ],
      viewport: Size(columns: 8, lines: lines))
    table.pinsSectionHeaders = true
    return table
  }

  /// The frame, after checking the invariants and that drawing into a kept canvas
  /// gives what a fresh canvas shows.
  func frame(_ table: TableView, _ canvas: inout TextCanvas) -> [String] {
    if canvas.size != table.viewport { canvas = TextCanvas(size: table.viewport) }
    table.draw(into: &canvas)
    #expect(table.invariantViolations() == [])
    let fresh = plainLines(table)
    #expect(RenderedLines.of(canvas) == fresh)
    return fresh
  }

  @Test func theHeaderStaysPinnedWhileItsRowsScrollUnderIt() throws {
    let table = try makeTable()
    var canvas = TextCanvas(size: table.viewport)
    #expect(frame(table, &canvas) == ["  Alpha", "  team", "  a1", "  a2"])
    table.scroll(by: 1)
    #expect(frame(table, &canvas) == ["  Alpha", "  team", "  a2", "  a3"])
    table.scroll(by: 1)
    #expect(frame(table, &canvas) == ["  Alpha", "  team", "  a3", "  a4"])
    #expect(table.visibleRowIDs == ["ha", 1, 2, 3, 4])
    #expect(table.hitTest(Point(column: 3, line: 1))?.row == "ha")
    #expect(table.hitTest(Point(column: 3, line: 2))?.row == 3)
  }

  @Test func theNextSectionsHeaderPushesThePinnedOneUp() throws {
    let table = try makeTable()
    var canvas = TextCanvas(size: table.viewport)
    table.scroll(by: 4)
    #expect(frame(table, &canvas) == ["  Alpha", "  team", "  B", "  b5"])
    table.scroll(by: 1)
    // "B" one line below the top: the two-line header shows its last line.
    #expect(frame(table, &canvas) == ["  team", "  B", "  b5", "  b6"])
    #expect(table.visibleRowFrames.first?.frame == Rect(column: 0, line: -1, width: 8, height: 2))
    table.scroll(by: 1)
    #expect(frame(table, &canvas) == ["  B", "  b5", "  b6", "  b7"])
    table.scroll(by: 1)
    #expect(frame(table, &canvas) == ["  B", "  b6", "  b7", "  C"])
    table.scroll(by: -7)
    #expect(frame(table, &canvas) == ["  Alpha", "  team", "  a1", "  a2"])
  }

  @Test func theHeaderIsAtTheTopAfterAJump() throws {
    let table = try makeTable()
    var canvas = TextCanvas(size: table.viewport)
    _ = frame(table, &canvas)
    table.scroll(toOffset: 12)
    #expect(frame(table, &canvas) == ["  C", "  c10", "  c11", "  c12"])
    // Scrolling to a row puts it below the pinned header, never under it.
    try table.scroll(to: 3, position: .top)
    #expect(frame(table, &canvas) == ["  Alpha", "  team", "  a3", "  a4"])
    try table.scroll(to: 9, position: .top)
    #expect(frame(table, &canvas) == ["  C", "  c9", "  c10", "  c11"])
    try table.scroll(to: 8)
    #expect(frame(table, &canvas) == ["  C", "  c8", "  c9", "  c10"])
  }

  @Test func movingTheFocusUpNeverLeavesTheRowUnderThePinnedHeader() throws {
    let table = try makeTable()
    var canvas = TextCanvas(size: table.viewport)
    try table.setFocus(10)
    #expect(frame(table, &canvas) == ["  C", "  c8", "  c9", "› c10"])
    try table.handle(.up)
    try table.handle(.up)
    try table.handle(.up)
    #expect(table.focus?.row == 7)
    #expect(frame(table, &canvas) == ["  B", "› b7", "  C", "  c8"])
    try table.handle(.up)
    #expect(frame(table, &canvas) == ["  B", "› b6", "  b7", "  C"])
    #expect(table.visibleRowIDs == ["hb", 5, 6, 7, "hc"])
  }

  @Test func aPinnedHeaderIsHitTestedAndTakesTheFocusLikeAnyRow() throws {
    let table = try TableView(
      sections: [
        Section(
          id: "a", header: label("ha", "A"), rows: (1...4).map { label(RowID($0), "a\($0)") }),
        Section(id: "b", header: label("hb", "B"), rows: [label(5, "b5")]),
      ],
      viewport: Size(columns: 8, lines: 3))
    table.pinsSectionHeaders = true
    var canvas = TextCanvas(size: table.viewport)
    table.scroll(by: 2)
    #expect(frame(table, &canvas) == ["  A", "  a3", "  a4"])
    try table.tap(at: Point(column: 2, line: 0))
    #expect(table.focus?.row == "ha")
    #expect(frame(table, &canvas) == ["› A", "  a3", "  a4"])
    try table.handle(.down)
    #expect(table.focus?.row == 1)
    #expect(frame(table, &canvas) == ["  A", "› a1", "  a2"])
  }

  @Test func theHeaderStaysPinnedUnderAResize() throws {
    let table = try makeTable()
    var canvas = TextCanvas(size: table.viewport)
    table.scroll(by: 2)
    #expect(frame(table, &canvas) == ["  Alpha", "  team", "  a3", "  a4"])
    table.viewport = Size(columns: 8, lines: 6)
    #expect(frame(table, &canvas) == ["  Alpha", "  team", "  a3", "  a4", "  B", "  b5"])
    // Wider: the title takes one line and one more row shows under it.
    table.viewport = Size(columns: 14, lines: 4)
    #expect(frame(table, &canvas) == ["  Alpha team", "  a2", "  a3", "  a4"])
    table.pinsSectionHeaders = false
    #expect(frame(table, &canvas) == ["  a1", "  a2", "  a3", "  a4"])
  }

  /// Sections A (a1-a4), B (b5-b7) and C (c8-c12) under one-line headers that take
  /// the focus; eight columns, four lines.
  func makeFocusableHeaders(pinned: Bool) throws -> TableView {
    let table = try TableView(
      sections: [
        Section(
          id: "a", header: label("ha", "A"), rows: (1...4).map { label(RowID($0), "a\($0)") }),
        Section(
          id: "b", header: label("hb", "B"), rows: (5...7).map { label(RowID($0), "b\($0)") }),
        Section(
          id: "c", header: label("hc", "C"), rows: (8...12).map { label(RowID($0), "c\($0)") }),
      ],
      viewport: Size(columns: 8, lines: 4))
    table.pinsSectionHeaders = pinned
    return table
  }

  @Test func collapsingASectionWhoseHeaderIsAboveTheTopBringsTheHeaderToTheTop() throws {
    // Pinned: the header covers a2, the focused a3 shows under it; folded, the header
    // is at the top (not above it, off screen) and keeps the focus.
    let pinned = try makeFocusableHeaders(pinned: true)
    var canvas = TextCanvas(size: pinned.viewport)
    try pinned.setFocus(3)
    pinned.scroll(by: 2)
    #expect(frame(pinned, &canvas) == ["  A", "› a3", "  a4", "  B"])
    try pinned.setCollapsed(true, section: "a")
    #expect(pinned.focus?.row == "ha")
    #expect(frame(pinned, &canvas) == ["› A", "  B", "  b5", "  b6"])
    try pinned.setCollapsed(false, section: "a")
    #expect(frame(pinned, &canvas) == ["› A", "  a1", "  a2", "  a3"])
    // Not pinned, the header scrolled out above: the same.
    let plain = try makeFocusableHeaders(pinned: false)
    plain.scroll(by: 2)
    #expect(frame(plain, &canvas) == ["  a2", "  a3", "  a4", "  B"])
    try plain.setCollapsed(true, section: "a")
    #expect(frame(plain, &canvas) == ["  A", "  B", "  b5", "  b6"])
    // A header on screen stays where it is; a section wholly above the top stays
    // above it.
    try plain.setCollapsed(true, section: "b")
    #expect(frame(plain, &canvas) == ["  A", "  B", "  C", "  c8"])
    plain.scroll(by: 3)
    #expect(frame(plain, &canvas) == ["  c8", "  c9", "  c10", "  c11"])
    try plain.setCollapsed(false, section: "b")
    try plain.setCollapsed(true, section: "b")
    #expect(frame(plain, &canvas) == ["  c8", "  c9", "  c10", "  c11"])
  }
}
