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
  }
}
