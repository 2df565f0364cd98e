extension TableView {
  /// Replaces every section and row, matching old and new sections by ``SectionID``
  /// and rows by ``RowID``, and returns what changed.
  ///
  /// The rows (headers and footers included) are diffed once (``RowChanges``); then
  /// only what changed is committed: deleted rows leave, moved rows move (within a
  /// section or to another), new rows arrive and rows whose content changed are
  /// reconfigured. Rows that keep their id keep their cell (if visible), their
  /// measured height (if their content is unchanged) and the focus. Sections are
  /// matched by id (``SectionID/automatic`` ones by position): the changes list the
  /// sections inserted, deleted and moved, and a section keeps its collapsed state
  /// (``setCollapsed(_:section:)``).
  ///
  /// - Throws: ``TableError/duplicateRowID(_:)``, ``TableError/duplicateSectionID(_:)``
  ///   or ``TableError/unknownKind(_:)``, checked before anything changes; the table
  ///   is then unchanged. ``TableError/rowsFromSource`` on a source-backed table, as
  ///   for every update of the rows below.
  /// - Complexity: O(n) to diff n rows and O(s) for s sections, plus O(k log n) to
  ///   commit k changes (and O(n) when a section is collapsed, to hide its rows again).
  @discardableResult
  public func apply(_ sections: [Section]) throws(TableError) -> RowChanges {
    try checkNotSourceBacked()
    let counts = try SectionCounts(checking: sections)
    if sections.count == 1, sections[0].rowCount == sections[0].rows.count {
      return try apply(flat: sections[0].rows, sections: counts)
    }
    return try apply(flat: SectionedRows(sections), sections: counts)
  }

  /// Replaces every row with one section of rows, matching rows by ``RowID``.
  ///
  /// - Throws: ``TableError/duplicateRowID(_:)`` or ``TableError/unknownKind(_:)``;
  ///   ``TableError/rowsFromSource`` on a source-backed table (change its source).
  /// - Complexity: O(n) to diff n rows, plus O(k log n) to commit k changes.
  @discardableResult
  public func apply(rows newRows: [Row]) throws(TableError) -> RowChanges {
    try checkNotSourceBacked()
    return try apply(flat: newRows, sections: SectionCounts([newRows.count]))
  }

  /// Applies a batch of updates all together, or none of them.
  ///
  /// Each update is checked against the table as the earlier updates left it and
  /// committed in O(log n); when one is invalid, the ones before it are undone and its
  /// error thrown. Cells of rows that stay keep showing them; reconfigured and
  /// switched rows are re-measured when next shown.
  ///
  /// - Throws: the first invalid update's ``TableError``; the table is then unchanged.
  /// - Complexity: O(k log n) for k updates to n rows (an inserted or deleted section
  ///   also costs O(s) for s sections).
  public func performBatchUpdates(_ updates: [RowUpdate]) throws(TableError) {
    try checkNotSourceBacked()
    try commit(updates)
  }

  /// Inserts rows at an index path.
  ///
  /// - Throws: ``TableError/indexPathOutOfRange(_:)``, ``TableError/duplicateRowID(_:)``
  ///   or ``TableError/unknownKind(_:)``.
  /// - Complexity: O(k log n) for k rows.
  public func insert(_ newRows: [Row], at indexPath: RowIndexPath) throws(TableError) {
    try checkNotSourceBacked()
    try commit(CollectionOfOne(.insert(newRows, at: indexPath)))
  }

  /// Deletes a row.
  ///
  /// - Throws: ``TableError/unknownRowID(_:)``.
  /// - Complexity: O(log n).
  public func delete(_ id: RowID) throws(TableError) {
    try checkNotSourceBacked()
    try commit(CollectionOfOne(.delete(id)))
  }

  /// Moves a row to an index path.
  ///
  /// - Throws: ``TableError/unknownRowID(_:)`` or ``TableError/indexPathOutOfRange(_:)``.
  /// - Complexity: O(log n).
  public func move(_ id: RowID, to indexPath: RowIndexPath) throws(TableError) {
    try checkNotSourceBacked()
    try commit(CollectionOfOne(.move(id, to: indexPath)))
  }

  /// Gives a row a new content value of its kind; the cell stays and its content view
  /// is reconfigured in place.
  ///
  /// - Throws: ``TableError/unknownRowID(_:)`` or ``TableError/kindMismatch(row:expected:found:)``.
  /// - Complexity: O(log n) for n rows; the row is measured when next shown.
  public func reconfigure(_ id: RowID, with content: AnyRowContent) throws(TableError) {
    try commit(CollectionOfOne(.reconfigure(id, content)))
  }

  /// Gives a row a new content value of its kind.
  ///
  /// - Throws: ``TableError/unknownRowID(_:)`` or ``TableError/kindMismatch(row:expected:found:)``.
  /// - Complexity: O(log n).
  public func reconfigure<K: RowKind>(_ id: RowID, kind: K, content: K.Content)
    throws(TableError)
  {
    try reconfigure(id, with: AnyRowContent(kind: kind, content: content))
  }

  /// Shows a row as another kind with a new content value: same row id, the cell
  /// stays, and its content slot swaps content views.
  ///
  /// - Throws: ``TableError/unknownRowID(_:)`` or ``TableError/unknownKind(_:)``.
  /// - Complexity: O(log n) for n rows; the row is measured when next shown.
  public func switchKind(_ id: RowID, to content: AnyRowContent) throws(TableError) {
    try commit(CollectionOfOne(.switchKind(id, content)))
  }

  /// Shows a row as another kind with a new content value.
  ///
  /// - Throws: ``TableError/unknownRowID(_:)`` or ``TableError/unknownKind(_:)``.
  /// - Complexity: O(log n).
  public func switchKind<K: RowKind>(_ id: RowID, to kind: K, content: K.Content)
    throws(TableError)
  {
    try switchKind(id, to: AnyRowContent(kind: kind, content: content))
  }
}
