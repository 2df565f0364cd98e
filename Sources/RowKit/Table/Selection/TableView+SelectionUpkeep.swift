extension TableView {
  // MARK: Following changes of the rows

  /// Notes rows entering the table: the count of selectable rows, those that refuse
  /// selection, and their ids (an inserted row is never selected,
  /// ``repairSelection(after:)``).
  func noteInserted(_ rows: some Collection<Row>, _ log: inout EditLog) {
    if log.selection.counts {
      for row in rows {
        if row.content.isSelectable {
          selectionState.selectableCount += 1
        } else if log.selection.keepsRefusing {
          log.selection.refusals.append((row.id, true))
        }
      }
    }
    if log.selection.tracks { log.selection.inserted.append(contentsOf: rows.lazy.map(\.id)) }
  }

  /// Notes a row leaving the table.
  func noteRemoved(_ row: Row, _ log: inout EditLog) {
    if log.selection.counts {
      if row.content.isSelectable {
        selectionState.selectableCount -= 1
      } else if log.selection.keepsRefusing {
        log.selection.refusals.append((row.id, false))
      }
    }
    if log.selection.tracks { log.selection.touched.append(row.id) }
  }

  /// Notes a row given new content: it may allow selection no more, or only now (it
  /// is then not selected).
  func noteReplaced(
    _ id: RowID, old: AnyRowContent, new: AnyRowContent, _ log: inout EditLog
  ) {
    guard log.selection.counts || log.selection.tracks else { return }
    let before = old.isSelectable
    let after = new.isSelectable
    if log.selection.counts, before != after {
      selectionState.selectableCount += after ? 1 : -1
      if log.selection.keepsRefusing { log.selection.refusals.append((id, !after)) }
    }
    guard log.selection.tracks else { return }
    log.selection.touched.append(id)
    // A row that allows selection only now is not selected, like a row inserted.
    if after, !before { log.selection.inserted.append(id) }
  }

  /// Settles the selection after a change of the rows: the rows that refuse selection
  /// are noted (``SelectionState/refusing``); rows that left the table, or that
  /// refuse selection now, leave the selection; an anchor that left the table is
  /// dropped; rows inserted are not selected; an extension under way ends. No
  /// message is sent.
  ///
  /// - Complexity: O(k) for k rows removed, inserted or given new content.
  func repairSelection(after log: EditLog) {
    for refusal in log.selection.refusals {
      if refusal.refuses {
        selectionState.refusing?.insert(refusal.id)
      } else {
        selectionState.refusing?.remove(refusal.id)
      }
    }
    guard log.selection.tracks else { return }
    var state = selectionState
    selectionState = SelectionState()  // `state` is the only reference while it changes
    defer { selectionState = state }
    // The rows' order may have changed: an extension from the anchor starts afresh.
    state.extent = nil
    for id in log.selection.touched where !isSelectableRow(id) {
      state.rows.ids.remove(id)
      if state.anchor == id, !tree.contains(id) { state.anchor = nil }
    }
    for id in log.selection.inserted {
      // Not selected, whether the selection lists rows or leaves them out.
      if state.rows.isInverted, isSelectableRow(id) {
        state.rows.ids.insert(id)
      } else {
        state.rows.ids.remove(id)
      }
    }
    // Far fewer rows listed than the set has room for (most rows deleted): a set of
    // their size gives the rest back.
    let ids = state.rows.ids
    if ids.capacity > 4 * ids.count + 1024 {
      var smaller = Set<RowID>(minimumCapacity: ids.count)
      for id in ids { smaller.insert(id) }
      state.rows.ids = smaller
    }
  }

  /// Whether `id` is a row of the table that allows selection.
  func isSelectableRow(_ id: RowID) -> Bool {
    guard let slot = tree.slot(of: id) else { return false }
    return tree.row(inSlot: slot).content.isSelectable
  }

  /// The rows of the table that allow selection, counted.
  ///
  /// - Complexity: O(n).
  func countSelectableRows() -> Int {
    var count = 0
    for slot in tree.slotsInOrder() where tree.row(inSlot: slot).content.isSelectable {
      count += 1
    }
    return count
  }

  /// The rows of the table that refuse selection.
  ///
  /// - Complexity: O(n).
  func refusingRows() -> Set<RowID> {
    var refusing = Set<RowID>()
    for slot in tree.slotsInOrder() {
      let row = tree.row(inSlot: slot)
      if !row.content.isSelectable { refusing.insert(row.id) }
    }
    return refusing
  }

  /// Every way the selection breaks its invariants: its rows (or, inverted, the rows
  /// it leaves out) are rows of the table that allow selection, at most one in single
  /// mode and none without a mode; an inverted selection only in multiple mode, with
  /// the count of selectable rows exact, and (on rows of its own) the rows refusing
  /// selection exactly those kept; the anchor and the extension name rows.
  ///
  /// - Complexity: O(n).
  func selectionViolations() -> [String] {
    let state = selectionState
    var problems: [String] = []
    for id in state.rows.ids where !isSelectableRow(id) {
      problems.append("selection lists \(id), which is not a selectable row")
    }
    switch state.mode {
    case .none:
      if !state.rows.isEmpty || state.anchor != nil { problems.append("a selection in mode none") }
    case .single:
      if state.rows.isInverted || state.rows.ids.count > 1 {
        problems.append("more than one row selected in single mode")
      }
    case .multiple:
      let count = countSelectableRows()
      if state.selectableCount != count {
        problems.append("\(state.selectableCount) selectable rows counted, \(count) in the table")
      }
      if sourceState == nil, state.refusing != refusingRows() {
        problems.append(
          "the rows refusing selection are kept as \(state.refusing.map(\.count) ?? 0) ids, "
            + "not as the table's \(tree.count - count)")
      }
    }
    if state.refusing != nil, state.mode != .multiple || sourceState != nil {
      problems.append("rows refusing selection kept outside multiple mode on rows of its own")
    }
    if let anchor = state.anchor, !tree.contains(anchor) {
      problems.append("selection anchor \(anchor) is not a row")
    }
    if let extent = state.extent {
      if !tree.contains(extent.end) { problems.append("extension end \(extent.end) is not a row") }
      for id in extent.added where !tree.contains(id) {
        problems.append("extension added \(id), which is not a row")
      }
    }
    return problems
  }
}
