/// One change in a batch given to ``TableView/performBatchUpdates(_:)``.
///
/// Updates in a batch apply in order: an index path refers to the table as the
/// earlier updates of the same batch left it.
public enum RowUpdate: Sendable {
  /// Inserts rows starting at an index path (its row may equal the section's count
  /// to append).
  case insert([Row], at: IndexPath)
  /// Deletes a row.
  case delete(RowID)
  /// Moves a row to an index path (as if removed first, then inserted there).
  case move(RowID, to: IndexPath)
  /// Gives a row a new content value of the same kind: the cell and its content view
  /// stay and are reconfigured in place.
  case reconfigure(RowID, AnyRowContent)
  /// Shows a row as another kind with a new content value: same row id, the cell
  /// stays, its content slot swaps content views.
  case switchKind(RowID, AnyRowContent)
  /// Inserts a section at an index (which may equal the number of sections).
  case insertSection(Section, at: Int)
  /// Deletes a section and its rows.
  case deleteSection(Int)
}
