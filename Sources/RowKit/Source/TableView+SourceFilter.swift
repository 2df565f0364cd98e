extension TableView {
  /// Sets the filter of a source-backed table: the matches are found by checking the
  /// source's rows (a narrower text query, only the previous matches) and displayed in
  /// the source's order, the viewport keeping its row or going to the next match; a
  /// ranked text filter scores each match as it checks it and displays the matches
  /// found by score (``SourceRanking``: ties in the source's order, rows kept without
  /// text last), ranked again as each step finds more, and scrolls to the top, where
  /// its best match is. The focus stays with its row when the filter keeps it, else
  /// goes to the next match in the source's order (else the last).
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
    state.ranking = test.ranks ? SourceRanking() : nil
    state.matchHeights = HeightRuns(count: 0, estimate: tree.estimate)
    if !test.keepsEveryRow {
      state.scan = SourceScan(test: test, candidates: candidates)
      // The first step finds a screenful of matches at least (a table of up to
      // ``filterStepRows`` rows, all of them).
      let step = max(1, filterState.stepRows)
      state.advanceScan(rows: step, untilMatches: nil)
      if state.scan != nil, (state.matches?.count ?? 0) <= viewport.lines {
        state.advanceScan(rows: 16 * step, untilMatches: viewport.lines + 1)
      }
    }
    // The viewport keeps its row when the filter keeps it and it was checked, else
    // goes to the next match checked; while the filter is still checking the rows
    // after the viewport's, to the first match. Ranked, to the best match.
    let checked = state.ranking == nil && (state.scan.map { $0.checked(index) } ?? true)
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
  /// Ranked, the matches the step found are ranked into the order made before: a
  /// viewport at the top (the first row's first line) stays at the top, where the
  /// best match is; else it keeps its row and line. The focus stays with its row.
  ///
  /// - Complexity: O(rows) matcher calls; ranked, plus O(k) to merge the new matches
  ///   into the k ranked before, and the window's refresh.
  func continueFilteringSource(rows: Int) -> Bool {
    guard !isLayingOut, sourceState?.scan != nil else { return false }
    guard sourceState?.ranking != nil else {
      guard var state = sourceState else { return false }
      let before = state.matchHeights.count
      sourceState = nil
      state.advanceScan(rows: max(1, rows), untilMatches: nil)
      sourceState = state
      if state.matchHeights.count != before { needsLayout = true }
      return state.scan != nil
    }
    // The focus is kept by source index while the order changes.
    rememberSourceFocus()
    guard var state = sourceState else { return false }
    let before = state.displayCount
    let (index, line) = sourceAnchor(state)
    let atTop = before == 0 || (state.displayPosition(atOrAfter: index) == 0 && line <= 0)
    sourceState = nil
    state.advanceScan(rows: max(1, rows), untilMatches: nil)
    state.pending = atTop ? (0, 0) : (state.displayPosition(atOrAfter: index), line)
    sourceState = state
    settleSourceFocus()
    if state.displayCount != before {
      prepareSourceWindow(force: true)
      needsLayout = true
    } else {
      restoreSourceFocus()
    }
    return state.scan != nil
  }
}
