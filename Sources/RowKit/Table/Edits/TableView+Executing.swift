extension TableView {
  /// Executes one edit: the one place where the rows and the section counts change.
  ///
  /// Keeps the edit's inverse in `log` (when it records), notes a scroll anchor or
  /// focused row that leaves, and marks the layout stale. It checks nothing: the
  /// edit was checked when it was lowered (``commit(_:)``, ``apply(flat:sections:)``).
  ///
  /// - Complexity: O(log n) for n rows (an insert of k rows, O(k log n); a section
  ///   inserted or removed, O(s) for s sections).
  func execute(_ edit: Edit, into log: inout EditLog) {
    switch edit {
    case .insert(let rows, let index, let collapsed):
      let extra: RowTree.Hidden = collapsed ? .collapsed : []
      for (offset, row) in rows.enumerated() {
        tree.insert(row, hidden: hiding(row, at: index + offset).union(extra), at: index + offset)
      }
      noteScanInsert(at: index, count: rows.count)
      noteRowsChangedForFilter()
      noteInserted(rows, &log)
      log.record(.inserted(at: index, count: rows.count))
    case .remove(let index):
      let hidden = log.isRecording ? tree.entry(at: index).hidden : []
      let removed = tree.remove(at: index)
      noteScanRemove(at: index)
      noteRowsChangedForFilter()
      if removed.row.id == anchor { log.removedAnchor = index }
      if removed.row.id == focus?.row {
        log.removedFocus = index
        // The section counts still count the row: its own section.
        log.removedFocusSection = sectionCounts.section(ofFlatIndex: index)
      }
      noteRemoved(removed.row, &log)
      log.record(
        .removed(
          removed.row, height: removed.height, hidden: hidden, at: index, slot: removed.slot))
    case .move(let slot, let destination, let from):
      let scanFrom = isFilteringRows ? from ?? tree.flatIndex(ofSlot: slot) : nil
      if log.isRecording {
        log.record(.moved(slot: slot, from: from ?? tree.flatIndex(ofSlot: slot)))
      }
      tree.move(slot: slot, to: destination)
      if let scanFrom { noteScanMove(slot: slot, from: scanFrom, to: destination) }
      noteRowsChangedForFilter()
    case .replace(let slot, let content):
      let old = tree.replaceContent(slot: slot, with: content)
      refilter(slot: slot)
      noteReplaced(tree.row(inSlot: slot).id, old: old.content, new: content, &log)
      log.record(.replaced(slot: slot, content: old.content, height: old.height))
      // The rows keep their places: the next layout redoes this row alone, unless
      // something else changed too.
      staleness.noteContent(slot: slot, height: old.height)
      keepOrForgetHeight(slot: slot, measured: old.height)
      return
    case .addRows(let delta, let section):
      sectionCounts.add(delta, to: section)
      log.record(.addedRows(delta, toSection: section))
    case .insertSection(let index, let state):
      sectionCounts.insertSection(rows: 0, state: state, at: index)
      log.record(.insertedSection(index))
    case .removeSection(let index):
      let state = sectionCounts.removeSection(index)
      log.record(.removedSection(index, state))
    case .setSectionState(let state, let index):
      log.record(.changedSectionState(index, old: sectionCounts.states[index]))
      sectionCounts.setState(state, of: index)
    case .setCollapsed(let slot, let collapsed):
      let was = tree.hidden(slot: slot).contains(.collapsed)
      tree.setHidden(.collapsed, collapsed, slots: CollectionOfOne(slot))
      log.record(.changedCollapsed(slot: slot, was: was))
    }
    needsLayout = true
  }

  /// Rolls back what a log's edits did, newest first: the table is as it was before
  /// the first of them.
  func undo(_ log: EditLog) {
    for entry in log.undo.reversed() {
      switch entry {
      case .inserted(let index, let count):
        // The last inserted first, so the free slots stack up as they were.
        for offset in (0..<count).reversed() { tree.remove(at: index + offset) }
      case .removed(let row, let height, let hidden, let index, let slot):
        tree.insert(
          row, height: height, hidden: hiding(row).union(hidden.intersection(.collapsed)),
          at: index, slot: slot)
      case .moved(let slot, let from):
        tree.move(slot: slot, to: from)
      case .replaced(let slot, let content, let height):
        tree.replaceContent(slot: slot, with: content)
        tree.setHeight(height, slot: slot)
        refilter(slot: slot)
      case .addedRows(let delta, let section):
        sectionCounts.add(-delta, to: section)
      case .insertedSection(let section):
        sectionCounts.removeSection(section)
      case .removedSection(let section, let state):
        sectionCounts.insertSection(rows: 0, state: state, at: section)
      case .changedSectionState(let section, let old):
        sectionCounts.setState(old, of: section)
      case .changedCollapsed(let slot, let was):
        tree.setHidden(.collapsed, was, slots: CollectionOfOne(slot))
      }
    }
    selectionState.selectableCount = log.selection.countBefore
    noteRowsChangedForFilter()
    restartFilterScan()
    needsLayout = true
  }

  /// A log for a change about to start, noting the focused row's content.
  func startLog(recording: Bool) -> EditLog {
    let content = focus.flatMap { tree.slot(of: $0.row) }.map { tree.row(inSlot: $0).content }
    return EditLog(
      recording: recording, focusedContent: content,
      selection: SelectionNotes(selectionState))
  }

  /// After a change is made: a scroll anchor that left hands over to the row now at
  /// the place it left from; the focus is repaired (``repairFocus(after:)``); a tree
  /// left sparse by large deletes gives its storage back.
  func finish(_ log: EditLog) {
    if let current = anchor, let index = log.removedAnchor, !tree.contains(current) {
      anchor = tree.count == 0 ? nil : tree[min(index, tree.count - 1)].id
      anchorLine = 0
    }
    if tree.isSparse { rebuildTree(order: tree.entriesInOrder()) }
    repairFocus(after: log)
    repairSelection(after: log)
    // The edits marked what of the layout is stale; the next layout checks the focus
    // against it in any case.
    if !needsLayout { staleness = .contents([]) }
  }

  /// Rebuilds the row tree in `order` (``RowTree/rebuild(order:)``); the cells follow
  /// their rows to their new slots.
  func rebuildTree(order: [RowTree.Entry]) {
    let shown = placed.map { (row: $0, id: tree.row(inSlot: $0.slot).id) }
    let pinnedID = pinned.map { tree.row(inSlot: $0.slot).id }
    tree.rebuild(order: order)
    let rebuilt = tree
    if let kept = keptHeight { keptHeight = rebuilt.slot(of: kept.id).map { ($0, kept.id) } }
    cells.followRenumbering { rebuilt.slot(of: $0) }
    placed = shown.compactMap { shown in
      rebuilt.slot(of: shown.id).map {
        PlacedRow(slot: $0, index: shown.row.index, line: shown.row.line)
      }
    }
    if let current = pinned {
      pinned = pinnedID.flatMap { rebuilt.slot(of: $0) }.map {
        PlacedRow(slot: $0, index: current.index, line: current.line)
      }
    }
    needsLayout = true
  }
}
