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
  /// Sections only in the new list, by their new indexes, ascending
  /// (``TableView/apply(_:)``: sections are matched by ``SectionID``, automatic ones
  /// by position).
  public var insertedSections: [Int] = []
  /// Sections only in the old list, by their old indexes, ascending.
  public var deletedSections: [Int] = []
  /// Sections in both lists whose order relative to the other kept sections changed,
  /// by their new indexes, ascending: as few as the reordering needs.
  public var movedSections: [Int] = []

  /// Creates an empty set of changes.
  @inlinable
  public init() {}

  /// Whether nothing changed: no row and no section.
  public var isEmpty: Bool {
    inserted.isEmpty && deleted.isEmpty && moved.isEmpty && updated.isEmpty
      && insertedSections.isEmpty && deletedSections.isEmpty && movedSections.isEmpty
  }

  /// The ids of the rows that `diff`, computed from `old` to `new`, deletes,
  /// inserts, moves and updates.
  ///
  /// Inlinable, as ``Diff`` is: the caller's module specialises it for its
  /// collections.
  ///
  /// - Complexity: O(d + i + m + u) for the counts of changes, plus a walk of `old`
  ///   up to its last deleted row when it is not a random-access collection.
  @inlinable
  public init<Old: Collection<Row>, New: RandomAccessCollection<Row>>(
    _ diff: Diff, from old: Old, to new: New
  ) {
    self.init(diff, oldIDs: old.lazy.map { $0.id }) {
      new[new.index(new.startIndex, offsetBy: $0)].id
    }
  }

  /// The ids of a diff's changes: the deleted rows' ids read from `oldIDs` (walked
  /// once, up to the last deletion), the others from `newID` by new offset. The one
  /// place where a diff of rows becomes ids: ``TableView/apply(rows:)`` reads the old
  /// ids from its slots through it.
  @inlinable
  init<OldIDs: Collection<RowID>>(_ diff: Diff, oldIDs: OldIDs, newID: (Int) -> RowID) {
    var index = oldIDs.startIndex
    var offset = 0
    deleted.reserveCapacity(diff.deletions.count)
    for deletion in diff.deletions {
      oldIDs.formIndex(&index, offsetBy: deletion - offset)
      offset = deletion
      deleted.append(oldIDs[index])
    }
    inserted = diff.insertions.map(newID)
    moved = diff.moves.map { newID($0.new) }
    updated = diff.updates.map { newID($0.new) }
  }

  /// The changes from `old` to `new`, matching rows by ``RowID`` and comparing the
  /// contents of matched rows.
  ///
  /// Inlinable, as ``Diff`` is: the caller's module specialises it for its
  /// collections, so it costs what the diff costs.
  ///
  /// - Throws: ``DiffError`` when an id repeats within `old` or within `new`.
  /// - Complexity: as ``Diff/init(from:to:id:contentEquals:)``.
  @inlinable
  public init<Old: Collection<Row>, New: RandomAccessCollection<Row>>(
    from old: Old, to new: New
  ) throws(DiffError) {
    let diff = try Diff(
      from: old, to: new, id: { $0.id }, contentEquals: { $0.content == $1.content })
    self.init(diff, from: old, to: new)
  }
}
