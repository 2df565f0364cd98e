extension TableView {
  /// The one place where rows change: checks each update against the table as the
  /// earlier ones left it and commits it, keeping an undo log; rolls everything back
  /// and rethrows when an update is invalid; on success marks the changed rows dirty
  /// and keeps the focus and the scroll anchor.
  func commit(_ updates: some Collection<RowUpdate>) throws(TableError) {
    guard !updates.isEmpty else { return }
    var change = Change()
    do {
      for update in updates { try apply(update, to: &change) }
    } catch {
      undo(change.log)
      throw error
    }
    finish(change)
  }

  /// What a commit under way has done: its undo log, the rows it touched (inserted or
  /// given new content) and where the anchor and focused rows were when removed.
  struct Change {
    var log = UndoLog()
    var touched: [RowID] = []
    var removedAnchor: Int?
    var removedFocus: Int?
  }

  /// After a committed change: the touched rows are dirty; an anchor or focused row
  /// that is gone hands over to the row now at the place it was removed from (the
  /// focus to that row's default control); a focused control that is gone, to the
  /// row's default control.
  func finish(_ change: Change) {
    dirty.formUnion(change.touched)
    if let current = anchor, change.removedAnchor != nil, !tree.contains(current) {
      anchor = tree.count == 0 ? nil : tree[min(change.removedAnchor ?? 0, tree.count - 1)].id
      anchorLine = 0
    }
    if let current = focusValue {
      if tree.contains(current.row) {
        if dirty.contains(current.row) { focusedControlNeedsCheck = true }
      } else if let index = change.removedFocus, tree.count > 0 {
        let row = tree[min(index, tree.count - 1)]
        focus = Focus(row: row.id, control: validControl(nil, of: row))
      } else {
        focus = nil
      }
    }
    needsLayout = true
  }

  // MARK: Applying one update

  private func apply(_ update: RowUpdate, to change: inout Change) throws(TableError) {
    switch update {
    case .insert(let rows, let path):
      guard sectionCounts.contains(path, forInsertion: true) else {
        throw .indexPathOutOfRange(path)
      }
      try check(rows)
      insert(
        rows, at: sectionCounts.start(of: path.section) + path.row, section: path.section,
        to: &change)
    case .insertBefore(let rows, let id), .insertAfter(let rows, let id):
      let index = try flatIndex(of: id)
      try check(rows)
      var after = false
      if case .insertAfter = update { after = true }
      insert(
        rows, at: index + (after ? 1 : 0), section: sectionCounts.section(ofFlatIndex: index),
        to: &change)
    case .delete(let id):
      removeRow(at: try flatIndex(of: id), to: &change)
    case .move(let id, let path):
      guard let slot = tree.slot(of: id) else { throw .unknownRowID(id) }
      let index = tree.flatIndex(ofSlot: slot)
      // The row leaves its own section first, so that section has one place fewer.
      let ownSection = sectionCounts.section(ofFlatIndex: index)
      guard sectionCounts.contains(path, forInsertion: true),
        path.section != ownSection || path.row < sectionCounts.counts[path.section]
      else { throw .indexPathOutOfRange(path) }
      // Logged as a removal and an insertion; the tree moves the row's entry only
      // (its slot and id index entry stay).
      sectionCounts.add(-1, to: ownSection)
      let destination = sectionCounts.start(of: path.section) + path.row
      let (row, height) = tree.move(slot: slot, to: destination)
      logRemoval(of: row, height: height, at: index, section: ownSection, to: &change)
      sectionCounts.add(1, to: path.section)
      change.log.append(.insertedRows(flatIndex: destination, count: 1, section: path.section))
    case .reconfigure(let id, let content):
      let index = try flatIndex(of: id)
      let current = tree[index].kindID
      guard current == content.kindID else {
        throw .kindMismatch(row: id, expected: current, found: content.kindID)
      }
      try replaceContent(at: index, with: content, to: &change)
    case .switchKind(let id, let content):
      try replaceContent(at: try flatIndex(of: id), with: content, to: &change)
    case .insertSection(let section, let index):
      guard index >= 0, index <= sectionCounts.count else { throw .sectionOutOfRange(index) }
      try check(section.rows)
      sectionCounts.insertSection(rows: 0, at: index)
      change.log.append(.insertedSection(index))
      insert(
        section.rows, at: sectionCounts.start(of: index), section: index, to: &change)
    case .deleteSection(let index):
      guard sectionCounts.counts.indices.contains(index) else { throw .sectionOutOfRange(index) }
      let start = sectionCounts.start(of: index)
      for row in (start..<start + sectionCounts.counts[index]).reversed() {
        removeRow(at: row, to: &change)
      }
      sectionCounts.removeSection(index)
      change.log.append(.removedSection(index))
    }
  }

  private func flatIndex(of id: RowID) throws(TableError) -> Int {
    guard let index = tree.flatIndex(of: id) else { throw .unknownRowID(id) }
    return index
  }

  /// Checks that rows to insert have new, distinct ids and registered kinds, and that
  /// the table has room for them.
  private func check(_ rows: [Row]) throws(TableError) {
    guard rows.count <= TableView.maximumRowCount - tree.count else {
      throw .tooManyRows(tree.count + rows.count)
    }
    var added = Set<RowID>()
    for row in rows {
      guard !tree.contains(row.id), rows.count == 1 || added.insert(row.id).inserted else {
        throw .duplicateRowID(row.id)
      }
      guard accepts(row.content) else { throw .unknownKind(row.kindID) }
    }
  }

  private func insert(_ rows: [Row], at index: Int, section: Int, to change: inout Change) {
    guard !rows.isEmpty else { return }
    for (offset, row) in rows.enumerated() {
      tree.insert(row, at: index + offset)
      change.touched.append(row.id)
    }
    sectionCounts.add(rows.count, to: section)
    change.log.append(.insertedRows(flatIndex: index, count: rows.count, section: section))
  }

  private func removeRow(at index: Int, to change: inout Change) {
    let section = sectionCounts.section(ofFlatIndex: index)
    let removed = tree.remove(at: index)
    sectionCounts.add(-1, to: section)
    logRemoval(of: removed.row, height: removed.height, at: index, section: section, to: &change)
  }

  /// Notes a row's leaving its flat index (for the anchor and the focus) and logs it
  /// for the undo log.
  private func logRemoval(
    of row: Row, height: Int32, at index: Int, section: Int, to change: inout Change
  ) {
    noteRemoval(of: row.id, at: index, in: &change)
    change.log.append(.removedRow(row, height: height, flatIndex: index, section: section))
  }

  /// Remembers where the anchor or focused row was removed from.
  func noteRemoval(of id: RowID, at index: Int, in change: inout Change) {
    if id == anchor { change.removedAnchor = index }
    if id == focusValue?.row { change.removedFocus = index }
  }

  private func replaceContent(
    at index: Int, with content: AnyRowContent, to change: inout Change
  ) throws(TableError) {
    guard accepts(content) else { throw .unknownKind(content.kindID) }
    let row = tree[index]
    guard row.content != content else { return }
    let old = tree.replaceContent(at: index, with: content)
    change.log.append(
      .replacedContent(flatIndex: index, content: old.content, height: old.height))
    change.touched.append(row.id)
  }

  /// Rolls back a partly committed batch, newest change first.
  private func undo(_ log: UndoLog) {
    for entry in log.entries.reversed() {
      switch entry {
      case .insertedRows(let index, let count, let section):
        for _ in 0..<count { tree.remove(at: index) }
        sectionCounts.add(-count, to: section)
      case .removedRow(let row, let height, let index, let section):
        tree.insert(row, height: height, at: index)
        sectionCounts.add(1, to: section)
      case .replacedContent(let index, let content, let height):
        tree.replaceContent(at: index, with: content)
        tree.setHeight(height, at: index)
      case .insertedSection(let section):
        sectionCounts.removeSection(section)
      case .removedSection(let section):
        sectionCounts.insertSection(rows: 0, at: section)
      }
    }
  }

  // MARK: Applying a new list of rows

  /// Replaces every row with `newRows` (sections concatenated): diffs once, checks
  /// the new rows that differ from the table's, then commits only what changed.
  func apply(flat newRows: [Row], sectionCounts newCounts: [Int]) throws(TableError)
    -> RowChanges
  {
    guard newRows.count <= TableView.maximumRowCount else { throw .tooManyRows(newRows.count) }
    let diff: Diff
    do {
      // The old side is the rows' slots: each old row is read in place, never copied.
      let tree = self.tree
      diff = try Diff.compute(
        from: tree.slotsInOrder(), to: newRows, oldID: { tree.row(inSlot: $0).id },
        newID: { $0.id }, contentEquals: { tree.row(inSlot: $0).content == $1.content }
      ).get()
    } catch {
      switch error {
      case .duplicateIDInNew(let offset, _): throw .duplicateRowID(newRows[offset].id)
      case .duplicateIDInOld(let offset, _): throw .duplicateRowID(tree[offset].id)
      case .tooManyElements(let count): throw .tooManyRows(count)
      }
    }
    // A row whose content equals the table's row is of a registered kind already (equal
    // contents have the same kind type and id): only the others — inserted rows and
    // updated ones, moved or not — are checked.
    for offset in diff.insertions + diff.updates.map(\.new) {
      let content = newRows[offset].content
      guard accepts(content) else { throw .unknownKind(content.kindID) }
    }
    var changes = RowChanges()
    var change = Change()
    // Removals from the highest old offset down: each offset is still right when its
    // turn comes. Moved rows keep their heights for their new places.
    var movedHeights: [Int: (row: Row, height: Int32)] = [:]
    let movedFrom = Set(diff.moves.map(\.old))
    for offset in (diff.deletions + diff.moves.map(\.old)).sorted(by: >) {
      let removed = tree.remove(at: offset)
      noteRemoval(of: removed.row.id, at: offset, in: &change)
      if movedFrom.contains(offset) {
        movedHeights[offset] = removed
      } else {
        changes.deleted.append(removed.row.id)
      }
    }
    changes.deleted.reverse()
    // What stays is a subsequence of the new order: inserting the rest from the lowest
    // new offset up puts each at its final place.
    let movedTo = Dictionary(uniqueKeysWithValues: diff.moves.map { ($0.new, $0.old) })
    for offset in (diff.insertions + diff.moves.map(\.new)).sorted() {
      let row = newRows[offset]
      if let old = movedTo[offset], let moved = movedHeights[old] {
        let same = moved.row.content == row.content
        tree.insert(same ? moved.row : row, height: same ? moved.height : -1, at: offset)
        changes.moved.append(row.id)
        if !same {
          changes.updated.append(row.id)
          change.touched.append(row.id)
        }
      } else {
        tree.insert(row, at: offset)
        changes.inserted.append(row.id)
        change.touched.append(row.id)
      }
    }
    for new in diff.updates.lazy.map(\.new) where movedTo[new] == nil {
      tree.replaceContent(at: new, with: newRows[new].content)
      changes.updated.append(newRows[new].id)
      change.touched.append(newRows[new].id)
    }
    sectionCounts = SectionCounts(newCounts)
    finish(change)
    return changes
  }
}
