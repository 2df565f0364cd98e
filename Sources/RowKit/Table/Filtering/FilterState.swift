/// What a table keeps about its filter: the filter, and for a text filter the texts
/// searched and their matches, so that a narrower query re-checks only the matches.
struct FilterState {
  /// The filter in force.
  var filter: RowFilter?
  /// The rows' texts as gathered for the last text query; stale once rows change.
  var texts = RowTexts()
  /// Whether ``texts`` still lists the table's rows as they are.
  var textsAreCurrent = false
  /// The matches of the last text query (not empty) among ``texts``.
  var matches: FilterMatches?
  /// The shown rows in ranked order, for a ranked text filter; `nil` until it is
  /// first needed and after anything that may change it (``TableView/currentRanking()``).
  var ranking: RankedOrder?
  /// Whether the filter is a ranked text filter with a query: the one thing the
  /// layout asks at every step, kept so that asking costs nothing.
  var isRanked = false
  /// The filter's check of the rows while it goes on in steps (``FilterScan``); `nil`
  /// once every row is checked.
  var scan: FilterScan?
  /// The most rows the first step checks (``TableView/filterStepRows``; tests make it
  /// smaller to take many steps over few rows).
  var stepRows = TableView.filterStepRows
}
