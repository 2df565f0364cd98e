import Testing

@testable import RowKit

/// Runs a chunked filter's remaining steps, `rows` rows a step, and checks the table's
/// invariants after each (a ranked filter's kept ranking against one made anew among
/// them), with a frame drawn between every second pair of steps (the ranking is read)
/// and none between the others.
///
/// - Returns: the number of steps taken.
func stepFilterCheckingInvariants(_ table: TableView, rows: Int) -> Int {
  var steps = 0
  while table.continueFiltering(rows: rows) {
    steps += 1
    #expect(table.invariantViolations() == [])
    if steps.isMultiple(of: 2) { _ = plainLines(table) }
    #expect(table.invariantViolations() == [])
  }
  return steps
}
