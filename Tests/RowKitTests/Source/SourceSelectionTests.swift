import RowKitTesting
import Testing

@testable import RowKit

/// The selection and the focus of a table over a ``RowSource``, kept by source index
/// outside the window: literal frames.
@Suite struct SourceSelectionTests {
  @Test func aSelectedRowScrolledAwayStaysSelectedAndComesBackSelected() throws {
    let source = GeneratedSource(count: 100_000_000)
    let table = try TableView(source: source, viewport: Size(columns: 16, lines: 3))
    table.selectionMode = .multiple
    table.layoutIfNeeded()
    var changes: [SelectionChanged] = []
    table.onMessage(SelectionChanged.self) { _, change in changes.append(change) }
    try table.toggleSelection(RowID(1))
    #expect(plainLines(table) == ["  row 0", " ✓row 1", "  row 2"])
    table.scroll(toOffset: 50_000_000)
    #expect(plainLines(table) == ["  row 50000000", "  row 50000001", "  row 50000002"])
    #expect(!table.contains(RowID(1)))
    #expect(table.selectedSourceRanges == [1..<2])
    #expect(table.selectedCount == 1)
    #expect(table.selectedRowIDs == [RowID(1)])
    table.scroll(toOffset: 0)
    #expect(plainLines(table) == ["  row 0", " ✓row 1", "  row 2"])
    #expect(changes.map(\.addedSourceRows) == [[1..<2]])
    #expect(changes.map(\.added) == [RowSelection(ids: [RowID(1)])])
    #expect(table.invariantViolations() == [])
  }

  @Test func selectAllOfAHundredMillionRowsIsOneRange() throws {
    let source = GeneratedSource(count: 100_000_000)
    let table = try TableView(source: source, viewport: Size(columns: 16, lines: 3))
    table.selectionMode = .multiple
    table.layoutIfNeeded()
    var changes: [SelectionChanged] = []
    table.onMessage(SelectionChanged.self) { _, change in changes.append(change) }
    try table.toggleSelection(RowID(2))
    #expect(table.selectAll())
    #expect(table.selectedCount == 100_000_000)
    #expect(table.selectedSourceRanges == [0..<100_000_000])
    #expect(plainLines(table) == [" ✓row 0", " ✓row 1", " ✓row 2"])
    // What select all added: every row but the one selected before.
    #expect(changes.last?.addedSourceRows == [0..<2, 3..<100_000_000])
    #expect(changes.last?.selectedCount == 100_000_000)
    table.moveFocusToEdge(end: true)
    try table.toggleSelection(RowID(99_999_998))
    #expect(plainLines(table) == [" ✓row 99999997", "  row 99999998", "›✓row 99999999"])
    #expect(table.selectedSourceRanges == [0..<99_999_998, 99_999_999..<100_000_000])
    #expect(table.selectedCount == 99_999_999)
    #expect(table.clearSelection())
    #expect(changes.last?.removedSourceRows == [0..<99_999_998, 99_999_999..<100_000_000])
    #expect(changes.last?.selectedCount == 0)
    #expect(table.selectedCount == 0)
    #expect(source.rowsMade < 300)
    #expect(table.invariantViolations() == [])
  }

  @Test func aRangeFromAnAnchorScrolledAwayCoversTheRowsBetween() throws {
    let source = GeneratedSource(count: 1_000_000)
    let table = try TableView(source: source, viewport: Size(columns: 16, lines: 3))
    table.selectionMode = .multiple
    table.layoutIfNeeded()
    try table.select(RowID(1))
    table.scroll(toOffset: 500_000)
    table.layoutIfNeeded()
    #expect(try table.selectRange(to: RowID(500_001)))
    #expect(table.selectedSourceRanges == [1..<500_002])
    #expect(table.selectedCount == 500_001)
    #expect(plainLines(table) == [" ✓row 500000", " ✓row 500001", "  row 500002"])
    // Filtered, a range covers the matches between.
    table.filter = .text(TextQuery("99999", mode: .exact))
    while table.continueFiltering() {}
    table.clearSelection()
    table.moveFocusToEdge(end: false)
    try table.select(RowID(99_999))
    table.moveFocusToEdge(end: true)
    #expect(try table.selectRange(to: RowID(999_999)))
    #expect(table.selectedCount == table.numberOfShownRows)
    #expect(table.selectedSourceRanges.first == 99_999..<100_000)
    #expect(table.invariantViolations() == [])
  }

  @Test func sourceChangesShiftTheSelectionAndDeletedRowsLeaveIt() throws {
    let source = ArraySource(
      (0..<200).map { Row(id: RowID($0), kind: LabelKind(), content: "line \($0)") })
    let table = try TableView(source: source, viewport: Size(columns: 12, lines: 2))
    table.selectionMode = .multiple
    table.scroll(toOffset: 149)
    table.layoutIfNeeded()
    try table.select(RowID(150))
    table.scroll(toOffset: 0)
    table.layoutIfNeeded()
    try table.selectRange(from: RowID(0), to: RowID(1))
    #expect(table.selectedSourceRanges == [0..<2, 150..<151])
    // Rows inserted above the selected ones move it; a deleted row leaves it.
    source.rows.insert(Row(id: RowID(1_000), kind: LabelKind(), content: "new"), at: 1)
    try table.sourceDidChange(.insert(1..<2))
    #expect(table.selectedSourceRanges == [0..<1, 2..<3, 151..<152])
    #expect(plainLines(table) == [" ✓line 0", "  new"])
    source.rows.removeSubrange(0..<2)
    try table.sourceDidChange(.delete(0..<2))
    #expect(table.selectedSourceRanges == [0..<1, 149..<150])
    #expect(table.selectedRowIDs == [RowID(1), RowID(150)])
    let moved = source.rows.remove(at: 149)
    source.rows.insert(moved, at: 3)
    try table.sourceDidChange(.move(149..<150, to: 3))
    #expect(table.selectedSourceRanges == [0..<1, 3..<4])
    #expect(plainLines(table) == [" ✓line 1", "  line 2"])
    #expect(table.invariantViolations() == [])
  }

  @Test func aFocusedRowScrolledAwayKeepsTheFocusAndKeysGoBackToIt() throws {
    let source = GeneratedSource(count: 1_000_000)
    let table = try TableView(source: source, viewport: Size(columns: 16, lines: 3))
    table.layoutIfNeeded()
    try table.setFocus(RowID(1))
    #expect(plainLines(table) == ["  row 0", "› row 1", "  row 2"])
    table.scroll(toOffset: 700_000)
    #expect(plainLines(table) == ["  row 700000", "  row 700001", "  row 700002"])
    #expect(table.focus == nil)
    #expect(table.focusedSourceIndex == 1)
    #expect(table.invariantViolations() == [])
    // Down goes on from the focused row, scrolling back to it.
    table.moveFocus(byRows: 1)
    #expect(table.focus?.row == RowID(2))
    #expect(plainLines(table) == ["  row 1", "› row 2", "  row 3"])
    // Scrolled away and back, the row has the focus again.
    table.scroll(toOffset: 300_000)
    table.scroll(toOffset: 0)
    #expect(table.focus?.row == RowID(2))
    #expect(plainLines(table) == ["  row 0", "  row 1", "› row 2"])
    table.scroll(toOffset: 300_000)
    table.clearFocus()
    table.scroll(toOffset: 0)
    #expect(table.focus == nil)
    #expect(table.focusedSourceIndex == nil)
    #expect(table.invariantViolations() == [])
  }

  @Test func aFocusedRowDeletedOutsideTheWindowHandsTheFocusToTheRowAtItsPlace() throws {
    let source = ArraySource(
      (0..<300).map { Row(id: RowID($0), kind: LabelKind(), content: "line \($0)") })
    let table = try TableView(source: source, viewport: Size(columns: 12, lines: 2))
    table.layoutIfNeeded()
    try table.setFocus(RowID(5))
    table.scroll(toOffset: 250)
    #expect(table.focusedSourceIndex == 5)
    // Rows inserted before it move it; deleted, the row now at its place has it.
    source.rows.insert(Row(id: RowID(1_000), kind: LabelKind(), content: "new"), at: 0)
    try table.sourceDidChange(.insert(0..<1))
    #expect(table.focusedSourceIndex == 6)
    source.rows.remove(at: 6)
    try table.sourceDidChange(.delete(6..<7))
    #expect(table.focusedSourceIndex == 6)
    #expect(table.focus == nil)
    table.moveFocus(byRows: 0)
    #expect(table.focus?.row == RowID(6))
    #expect(plainLines(table) == ["› line 6", "  line 7"])
    // The last rows deleted: the focus goes to the row above.
    table.scroll(toOffset: 298)
    table.layoutIfNeeded()
    try table.setFocus(RowID(299))
    table.scroll(toOffset: 0)
    #expect(table.focusedSourceIndex == 299)
    source.rows.removeSubrange(295..<300)
    try table.sourceDidChange(.delete(295..<300))
    #expect(table.focusedSourceIndex == 294)
    #expect(table.invariantViolations() == [])
  }
}
