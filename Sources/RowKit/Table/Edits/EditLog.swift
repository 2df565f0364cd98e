/// What the edits of one change have done so far: the inverse of each (so a batch
/// that turns out invalid is rolled back), and where the scroll anchor's and the
/// focused row were when they left.
struct EditLog {
  /// The inverse of one executed edit.
  enum Undo {
    /// `count` rows inserted at a flat index.
    case inserted(at: Int, count: Int)
    /// A row removed from a flat index, with its stored height, the reasons it was
    /// hidden and the slot it left.
    case removed(Row, height: Int32, hidden: RowTree.Hidden, at: Int, slot: UInt32)
    /// The row in a slot moved from a flat index.
    case moved(slot: UInt32, from: Int)
    /// The row in a slot had this content and stored height.
    case replaced(slot: UInt32, content: AnyRowContent, height: Int32)
    /// A section's count changed by this much.
    case addedRows(Int, toSection: Int)
    /// An empty section inserted.
    case insertedSection(Int)
    /// An empty section removed, with its state.
    case removedSection(Int, SectionState)
    /// A section's state was this.
    case changedSectionState(Int, old: SectionState)
    /// The row in a slot was (`true`) or was not hidden with a collapsed section.
    case changedCollapsed(slot: UInt32, was: Bool)
  }

  /// Whether the inverses are kept: a change checked in full before it starts
  /// (``TableView/apply(rows:)``) cannot fail halfway and keeps none.
  let isRecording: Bool
  /// The inverses, oldest first.
  private(set) var undo: [Undo] = []
  /// The flat index the anchor row left from, if it left.
  var removedAnchor: Int?
  /// The flat index the focused row left from, if it left.
  var removedFocus: Int?
  /// The section the focused row left, if it left.
  var removedFocusSection: Int?
  /// The focused row's content before the change: when the row holds another value
  /// after it, its focused control is checked again.
  let focusedContent: AnyRowContent?
  /// What the selection must follow (``SelectionNotes``).
  var selection: SelectionNotes

  init(recording: Bool, focusedContent: AnyRowContent?, selection: SelectionNotes) {
    isRecording = recording
    self.focusedContent = focusedContent
    self.selection = selection
  }

  /// Keeps an inverse, when recording.
  mutating func record(_ entry: @autoclosure () -> Undo) {
    if isRecording { undo.append(entry()) }
  }
}
