/// A table's selection: its mode, the selected rows, the anchor of ranges, and — kept
/// only in ``SelectionMode/multiple`` — the number of rows that allow selection (it
/// makes the count of an inverted selection O(1)) and the rows that refuse it (a
/// range reads its rows' ids alone and asks this set, not each row's kind).
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
  /// The rows of the table that refuse selection (``RowKind/isSelectable(_:)``), in
  /// ``SelectionMode/multiple`` mode on a table made without a source; `nil` in the
  /// other modes and on a source-backed table (whose ranges are source indexes).
  ///
  /// A range selection reads each row's id in place and asks this set whether the
  /// row refuses selection: asking the row's kind copied the row out of its slot,
  /// retaining and releasing its content box (a write to one more cache line a row,
  /// and most of a range's cost). Headers and "loading…" rows are the usual members:
  /// the set is small, and a range over a table with none asks nothing.
  var refusing: Set<RowID>?

  /// Whether rows entering and leaving the table change the count of selectable rows.
  var counts: Bool { mode == .multiple }

  /// Whether a change of the rows can change the selection: something is selected or
  /// anchored.
  var isTracking: Bool { !rows.isEmpty || anchor != nil || extent != nil }

  /// The number of rows selected.
  var count: Int { rows.isInverted ? selectableCount - rows.ids.count : rows.ids.count }
}
