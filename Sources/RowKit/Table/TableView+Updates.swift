extension TableView {
  /// Replaces every row, matching old and new rows by ``RowID``.
  ///
  /// Rows that keep their id keep their cell (if visible), their cached height (if
  /// their content is unchanged) and the focus. Returns what changed.
  ///
  /// - Throws: ``TableError/duplicateRowID(_:)`` or ``TableError/unknownKind(_:)``;
  ///   the table is then unchanged.
  /// - Complexity: O(n log n) for n rows; new and changed rows are measured when next
  ///   shown.
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
  /// - Complexity: O(n) to copy the rows, plus, for the id index, O(n − k) from the
  ///   first row k that a structural update touches; a reconfiguration costs O(1).
  public func performBatchUpdates(_ updates: [RowUpdate]) throws(TableError) {
    var batch = RowBatch(
      rows: rows, heights: heights.heights, measured: isMeasured, counts: sectionCounts,
      estimate: estimatedRowHeight)
    for update in updates {
      try apply(update, to: &batch)
    }
    commit(batch)
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
  /// - Complexity: O(log n) for n rows, the row is measured when next shown.
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
  /// - Complexity: O(log n) for n rows, the row is measured when next shown.
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

  private func apply(_ update: RowUpdate, to batch: inout RowBatch) throws(TableError) {
    switch update {
    case .insert(let newRows, let path):
      guard batch.isInsertionPoint(path) else { throw .indexPathOutOfRange(path) }
      try check(newRows, against: batch)
      batch.insert(
        newRows, at: batch.start(ofSection: path.section) + path.row, section: path.section)
    case .delete(let id):
      batch.remove(at: try position(of: id, in: batch))
    case .move(let id, let path):
      let index = try position(of: id, in: batch)
      // The row leaves its own section first, so that section has one place fewer.
      let ownSection = batch.section(ofFlatIndex: index)
      guard batch.isInsertionPoint(path),
        path.section != ownSection || path.row < batch.counts[path.section]
      else { throw .indexPathOutOfRange(path) }
      batch.move(from: index, toSection: path.section, row: path.row)
    case .reconfigure(let id, let content):
      let index = try position(of: id, in: batch)
      guard batch.rows[index].kindID == content.kindID else {
        throw .kindMismatch(row: id, expected: batch.rows[index].kindID, found: content.kindID)
      }
      batch.setContent(content, at: index)
    case .switchKind(let id, let content):
      let index = try position(of: id, in: batch)
      guard registry.accepts(content) else { throw .unknownKind(content.kindID) }
      batch.setContent(content, at: index)
    case .insertSection(let section, let index):
      guard index >= 0, index <= batch.counts.count else { throw .sectionOutOfRange(index) }
      try check(section.rows, against: batch)
      batch.insertSection(section.rows, at: index)
    case .deleteSection(let index):
      guard batch.counts.indices.contains(index) else { throw .sectionOutOfRange(index) }
      batch.removeSection(index)
    }
  }

  /// Checks that rows to insert have new, distinct ids and registered kinds.
  private func check(_ newRows: [Row], against batch: RowBatch) throws(TableError) {
    var added = Set<RowID>()
    for row in newRows {
      guard !batch.contains(row.id, committed: positions), added.insert(row.id).inserted else {
        throw .duplicateRowID(row.id)
      }
      guard registry.accepts(row.content) else { throw .unknownKind(row.kindID) }
    }
  }

  /// The flat index of a row in the batch; O(1) for rows the batch has not moved.
  private func position(of id: RowID, in batch: RowBatch) throws(TableError) -> Int {
    guard batch.contains(id, committed: positions) else { throw .unknownRowID(id) }
    if let hint = positions[id], hint < batch.rows.count, batch.rows[hint].id == id {
      return hint
    }
    guard let index = batch.rows.firstIndex(where: { $0.id == id }) else {
      throw .unknownRowID(id)
    }
    return index
  }

  /// Takes a validated batch: updates the id index from the first row it moved, keeps
  /// the heights it carried, and keeps the focus and the scroll anchor.
  private func commit(_ batch: RowBatch) {
    let focusIndex = focus.flatMap { positions[$0.row] }
    let anchorIndex = anchor.flatMap { positions[$0] }
    for id in batch.deleted { positions.removeValue(forKey: id) }
    for index in batch.firstMoved..<batch.rows.count { positions[batch.rows[index].id] = index }
    rows = batch.rows
    sectionCounts = batch.counts
    heights = HeightIndex(batch.heights)
    isMeasured = batch.measured
    keepFocusAndAnchor(focusIndex: focusIndex, anchorIndex: anchorIndex)
  }

  /// Takes a validated list of rows: rebuilds the id index and the height index,
  /// keeping measured heights of rows whose content is unchanged, and keeps the
  /// focus and the scroll anchor (or the rows that took their places).
  func commit(
    rows newRows: [Row], sectionCounts newCounts: [Int], positions newPositions: [RowID: Int]
  ) {
    let oldRows = rows
    let oldPositions = positions
    let oldHeights = heights.heights
    let oldMeasured = isMeasured
    let focusIndex = focus.flatMap { oldPositions[$0.row] }
    let anchorIndex = anchor.flatMap { oldPositions[$0] }

    var newHeights: [Int] = []
    newHeights.reserveCapacity(newRows.count)
    var newMeasured: [Bool] = []
    newMeasured.reserveCapacity(newRows.count)
    for row in newRows {
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

    keepFocusAndAnchor(focusIndex: focusIndex, anchorIndex: anchorIndex)
  }

  /// After a structural change: an anchor or focused row that is gone hands over to
  /// the row now at its old place; a focused control that is gone, to the row's first.
  private func keepFocusAndAnchor(focusIndex: Int?, anchorIndex: Int?) {
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

  /// Follows a change of chrome: a new content width forgets every measured height;
  /// new insets or a separator shift them; anything else only needs a new frame.
  func chromeChanged(from old: CellChrome) {
    let width = viewport.columns
    if chrome.contentWidth(forRowWidth: width) != old.contentWidth(forRowWidth: width) {
      remeasureAll()
      return
    }
    let shift = chrome.rowHeight(forContentHeight: 0) - old.rowHeight(forContentHeight: 0)
    if shift != 0 {
      adjustHeights { isMeasured, height in isMeasured ? height + shift : nil }
    }
    needsLayout = true
  }

  /// Rebuilds the height index with each row's height passed through `change`
  /// (`nil` keeps it), in O(n).
  func adjustHeights(_ change: (_ isMeasured: Bool, _ height: Int) -> Int?) {
    var values = heights.heights
    for index in values.indices {
      if let new = change(isMeasured[index], values[index]) { values[index] = new }
    }
    heights = HeightIndex(values)
    needsLayout = true
  }

  /// Forgets every measured height (the width or the content width changed); rows
  /// are measured again as they are shown.
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
