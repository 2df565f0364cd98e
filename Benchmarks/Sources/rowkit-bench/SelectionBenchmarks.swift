import RowKit

/// The selection at a million rows: select all and clear are O(1) whatever the number
/// of rows (the selection becomes "every row except none"), and a range costs what
/// its rows cost.
enum SelectionBenchmarks {
  static func run() {
    Report.section("selection (1,000,000 rows of the built-in kinds, multiple selection)")
    let table = TableScreen.table(1_000_000)
    table.selectionMode = .multiple
    // One call of each per iteration: select all finds something to select every time.
    let allThenClear = Timing.median(rounds: 7, iterations: 2_000) {
      let selected = table.selectAll()
      let cleared = table.clearSelection()
      return (selected ? 1 : 0) + (cleared ? 1 : 0)
    }
    Report.time(
      "select all, then clear, at 1M rows", allThenClear, limits: [.nanoseconds(10_000)])
    table.selectAll()
    let count = Timing.median(rounds: 7, iterations: 100_000) { table.selectedCount }
    Report.time("selected count after select all", count, limits: [.nanoseconds(1_000)])
    table.clearSelection()
    // Each range starts elsewhere, so that neither finds its rows in the cache. Each
    // sample is one call, and the medians are of 31: a sample of several calls of the
    // larger range (several milliseconds) was often cut by the scheduler on a busy
    // machine where one of the smaller was not, and the ratio then measured the
    // scheduler (20x to 34x with two other busy processes on two cores; 8.4x to 8.6x
    // with one call a sample, as on a quiet machine).
    var start = 0
    func next() -> Int {
      start = (start + 97_001) % 980_000
      return start
    }
    let (small, large) = Timing.pairedMedians(
      rounds: 31, iterations: 1, { range(table, from: next(), count: 1_000) },
      { range(table, from: next(), count: 10_000) })
    Report.time("range of 1,000 rows (then clear)", small, baseline: small)
    Report.time(
      "range of 10,000 rows (then clear)", large, baseline: small, limits: [.ratio(10)])
  }

  /// Selects `count` rows from `start` as one range, then clears them.
  static func range(_ table: TableView, from start: Int, count: Int) -> Int {
    let first = RowID(start)
    let last = RowID(start + count - 1)
    _ = try? table.selectRange(from: first, to: last)
    let selected = table.selectedCount
    table.clearSelection()
    return selected
  }
}
