/// What a free slot of a ``RowTree`` holds: a row of no registered kind, shared by
/// every free slot, so that the slots' array holds plain rows (read in place, never
/// copied out of an optional) and a deleted row's content is released at once.
enum VacantRow {
  /// The kind of the vacant row: draws nothing and is never registered.
  struct Kind: ComposedRowKind {
    typealias Content = Bool
    var id: RowKindID { "rowkit.vacant" }
    func body(of content: Bool) -> Node { .empty }
  }

  /// The row every free slot holds.
  static let row = Row(id: RowID(0), kind: Kind(), content: false)

  /// Whether `row` is the vacant row (compares the shared content box, not ids).
  static func holds(_ row: Row) -> Bool {
    row.content.isSameValue(as: VacantRow.row.content)
  }
}
