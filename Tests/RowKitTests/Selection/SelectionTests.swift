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

  // MARK: Ranges and the rows that refuse selection

  /// Two sections under headings (which refuse selection), the second with a footer
  /// heading: ha 1 2 | hb 3 4 5 fb.
  func makeSectionedTable() throws -> TableView {
    var registry = TestKinds.registry()
    try registry.register(HeadingKind())
    let table = try TableView(
      registry: registry,
      sections: [
        Section(id: "a", header: heading("ha", "A"), rows: [label(1, "One"), label(2, "Two")]),
        Section(
          id: "b", header: heading("hb", "B"), footer: heading("fb", "End"),
          rows: [label(3, "Three"), label(4, "Four"), label(5, "Five")]),
      ],
      viewport: Size(columns: 12, lines: 9))
    table.selectionMode = .multiple
    return table
  }

  @Test func aRangeAcrossSectionsPassesOverTheirHeadersAndFooters() throws {
    let table = try makeSectionedTable()
    #expect(table.selectionState.refusing == ["ha", "hb", "fb"])
    #expect(try table.selectRange(from: "fb", to: "ha"))
    #expect(table.selectedRowIDs == [1, 2, 3, 4, 5])
    #expect(table.selectedCount == 5)
    #expect(table.selectionAnchor == "fb")
    // From a selection that is not empty: only the rows not selected are added.
    try table.deselect(4)
    // 2 is selected and hb refuses: nothing to add.
    #expect(try table.selectRange(from: 2, to: "hb") == false)
    #expect(table.selectedRowIDs == [1, 2, 3, 5])
    #expect(try table.selectRange(from: "hb", to: 5))
    #expect(table.selectedRowIDs == [1, 2, 3, 4, 5])
    check(table)
  }

  @Test func aRangePassesOverRowsSwitchedToAKindThatRefusesAndTakesThemSwitchedBack() throws {
    let table = try makeSectionedTable()
    try table.performBatchUpdates([.switchKind(3, heading(3, "Now a heading").content)])
    #expect(table.selectionState.refusing == ["ha", "hb", "fb", 3])
    #expect(try table.selectRange(from: 1, to: 5))
    #expect(table.selectedRowIDs == [1, 2, 4, 5])
    table.clearSelection()
    try table.performBatchUpdates([
      .switchKind(3, label(3, "Three again").content), .delete("hb"),
    ])
    #expect(table.selectionState.refusing == ["ha", "fb"])
    #expect(try table.selectRange(from: 1, to: 5))
    #expect(table.selectedRowIDs == [1, 2, 3, 4, 5])
    check(table)
  }

  @Test func aFailedBatchLeavesTheRowsThatRefuseAsTheyWere() throws {
    let table = try makeSectionedTable()
    #expect(throws: TableError.unknownRowID(99)) {
      try table.performBatchUpdates([
        .delete("hb"), .switchKind(1, heading(1, "Now a heading").content),
        .insert([heading(8, "New")], at: RowIndexPath(row: 0, section: 0)), .delete(99),
      ])
    }
    #expect(table.selectionState.refusing == ["ha", "hb", "fb"])
    #expect(try table.selectRange(from: "ha", to: "fb"))
    #expect(table.selectedRowIDs == [1, 2, 3, 4, 5])
    check(table)
  }

  @Test func anApplyThatMovesAndChangesHeadersKeepsTheRowsThatRefuse() throws {
    let table = try makeSectionedTable()
    try table.apply([
      Section(
        id: "b", header: heading("hc", "C"),
        rows: [label(5, "Five"), heading(3, "Three"), label(1, "One")]),
      Section(id: "a", rows: [label(2, "Two")]),
    ])
    #expect(table.selectionState.refusing == ["hc", 3])
    #expect(try table.selectRange(from: "hc", to: 2))
    #expect(table.selectedRowIDs == [5, 1, 2])
    check(table)
  }

  @Test func aRangeCoversTheCollapsedAndFilteredRowsBetweenItsEnds() throws {
    let table = try makeSectionedTable()
    try table.setCollapsed(true, section: "a")
    table.filter = .rows { $0.id != 4 }
    expectLines(
      RenderedLines.of(table), ["  A", "  B", "  Three", "  Five", "  End", "", "", "", ""])
    // The range is of the rows between its ends, in order: those of the collapsed
    // section and those the filter hides are among them.
    #expect(try table.selectRange(from: "ha", to: 5))
    #expect(table.selectedRowIDs == [1, 2, 3, 4, 5])
    expectLines(
      RenderedLines.of(table), ["  A", "  B", " ✓Three", " ✓Five", "  End", "", "", "", ""])
    check(table)
  }

  @Test func theRowsThatRefuseAreKeptOnlyInMultipleMode() throws {
    let table = try makeSectionedTable()
    table.selectionMode = .single
    #expect(table.selectionState.refusing == nil)
    try table.performBatchUpdates([
      .delete("hb"), .insert([heading(8, "New")], at: RowIndexPath(row: 0, section: 0)),
    ])
    table.selectionMode = .multiple
    #expect(table.selectionState.refusing == ["ha", 8, "fb"])
    check(table)
  }
}
