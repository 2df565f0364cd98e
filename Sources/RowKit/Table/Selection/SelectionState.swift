/// A table's selection: its mode, the selected rows, the anchor of ranges, and the
/// number of rows that allow selection (kept only in ``SelectionMode/multiple``,
/// where it makes the count of an inverted selection O(1)).
struct SelectionState {
  /// The rows an extension from the anchor (``TableView/extendSelection(by:)``)
  /// selected, and the row it reaches: a further extension first gives those rows
  /// back.
  struct Extent {
    var end: RowID
    var added: Set<RowID>
  }

  var mode: SelectionMode = .none
  var rows = RowSelection()
  /// Where a range starts: the row last toggled or selected on its own.
  var anchor: RowID?
  /// The extension under way, if the last selection call was one.
  var extent: Extent?
  /// The rows of the table that allow selection, in ``SelectionMode/multiple`` mode;
  /// 0 in the others.
  var selectableCount = 0

  /// Whether rows entering and leaving the table change the count of selectable rows.
  var counts: Bool { mode == .multiple }

  /// Whether a change of the rows can change the selection: something is selected or
  /// anchored.
  var isTracking: Bool { !rows.isEmpty || anchor != nil || extent != nil }

  /// The number of rows selected.
  var count: Int { rows.isInverted ? selectableCount - rows.ids.count : rows.ids.count }
}
