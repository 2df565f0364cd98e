/// One change to a table's rows: the one vocabulary of every edit.
///
/// The single-row calls (``TableView/insert(_:at:)``, ``TableView/delete(_:)``, …),
/// ``TableView/performBatchUpdates(_:)`` and the actions of row kinds all become a
/// list of `RowUpdate`s that the table checks and commits in one pipeline. Updates
/// in a batch apply in order: an index path refers to the table as the earlier
/// updates of the same batch left it.
public enum RowUpdate: Sendable {
  /// Inserts rows starting at an index path (its row may equal the section's count
  /// to append).
  case insert([Row], at: RowIndexPath)
  /// Inserts rows just before a row, in its section.
  case insertBefore([Row], RowID)
  /// Inserts rows just after a row, in its section.
  case insertAfter([Row], RowID)
  /// Deletes a row.
  case delete(RowID)
  /// Moves a row to an index path (as if removed first, then inserted there).
  case move(RowID, to: RowIndexPath)
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
