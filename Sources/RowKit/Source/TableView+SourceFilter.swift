extension TableView {
  /// Sets the filter of a source-backed table: the matches are found by checking the
  /// source's rows (a narrower text query, only the previous matches) and displayed in
  /// the source's order, a ranked text filter's too (not ranked yet: its matches are
  /// display positions in ascending source order, which the window, the heights and
  /// the source's changes rely on); the viewport keeps its row, or goes to the next
  /// match.
  func setSourceFilter(_ new: RowFilter?) {
    guard sourceState != nil else { return }
    // The focus stays with its row if the filter keeps it, else goes to the next match.
    rememberSourceFocus()
    guard var state = sourceState else { return }
    let previous = filterState.filter
    var (index, line) = sourceAnchor(state)
    filterState.filter = new
    filterState.ranking = nil
    filterState.isRanked = false
    let test = RowCheck(new)
    // A narrower query checks only the previous matches, once they are all found.
    let narrowing = state.scan == nil && test.narrows(RowCheck(previous))
    let candidates = narrowing ? state.matches : nil
    state.scan = nil
    state.matches = test.keepsEveryRow ? nil : []
    state.matchHeights = HeightRuns(count: 0, estimate: tree.estimate)
    if !test.keepsEveryRow {
      state.scan = SourceScan(test: test, candidates: candidates)
      // The first step finds a screenful of matches at least (a table of up to
      // ``filterStepRows`` rows, all of them).
      state.advanceScan(rows: TableView.filterStepRows, untilMatches: nil)
      if state.scan != nil, (state.matches?.count ?? 0) <= viewport.lines {
        state.advanceScan(rows: 16 * TableView.filterStepRows, untilMatches: viewport.lines + 1)
      }
    }
    // The viewport keeps its row when the filter keeps it and it was checked, else
    // goes to the next match checked; while the filter is still checking the rows
    // after the viewport's, to the first match.
    let checked = state.scan.map { $0.checked(index) } ?? true
    let position = checked ? state.displayPosition(atOrAfter: index) : 0
    if !checked || position >= state.displayCount
      || state.sourceIndex(ofDisplay: position) != index
    {
      line = 0
      index = position
    }
    state.pending = (position, line)
    sourceState = state
    settleSourceFocus()
    prepareSourceWindow(force: true)
    needsLayout = true
  }

  /// A step of the filter of a source-backed table (``continueFiltering(rows:)``):
  /// checks up to `rows` more of the source's rows and appends the matches found to
  /// the displayed rows, so the viewport stays where it is; returns whether rows are
  /// left to check.
  ///
  /// - Complexity: O(rows) matcher calls.
  func continueFilteringSource(rows: Int) -> Bool {
    guard !isLayingOut, var state = sourceState, state.scan != nil else { return false }
    let before = state.matchHeights.count
    sourceState = nil
    state.advanceScan(rows: max(1, rows), untilMatches: nil)
    sourceState = state
    if state.matchHeights.count != before { needsLayout = true }
    return state.scan != nil
  }
}
