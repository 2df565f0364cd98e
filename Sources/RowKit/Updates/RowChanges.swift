/// What changed between two lists of rows, by ``RowID``: a summary of a ``Diff`` of
/// rows for callers that want ids rather than offsets.
///
/// ```swift
/// let changes = try RowChanges(from: oldRows, to: newRows)
/// // changes.inserted, changes.deleted, changes.moved, changes.updated
/// ```
///
/// The ``Diff`` it is made from is the one to commit from (it gives offsets); this
/// summary is for showing or testing what changed.
public struct RowChanges: Hashable, Sendable {
  /// Rows only in the new list, in new order.
  public var inserted: [RowID] = []
  /// Rows only in the old list, in old order.
  public var deleted: [RowID] = []
  /// Rows in both lists whose order relative to the other kept rows changed, in new
  /// order. As few as any reordering needs: see ``Diff/moves``.
  public var moved: [RowID] = []
  /// Rows in both lists whose content value (or kind) changed, in new order.
  public var updated: [RowID] = []

  /// Creates an empty set of changes.
  public init() {}

  /// Whether nothing changed.
  public var isEmpty: Bool {
    inserted.isEmpty && deleted.isEmpty && moved.isEmpty && updated.isEmpty
  }

  /// The ids of the rows that `diff`, computed from `old` to `new`, deletes,
  /// inserts, moves and updates.
  ///
  /// - Complexity: O(d + i + m + u) for the counts of changes, plus a walk of `old`
  ///   up to its last deleted row when it is not a random-access collection.
  public init<Old: Collection<Row>, New: RandomAccessCollection<Row>>(
    _ diff: Diff, from old: Old, to new: New
  ) {
    var index = old.startIndex
    var offset = 0
    deleted.reserveCapacity(diff.deletions.count)
    for deletion in diff.deletions {
      old.formIndex(&index, offsetBy: deletion - offset)
      offset = deletion
      deleted.append(old[index].id)
    }
    func newID(_ offset: Int) -> RowID { new[new.index(new.startIndex, offsetBy: offset)].id }
    inserted = diff.insertions.map(newID)
    moved = diff.moves.map { newID($0.new) }
    updated = diff.updates.map { newID($0.new) }
  }

  /// The changes from `old` to `new`, matching rows by ``RowID`` and comparing the
  /// contents of matched rows.
  ///
  /// - Throws: ``DiffError`` when an id repeats within `old` or within `new`.
  /// - Complexity: as ``Diff/init(from:to:id:contentEquals:)``.
  public init<Old: Collection<Row>, New: RandomAccessCollection<Row>>(
    from old: Old, to new: New
  ) throws(DiffError) {
    let diff = try Diff(
      from: old, to: new, id: { $0.id }, contentEquals: { $0.content == $1.content })
    self.init(diff, from: old, to: new)
  }
}
