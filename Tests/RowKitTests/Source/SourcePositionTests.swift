import RowKitTesting
import Testing

@testable import RowKit

/// A source-backed table's positions are the source's, and its rows change only
/// through the source.
@Suite struct SourcePositionTests {
  @Test func indexPathsAndRowsAtIndexPathsAreTheSources() throws {
    let source = GeneratedSource(count: 100_000_000)
    let table = try TableView(source: source, viewport: Size(columns: 16, lines: 3))
    table.scroll(toOffset: 50_000_000)
    #expect(plainLines(table) == ["  row 50000000", "  row 50000001", "  row 50000002"])
    #expect(try table.indexPath(of: RowID(50_000_001)) == RowIndexPath(row: 50_000_001))
    #expect(try table.numberOfRows(inSection: 0) == 100_000_000)
    #expect(try table.row(at: RowIndexPath(row: 7)).id == RowID(7))
    #expect(throws: TableError.indexPathOutOfRange(RowIndexPath(row: 100_000_000))) {
      try table.row(at: RowIndexPath(row: 100_000_000))
    }
  }

  @Test func aFilteredRowsIndexPathIsItsPlaceInTheSource() throws {
    let source = GeneratedSource(count: 1_000_000)
    let table = try TableView(source: source, viewport: Size(columns: 16, lines: 3))
    table.filter = .text(TextQuery("row 99999", mode: .exact))
    while table.continueFiltering() {}
    #expect(table.numberOfShownRows == 11)
    #expect(plainLines(table) == ["  row 99999", "  row 999990", "  row 999991"])
    #expect(try table.indexPath(of: RowID(999_990)) == RowIndexPath(row: 999_990))
  }

  @Test func theTablesOwnUpdatesAreRefusedWithATypedError() throws {
    let source = ArraySource(
      (0..<50).map { Row(id: RowID($0), kind: LabelKind(), content: "line \($0)") })
    let table = try TableView(source: source, viewport: Size(columns: 12, lines: 2))
    #expect(plainLines(table) == ["  line 0", "  line 1"])
    let new = Row(id: RowID(99), kind: LabelKind(), content: "new")
    #expect(throws: TableError.rowsFromSource) { try table.apply(rows: [new]) }
    #expect(throws: TableError.rowsFromSource) { try table.apply([Section([new])]) }
    #expect(throws: TableError.rowsFromSource) {
      try table.insert([new], at: RowIndexPath(row: 0))
    }
    #expect(throws: TableError.rowsFromSource) { try table.delete(RowID(0)) }
    #expect(throws: TableError.rowsFromSource) {
      try table.move(RowID(0), to: RowIndexPath(row: 1))
    }
    #expect(throws: TableError.rowsFromSource) {
      try table.performBatchUpdates([.delete(RowID(1))])
    }
    #expect(
      TableError.rowsFromSource.description
        == "the table's rows come from its source: change the source, then call sourceDidChange")
    // Unchanged: the source's rows, the source's count.
    #expect(plainLines(table) == ["  line 0", "  line 1"])
    #expect(table.numberOfRows == 50)
    #expect(table.invariantViolations() == [])
  }
}
