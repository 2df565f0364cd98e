extension TableView {
  /// The most lines a scroll goes from the anchor row by measuring the rows it passes
  /// in a source-backed table; farther, it goes by the heights' offsets.
  private var sourceReach: Int { max(256, 4 * viewport.lines) }

  /// Makes the window hold the rows the next layout can show: the anchor row (or the
  /// pending jump's) with a viewport of rows either way beyond the anchor line, and a
  /// margin; the window moves only when they are not all in it (or `force`). Rows
  /// that stay keep their slots, heights and cells; the others are fetched, those at
  /// `refetching` source indexes again.
  ///
  /// - Complexity: O(log m) when the window holds them; else the window's fetch and
  ///   edits, O(w log w) for w rows.
  func prepareSourceWindow(force: Bool = false, refetching: Range<Int>? = nil) {
    guard let state = sourceState else { return }
    let count = state.displayCount
    sourceState?.pending = nil
    guard count > 0 else {
      if tree.count > 0 { setSourceWindow(0..<0, refetching: nil, dropsFocus: false) }
      sourceState?.windowStart = 0
      return
    }
    var position: Int
    var line: Int
    if let pending = state.pending {
      (position, line) = pending
    } else if let anchor, let flat = tree.flatIndex(of: anchor) {
      (position, line) = (state.windowStart + flat, anchorLine)
    } else {
      (position, line) = (state.windowStart, anchor == nil ? anchorLine : 0)
    }
    position = min(max(0, position), count - 1)
    let reach = sourceReach
    if line > reach || line < -reach {
      let heights = state.heights(estimate: tree.estimate)
      let target = min(max(0, heights.top(of: position) + line), max(0, heights.totalHeight - 1))
      if let found = heights.index(containingLine: target) {
        (position, line) = (found.index, found.offset)
      }
    }
    let lines = max(1, viewport.lines)
    let needed =
      max(0, position - max(0, -line) - lines - 1)..<min(count, position + max(0, line) + lines + 1)
    let window = state.windowStart..<state.windowStart + tree.count
    if force || needed.lowerBound < window.lowerBound || needed.upperBound > window.upperBound
      || window.upperBound > count
    {
      let margin = max(16, viewport.lines)
      setSourceWindow(
        max(0, needed.lowerBound - margin)..<min(count, needed.upperBound + margin),
        refetching: refetching, dropsFocus: !force)
    }
    let flat = position - (sourceState?.windowStart ?? 0)
    if flat >= 0, flat < tree.count {
      anchor = tree[flat].id
      anchorLine = line
    }
  }

  /// Replaces the window with the rows at display positions `range`, through the edit
  /// pipeline (``apply(rows:)``'s diff): rows already in it are reused by id, the
  /// others fetched from the source in runs of consecutive indexes. With `dropsFocus`
  /// (the window follows a scroll), a focused row left out keeps the focus by source
  /// index instead of handing it to the row now at its place, as a deleted row would;
  /// the window's rows take the selection of the source's ranges.
  private func setSourceWindow(_ range: Range<Int>, refetching: Range<Int>?, dropsFocus: Bool) {
    guard let state = sourceState else { return }
    let source = state.source
    var rows: [Row] = []
    rows.reserveCapacity(range.count)
    var missing: [Int] = []
    for position in range {
      let index = state.sourceIndex(ofDisplay: position)
      if !(refetching?.contains(index) ?? false), let slot = tree.slot(of: source.id(at: index)) {
        rows.append(tree.row(inSlot: slot))
      } else {
        missing.append(rows.count)
        rows.append(VacantRow.row)
      }
    }
    var next = 0
    while next < missing.count {
      let first = state.sourceIndex(ofDisplay: range.lowerBound + missing[next])
      var end = next + 1
      while end < missing.count, missing[end] == missing[end - 1] + 1,
        state.sourceIndex(ofDisplay: range.lowerBound + missing[end]) == first + end - next
      {
        end += 1
      }
      let fetched = source.rows(in: first..<first + end - next)
      for offset in 0..<end - next {
        rows[missing[next + offset]] =
          offset < fetched.count ? fetched[offset] : source.row(at: first + offset)
      }
      next = end
    }
    // A focused row left out keeps the focus by source index (``focusedSourceIndex``).
    if dropsFocus, let focus, !rows.contains(where: { $0.id == focus.row }) {
      rememberSourceFocus()
    }
    // The window's rows keep their focus and selection as they move.
    let follows = focusFollowsRow
    focusFollowsRow = true
    defer { focusFollowsRow = follows }
    do {
      _ = try apply(flat: rows, sections: SectionCounts([rows.count]))
    } catch {
      // A source whose rows break the table's rules (a repeated id, a kind the
      // registry refuses): the window stays as it was.
      return
    }
    sourceState?.windowStart = range.lowerBound
    // The rows entering show the selection the source's ranges keep, and the focus
    // kept outside the window comes back to its row.
    syncSourceSelection()
    restoreSourceFocus()
    // Rows entering the window take the heights measured before; rows that stayed
    // (moved, or kept by a new filter) give theirs to the runs.
    let heights = state.heights(estimate: tree.estimate)
    for offset in 0..<tree.count {
      let entry = tree.entry(at: offset)
      let stored = heights.storedHeight(at: range.lowerBound + offset)
      if entry.height < 0, stored >= 0 {
        tree.setHeight(stored, slot: entry.slot)
      } else if entry.height >= 0, stored < 0 {
        sourceState?.setHeight(entry.height, atDisplay: range.lowerBound + offset)
      }
    }
  }

  // MARK: Heights and offsets

  /// Records a height the table measured for the row at a flat index of the window.
  func noteSourceHeight(_ height: Int32, flatIndex: Int) {
    guard let start = sourceState?.windowStart else { return }
    sourceState?.setHeight(height, atDisplay: start + flatIndex)
  }

  /// The heights of the displayed rows of a source-backed table.
  var sourceHeights: HeightRuns? { sourceState?.heights(estimate: tree.estimate) }

  /// The offset of the viewport's top in a source-backed table.
  var sourceContentOffset: Int {
    layoutIfNeeded()
    guard let state = sourceState, let heights = sourceHeights, let anchor,
      let flat = tree.flatIndex(of: anchor)
    else { return 0 }
    return heights.top(of: state.windowStart + flat) + anchorLine
  }

  /// Scrolls a source-backed table so that `offset` is its first line.
  func scrollSource(toOffset offset: Int) {
    guard let heights = sourceHeights, heights.count > 0 else { return }
    let target = min(max(0, offset), max(0, heights.totalHeight - 1))
    guard let found = heights.index(containingLine: target) else { return }
    sourceState?.pending = (found.index, found.offset)
    needsLayout = true
  }

  /// Moves a source-backed table's window to its first or last rows, so that Home and
  /// End find them (``moveFocusToEdge(end:)``).
  func jumpSource(toEnd end: Bool) {
    guard let count = sourceState?.displayCount, count > 0 else { return }
    sourceState?.pending = end ? (count - 1, 0) : (0, 0)
    needsLayout = true
    layoutIfNeeded()
  }
}
