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
    // The old side is the rows' slots in order (4 bytes a row): each old row is read in
    // place, never copied, and so is each new row (a copy would retain and release a
    // million contents).
    let slots = tree.slotsInOrder()
    let diff: Diff
    let deleted: [RowID]
    do {
      (diff, deleted) = try tree.slotRows.withUnsafeBufferPointer { old in
        Diff.computeKeepingDeletedIDs(
          from: slots, to: FlatRowsTarget(rows: newRows, slotRows: old), oldKey: { $0 })
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
    for offset in diff.insertions {
      let content = newRows.content(at: offset)
      guard accepts(content) else { throw .unknownKind(content.kindID) }
    }
    for update in diff.updates {
      let content = newRows.content(at: update.new)
      guard accepts(content) else { throw .unknownKind(content.kindID) }
    }
    // New rows that are an array are kept by the changes, which read their ids in
    // place when asked (a string id copied is a retain and, later, a release).
    let rows = (newRows as? [Row]).map { $0[...] }
    var changes = RowChanges(diff, deleted: deleted, rows: rows) { newRows.id(at: $0) }
    let newSections = sectionsKeepingState(newSections, changes: &changes)
    let focusPlace = focusFollowsRow ? nil : focusedPlaceOnScreen()
    var log = startLog(recording: false)
    let structural = diff.deletions.count + diff.insertions.count + diff.moves.count
    if structural > rebuildThreshold,
      structural * 16 >= max(tree.count, newRows.count)
    {
      rearrange(slots, to: newRows, diff, &log)
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
  /// ``apply(flat:sections:)`` may rebuild the tree's nodes rather than edit them: beyond
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

  /// Builds the row tree's nodes again in the new order: every kept row keeps its slot
  /// (so its cell, and everything else that names it by slot, stays with it), its
  /// height (unless its content changed) and its place in memory; deleted rows leave
  /// their slots, new rows take free ones; the anchor and the focused row, if deleted,
  /// are noted at their old places.
  ///
  /// - Complexity: O(n + m) for n old and m new rows.
  private func rearrange<Rows: FlatRows>(
    _ slots: [UInt32], to newRows: Rows, _ diff: Diff, _ log: inout EditLog
  ) {
    let anchorIndex = anchor.flatMap { tree.flatIndex(of: $0) }
    let focusIndex = focus.flatMap { tree.flatIndex(of: $0.row) }
    var skipped = OffsetSet(count: diff.oldCount)
    for offset in diff.deletions {
      skipped.insert(offset)
      noteRemoved(tree.removeUnplaced(slot: slots[offset]), &log)
    }
    for move in diff.moves { skipped.insert(move.old) }
    // The old rows' heights and why they are hidden, in order (read before the new
    // rows are placed: a deleted row's slot may be taken by a new one).
    let entries = tree.entriesInOrder()
    // New rows take their slots (the freed ones first) before the order is written.
    let inserted = diff.insertions.map { offset in
      let row = newRows.row(at: offset)
      noteInserted(CollectionOfOne(row), &log)
      return RowTree.Entry(height: -1, slot: tree.addUnplaced(row), hidden: hiding(row))
    }
    // The new order: inserted rows and moved rows at their new offsets, the rows that
    // kept their order between them in their old order.
    var order = [RowTree.Entry](unsafeUninitializedCapacity: newRows.count) {
      buffer, initialized in
      entries.withUnsafeBufferPointer { entries in
        diff.insertions.withUnsafeBufferPointer { insertions in
          diff.moves.withUnsafeBufferPointer { moves in
            var insertion = 0
            var move = 0
            var stable = 0
            // The next offset an inserted or a moved row takes (past the end: none).
            var nextInsertion = insertions.first ?? buffer.count
            var nextMove = moves.first?.new ?? buffer.count
            for offset in 0..<buffer.count {
              let entry: RowTree.Entry
              if offset == nextInsertion {
                entry = inserted[insertion]
                insertion += 1
                nextInsertion = insertion < insertions.count ? insertions[insertion] : buffer.count
              } else if offset == nextMove {
                entry = entries[moves[move].old]
                move += 1
                nextMove = move < moves.count ? moves[move].new : buffer.count
              } else {
                while skipped.contains(stable) { stable += 1 }
                entry = entries[stable]
                stable += 1
              }
              buffer.initializeElement(at: offset, to: entry)
            }
          }
        }
      }
      initialized = buffer.count
    }
    for update in diff.updates {
      let slot = Int(order[update.new].slot)
      let content = newRows.content(at: update.new)
      let previous = tree.slotRows[slot].content
      tree.slotRows[slot].content = content
      noteReplaced(tree.slotRows[slot].id, old: previous, new: content, &log)
      order[update.new].height = -1
      order[update.new].hidden = hiding(tree.slotRows[slot])
    }
    tree.rearrange(order: order)
    // When most of the rows left, their storage goes back as it would after large
    // deletes: the slots are numbered afresh (the cells follow their rows).
    if tree.slotRows.count > 2 * tree.count { rebuildTree(order: tree.entriesInOrder()) }
    noteRowsChangedForFilter()
    // The rows' order changed: a filter checking them in steps starts again.
    restartFilterScan()
    needsLayout = true
    if let current = anchor, !tree.contains(current) { log.removedAnchor = anchorIndex }
    if let current = focus, !tree.contains(current.row) { log.removedFocus = focusIndex }
  }
}
