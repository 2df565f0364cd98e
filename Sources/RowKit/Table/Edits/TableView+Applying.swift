extension TableView {
  /// Replaces every row with `newRows` (sections concatenated, headers and footers
  /// included) in the sections `newSections`: diffs once, checks the new rows that
  /// differ from the table's, derives the ``RowChanges`` from the diff and the
  /// sections' from their keys, then lowers the diff to edits — or, when most rows
  /// change places, rebuilds the row tree in one O(n) pass instead. Sections keep
  /// their collapsed state by key. `newRows` is read in place (``SectionedRows`` lends
  /// a list of sections' rows without copying them into one array).
  func apply<Rows: FlatRows>(
    flat newRows: Rows, sections newSections: SectionCounts
  ) throws(TableError) -> RowChanges {
    try checkNotLayingOut()
    guard newRows.count <= TableView.maximumRowCount else { throw .tooManyRows(newRows.count) }
    // The old side is the rows' slots: each old row is read in place, never copied,
    // and so is each new row (a copy would retain and release a million contents).
    let slots = tree.slotsInOrder()
    let diff: Diff
    do {
      diff = try tree.slotRows.withUnsafeBufferPointer { old in
        Diff.compute(
          from: slots, to: 0..<newRows.count, oldID: { old[Int($0)].id },
          newID: { newRows.id(at: $0) },
          contentEquals: { newRows.content(at: $1, equals: old[Int($0)].content) })
      }.get()
    } catch {
      switch error {
      case .duplicateIDInNew(let offset, _): throw .duplicateRowID(newRows.id(at: offset))
      case .duplicateIDInOld(let offset, _): throw .duplicateRowID(tree[offset].id)
      case .tooManyElements(let count): throw .tooManyRows(count)
      }
    }
    // A row whose content equals the table's row is of a registered kind already (equal
    // contents have the same kind type and id): only the others — inserted rows and
    // updated ones, moved or not — are checked.
    for offset in diff.insertions + diff.updates.map(\.new) {
      let content = newRows.content(at: offset)
      guard accepts(content) else { throw .unknownKind(content.kindID) }
    }
    var changes = RowChanges(diff, oldIDs: slots.lazy.map { [tree] in tree.row(inSlot: $0).id }) {
      newRows.id(at: $0)
    }
    let newSections = sectionsKeepingState(newSections, changes: &changes)
    let focusPlace = focusFollowsRow ? nil : focusedPlaceOnScreen()
    var log = startLog(recording: false)
    let structural = diff.deletions.count + diff.insertions.count + diff.moves.count
    if structural > rebuildThreshold,
      structural * 16 >= max(tree.count, newRows.count)
    {
      rebuild(slots: slots, to: newRows, diff, &log)
    } else {
      lower(diff, slots: slots, to: newRows, &log)
    }
    let hadCollapsed = sectionCounts.collapsedCount > 0
    sectionCounts = newSections
    if hadCollapsed || newSections.collapsedCount > 0 { hideCollapsedRows(clearing: hadCollapsed) }
    // The old sections' numbers mean nothing in the new ones.
    log.removedFocusSection = nil
    finish(log)
    if let focusPlace { keepFocus(at: focusPlace) }
    return changes
  }

  /// The fewest structural changes (deletions, insertions and moves) for which
  /// ``apply(flat:sections:)`` may rebuild the tree rather than edit it: beyond
  /// it, one in sixteen rows changing place makes a rebuild the cheaper.
  static let defaultRebuildThreshold = 64

  /// Lowers a diff to edits: deletions from the highest old offset down; moved rows to
  /// the end, then insertions and moved rows from the lowest new offset up, each to
  /// its final place (everything before it is already in order); new contents last.
  ///
  /// - Complexity: O(k log n) for k changes.
  private func lower<Rows: FlatRows>(
    _ diff: Diff, slots: [UInt32], to newRows: Rows, _ log: inout EditLog
  ) {
    for offset in diff.deletions.reversed() {
      execute(.remove(at: offset), into: &log)
    }
    for move in diff.moves {
      execute(.move(slot: slots[move.old], to: tree.count - 1), into: &log)
    }
    var insertion = 0
    var move = 0
    let insertions = diff.insertions
    let moves = diff.moves
    while insertion < insertions.count || move < moves.count {
      if move == moves.count
        || (insertion < insertions.count && insertions[insertion] < moves[move].new)
      {
        let offset = insertions[insertion]
        execute(.insert([newRows.row(at: offset)], at: offset), into: &log)
        insertion += 1
      } else {
        execute(.move(slot: slots[moves[move].old], to: moves[move].new), into: &log)
        move += 1
      }
    }
    for update in diff.updates {
      execute(
        .replace(slot: slots[update.old], with: newRows.content(at: update.new)), into: &log)
    }
  }

  /// Rebuilds the row tree in the new order: kept rows keep their heights (unless
  /// their content changed) and their place in memory, new rows are added, deleted
  /// rows leave; the anchor and the focused row, if deleted, are noted at their old
  /// places.
  ///
  /// - Complexity: O(n + m) for n old and m new rows.
  private func rebuild<Rows: FlatRows>(
    slots: [UInt32], to newRows: Rows, _ diff: Diff, _ log: inout EditLog
  ) {
    let anchorIndex = anchor.flatMap { tree.flatIndex(of: $0) }
    let focusIndex = focus.flatMap { tree.flatIndex(of: $0.row) }
    var skipped = OffsetSet(count: diff.oldCount)
    for offset in diff.deletions {
      skipped.insert(offset)
      noteRemoved(tree.row(inSlot: slots[offset]), &log)
    }
    for move in diff.moves { skipped.insert(move.old) }
    let entries = tree.entriesInOrder()
    var order: [RowTree.Entry] = []
    order.reserveCapacity(newRows.count)
    var stable = 0
    var insertion = 0
    var move = 0
    var update = 0
    for offset in 0..<newRows.count {
      if insertion < diff.insertions.count, diff.insertions[insertion] == offset {
        order.append(
          RowTree.Entry(
            height: -1, slot: tree.addUnplaced(newRows.row(at: offset)),
            hidden: hiding(newRows.row(at: offset))))
        noteInserted(CollectionOfOne(newRows.row(at: offset)), &log)
        insertion += 1
        continue
      }
      let old: Int
      if move < diff.moves.count, diff.moves[move].new == offset {
        old = diff.moves[move].old
        move += 1
      } else {
        while skipped.contains(stable) { stable += 1 }
        old = stable
        stable += 1
      }
      var entry = entries[old]
      if update < diff.updates.count, diff.updates[update].new == offset {
        let previous = tree.slotRows[Int(entry.slot)].content
        tree.slotRows[Int(entry.slot)].content = newRows.content(at: offset)
        noteReplaced(
          newRows.id(at: offset), old: previous, new: newRows.content(at: offset), &log)
        entry.height = -1
        entry.hidden = hiding(newRows.row(at: offset))
        update += 1
      }
      order.append(entry)
    }
    rebuildTree(order: order)
    noteRowsChangedForFilter()
    // The rows' order was rebuilt: a filter checking them in steps starts again.
    restartFilterScan()
    if let current = anchor, !tree.contains(current) { log.removedAnchor = anchorIndex }
    if let current = focus, !tree.contains(current.row) { log.removedFocus = focusIndex }
  }
}
