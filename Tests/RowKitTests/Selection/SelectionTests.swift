import RowKitTesting
import Testing

@testable import RowKit

/// A heading that refuses selection and the focus.
struct HeadingKind: ComposedRowKind {
  typealias Content = String
  var id: RowKindID { "heading" }
  func body(of content: String) -> Node { .text(content) }
  func isSelectable(_ content: String) -> Bool { false }
  func isFocusable(_ content: String) -> Bool { false }
}

func heading(_ id: RowID, _ text: String) -> Row {
  Row(id: id, kind: HeadingKind(), content: text)
}

/// The selection model: modes, one row, ranges, all and clear, following changes of
/// the rows, messages and drawing.
@Suite struct SelectionTests {
  func makeTable(_ count: Int = 5, mode: SelectionMode = .multiple) throws -> TableView {
    var registry = TestKinds.registry()
    try registry.register(HeadingKind())
    let table = try TableView(
      registry: registry, rows: (1...count).map { label(RowID($0), "Row \($0)") },
      viewport: Size(columns: 12, lines: count))
    table.selectionMode = mode
    return table
  }

  func check(_ table: TableView, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(table.invariantViolations() == [], sourceLocation: sourceLocation)
  }

  @Test func withoutAModeNothingIsSelected() throws {
    let table = try makeTable(mode: .none)
    #expect(try table.select(1) == false)
    #expect(table.selectAll() == false)
    #expect(table.selectedCount == 0)
    #expect(throws: TableError.unknownRowID(9)) { try table.select(9) }
    check(table)
  }

  @Test func singleModeKeepsOneRow() throws {
    let table = try makeTable(mode: .single)
    let recorder = MessageRecorder(table)
    try table.select(1)
    try table.select(3)
    #expect(table.selectedRowIDs == [3])
    #expect(table.selectAll() == false)
    #expect(try table.selectRange(from: 1, to: 4))
    #expect(table.selectedRowIDs == [4])
    #expect(
      recorder.messages(of: SelectionChanged.self).last
        == SelectionChanged(
          added: RowSelection(ids: [4]), removed: RowSelection(ids: [3]), selectedCount: 1))
    check(table)
  }

  @Test func toggleSelectsThenDeselectsAndSetsTheAnchor() throws {
    let table = try makeTable()
    #expect(try table.toggleSelection(2))
    #expect(try table.toggleSelection(4))
    #expect(table.selectedRowIDs == [2, 4])
    #expect(try table.toggleSelection(2))
    #expect(table.selectedRowIDs == [4])
    #expect(table.selectionAnchor == 2)
    check(table)
  }

  @Test func theFocusedRowToggles() throws {
    let table = try makeTable()
    #expect(table.toggleSelection() == false)  // no focus
    try table.setFocus(3)
    #expect(table.toggleSelection())
    #expect(table.isSelected(3))
  }

  @Test func aRangeGoesInDisplayOrderEitherWayAndPassesOverRowsThatRefuse() throws {
    let table = try makeTable()
    try table.performBatchUpdates([.insertAfter([heading("h", "Head")], 2)])
    #expect(try table.selectRange(from: 4, to: 1))
    #expect(table.selectedRowIDs == [1, 2, 3, 4])
    #expect(!table.isSelected("h"))
    #expect(table.selectionAnchor == 4)
    try table.select(5)
    #expect(try table.selectRange(to: 5) == false)  // anchor 5 to 5: selected already
    check(table)
  }

  @Test func shiftDownThenShiftUpGivesBackWhatItAdded() throws {
    let table = try makeTable()
    try table.select(5)  // selected before, outside the extension
    try table.setFocus(2)
    try table.deselect(2)  // the anchor: row 2
    #expect(table.extendSelection(by: 1))
    #expect(table.selectedRowIDs == [2, 3, 5])
    #expect(table.extendSelection(by: 1))
    #expect(table.selectedRowIDs == [2, 3, 4, 5])
    #expect(table.extendSelection(by: -1))
    #expect(table.selectedRowIDs == [2, 3, 5])
    #expect(table.extendSelection(by: -2))  // across the anchor: 1...2
    #expect(table.selectedRowIDs == [1, 2, 5])
    #expect(table.focus?.row == 1)
    check(table)
  }

  @Test func selectAllAndClearAreOneStepWithACountThatFollowsChanges() throws {
    let table = try makeTable()
    try table.performBatchUpdates([.insertAfter([heading("h", "Head")], 1)])
    let recorder = MessageRecorder(table)
    try table.select(2)
    #expect(table.selectAll())
    #expect(table.selection == .all)
    #expect(table.selectedCount == 5)
    #expect(!table.isSelected("h"))
    #expect(
      recorder.messages(of: SelectionChanged.self).last
        == SelectionChanged(
          added: RowSelection(ids: [2], isInverted: true), removed: .empty, selectedCount: 5))
    try table.deselect(3)
    #expect(table.selectedCount == 4)
    try table.delete(4)
    #expect(table.selectedCount == 3)
    // A row inserted is not selected, even with every row selected.
    try table.insert([label(9, "New")], at: RowIndexPath(row: 0, section: 0))
    #expect(!table.isSelected(9))
    #expect(table.selectedCount == 3)
    #expect(table.selectedRowIDs == [1, 2, 5])
    check(table)
    #expect(table.selectAll())
    #expect(table.selectedCount == 5)
    #expect(table.clearSelection())
    #expect(table.selectedCount == 0)
    #expect(table.clearSelection() == false)
    #expect(
      recorder.messages(of: SelectionChanged.self).last
        == SelectionChanged(added: .empty, removed: .all, selectedCount: 0))
    check(table)
  }

  @Test func theSelectionSurvivesApplyByIDAndDropsDeletedRows() throws {
    let table = try makeTable()
    try table.select(2)
    try table.select(4)
    try table.apply(rows: [label(4, "Four, moved"), label(3, "Three"), label(1, "One")])
    #expect(table.selectedRowIDs == [4])
    #expect(table.selectionAnchor == 4)
    check(table)
    // A row whose new content refuses selection leaves the selection.
    try table.switchKind(4, to: HeadingKind(), content: "Four")
    #expect(table.selectedCount == 0)
    check(table)
  }

  @Test func aRebuildingApplyFollowsTheSelectionToo() throws {
    let table = try makeTable(200)
    table.selectAll()
    try table.deselect(7)
    // Reversing the rows changes most places: the tree is rebuilt, not edited.
    var rows = table.allRows.reversed().filter { $0.id != 10 }
    rows.append(label(500, "New"))
    rows[0] = heading(rows[0].id, "Was a label")
    try table.apply(rows: rows)
    #expect(table.selectedCount == 200 - 1 - 1 - 1)
    #expect(!table.isSelected(500))
    #expect(!table.isSelected(7))
    check(table)
  }

  @Test func aFailedBatchLeavesTheSelectionAsItWas() throws {
    let table = try makeTable()
    table.selectAll()
    #expect(throws: TableError.unknownRowID(99)) {
      try table.performBatchUpdates([
        .delete(1), .insert([label(8, "x")], at: RowIndexPath(row: 0, section: 0)), .delete(99),
      ])
    }
    #expect(table.selectedCount == 5)
    #expect(table.selection == .all)
    check(table)
  }

  @Test func aNewModeKeepsWhatItCan() throws {
    let table = try makeTable()
    try table.select(1)
    try table.select(3)
    table.selectionMode = .single
    #expect(table.selectedRowIDs == [3])
    table.selectionMode = .multiple
    #expect(table.selectedRowIDs == [3])
    table.selectionMode = .none
    #expect(table.selectedCount == 0)
    check(table)
  }

  @Test func selectedRowsShowTheMarkInTheGutter() throws {
    let table = try makeTable(3)
    try table.select(1)
    try table.select(2)
    try table.setFocus(2)
    expectLines(
      RenderedLines.of(table),
      [
        " ✓Row 1",
        "›✓Row 2",
        "  Row 3",
      ])
    table.chrome.gutterWidth = 1
    expectLines(RenderedLines.of(table), ["✓Row 1", "›Row 2", " Row 3"])
    // A change of selection redraws only the rows it changed.
    table.chrome.gutterWidth = 2
    var canvas = TextCanvas(size: table.viewport)
    table.draw(into: &canvas)
    let versions = (0..<3).map { canvas.version(ofLine: $0) }
    try table.toggleSelection(3)
    table.draw(into: &canvas)
    #expect((0..<3).map { canvas.version(ofLine: $0) != versions[$0] } == [false, false, true])
    expectLines(RenderedLines.of(canvas), [" ✓Row 1", "›✓Row 2", " ✓Row 3"])
  }
}
