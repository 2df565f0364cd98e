extension TableView {
  /// Replaces every row, matching old and new rows by ``RowID``.
  ///
  /// Rows that keep their id keep their cell (if visible), their cached height (if
  /// their content is unchanged) and the focus. Returns what changed.
  ///
  /// - Throws: ``TableError/duplicateRowID(_:)`` or ``TableError/unknownKind(_:)``;
  ///   the table is then unchanged.
  /// - Complexity: O(n log n) for n rows, plus measuring new and changed rows.
  @discardableResult
  public func apply(_ sections: [Section]) throws(TableError) -> RowChanges {
    let old = rows
    try replaceAll(with: sections)
    return RowChanges(from: old, to: rows)
  }

  /// Replaces every row with one section of rows, matching rows by ``RowID``.
  ///
  /// - Throws: ``TableError/duplicateRowID(_:)`` or ``TableError/unknownKind(_:)``.
  @discardableResult
  public func apply(rows newRows: [Row]) throws(TableError) -> RowChanges {
    try apply([Section(newRows)])
  }

  /// Applies a batch of updates all together, or none of them.
  ///
  /// The batch is checked and applied to a copy of the rows; only when every update
  /// is valid does the table take the result. Cells of rows that stay keep showing
  /// them; reconfigured and switched rows are re-measured.
  ///
  /// - Throws: the first update's ``TableError``; the table is then unchanged.
  /// - Complexity: O(n) per update plus O(n) to commit, for n rows.
  public func performBatchUpdates(_ updates: [RowUpdate]) throws(TableError) {
    var work = rows
    var counts = sectionCounts
    var ids = BatchIDs(committed: positions)
    for update in updates {
      try apply(update, to: &work, counts: &counts, ids: &ids)
    }
    commit(rows: work, sectionCounts: counts, positions: nil)
  }

  /// Inserts rows at an index path.
  ///
  /// - Throws: ``TableError/indexPathOutOfRange(_:)``, ``TableError/duplicateRowID(_:)``
  ///   or ``TableError/unknownKind(_:)``.
  public func insert(_ newRows: [Row], at indexPath: IndexPath) throws(TableError) {
    try performBatchUpdates([.insert(newRows, at: indexPath)])
  }

  /// Deletes a row.
  ///
  /// - Throws: ``TableError/unknownRowID(_:)``.
  public func delete(_ id: RowID) throws(TableError) {
    try performBatchUpdates([.delete(id)])
  }

  /// Moves a row to an index path.
  ///
  /// - Throws: ``TableError/unknownRowID(_:)`` or ``TableError/indexPathOutOfRange(_:)``.
  public func move(_ id: RowID, to indexPath: IndexPath) throws(TableError) {
    try performBatchUpdates([.move(id, to: indexPath)])
  }

  /// Gives a row a new content value of its kind; the cell stays and its content view
  /// is reconfigured in place.
  ///
  /// - Throws: ``TableError/unknownRowID(_:)`` or ``TableError/kindMismatch(row:expected:found:)``.
  /// - Complexity: O(log n) for n rows, plus measuring the row.
  public func reconfigure(_ id: RowID, with content: AnyRowContent) throws(TableError) {
    guard let index = positions[id] else { throw .unknownRowID(id) }
    guard rows[index].kindID == content.kindID else {
      throw .kindMismatch(row: id, expected: rows[index].kindID, found: content.kindID)
    }
    try replaceContent(at: index, with: content)
  }

  /// Gives a row a new content value of its kind.
  ///
  /// - Throws: ``TableError/unknownRowID(_:)`` or ``TableError/kindMismatch(row:expected:found:)``.
  public func reconfigure<K: RowKind>(_ id: RowID, kind: K, content: K.Content)
    throws(TableError)
  {
    try reconfigure(id, with: AnyRowContent(kind: kind, content: content))
  }

  /// Shows a row as another kind with a new content value: same row id, the cell
  /// stays, and its content slot swaps content views.
  ///
  /// - Throws: ``TableError/unknownRowID(_:)`` or ``TableError/unknownKind(_:)``.
  /// - Complexity: O(log n) for n rows, plus measuring the row.
  public func switchKind(_ id: RowID, to content: AnyRowContent) throws(TableError) {
    guard let index = positions[id] else { throw .unknownRowID(id) }
    try replaceContent(at: index, with: content)
  }

  /// Shows a row as another kind with a new content value.
  ///
  /// - Throws: ``TableError/unknownRowID(_:)`` or ``TableError/unknownKind(_:)``.
  public func switchKind<K: RowKind>(_ id: RowID, to kind: K, content: K.Content)
    throws(TableError)
  {
    try switchKind(id, to: AnyRowContent(kind: kind, content: content))
  }

  // MARK: Internals

  func replaceAll(with sections: [Section]) throws(TableError) {
    var newRows: [Row] = []
    newRows.reserveCapacity(sections.reduce(0) { $0 + $1.rows.count })
    var newPositions: [RowID: Int] = [:]
    newPositions.reserveCapacity(newRows.capacity)
    for section in sections {
      for row in section.rows {
        guard newPositions.updateValue(newRows.count, forKey: row.id) == nil else {
          throw .duplicateRowID(row.id)
        }
        guard registry.accepts(row.content) else { throw .unknownKind(row.kindID) }
        newRows.append(row)
      }
    }
    commit(rows: newRows, sectionCounts: sections.map(\.rows.count), positions: newPositions)
  }

  /// Replaces one row's content without a structural change: O(log n).
  func replaceContent(at index: Int, with content: AnyRowContent) throws(TableError) {
    guard registry.accepts(content) else { throw .unknownKind(content.kindID) }
    guard rows[index].content != content else { return }
    rows[index].content = content
    isMeasured[index] = false
    heights.set(index, height: estimatedRowHeight)
    if let focus, focus.row == rows[index].id {
      self.focus = Focus(row: focus.row, control: validControl(focus.control, of: content))
    }
    needsLayout = true
  }

  private func apply(
    _ update: RowUpdate, to work: inout [Row], counts: inout [Int], ids: inout BatchIDs
  ) throws(TableError) {
    switch update {
    case .insert(let newRows, let path):
      guard counts.indices.contains(path.section), path.row >= 0,
        path.row <= counts[path.section]
      else { throw .indexPathOutOfRange(path) }
      var added = Set<RowID>()
      for row in newRows {
        guard !ids.contains(row.id), added.insert(row.id).inserted else {
          throw .duplicateRowID(row.id)
        }
        guard registry.accepts(row.content) else { throw .unknownKind(row.kindID) }
      }
      let start = counts[..<path.section].reduce(0, +) + path.row
      work.insert(contentsOf: newRows, at: start)
      counts[path.section] += newRows.count
      ids.formUnion(added)
    case .delete(let id):
      let index = try position(of: id, in: work, ids: ids)
      work.remove(at: index)
      counts[section(ofFlatIndex: index, counts: counts)] -= 1
      ids.remove(id)
    case .move(let id, let path):
      let index = try position(of: id, in: work, ids: ids)
      let row = work[index]
      var after = counts
      after[section(ofFlatIndex: index, counts: counts)] -= 1
      guard after.indices.contains(path.section), path.row >= 0,
        path.row <= after[path.section]
      else { throw .indexPathOutOfRange(path) }
      work.remove(at: index)
      work.insert(row, at: after[..<path.section].reduce(0, +) + path.row)
      after[path.section] += 1
      counts = after
    case .reconfigure(let id, let content):
      let index = try position(of: id, in: work, ids: ids)
      guard work[index].kindID == content.kindID else {
        throw .kindMismatch(row: id, expected: work[index].kindID, found: content.kindID)
      }
      work[index].content = content
    case .switchKind(let id, let content):
      let index = try position(of: id, in: work, ids: ids)
      guard registry.accepts(content) else { throw .unknownKind(content.kindID) }
      work[index].content = content
    case .insertSection(let section, let index):
      guard index >= 0, index <= counts.count else { throw .sectionOutOfRange(index) }
      var added = Set<RowID>()
      for row in section.rows {
        guard !ids.contains(row.id), added.insert(row.id).inserted else {
          throw .duplicateRowID(row.id)
        }
        guard registry.accepts(row.content) else { throw .unknownKind(row.kindID) }
      }
      work.insert(contentsOf: section.rows, at: counts[..<index].reduce(0, +))
      counts.insert(section.rows.count, at: index)
      ids.formUnion(added)
    case .deleteSection(let index):
      guard counts.indices.contains(index) else { throw .sectionOutOfRange(index) }
      let start = counts[..<index].reduce(0, +)
      for row in work[start..<start + counts[index]] { ids.remove(row.id) }
      work.removeSubrange(start..<start + counts[index])
      counts.remove(at: index)
    }
  }

  private func position(of id: RowID, in work: [Row], ids: BatchIDs) throws(TableError) -> Int {
    guard ids.contains(id) else { throw .unknownRowID(id) }
    if let hint = positions[id], hint < work.count, work[hint].id == id { return hint }
    guard let index = work.firstIndex(where: { $0.id == id }) else { throw .unknownRowID(id) }
    return index
  }

  private func section(ofFlatIndex index: Int, counts: [Int]) -> Int {
    var start = 0
    for (section, count) in counts.enumerated() {
      if index < start + count { return section }
      start += count
    }
    return counts.count - 1
  }

  /// Takes a validated list of rows: rebuilds the id index and the height index,
  /// keeping measured heights of rows whose content is unchanged, and keeps the
  /// focus and the scroll anchor (or the rows that took their places).
  func commit(rows newRows: [Row], sectionCounts newCounts: [Int], positions known: [RowID: Int]?) {
    let oldRows = rows
    let oldPositions = positions
    let oldHeights = heights.heights
    let oldMeasured = isMeasured
    let focusIndex = focus.flatMap { oldPositions[$0.row] }
    let anchorIndex = anchor.flatMap { oldPositions[$0] }

    var newPositions = known ?? [:]
    if known == nil { newPositions.reserveCapacity(newRows.count) }
    var newHeights: [Int] = []
    newHeights.reserveCapacity(newRows.count)
    var newMeasured: [Bool] = []
    newMeasured.reserveCapacity(newRows.count)
    for (index, row) in newRows.enumerated() {
      if known == nil { newPositions[row.id] = index }
      if !oldPositions.isEmpty, let old = oldPositions[row.id], oldMeasured[old],
        oldRows[old].content == row.content
      {
        newHeights.append(oldHeights[old])
        newMeasured.append(true)
      } else {
        newHeights.append(estimatedRowHeight)
        newMeasured.append(false)
      }
    }
    rows = newRows
    sectionCounts = newCounts
    positions = newPositions
    heights = HeightIndex(newHeights)
    isMeasured = newMeasured

    if let current = anchor, positions[current] == nil {
      anchor = rows.isEmpty ? nil : rows[min(anchorIndex ?? 0, rows.count - 1)].id
      anchorLine = 0
    }
    if let current = focus {
      if let index = positions[current.row] {
        focus = Focus(
          row: current.row, control: validControl(current.control, of: rows[index].content))
      } else if let focusIndex, !rows.isEmpty {
        let index = min(focusIndex, rows.count - 1)
        focus = Focus(row: rows[index].id, control: rows[index].content.controls.first)
      } else {
        focus = nil
      }
    }
    needsLayout = true
  }

  /// The full height of a row (chrome included) at the current width.
  func measure(_ content: AnyRowContent) -> Int {
    measurements += 1
    let width = chrome.contentWidth(forRowWidth: viewport.columns)
    return chrome.rowHeight(forContentHeight: content.height(forWidth: width))
  }

  /// Measures a row if it has not been measured at the current width; O(log n).
  func ensureMeasured(_ index: Int) {
    guard !isMeasured[index] else { return }
    heights.set(index, height: measure(rows[index].content))
    isMeasured[index] = true
  }

  /// Forgets every measured height (the width, the chrome or the estimate changed);
  /// rows are measured again as they are shown.
  func remeasureAll() {
    heights = HeightIndex([Int](repeating: estimatedRowHeight, count: rows.count))
    isMeasured = [Bool](repeating: false, count: rows.count)
    needsLayout = true
  }

  func validControl(_ control: ControlID?, of content: AnyRowContent) -> ControlID? {
    let controls = content.controls
    if let control, controls.contains(control) { return control }
    return controls.first
  }
}

/// The row ids of a batch being applied: the committed ones, less those deleted, plus
/// those inserted, without copying the committed index.
struct BatchIDs {
  let committed: [RowID: Int]
  var inserted = Set<RowID>()
  var deleted = Set<RowID>()

  init(committed: [RowID: Int]) {
    self.committed = committed
  }

  func contains(_ id: RowID) -> Bool {
    inserted.contains(id) || (committed[id] != nil && !deleted.contains(id))
  }

  mutating func insert(_ id: RowID) {
    deleted.remove(id)
    if committed[id] == nil { inserted.insert(id) }
  }

  mutating func formUnion(_ ids: Set<RowID>) {
    for id in ids { insert(id) }
  }

  mutating func remove(_ id: RowID) {
    inserted.remove(id)
    if committed[id] != nil { deleted.insert(id) }
  }
}
