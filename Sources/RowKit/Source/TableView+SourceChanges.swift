extension TableView {
  /// Follows a change of the source's rows, which the source has already made: the
  /// heights, the filter's matches and the window follow, and the viewport keeps its
  /// row (rows inserted or removed above it move nothing on screen; rows appended
  /// below it leave it still). The selection (``selectedSourceRanges``) and the focus
  /// (``focusedSourceIndex``) follow their rows by source index, in the window or
  /// out of it: a row deleted leaves the selection (no message is sent) and hands the
  /// focus to the row now at its place, else the nearest one above.
  ///
  /// Under a ranked text filter the matches keep their scores: the rows inserted or
  /// reloaded are scored as they are checked, and the matches are ranked again by the
  /// scores kept (ties in the source's new order). The viewport keeps its row when it
  /// is still displayed, else its display position; a focus that loses its row goes
  /// to the next match in the source's order (else the last), wherever it is ranked.
  ///
  /// Ranges are clamped to the rows the table knew of; on a table made without a
  /// source this does nothing.
  ///
  /// - Throws: ``TableError/tooManyRows(_:)`` when an insert would pass
  ///   ``maximumRowCount``; ``TableError/changedWhileLayingOut`` from kinds' code.
  /// - Complexity: O(log m) for the heights, plus O(k) for k rows inserted or
  ///   reloaded while filtered (each checked), O(f) for f matches of a filter and
  ///   O(r) for r ranges of the selection; and the window's edits, O(w log w) for its
  ///   w rows.
  public func sourceDidChange(_ change: SourceChange) throws(TableError) {
    try checkNotLayingOut()
    guard let rows = sourceState?.rows else { return }
    if case .insert(let range) = change, rows + max(0, range.count) > TableView.maximumRowCount {
      throw .tooManyRows(rows + max(0, range.count))
    }
    // The focus follows its row by source index, through the change.
    rememberSourceFocus()
    guard var state = sourceState else { return }
    var (index, line) = sourceAnchor(state)
    let anchorPosition = state.displayPosition(atOrAfter: index)
    var anchorDeleted = false
    var refetch: Range<Int>?
    switch change {
    case .insert(let range):
      let lower = min(max(0, range.lowerBound), state.rows)
      let added = max(0, range.count)
      guard state.rows + added <= TableView.maximumRowCount else {
        throw .tooManyRows(state.rows + added)
      }
      let before = state.rows
      insertSourceRows(&state, lower..<lower + added)
      if index >= lower, index < before { index += added }
      state.selection.insertGap(at: lower, count: added)
      if let focus = state.focus, focus.index >= lower { state.focus?.index += added }
    case .delete(let range):
      let rows = clamped(range, state.rows)
      removeSourceRows(&state, rows)
      if rows.contains(index) {
        index = rows.lowerBound
        line = 0
        anchorDeleted = true
      } else if index >= rows.upperBound {
        index -= rows.count
      }
      // Rows deleted leave the selection; the focus goes to the row now at its place.
      state.selection.deleteGap(rows)
      if let focus = state.focus {
        if rows.contains(focus.index) {
          state.focus = (rows.lowerBound, nil)
        } else if focus.index >= rows.upperBound {
          state.focus?.index -= rows.count
        }
      }
    case .reload(let range):
      let rows = clamped(range, state.rows)
      removeSourceRows(&state, rows)
      insertSourceRows(&state, rows)
      refetch = rows
    case .move(let range, let to):
      let rows = clamped(range, state.rows)
      removeSourceRows(&state, rows)
      let destination = min(max(0, to), state.rows)
      insertSourceRows(&state, destination..<destination + rows.count)
      index = SourceSelection.moved(index, rows, to: destination)
      state.selection.move(rows, to: destination)
      if let focus = state.focus {
        state.focus?.index = SourceSelection.moved(focus.index, rows, to: destination)
      }
    }
    // Ranked, the matches' places are read once they are ranked again: until then the
    // ranking is the old matches'.
    if state.ranking == nil {
      state.pending = (state.displayPosition(atOrAfter: index), line)
    } else {
      state.rerank()
      let position = state.displayPosition(atOrAfter: index)
      if !anchorDeleted, position < state.displayCount,
        state.sourceIndex(ofDisplay: position) == index
      {
        state.pending = (position, line)
      } else {
        state.pending = (min(anchorPosition, max(0, state.displayCount - 1)), 0)
      }
    }
    sourceState = state
    settleSourceFocus()
    prepareSourceWindow(force: true, refetching: refetch)
    needsLayout = true
  }

  /// A range clamped to `0..<count`.
  func clamped(_ range: Range<Int>, _ count: Int) -> Range<Int> {
    let lower = min(max(0, range.lowerBound), count)
    return lower..<min(max(lower, range.upperBound), count)
  }

  /// The source index and line of the viewport's top: the pending jump, else the
  /// anchor row, else the window's start.
  func sourceAnchor(_ state: SourceState) -> (index: Int, line: Int) {
    if let pending = state.pending {
      guard pending.position < state.displayCount else { return (state.rows, 0) }
      return (state.sourceIndex(ofDisplay: pending.position), pending.line)
    }
    let position = anchor.flatMap { tree.flatIndex(of: $0) }.map { state.windowStart + $0 }
    guard let position, position < state.displayCount else {
      guard state.windowStart < state.displayCount else { return (state.rows, 0) }
      return (state.sourceIndex(ofDisplay: state.windowStart), 0)
    }
    return (state.sourceIndex(ofDisplay: position), anchorLine)
  }

  /// Inserts rows not measured at source indexes `rows`, checking them against the
  /// filter when one keeps only some (ranked, scoring them: the caller ranks again).
  private func insertSourceRows(_ state: inout SourceState, _ rows: Range<Int>) {
    guard !rows.isEmpty else { return }
    state.rows += rows.count
    state.allHeights.insert(rows.count, at: rows.lowerBound)
    if let scan = state.scan {
      // Rows after those checked are checked when the scan reaches them; any other
      // change starts the scan again.
      if scan.candidates == nil, rows.lowerBound >= scan.next { return }
      state.restartScan()
      return
    }
    let at = state.matchOffset(atOrAfter: rows.lowerBound)
    guard var matches = state.matches else { return }
    // Taken out while it changes, so that it is not copied.
    state.matches = nil
    let shift = Int32(rows.count)
    for position in at..<matches.count { matches[position] += shift }
    var test = RowCheck(filterState.filter)
    var kept: [Int32] = []
    var scores: [Int32] = []
    for index in rows {
      guard let score = test.check(index, of: state.source) else { continue }
      kept.append(Int32(index))
      scores.append(score)
    }
    matches.insert(contentsOf: kept, at: at)
    if var ranking = state.ranking {
      state.ranking = nil
      ranking.scores.insert(contentsOf: scores, at: at)
      state.ranking = ranking
    } else {
      state.matchHeights.insert(kept.count, at: at)
    }
    state.matches = matches
  }

  /// Removes the rows at source indexes `rows` (ranked, with their scores: the caller
  /// ranks again).
  private func removeSourceRows(_ state: inout SourceState, _ rows: Range<Int>) {
    guard !rows.isEmpty else { return }
    state.rows -= rows.count
    state.allHeights.remove(rows)
    if state.scan != nil {
      state.restartScan()
      return
    }
    let from = state.matchOffset(atOrAfter: rows.lowerBound)
    let to = state.matchOffset(atOrAfter: rows.upperBound)
    guard var matches = state.matches else { return }
    state.matches = nil
    matches.removeSubrange(from..<to)
    if var ranking = state.ranking {
      state.ranking = nil
      ranking.scores.removeSubrange(from..<to)
      state.ranking = ranking
    } else {
      state.matchHeights.remove(from..<to)
    }
    let shift = Int32(rows.count)
    for position in from..<matches.count { matches[position] -= shift }
    state.matches = matches
  }
}
