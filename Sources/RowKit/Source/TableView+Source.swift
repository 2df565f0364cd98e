extension TableView {
  /// Creates a table that reads its rows from a source, lazily: opening it reads only
  /// the source's ``RowSource/count``, and each layout makes only the rows around the
  /// viewport (its *window*), asking the source for their ids and rows.
  ///
  /// Rows never measured count with the estimate (`estimatedRowHeight`, else the
  /// source's ``RowSource/estimatedContentHeight`` plus the chrome, else one line plus
  /// the chrome) and are measured when shown; the scroll position is anchored to a
  /// row, so correcting an estimate above the viewport moves nothing on screen. The
  /// table keeps O(m + log n) for m measured rows of n: runs of rows never measured
  /// take one entry each. Report changes with ``sourceDidChange(_:)``.
  ///
  /// Only the window's rows are rows of the table: ids, focus, selection, hit testing
  /// and ``row(_:)`` know them. A focused row scrolled out of the window loses the
  /// focus; a selected one leaves the selection, as a deleted row does. ``numberOfRows`` and ``numberOfShownRows`` count
  /// the source's rows and the displayed ones. A ``filter`` checks every row of the
  /// source (a narrower text query only the previous matches) and displays the matches
  /// in the source's order (a ranked filter too). Change the rows through the source,
  /// never with the table's own updates (``apply(rows:)``, ``insert(_:at:)``...),
  /// which act on the window only.
  ///
  /// - Throws: ``TableError/tooManyRows(_:)`` for a source of more than
  ///   ``maximumRowCount`` rows.
  /// - Complexity: O(1): no row is made until the first layout.
  public convenience init(
    registry: RowKindRegistry = .any, source: any RowSource, viewport: Size,
    chrome: CellChrome = .standard, estimatedRowHeight: Int? = nil,
    makeCell: @escaping () -> any Cell = { DefaultCell() }
  ) throws(TableError) {
    let count = source.count
    guard count <= TableView.maximumRowCount else { throw .tooManyRows(count) }
    let estimate =
      estimatedRowHeight
      ?? source.estimatedContentHeight.map {
        chrome.rowHeight(forContentHeight: min(max(0, $0), TableView.maximumRowHeight))
      }
    try self.init(
      registry: registry, rows: [], viewport: viewport, chrome: chrome,
      estimatedRowHeight: estimate, makeCell: makeCell)
    sourceState = SourceState(source: source, estimate: tree.estimate)
  }

  /// The source the table reads its rows from, if it was made with one.
  public var source: (any RowSource)? { sourceState?.source }

  /// Follows a change of the source's rows, which the source has already made: the
  /// heights, the filter's matches and the window follow, and the viewport keeps its
  /// row (rows inserted or removed above it move nothing on screen; rows appended
  /// below it leave it still). A row removed from the window leaves it through the
  /// table's edits, handing on the focus and leaving the selection.
  ///
  /// Ranges are clamped to the rows the table knew of; on a table made without a
  /// source this does nothing.
  ///
  /// - Throws: ``TableError/tooManyRows(_:)`` when an insert would pass
  ///   ``maximumRowCount``; ``TableError/changedWhileLayingOut`` from kinds' code.
  /// - Complexity: O(log m) for the heights, plus O(k) for k rows inserted or
  ///   reloaded while filtered (each checked) and O(f) for f matches of a filter; and
  ///   the window's edits, O(w log w) for its w rows.
  public func sourceDidChange(_ change: SourceChange) throws(TableError) {
    try checkNotLayingOut()
    guard var state = sourceState else { return }
    var (index, line) = sourceAnchor(state)
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
    case .delete(let range):
      let rows = clamped(range, state.rows)
      removeSourceRows(&state, rows)
      if rows.contains(index) {
        index = rows.lowerBound
        line = 0
      } else if index >= rows.upperBound {
        index -= rows.count
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
      if rows.contains(index) {
        index = destination + index - rows.lowerBound
      } else {
        if index >= rows.upperBound { index -= rows.count }
        if index >= destination { index += rows.count }
      }
    }
    state.pending = (state.displayPosition(atOrAfter: index), line)
    sourceState = state
    prepareSourceWindow(force: true, refetching: refetch)
    needsLayout = true
  }

  /// A range clamped to `0..<count`.
  private func clamped(_ range: Range<Int>, _ count: Int) -> Range<Int> {
    let lower = min(max(0, range.lowerBound), count)
    return lower..<min(max(lower, range.upperBound), count)
  }

  /// The source index and line of the viewport's top: the pending jump, else the
  /// anchor row, else the window's start.
  private func sourceAnchor(_ state: SourceState) -> (index: Int, line: Int) {
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
  /// filter when one keeps only some.
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
    let at = state.displayPosition(atOrAfter: rows.lowerBound)
    guard var matches = state.matches else { return }
    // Taken out while it changes, so that it is not copied.
    state.matches = nil
    let shift = Int32(rows.count)
    for position in at..<matches.count { matches[position] += shift }
    var test = SourceTest(filterState.filter)
    let kept = rows.filter { test.keeps($0, of: state.source) }.map { Int32($0) }
    matches.insert(contentsOf: kept, at: at)
    state.matchHeights.insert(kept.count, at: at)
    state.matches = matches
  }

  /// Removes the rows at source indexes `rows`.
  private func removeSourceRows(_ state: inout SourceState, _ rows: Range<Int>) {
    guard !rows.isEmpty else { return }
    state.rows -= rows.count
    state.allHeights.remove(rows)
    if state.scan != nil {
      state.restartScan()
      return
    }
    let from = state.displayPosition(atOrAfter: rows.lowerBound)
    let to = state.displayPosition(atOrAfter: rows.upperBound)
    guard var matches = state.matches else { return }
    state.matches = nil
    matches.removeSubrange(from..<to)
    state.matchHeights.remove(from..<to)
    let shift = Int32(rows.count)
    for position in from..<matches.count { matches[position] -= shift }
    state.matches = matches
  }

  // MARK: The window

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
  /// (the window follows a scroll), a focused row left out loses the focus instead of
  /// handing it to the row now at its place, as a deleted row would.
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
    if dropsFocus, let focus, !rows.contains(where: { $0.id == focus.row }) { clearFocus() }
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

  // MARK: Filtering a source

  /// Sets the filter of a source-backed table: the matches are found by checking the
  /// source's rows (a narrower text query, only the previous matches) and displayed in
  /// the source's order; the viewport keeps its row, or goes to the next match.
  func setSourceFilter(_ new: RowFilter?) {
    guard var state = sourceState else { return }
    let previous = filterState.filter
    var (index, line) = sourceAnchor(state)
    filterState.filter = new
    filterState.ranking = nil
    filterState.isRanked = false
    let test = SourceTest(new)
    // A narrower query checks only the previous matches, once they are all found.
    let narrowing = state.scan == nil && test.narrows(SourceTest(previous))
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
    prepareSourceWindow(force: true)
    needsLayout = true
  }

  /// The most rows one step of filtering a source checks: 65,536. A source of that
  /// many rows or fewer is filtered at once; a larger one a step at a time
  /// (``continueFiltering(rows:)``).
  public static let filterStepRows = 1 << 16

  /// Whether the filter of a source-backed table is still checking the source's rows:
  /// the matches shown so far are those among the rows checked, in order, and
  /// ``numberOfShownRows`` grows as ``continueFiltering(rows:)`` checks more.
  public var isFiltering: Bool { sourceState?.scan != nil }

  /// Checks up to `rows` more of the source's rows against the filter (a step of a
  /// filter too large to check at once: call it between input events, from a tick,
  /// until it returns `false`). The matches found are appended to the displayed rows,
  /// so the viewport stays where it is. A new ``filter`` cancels the steps left.
  ///
  /// - Returns: whether rows are left to check.
  /// - Complexity: O(rows) matcher calls.
  @discardableResult
  public func continueFiltering(rows: Int = TableView.filterStepRows) -> Bool {
    guard !isLayingOut, var state = sourceState, state.scan != nil else { return false }
    let before = state.matchHeights.count
    sourceState = nil
    state.advanceScan(rows: max(1, rows), untilMatches: nil)
    sourceState = state
    if state.matchHeights.count != before { needsLayout = true }
    return state.scan != nil
  }

  // MARK: Checking

  /// The source-backed table's invariants: the heights' own, their counts those of the
  /// displayed rows, the matches ascending source indexes, the window within the
  /// displayed rows with every row shown, each window row the source's row at its
  /// place with the height the heights record.
  func sourceViolations() -> [String] {
    guard let state = sourceState, let heights = sourceHeights else { return [] }
    var problems = state.allHeights.invariantViolations() + state.matchHeights.invariantViolations()
    if state.allHeights.count != state.rows {
      problems.append("source: heights of \(state.allHeights.count) rows, \(state.rows) rows")
    }
    if let scan = state.scan {
      if scan.next > (scan.candidates?.count ?? state.rows) {
        problems.append("source: the filter's scan is at \(scan.next), past its rows")
      }
      if scan.candidates == nil, let last = state.matches?.last, Int(last) >= scan.next {
        problems.append("source: a match at \(last), past the rows checked (\(scan.next))")
      }
    }
    if let matches = state.matches {
      if state.matchHeights.count != matches.count {
        problems.append(
          "source: heights of \(state.matchHeights.count) of \(matches.count) matches")
      }
      if zip(matches, matches.dropFirst()).contains(where: { $0 >= $1 })
        || (matches.last.map { Int($0) >= state.rows } ?? false) || (matches.first ?? 0) < 0
      {
        problems.append("source: matches out of order or range")
      }
    }
    if state.windowStart < 0 || state.windowStart + tree.count > state.displayCount {
      problems.append("source: window \(state.windowStart)+\(tree.count) of \(state.displayCount)")
      return problems
    }
    if !tree.showsEveryRow { problems.append("source: a window row is hidden") }
    for offset in 0..<tree.count {
      let position = state.windowStart + offset
      let id = state.source.id(at: state.sourceIndex(ofDisplay: position))
      if tree[offset].id != id {
        problems.append("source: window row \(offset) is \(tree[offset].id), the source's \(id)")
      }
      let stored = tree.entry(at: offset).height
      if stored != heights.storedHeight(at: position) {
        problems.append(
          "source: row \(id) has height \(stored), the runs \(heights.storedHeight(at: position))")
      }
    }
    return problems
  }

  /// The bytes a source-backed table keeps for its source (heights and matches); the
  /// window's rows are counted with the row tree.
  var sourceMemoryBytes: Int { sourceState?.memoryBytes ?? 0 }
}

/// The filter's test of a source's rows, by index.
struct SourceTest {
  private enum Test {
    case all
    case rows((Row) -> Bool)
    case text(TextMatcher, TextQuery, keepsRowsWithoutText: Bool)
  }

  private var test: Test

  init(_ filter: RowFilter?) {
    switch filter?.test {
    case nil: test = .all
    case .rows(let isIncluded): test = .rows(isIncluded)
    case .text(let query, let keeps, _):
      test = query.isEmpty ? .all : .text(TextMatcher(query), query, keepsRowsWithoutText: keeps)
    }
  }

  /// Whether the filter keeps every row.
  var keepsEveryRow: Bool {
    if case .all = test { return true }
    return false
  }

  /// Whether this test keeps only rows `broader` keeps: a narrower text query with
  /// the same rule for rows without text.
  func narrows(_ broader: SourceTest) -> Bool {
    guard case .text(_, let query, let keeps) = test,
      case .text(_, let old, let keptBefore) = broader.test
    else { return false }
    return keeps == keptBefore && query.narrows(old)
  }

  /// Whether the row at `index` of `source` is kept.
  mutating func keeps(_ index: Int, of source: any RowSource) -> Bool {
    switch test {
    case .all:
      return true
    case .rows(let isIncluded):
      return isIncluded(source.row(at: index))
    case .text(var matcher, let query, let keepsRowsWithoutText):
      guard var text = source.searchText(at: index) else { return keepsRowsWithoutText }
      test = .all
      defer { test = .text(matcher, query, keepsRowsWithoutText: keepsRowsWithoutText) }
      return text.withUTF8 { matcher.matches(utf8: $0) }
    }
  }
}
