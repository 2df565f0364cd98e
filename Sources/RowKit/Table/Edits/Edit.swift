/// One change to the rows, by place: the one vocabulary of the table's edit
/// executor (``TableView/execute(_:into:)``).
///
/// Every change is lowered to edits before anything changes: a ``RowUpdate`` (a
/// public call, a batch, or a kind's action) by ``TableView/commit(_:)``, a new list
/// of rows by ``TableView/apply(rows:)``. Rows are named by flat index (sections
/// concatenated) or by slot (the row tree's stable number for a row), so executing
/// an edit looks nothing up by id.
enum Edit {
  /// New rows at a flat index (`0...count`); `collapsed`: they enter a collapsed
  /// section's rows, hidden with it.
  case insert([Row], at: Int, collapsed: Bool = false)
  /// The row at a flat index leaves the table.
  case remove(at: Int)
  /// The row in a slot goes to a flat index among the other rows (`0..<count`),
  /// keeping its slot, its height and its cell; `from`, when the lowering knows it, is
  /// the row's flat index before (so the undo log need not find it again).
  case move(slot: UInt32, to: Int, from: Int? = nil)
  /// The row in a slot gets new content; its height is forgotten.
  case replace(slot: UInt32, with: AnyRowContent)
  /// `delta` rows more (or fewer) in a section: the bookkeeping of the section
  /// counts, alongside the row edits that move rows in and out of it.
  case addRows(Int, toSection: Int)
  /// An empty section at an index (`0...sections`), with its state (id, header,
  /// footer, collapsed).
  case insertSection(at: Int, SectionState)
  /// The empty section at an index leaves.
  case removeSection(at: Int)
  /// A section gets a new state: it gains or loses its header or footer row (the
  /// row edits that go with it are separate).
  case setSectionState(SectionState, at: Int)
  /// The row in a slot is hidden with a collapsed section (`true`) or not: a row
  /// moved into or out of one.
  case setCollapsed(slot: UInt32, Bool)
}
