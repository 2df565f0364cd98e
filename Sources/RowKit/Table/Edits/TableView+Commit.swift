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
        rows, at: sectionCounts.bodyStart(of: path.section) + path.row, section: path.section, &log)
    case .insertBefore(let rows, let id), .insertAfter(let rows, let id):
      let index = try flatIndex(of: id)
      try check(rows)
      var after = false
      if case .insertAfter = update { after = true }
      let place = insertionPlace(near: index, after: after)
      insert(rows, at: place.index, section: place.section, &log)
    case .delete(let id):
      remove(at: try flatIndex(of: id), &log)
    case .move(let id, let path):
      guard let slot = tree.slot(of: id) else { throw .unknownRowID(id) }
      let index = tree.flatIndex(ofSlot: slot)
      // The row leaves its own section first: a body row leaves one place fewer there.
      let (ownSection, part) = sectionCounts.part(ofFlatIndex: index)
      var places =
        sectionCounts.counts.indices.contains(path.section)
        ? sectionCounts.bodyCount(of: path.section) : -1
      if path.section == ownSection, case .body = part { places -= 1 }
      guard path.row >= 0, path.row <= places else { throw .indexPathOutOfRange(path) }
      leaveParts(at: index, section: ownSection, part: part, &log)
      execute(.addRows(-1, toSection: ownSection), into: &log)
      let destination = sectionCounts.bodyStart(of: path.section) + path.row
      // Read before the move, while its leaf is fresh from the walk above: a move
      // keeps the reasons a row is hidden.
      let wasCollapsed = tree.hidden(slot: slot).contains(.collapsed)
      execute(.move(slot: slot, to: destination, from: index), into: &log)
      execute(.addRows(1, toSection: path.section), into: &log)
      let collapsed = sectionCounts.states[path.section].isCollapsed
      if wasCollapsed != collapsed {
        execute(.setCollapsed(slot: slot, collapsed), into: &log)
      }
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
      if !section.id.isAutomatic, sectionCounts.index(of: section.id) != nil {
        throw .duplicateSectionID(section.id)
      }
      let rows = section.allRows
      try check(rows)
      execute(.insertSection(at: index, section.state), into: &log)
      insert(rows, at: sectionCounts.start(of: index), section: index, &log)
    case .deleteSection(let index):
      guard sectionCounts.counts.indices.contains(index) else { throw .sectionOutOfRange(index) }
      let start = sectionCounts.start(of: index)
      for row in (start..<start + sectionCounts.counts[index]).reversed() {
        execute(.remove(at: row), into: &log)
        execute(.addRows(-1, toSection: index), into: &log)
      }
      execute(.removeSection(at: index), into: &log)
    }
  }

  /// Where rows inserted just before (or after) the row at a flat index go: there, in
  /// its section's body (before a header: at the body's start; after a footer: at its
  /// end).
  fileprivate func insertionPlace(near index: Int, after: Bool) -> (index: Int, section: Int) {
    let section = sectionCounts.section(ofFlatIndex: index)
    let start = sectionCounts.bodyStart(of: section)
    let end = start + sectionCounts.bodyCount(of: section)
    return (min(max(start, index + (after ? 1 : 0)), end), section)
  }

  /// A header or footer about to leave its section (deleted or moved): the section
  /// has none from now on.
  fileprivate func leaveParts(
    at index: Int, section: Int, part: SectionPart, _ log: inout EditLog
  ) {
    var state = sectionCounts.states[section]
    switch part {
    case .header: state.hasHeader = false
    case .footer: state.hasFooter = false
    case .body: return
    }
    execute(.setSectionState(state, at: section), into: &log)
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

  /// Inserts rows at a flat index of a section's body (hidden with the section when it
  /// is collapsed).
  fileprivate func insert(_ rows: [Row], at index: Int, section: Int, _ log: inout EditLog) {
    guard !rows.isEmpty else { return }
    let collapsed =
      sectionCounts.states.indices.contains(section)
      && sectionCounts.states[section].isCollapsed
    execute(.insert(rows, at: index, collapsed: collapsed), into: &log)
    execute(.addRows(rows.count, toSection: section), into: &log)
  }

  /// Removes the row at a flat index; a header or footer leaves its section without.
  fileprivate func remove(at index: Int, _ log: inout EditLog) {
    let (section, part) = sectionCounts.part(ofFlatIndex: index)
    leaveParts(at: index, section: section, part: part, &log)
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
      let place = insertionPlace(near: index(of: handle), after: after)
      insert(rows, at: place.index, section: place.section, &log)
    }
    finish(log)
  }

  /// The flat index of a handle's row.
  private func index(of handle: RowHandle) -> Int {
    handle.index >= 0 ? handle.index : tree.flatIndex(ofSlot: handle.slot)
  }
}
