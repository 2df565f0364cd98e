import RowKitTesting
import Testing

@testable import RowKit

/// A filter's predicate that reads and changes the table it filters, as app code
/// holding a reference to the table might: the edits land, at the first screenful and
/// in the steps after it, and the table stays consistent.
@Suite struct PredicateChangingItsTableTests {
  @Test(arguments: [40, TableView.filterStepRows + 4_000])
  func aPredicateThatEditsAndReadsTheTableLeavesItConsistent(count: Int) throws {
    let table = try TableView(
      rows: (0..<count).map { label(RowID($0), "row \($0)") },
      viewport: Size(columns: 16, lines: 3))
    let stride = max(7, count / 30)
    var calls = 0
    var edits = 0
    table.filter = .rows { [unowned table] row in
      calls += 1
      guard calls % stride == 0 else { return row.id.description.hasSuffix("3") }
      // Reads, then edits: a row inserted at the top and the row checked deleted.
      _ = table.numberOfShownRows
      _ = table.layout
      let inserted = RowID(count + calls)
      if (try? table.insert([label(inserted, "new \(calls)")], at: RowIndexPath(row: 0, section: 0)))
        != nil, (try? table.delete(row.id)) != nil
      {
        edits += 1
      }
      // And, once, a new filter.
      if calls == stride * 3 { table.filter = .rows { $0.id.description.hasSuffix("1") } }
      return true
    }
    while table.continueFiltering() {
      #expect(table.invariantViolations() == [])
    }
    _ = table.render()
    #expect(table.invariantViolations() == [])
    #expect(edits > 3)
    #expect(table.numberOfRows == count)
  }
}
