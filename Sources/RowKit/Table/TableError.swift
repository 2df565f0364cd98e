/// An error from a ``TableView`` operation. A failed operation leaves the table
/// exactly as it was.
public enum TableError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Two rows would share this id.
  case duplicateRowID(RowID)
  /// No row has this id.
  case unknownRowID(RowID)
  /// No row (or insertion point) exists at this index path.
  case indexPathOutOfRange(RowIndexPath)
  /// No section exists at this index (or insertion point).
  case sectionOutOfRange(Int)
  /// Two sections would share this id (``Section/id``).
  case duplicateSectionID(SectionID)
  /// No section has this id.
  case unknownSectionID(SectionID)
  /// A row's kind is not registered with the table's registry (or is registered under
  /// that id with another Swift type).
  case unknownKind(RowKindID)
  /// A reconfiguration gave a row content of another kind; use a kind switch instead.
  case kindMismatch(row: RowID, expected: RowKindID, found: RowKindID)
  /// A table holds at most `Int32.max` rows (2,147,483,647); this many were asked for.
  case tooManyRows(Int)
  /// The row's content has no such control (or the control is disabled), so it cannot
  /// be activated.
  case unknownControl(ControlID, row: RowID)
  /// The row's kind says it cannot take the focus (``RowKind/isFocusable(_:)``): a
  /// header, say.
  case notFocusable(RowID)
  /// A change of rows, of the focus or of the scroll position, or an event, asked for
  /// by kinds' code while the table lays out, measures, draws or hit-tests rows (from a
  /// kind's height, body, controls or content view). The table is unchanged; make the
  /// change afterwards (from an action, a message handler or the app).
  case changedWhileLayingOut
  /// The table reads its rows from a ``RowSource``: its rows change through the
  /// source (``TableView/sourceDidChange(_:)``), not through the table's own updates
  /// (``TableView/apply(rows:)``, ``TableView/insert(_:at:)`` and the others), which
  /// would change only its window of rows. The table is unchanged.
  case rowsFromSource

  /// One line saying what is wrong.
  public var description: String {
    switch self {
    case .duplicateRowID(let id): return "duplicate row id '\(id)'"
    case .unknownRowID(let id): return "no row with id '\(id)'"
    case .indexPathOutOfRange(let path): return "index path \(path) is out of range"
    case .sectionOutOfRange(let section): return "section \(section) is out of range"
    case .duplicateSectionID(let id): return "duplicate section id '\(id)'"
    case .unknownSectionID(let id): return "no section with id '\(id)'"
    case .unknownKind(let kind): return "row kind '\(kind)' is not registered"
    case .kindMismatch(let row, let expected, let found):
      return "row '\(row)' is of kind '\(expected)', not '\(found)'; switch its kind instead"
    case .tooManyRows(let count):
      return "\(count) rows are more than a table holds (\(TableView.maximumRowCount))"
    case .unknownControl(let control, let row):
      return "row '\(row)' has no control '\(control)' to activate"
    case .notFocusable(let row): return "row '\(row)' cannot take the focus"
    case .changedWhileLayingOut:
      return "the table cannot change while it lays out its rows (from a kind's code)"
    case .rowsFromSource:
      return "the table's rows come from its source: change the source, then call sourceDidChange"
    }
  }
}
