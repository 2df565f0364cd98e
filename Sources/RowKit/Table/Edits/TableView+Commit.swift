extension TableView {
  /// Commits a batch of updates, all or none: each update is checked against the
  /// table as the earlier ones left it and lowered to edits, which are executed at
  /// once (``execute(_:into:)``); when one is invalid, the edits made so far are
  /// undone and its error thrown.
  func commit(_ updates: some Collection<RowUpdate>) throws(TableError) {
    try checkNotLayingOut()
    guard !updates.isEmpty else { return }
    var log = startLog(recording: true)
    do {
      for update in updates { try lower(update, into: &log) }
    } catch {
      undo(log)
      throw error
    }
    finish(log)
  }

  // MARK: Lowering one update

  /// Checks one update against the table as it is now and executes its edits.
  private func lower(_ update: RowUpdate, into log: inout EditLog) throws(TableError) {
    switch update {
    case .insert(let rows, let path):
      guard sectionCounts.contains(path, forInsertion: true) else {
        throw .indexPathOutOfRange(path)
      }
      try check(rows)
      insert(
        rows, at: sectionCounts.start(of: path.section) + path.row, section: path.section, &log)
    case .insertBefore(let rows, let id), .insertAfter(let rows, let id):
      let index = try flatIndex(of: id)
      try check(rows)
      var after = false
      if case .insertAfter = update { after = true }
      insert(
        rows, at: index + (after ? 1 : 0), section: sectionCounts.section(ofFlatIndex: index), &log)
    case .delete(let id):
      remove(at: try flatIndex(of: id), &log)
    case .move(let id, let path):
      guard let slot = tree.slot(of: id) else { throw .unknownRowID(id) }
      let index = tree.flatIndex(ofSlot: slot)
      // The row leaves its own section first, so that section has one place fewer.
      let ownSection = sectionCounts.section(ofFlatIndex: index)
      guard sectionCounts.contains(path, forInsertion: true),
        path.section != ownSection || path.row < sectionCounts.counts[path.section]
      else { throw .indexPathOutOfRange(path) }
      execute(.addRows(-1, toSection: ownSection), into: &log)
      let destination = sectionCounts.start(of: path.section) + path.row
      execute(.move(slot: slot, to: destination), into: &log)
      execute(.addRows(1, toSection: path.section), into: &log)
    case .reconfigure(let id, let content):
      guard let slot = tree.slot(of: id) else { throw .unknownRowID(id) }
      let current = tree.row(inSlot: slot).kindID
      guard current == content.kindID else {
        throw .kindMismatch(row: id, expected: current, found: content.kindID)
      }
      try replace(slot: slot, with: content, &log)
    case .switchKind(let id, let content):
      guard let slot = tree.slot(of: id) else { throw .unknownRowID(id) }
      try replace(slot: slot, with: content, &log)
    case .insertSection(let section, let index):
      guard index >= 0, index <= sectionCounts.count else { throw .sectionOutOfRange(index) }
      try check(section.rows)
      execute(.insertSection(at: index), into: &log)
      insert(section.rows, at: sectionCounts.start(of: index), section: index, &log)
    case .deleteSection(let index):
      guard sectionCounts.counts.indices.contains(index) else { throw .sectionOutOfRange(index) }
      let start = sectionCounts.start(of: index)
      for row in (start..<start + sectionCounts.counts[index]).reversed() {
        remove(at: row, &log)
      }
      execute(.removeSection(at: index), into: &log)
    }
  }

  private func flatIndex(of id: RowID) throws(TableError) -> Int {
    guard let index = tree.flatIndex(of: id) else { throw .unknownRowID(id) }
    return index
  }

  /// Checks that rows to insert have new, distinct ids and registered kinds, and that
  /// the table has room for them.
  fileprivate func check(_ rows: [Row]) throws(TableError) {
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

  fileprivate func insert(_ rows: [Row], at index: Int, section: Int, _ log: inout EditLog) {
    guard !rows.isEmpty else { return }
    execute(.insert(rows, at: index), into: &log)
    execute(.addRows(rows.count, toSection: section), into: &log)
  }

  fileprivate func remove(at index: Int, _ log: inout EditLog) {
    let section = sectionCounts.section(ofFlatIndex: index)
    execute(.remove(at: index), into: &log)
    execute(.addRows(-1, toSection: section), into: &log)
  }

  /// Gives the row in a slot new content, unless it has it already.
  fileprivate func replace(
    slot: UInt32, with content: AnyRowContent, _ log: inout EditLog
  ) throws(TableError) {
    guard accepts(content) else { throw .unknownKind(content.kindID) }
    guard tree.row(inSlot: slot).content != content else { return }
    execute(.replace(slot: slot, with: content), into: &log)
  }
}

extension TableView {
  /// Makes a kind's change on the row an event found (`handle`; an index of -1 is
  /// found from the slot when the change needs it): checked first, then executed, so
  /// nothing needs undoing.
  func commit(_ change: LoweredAction.Change, on handle: RowHandle) throws(TableError) {
    try checkNotLayingOut()
    var log = startLog(recording: false)
    switch change {
    case .none:
      return
    case .replace(let content):
      try replace(slot: handle.slot, with: content, &log)
    case .delete:
      remove(at: index(of: handle), &log)
    case .insert(let rows, let after):
      try check(rows)
      let index = index(of: handle)
      insert(
        rows, at: index + (after ? 1 : 0), section: sectionCounts.section(ofFlatIndex: index), &log)
    }
    finish(log)
  }

  /// The flat index of a handle's row.
  private func index(of handle: RowHandle) -> Int {
    handle.index >= 0 ? handle.index : tree.flatIndex(ofSlot: handle.slot)
  }
}
