/// The message a table delivers when its selection changes through a selection
/// call (toggle, range, select all, clear, select, deselect, a new mode), to the
/// subscribers of ``TableView/onMessage(_:_:)`` for this type.
///
/// The row it comes with is the row the change was made at: the toggled or selected
/// row, the far end of a range, and for select all and clear the focused row (else
/// the first row). Rows that leave the selection because a change of the rows
/// deleted them or made them refuse selection send no message:
/// ``TableView/selectedCount`` is always current.
///
/// ```swift
/// table.onMessage(SelectionChanged.self) { _, change in
///   print("\(change.selectedCount) selected")
/// }
/// ```
public struct SelectionChanged: Equatable, Sendable {
  /// The rows that became selected (inverted after a select all: every selectable
  /// row except those that were selected already).
  public var added: RowSelection
  /// The rows that stopped being selected (after a clear, the whole selection before
  /// it, inverted if it was).
  public var removed: RowSelection
  /// The number of rows selected after the change.
  public var selectedCount: Int
  /// On a source-backed table, the source indexes that became selected, as ascending
  /// ranges (``TableView/selectedSourceRanges``): ``added`` lists only the window's
  /// rows among them. Empty on a table made without a source.
  public var addedSourceRows: [Range<Int>] = []
  /// On a source-backed table, the source indexes that stopped being selected, as
  /// ascending ranges; ``removed`` lists only the window's rows among them.
  public var removedSourceRows: [Range<Int>] = []

  /// Creates a selection change.
  public init(added: RowSelection, removed: RowSelection, selectedCount: Int) {
    self.added = added
    self.removed = removed
    self.selectedCount = selectedCount
  }
}
