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
  /// collections. The new rows' ids are read in place, without copying the rows.
  ///
  /// - Complexity: O(d + i + m + u) for the counts of changes, plus a walk of `old`
  ///   up to its last deleted row when it is not a random-access collection.
  @inlinable
  public init<Old: Collection<Row>, New: RandomAccessCollection<Row>>(
    _ diff: Diff, from old: Old, to new: New
  ) {
    var index = old.startIndex
    var offset = 0
    let deleted = RowChanges.ids(diff.deletions.count) { position in
      let deletion = diff.deletions[position]
      old.formIndex(&index, offsetBy: deletion - offset)
      offset = deletion
      return old[index].id
    }
    self.init(diff, deleted: deleted, new: new)
  }

  /// The ids of a diff's changes: the deleted rows' ids as given (in the order of
  /// ``Diff/deletions``), the others read from `new` by new offset, in place when
  /// its rows are contiguous (``init(from:to:)`` lists them from the matching instead).
  @inlinable @inline(__always)
  init<New: RandomAccessCollection<Row>>(_ diff: Diff, deleted: [RowID], new: New) {
    let read = new.withContiguousStorageIfAvailable { rows in
      RowChanges(diff, deleted: deleted) { rows[$0].id }
    }
    self =
      read
      ?? RowChanges(diff, deleted: deleted) { new[new.index(new.startIndex, offsetBy: $0)].id }
  }

  /// The ids of a diff's changes, the new rows' ids from `newID` by new offset.
  @inlinable @inline(__always)
  init(_ diff: Diff, deleted: [RowID], newID: (Int) -> RowID) {
    self.deleted = deleted
    inserted = RowChanges.ids(diff.insertions.count) { newID(diff.insertions[$0]) }
    moved = RowChanges.ids(diff.moves.count) { newID(diff.moves[$0].new) }
    updated = RowChanges.ids(diff.updates.count) { newID(diff.updates[$0].new) }
  }

  /// `count` ids, the one at each position from `id`, written straight into the
  /// array's storage.
  @inlinable @inline(__always)
  static func ids(_ count: Int, _ id: (Int) -> RowID) -> [RowID] {
    [RowID](unsafeUninitializedCapacity: count) { buffer, initialized in
      for position in 0..<count { buffer.initializeElement(at: position, to: id(position)) }
      initialized = count
    }
  }

  /// The ids of a diff's changes listed from its matching in one walk: the deleted
  /// rows' ids as given, the others from `newID` by new offset, written straight into
  /// the arrays' storage (no ``Diff`` of offsets is made first).
  @inlinable @inline(__always)
  init(_ matching: DiffMatching, deleted: [RowID], newID: (Int) -> RowID) {
    self.deleted = deleted
    (inserted, moved, updated) = matching.changes(insertion: newID, change: { newID($1) })
  }

  /// The changes from `old` to `new`, matching rows by ``RowID`` and comparing the
  /// contents of matched rows.
  ///
  /// Inlinable, as ``Diff`` is: the caller's module specialises it for its
  /// collections, so it costs what the diff costs. The ids are listed from the diff's
  /// matching in one walk, the deleted rows' those the diff kept, the others read from
  /// `new` in place when its rows are contiguous.
  ///
  /// - Throws: ``DiffError`` when an id repeats within `old` or within `new`.
  /// - Complexity: as ``Diff/init(from:to:id:contentEquals:)``.
  @inlinable
  public init<Old: Collection<Row>, New: RandomAccessCollection<Row>>(
    from old: Old, to new: New
  ) throws(DiffError) {
    self = try Diff.match(
      from: old, to: new, oldID: { $0.id }, newID: { $0.id },
      contentEquals: { $0.content == $1.content }
    ) { matching, deleted in
      let read = new.withContiguousStorageIfAvailable { rows in
        RowChanges(matching, deleted: deleted) { rows[$0].id }
      }
      return read
        ?? RowChanges(matching, deleted: deleted) {
          new[new.index(new.startIndex, offsetBy: $0)].id
        }
    }.get()
  }
}
