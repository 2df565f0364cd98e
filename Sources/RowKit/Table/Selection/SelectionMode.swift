/// How many rows of a table can be selected at once (``TableView/selectionMode``).
public enum SelectionMode: Hashable, Sendable {
  /// No row can be selected: the table keeps no selection. The default.
  case none
  /// At most one row: selecting a row deselects the one selected before.
  case single
  /// Any number of rows: toggles, ranges, select all and clear.
  case multiple
}
