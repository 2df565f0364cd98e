extension TableView {
  /// How many rows can be selected: none (the default), one, or any number.
  ///
  /// The selection is the table's own state, kept by row id: it survives updates,
  /// moves and ``apply(rows:)``, and rows that are deleted (or whose new content
  /// refuses selection, ``RowKind/isSelectable(_:)``) leave it. A new mode keeps what
  /// it can: ``SelectionMode/none`` clears the selection, ``SelectionMode/single``
  /// keeps the anchor row if it was selected (else nothing), and a selection call that
  /// changes the selection sends ``SelectionChanged``.
  ///
  /// - Complexity: O(1), except that entering ``SelectionMode/multiple`` counts the
  ///   rows that allow selection and notes those that refuse it, O(n) once: from then
  ///   on both follow every change, so ``selectedCount`` is O(1) even after
  ///   ``selectAll()``, and a range reads only its rows' ids.
  public var selectionMode: SelectionMode {
    get { selectionState.mode }
    set {
      let old = selectionState
      guard newValue != old.mode else { return }
      if sourceState != nil { return setSourceSelectionMode(newValue) }
      var state = SelectionState()
      state.mode = newValue
      switch newValue {
      case .none:
        break
      case .single:
        if let anchor = old.anchor, isSelected(anchor) {
          state.rows = RowSelection(ids: [anchor])
          state.anchor = anchor
        }
      case .multiple:
        state.rows = old.rows
        state.anchor = old.anchor
        let refusing = refusingRows()
        state.selectableCount = tree.count - refusing.count
        state.refusing = refusing
      }
      selectionState = state
      needsLayout = true
      var removed = old.rows
      if newValue == .single, let kept = state.rows.ids.first { removed.remove(kept) }
      if newValue != .multiple, old.count > state.count {
        report(added: .empty, removed: removed, at: nil)
      }
    }
  }

  /// The selected rows: listed, or — after ``selectAll()`` — every row that allows
  /// selection except those listed. On a source-backed table, the window's rows
  /// selected, listed: ``selectedSourceRanges`` holds the whole source's.
  ///
  /// - Complexity: O(1).
  public var selection: RowSelection { selectionState.rows }

  /// The number of rows selected.
  ///
  /// - Complexity: O(1), after select all too.
  public var selectedCount: Int {
    sourceState == nil ? selectionState.count : sourceSelectedCount
  }

  /// The selected rows' ids, in display order.
  ///
  /// - Complexity: O(k log n) for k rows selected; O(n) after ``selectAll()``.
  public var selectedRowIDs: [RowID] {
    if sourceState != nil { return selectedSourceRowIDs }
    let rows = selectionState.rows
    guard rows.isInverted else {
      return rows.ids.compactMap { id in tree.flatIndex(of: id).map { (id, $0) } }
        .sorted { $0.1 < $1.1 }.map(\.0)
    }
    return tree.slotsInOrder().compactMap { slot in
      let row = tree.row(inSlot: slot)
      return row.content.isSelectable && !rows.ids.contains(row.id) ? row.id : nil
    }
  }

  /// Where a range starts (``selectRange(to:)``, ``extendSelection(by:)``): the row
  /// last selected, deselected or toggled on its own, or the start of the last range,
  /// while it is a row of the table.
  public var selectionAnchor: RowID? {
    guard let state = sourceState else { return selectionState.anchor }
    return state.selection.anchor.map { state.source.id(at: $0) }
  }

  /// Whether a row is selected; `false` for an id that is not a row.
  ///
  /// - Complexity: O(1) expected.
  public func isSelected(_ id: RowID) -> Bool {
    let rows = selectionState.rows
    guard rows.isInverted else { return rows.ids.contains(id) }
    return !rows.ids.contains(id) && isSelectableRow(id)
  }

  // MARK: One row

  /// Selects a row and makes it the anchor of ranges; in ``SelectionMode/single``
  /// mode the row selected before is deselected.
  ///
  /// - Returns: whether the selection changed: `false` without a selection mode,
  ///   for a row that refuses selection (``RowKind/isSelectable(_:)``), or a row
  ///   already selected.
  /// - Throws: ``TableError/unknownRowID(_:)``.
  /// - Complexity: O(1) expected.
  @discardableResult
  public func select(_ id: RowID) throws(TableError) -> Bool {
    guard tree.contains(id) else { throw .unknownRowID(id) }
    guard selectionState.mode != .none else { return false }
    selectionState.extent = nil
    guard isSelectableRow(id) else { return false }
    if sourceState != nil { return setSourceRow(id, selected: true) }
    selectionState.anchor = id
    guard !isSelected(id) else { return false }
    var removed = RowSelection.empty
    if selectionState.mode == .single {
      removed = selectionState.rows
      selectionState.rows = RowSelection()
    }
    selectionState.rows.insert(id)
    report(added: RowSelection(ids: [id]), removed: removed, at: id)
    return true
  }

  /// Deselects a row and makes it the anchor of ranges.
  ///
  /// - Returns: whether the selection changed.
  /// - Throws: ``TableError/unknownRowID(_:)``.
  /// - Complexity: O(1) expected.
  @discardableResult
  public func deselect(_ id: RowID) throws(TableError) -> Bool {
    guard tree.contains(id) else { throw .unknownRowID(id) }
    guard selectionState.mode != .none else { return false }
    selectionState.extent = nil
    guard isSelectableRow(id) else { return false }
    if sourceState != nil { return setSourceRow(id, selected: false) }
    selectionState.anchor = id
    guard isSelected(id) else { return false }
    selectionState.rows.remove(id)
    report(added: .empty, removed: RowSelection(ids: [id]), at: id)
    return true
  }

  /// Selects a row that is not selected, deselects one that is, and makes it the
  /// anchor of ranges.
  ///
  /// - Returns: whether the selection changed.
  /// - Throws: ``TableError/unknownRowID(_:)``.
  @discardableResult
  public func toggleSelection(_ id: RowID) throws(TableError) -> Bool {
    try isSelected(id) ? deselect(id) : select(id)
  }

  /// Toggles the focused row's selection (a keymap's Space or Control-Space).
  ///
  /// - Returns: whether the selection changed; `false` when no row has the focus.
  @discardableResult
  public func toggleSelection() -> Bool {
    revealSourceFocus()
    guard let row = focus?.row else { return false }
    return (try? toggleSelection(row)) ?? false
  }

  // MARK: Many rows

  /// Adds every row from `start` to `end` (either way round, both included, in
  /// display order, across sections) that allows selection, and makes `start` the
  /// anchor. In ``SelectionMode/single`` mode it selects `end` alone.
  ///
  /// - Returns: whether the selection changed.
  /// - Throws: ``TableError/unknownRowID(_:)``.
  /// - Complexity: O(k + log n) for a range of k rows: they are read leaf by leaf.
  @discardableResult
  public func selectRange(from start: RowID, to end: RowID) throws(TableError) -> Bool {
    guard let first = tree.flatIndex(of: start) else { throw .unknownRowID(start) }
    guard let last = tree.flatIndex(of: end) else { throw .unknownRowID(end) }
    switch selectionState.mode {
    case .none: return false
    case .single:
      let changed = try select(end)
      if let state = sourceState {
        sourceState?.selection.anchor = state.sourceIndex(ofDisplay: state.windowStart + first)
        syncSourceSelection()
      } else {
        selectionState.anchor = start
      }
      return changed
    case .multiple:
      if let state = sourceState {
        return selectSourceRange(
          from: state.sourceIndex(ofDisplay: state.windowStart + first),
          to: state.sourceIndex(ofDisplay: state.windowStart + last), at: end)
      }
      selectionState.extent = nil
      selectionState.anchor = start
      let added = addRows(in: min(first, last)...max(first, last))
      guard !added.isEmpty else { return false }
      report(added: RowSelection(ids: added), removed: .empty, at: end)
      return true
    }
  }

  /// Adds every selectable row from the anchor (``selectionAnchor``, else the
  /// focused row) to `end`: a Shift-click.
  ///
  /// - Returns: whether the selection changed.
  /// - Throws: ``TableError/unknownRowID(_:)``.
  @discardableResult
  public func selectRange(to end: RowID) throws(TableError) -> Bool {
    // A source-backed table's anchor may be outside the window: by source index.
    if selectionState.mode == .multiple, let state = sourceState, let start = sourceRangeStart {
      guard let last = tree.flatIndex(of: end) else { throw .unknownRowID(end) }
      return selectSourceRange(
        from: start, to: state.sourceIndex(ofDisplay: state.windowStart + last), at: end)
    }
    return try selectRange(from: selectionState.anchor ?? focus?.row ?? end, to: end)
  }

  /// Moves the focus by `rows` (Shift-Down is 1, Shift-Up -1) and selects the rows
  /// from the anchor to the row the focus reaches: the rows a previous extension
  /// from the same anchor added and this one no longer covers are given back, so
  /// Shift-Down then Shift-Up leaves the selection as it was. With no anchor, the
  /// focused row is the anchor. Any other selection call, and any change of the rows,
  /// ends the extension: the next one starts from the anchor and keeps what is
  /// selected. In ``SelectionMode/single`` mode the selection follows the focus.
  /// Without a selection mode the focus moves alone.
  ///
  /// - Returns: whether the selection changed.
  /// - Complexity: O(d log n) for a focus moved by d rows.
  @discardableResult
  public func extendSelection(by rows: Int) -> Bool {
    revealSourceFocus()
    let before = focus?.row
    let beforeIndex = focusedSourceIndex
    moveFocus(byRows: focus == nil ? 0 : rows)
    guard let end = focus?.row else { return false }
    switch selectionState.mode {
    case .none:
      return false
    case .single:
      return (try? select(end)) ?? false
    case .multiple:
      if sourceState != nil { return extendSourceSelection(from: beforeIndex, to: end) }
      return extend(from: before, to: end)
    }
  }

  /// Selects every row that allows selection, in ``SelectionMode/multiple`` mode.
  ///
  /// - Returns: whether the selection changed.
  /// - Complexity: O(1): the selection becomes "every row except none".
  @discardableResult
  public func selectAll() -> Bool {
    guard selectionState.mode == .multiple else { return false }
    if sourceState != nil { return selectAllSource() }
    selectionState.extent = nil
    let old = selectionState.rows
    guard selectionState.count < selectionState.selectableCount else { return false }
    selectionState.rows = .all
    let added =
      old.isInverted ? RowSelection(ids: old.ids) : RowSelection(ids: old.ids, isInverted: true)
    report(added: added, removed: .empty, at: nil)
    return true
  }

  /// Deselects every row and forgets the anchor.
  ///
  /// - Returns: whether the selection changed.
  /// - Complexity: O(1) to clear; the ids the selection listed are freed.
  @discardableResult
  public func clearSelection() -> Bool {
    if sourceState != nil {
      selectionState.extent = nil
      return clearSourceSelection()
    }
    let old = selectionState
    selectionState.rows = RowSelection()
    selectionState.anchor = nil
    selectionState.extent = nil
    guard old.count > 0 else { return false }
    report(added: .empty, removed: old.rows, at: nil)
    return true
  }

  // MARK: Helpers

  /// Selects the selectable rows at flat indexes `range` that are not selected.
  ///
  /// The rows' slots are gathered in order, leaf by leaf (``RowTree/slots(in:)``),
  /// not found one by one from the root, and each row's id is read in place from its
  /// slot in a plain loop (no closure between the walk and the set); whether a row
  /// refuses selection is asked of the few rows kept as refusing it
  /// (``SelectionState/refusing``), not of its kind, so no row's content is read. The
  /// selection's set is taken out of the table's state while it grows, so it stays
  /// uniquely held and no row pays an access check. From an empty selection, the rows
  /// selected are the new selection itself: one set is built, not two.
  ///
  /// - Returns: the rows it selected.
  /// - Complexity: O(k + log n) for the k rows of the range.
  private func addRows(in range: ClosedRange<Int>) -> Set<RowID> {
    var rows = selectionState.rows
    selectionState.rows = RowSelection()
    defer { selectionState.rows = rows }
    let refusing = selectionState.refusing ?? refusingRows()
    let slots = tree.slots(in: range.lowerBound..<range.upperBound + 1)
    var added = Set<RowID>(minimumCapacity: slots.count)
    tree.slotRows.withUnsafeBufferPointer { slotRows in
      if rows.isEmpty {
        if refusing.isEmpty {
          for slot in slots { added.insert(slotRows[Int(slot)].id) }
        } else {
          for slot in slots where !refusing.contains(slotRows[Int(slot)].id) {
            added.insert(slotRows[Int(slot)].id)
          }
        }
        return
      }
      if !rows.isInverted { rows.ids.reserveCapacity(rows.ids.count + slots.count) }
      for slot in slots {
        let id = slotRows[Int(slot)].id
        // One hash: the set says whether the row was selected already.
        if !refusing.contains(id), rows.insert(id) { added.insert(id) }
      }
    }
    if rows.isEmpty { rows.ids = added }
    return added
  }

  /// An extension of the selection from the anchor to `end`, the focus having moved
  /// there from `before`: only the rows between the last extension's end and `end`
  /// are visited.
  private func extend(from before: RowID?, to end: RowID) -> Bool {
    let anchor = selectionState.anchor ?? before ?? end
    guard let anchorIndex = tree.flatIndex(of: anchor), let endIndex = tree.flatIndex(of: end)
    else { return false }
    let new = min(anchorIndex, endIndex)...max(anchorIndex, endIndex)
    var extent = SelectionState.Extent(end: end, added: [])
    var removed = Set<RowID>()
    var fresh = Array(new)
    if let previous = selectionState.extent, let previousEnd = tree.flatIndex(of: previous.end) {
      extent.added = previous.added
      let old = min(anchorIndex, previousEnd)...max(anchorIndex, previousEnd)
      // The rows the last extension covered and this one does not: those it added go back.
      for index in Self.difference(old, new) {
        let id = tree[index].id
        if extent.added.remove(id) != nil, selectionState.rows.remove(id) { removed.insert(id) }
      }
      fresh = Self.difference(new, old)
    }
    var added = Set<RowID>()
    for index in fresh {
      let row = tree[index]
      if row.content.isSelectable, !isSelected(row.id) {
        selectionState.rows.insert(row.id)
        extent.added.insert(row.id)
        added.insert(row.id)
      }
    }
    selectionState.anchor = anchor
    selectionState.extent = extent
    guard !added.isEmpty || !removed.isEmpty else { return false }
    report(added: RowSelection(ids: added), removed: RowSelection(ids: removed), at: end)
    return true
  }

  /// The indexes of `a` that are not in `b`, both holding a common index.
  private static func difference(_ a: ClosedRange<Int>, _ b: ClosedRange<Int>) -> [Int] {
    var result: [Int] = []
    if a.lowerBound < b.lowerBound { result += a.lowerBound..<min(b.lowerBound, a.upperBound + 1) }
    if a.upperBound > b.upperBound { result += max(b.upperBound + 1, a.lowerBound)...a.upperBound }
    return result
  }

  /// Delivers ``SelectionChanged`` from `row` (else the focused row, else the first
  /// row) and marks the rows to be drawn again.
  private func report(added: RowSelection, removed: RowSelection, at row: RowID?) {
    needsLayout = true
    guard let from = row ?? focus?.row ?? (tree.count > 0 ? tree[0].id : nil) else { return }
    deliver(
      SelectionChanged(added: added, removed: removed, selectedCount: selectionState.count),
      from: from)
  }
}
