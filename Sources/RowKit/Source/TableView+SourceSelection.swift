extension TableView {
  /// The selected rows of a source-backed table, by source index: ascending, disjoint
  /// ranges, none adjacent to the next. Rows outside the window keep their selection
  /// here (and are drawn selected again when they come back); ``selection`` and
  /// ``isSelected(_:)`` know only the window's rows. Empty on a table made without a
  /// source (read ``selection``).
  ///
  /// Select all is one range, whatever the source's size; a row whose kind refuses
  /// selection (``RowKind/isSelectable(_:)``) leaves the ranges when the table makes
  /// it, as it enters the window.
  ///
  /// - Complexity: O(1).
  public var selectedSourceRanges: [Range<Int>] { sourceState?.selection.rows.ranges ?? [] }

  // MARK: The window's share

  /// The source index of the window row at a flat index.
  func sourceIndex(ofFlat flat: Int) -> Int? {
    guard let state = sourceState, flat >= 0, flat < tree.count else { return nil }
    return state.sourceIndex(ofDisplay: state.windowStart + flat)
  }

  /// The source indexes of the rows at display positions `positions`, as ranges:
  /// O(1) when every row is displayed, O(k) for k matches of a filter (ranked,
  /// O(k log k): they are sorted into source order first).
  func sourceRanges(ofDisplay positions: ClosedRange<Int>) -> IndexRanges {
    guard let state = sourceState else { return IndexRanges() }
    let positions = positions.clamped(to: 0...max(0, state.displayCount - 1))
    guard state.displayCount > 0 else { return IndexRanges() }
    guard state.matches != nil else {
      return IndexRanges(positions.lowerBound..<positions.upperBound + 1)
    }
    var indexes = positions.map { state.sourceIndex(ofDisplay: $0) }
    if state.ranking != nil { indexes.sort() }
    var result = IndexRanges()
    var start = indexes[0]
    var end = start + 1
    for index in indexes.dropFirst() {
      if index != end {
        result.insert(start..<end)
        start = index
      }
      end = index + 1
    }
    result.insert(start..<end)
    return result
  }

  /// Makes the table's selection of the window's rows (``selection``, the anchor)
  /// that of the source's: the window rows whose source indexes are selected, those
  /// that refuse selection leaving the ranges.
  ///
  /// - Complexity: O(1) with nothing selected or anchored; else O(w log r) for the
  ///   window's w rows and r ranges.
  func syncSourceSelection() {
    guard var state = sourceState else { return }
    let selection = state.selection
    guard !selection.rows.isEmpty || selection.anchor != nil else {
      if !selectionState.rows.isEmpty || selectionState.anchor != nil {
        selectionState.rows = RowSelection()
        selectionState.anchor = nil
        needsLayout = true
      }
      selectionState.extent = nil
      return
    }
    sourceState = nil  // `state` is the only reference while it changes
    var ids = Set<RowID>()
    var anchor: RowID?
    var offset = 0
    // Walked in a copy: each row's kind says whether it can be selected.
    let rows = tree
    rows.forEachRow(in: 0..<rows.count) { row in
      let index = state.sourceIndex(ofDisplay: state.windowStart + offset)
      offset += 1
      if index == selection.anchor { anchor = row.id }
      guard state.selection.rows.contains(index) else { return }
      if row.content.isSelectable {
        ids.insert(row.id)
      } else {
        state.selection.rows.remove(index..<index + 1)
      }
    }
    sourceState = state
    if ids != selectionState.rows.ids || selectionState.rows.isInverted {
      selectionState.rows = RowSelection(ids: ids)
      needsLayout = true
    }
    selectionState.anchor = anchor
    selectionState.extent = nil
  }

  /// The window's rows among `indexes`, by id.
  private func windowRows(_ indexes: IndexRanges) -> RowSelection {
    guard let state = sourceState, !indexes.isEmpty, tree.count > 0 else { return .empty }
    var ids = Set<RowID>()
    let window = sourceRanges(ofDisplay: state.windowStart...state.windowStart + tree.count - 1)
    for range in window.ranges {
      for part in indexes.intersection(range).ranges {
        for index in part {
          let position = state.displayPosition(atOrAfter: index)
          ids.insert(tree[position - state.windowStart].id)
        }
      }
    }
    return RowSelection(ids: ids)
  }

  /// Takes the indexes of window rows that refuse selection out of `added`
  /// (``syncSourceSelection()`` takes them out of the selection).
  private func dropUnselectable(_ added: inout IndexRanges) {
    guard let state = sourceState, !added.isEmpty, tree.count > 0 else { return }
    let window = sourceRanges(ofDisplay: state.windowStart...state.windowStart + tree.count - 1)
    for range in window.ranges {
      for part in added.intersection(range).ranges {
        for index in part {
          let flat = state.displayPosition(atOrAfter: index) - state.windowStart
          if !tree[flat].content.isSelectable { added.remove(index..<index + 1) }
        }
      }
    }
  }

  /// Delivers ``SelectionChanged`` for a change of a source-backed table's selection,
  /// from `row` (else the focused row, else the window's first) and shows the window's
  /// rows as they now are.
  private func reportSource(added: IndexRanges, removed: IndexRanges, at row: RowID?) {
    syncSourceSelection()
    needsLayout = true
    guard let from = row ?? focus?.row ?? (tree.count > 0 ? tree[0].id : nil) else { return }
    var change = SelectionChanged(
      added: windowRows(added), removed: windowRows(removed), selectedCount: sourceSelectedCount)
    change.addedSourceRows = added.ranges
    change.removedSourceRows = removed.ranges
    deliver(change, from: from)
  }

  /// The number of rows selected in a source-backed table.
  var sourceSelectedCount: Int { sourceState?.selection.rows.count ?? 0 }

  // MARK: Selection calls

  /// ``select(_:)`` and ``deselect(_:)`` on a source-backed table: `id` is a window
  /// row that allows selection, in a selection mode.
  func setSourceRow(_ id: RowID, selected: Bool) -> Bool {
    guard let flat = tree.flatIndex(of: id), let index = sourceIndex(ofFlat: flat) else {
      return false
    }
    sourceState?.selection.extent = nil
    sourceState?.selection.anchor = index
    selectionState.anchor = id
    guard sourceState?.selection.rows.contains(index) != selected else { return false }
    var removed = IndexRanges()
    var added = IndexRanges()
    if selected {
      if selectionState.mode == .single, let old = sourceState?.selection.rows {
        removed = old
        sourceState?.selection.rows = IndexRanges()
      }
      added = sourceState?.selection.rows.insert(index..<index + 1) ?? added
    } else {
      removed = sourceState?.selection.rows.remove(index..<index + 1) ?? removed
    }
    reportSource(added: added, removed: removed, at: id)
    return true
  }

  /// ``selectRange(from:to:)`` in ``SelectionMode/multiple`` mode on a source-backed
  /// table: the displayed rows between two source indexes, both included.
  func selectSourceRange(from start: Int, to end: Int, at row: RowID) -> Bool {
    guard let state = sourceState else { return false }
    sourceState?.selection.extent = nil
    sourceState?.selection.anchor = start
    let first = state.displayPosition(atOrAfter: start)
    let last = state.displayPosition(atOrAfter: end)
    var added = IndexRanges()
    for range in sourceRanges(ofDisplay: min(first, last)...max(first, last)).ranges {
      added.insert(contentsOf: sourceState?.selection.rows.insert(range) ?? IndexRanges())
    }
    dropUnselectable(&added)
    guard !added.isEmpty else {
      syncSourceSelection()
      return false
    }
    reportSource(added: added, removed: IndexRanges(), at: row)
    return true
  }

  /// The source index a range starts from on a source-backed table: the anchor, else
  /// the focused row.
  var sourceRangeStart: Int? { sourceState?.selection.anchor ?? focusedSourceIndex }

  /// ``extendSelection(by:)`` in ``SelectionMode/multiple`` mode on a source-backed
  /// table, the focus having moved to `end` from the source index `before`: the rows
  /// the last extension added and this one no longer covers go back.
  func extendSourceSelection(from before: Int?, to end: RowID) -> Bool {
    guard let state = sourceState, let flat = tree.flatIndex(of: end),
      let endIndex = sourceIndex(ofFlat: flat)
    else { return false }
    let anchor = state.selection.anchor ?? before ?? endIndex
    let anchorPosition = state.displayPosition(atOrAfter: anchor)
    let endPosition = state.windowStart + flat
    let cover = sourceRanges(
      ofDisplay: min(anchorPosition, endPosition)...max(anchorPosition, endPosition))
    var extent = state.selection.extent ?? IndexRanges()
    // What the last extension added and this one does not cover goes back.
    var uncovered = extent
    uncovered.remove(contentsOf: cover)
    extent.remove(contentsOf: uncovered)
    let removed = sourceState?.selection.rows.remove(contentsOf: uncovered) ?? IndexRanges()
    var added = sourceState?.selection.rows.insert(contentsOf: cover) ?? IndexRanges()
    dropUnselectable(&added)
    extent.insert(contentsOf: added)
    sourceState?.selection.anchor = anchor
    sourceState?.selection.extent = extent
    guard !added.isEmpty || !removed.isEmpty else {
      syncSourceSelection()
      return false
    }
    reportSource(added: added, removed: removed, at: end)
    return true
  }

  /// ``selectAll()`` on a source-backed table: every source row, as one range.
  func selectAllSource() -> Bool {
    guard let state = sourceState else { return false }
    sourceState?.selection.extent = nil
    var added = sourceState?.selection.rows.insert(0..<state.rows) ?? IndexRanges()
    dropUnselectable(&added)
    guard !added.isEmpty else {
      syncSourceSelection()
      return false
    }
    reportSource(added: added, removed: IndexRanges(), at: nil)
    return true
  }

  /// ``clearSelection()`` on a source-backed table.
  func clearSourceSelection() -> Bool {
    guard let old = sourceState?.selection.rows else { return false }
    sourceState?.selection = SourceSelection()
    guard !old.isEmpty else {
      syncSourceSelection()
      return false
    }
    reportSource(added: IndexRanges(), removed: old, at: nil)
    return true
  }

  /// A new ``selectionMode`` on a source-backed table: none clears the selection,
  /// single keeps the anchor row if it was selected, multiple keeps it all.
  func setSourceSelectionMode(_ mode: SelectionMode) {
    guard let old = sourceState?.selection else { return }
    var state = SelectionState()
    state.mode = mode
    if mode == .multiple { state.selectableCount = countSelectableRows() }
    selectionState = state
    var kept = SourceSelection()
    switch mode {
    case .none:
      break
    case .single:
      if let anchor = old.anchor, old.rows.contains(anchor) {
        kept.rows = IndexRanges(anchor..<anchor + 1)
        kept.anchor = anchor
      }
    case .multiple:
      kept.rows = old.rows
      kept.anchor = old.anchor
    }
    sourceState?.selection = kept
    needsLayout = true
    var removed = old.rows
    removed.remove(contentsOf: kept.rows)
    guard !removed.isEmpty else {
      syncSourceSelection()
      return
    }
    reportSource(added: IndexRanges(), removed: removed, at: nil)
  }

  /// The selected rows' ids of a source-backed table, in source order.
  ///
  /// - Complexity: O(k) ids read from the source for k rows selected.
  var selectedSourceRowIDs: [RowID] {
    guard let state = sourceState else { return [] }
    return state.selection.rows.ranges.flatMap { $0.map { state.source.id(at: $0) } }
  }

  /// The invariants of a source-backed table's selection: the ranges' own, within
  /// the source; the count by mode; the window's rows selected exactly those whose
  /// indexes are (every one of them allowing selection); the anchor within the source.
  func sourceSelectionViolations() -> [String] {
    guard let state = sourceState else { return [] }
    let selection = state.selection
    var problems = selection.rows.violations(limit: state.rows).map { "source selection: \($0)" }
    if selectionState.mode == .none, !selection.rows.isEmpty || selection.anchor != nil {
      problems.append("source selection: rows selected in mode none")
    }
    if selectionState.mode == .single, selection.rows.count > 1 {
      problems.append("source selection: \(selection.rows.count) rows in single mode")
    }
    if let anchor = selection.anchor, anchor < 0 || anchor >= state.rows {
      problems.append("source selection: anchor \(anchor) of \(state.rows) rows")
    }
    if selectionState.rows.isInverted { problems.append("source selection: an inverted window") }
    guard state.windowStart + tree.count <= state.displayCount else { return problems }
    for offset in 0..<tree.count {
      let row = tree[offset]
      let index = state.sourceIndex(ofDisplay: state.windowStart + offset)
      let selected = selection.rows.contains(index)
      if selected, !row.content.isSelectable {
        problems.append("source selection: row \(row.id) is selected but refuses selection")
      }
      if selected != selectionState.rows.ids.contains(row.id) {
        problems.append("source selection: window row \(row.id) selected \(!selected)")
      }
      if (selection.anchor == index) != (selectionState.anchor == row.id) {
        problems.append("source selection: the anchor and the window's disagree at \(row.id)")
      }
    }
    return problems
  }
}
