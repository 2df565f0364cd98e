/// What one change of the rows did that the selection must follow, noted in its
/// ``EditLog`` as the edits run and settled when the change finishes
/// (``TableView/repairSelection(after:)``).
struct SelectionNotes {
  /// Whether the change can change the selection (``SelectionState/isTracking``):
  /// when not, no id is noted.
  let tracks: Bool
  /// Whether the count of selectable rows follows the rows (``SelectionState/counts``).
  let counts: Bool
  /// The count of selectable rows before the change: a change rolled back restores it.
  let countBefore: Int
  /// Whether the change notes the rows that start or stop refusing selection
  /// (``SelectionState/refusing`` is kept).
  let keepsRefusing: Bool
  /// Rows that began to refuse selection (`true`: inserted, or given content that
  /// refuses) or stopped (`false`: removed, or given content that allows it), in the
  /// order of the edits: the change, once finished, applies them to
  /// ``SelectionState/refusing`` in that order; a change rolled back drops them.
  var refusals: [(id: RowID, refuses: Bool)] = []
  /// The rows removed or given new content: each leaves the selection unless it is
  /// still a row that allows selection.
  var touched: [RowID] = []
  /// The rows inserted, and the rows whose new content allows selection where the
  /// old did not: none of them is selected, whatever its id.
  var inserted: [RowID] = []

  init(_ state: SelectionState) {
    tracks = state.isTracking
    counts = state.counts
    countBefore = state.selectableCount
    keepsRefusing = state.refusing != nil
  }
}
