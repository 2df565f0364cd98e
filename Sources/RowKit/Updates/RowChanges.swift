/// What changed between two lists of rows, by ``RowID``: a summary of a ``Diff`` of
/// rows for callers that want ids rather than offsets.
///
/// ```swift
/// let changes = try RowChanges(from: oldRows, to: newRows)
/// // changes.inserted, changes.deleted, changes.moved, changes.updated
/// ```
///
/// The ``Diff`` it is made from is the one to commit from (it gives offsets); this
/// summary is for showing or testing what changed. Each list is a ``RowChanges/IDs``:
/// made from new rows that are an array, it reads their ids in place rather than
/// copying them.
public struct RowChanges: Hashable, Sendable {
  /// Rows only in the new list, in new order.
  public var inserted: IDs = []
  /// Rows only in the old list, in old order.
  public var deleted: IDs = []
  /// Rows in both lists whose order relative to the other kept rows changed, in new
  /// order. As few as any reordering needs: see ``Diff/moves``.
  public var moved: IDs = []
  /// Rows in both lists whose content value (or kind) changed, in new order.
  public var updated: IDs = []
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
  /// collections. The new rows' ids are read in place, without copying the rows; when
  /// `new` is an array or an array slice, the lists keep it and the diff's offsets
  /// and read each id when asked (``RowChanges/IDs``).
  ///
  /// - Complexity: O(d) for d deleted rows, plus a walk of `old` up to its last
  ///   deleted row when it is not a random-access collection; O(i + m + u) more for
  ///   the inserted, moved and updated rows when `new` is not an array or a slice.
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

  /// The changes from `old` to `new`, matching rows by ``RowID`` and comparing the
  /// contents of matched rows.
  ///
  /// Inlinable, as ``Diff`` is: the caller's module specialises it for its
  /// collections, so it costs what the diff costs. The deleted rows' ids are those the
  /// diff kept while it worked; when `new` is an array or an array slice, the other
  /// lists keep it and the diff's offsets and read each id when asked
  /// (``RowChanges/IDs``), else they are read from `new` in place.
  ///
  /// - Throws: ``DiffError`` when an id repeats within `old` or within `new`.
  /// - Complexity: as ``Diff/init(from:to:id:contentEquals:)``.
  @inlinable
  public init<Old: Collection<Row>, New: RandomAccessCollection<Row>>(
    from old: Old, to new: New
  ) throws(DiffError) {
    let (diff, deleted) = try Diff.computeKeepingDeletedIDs(
      from: old, to: new, oldID: { $0.id }, newID: { $0.id },
      contentEquals: { $0.content == $1.content }
    ).get()
    self.init(diff, deleted: deleted, new: new)
  }

  /// The ids of a diff's changes from the new rows `new`: the deleted rows' ids as
  /// given (in the order of ``Diff/deletions``), the others kept as offsets into `new`
  /// when it is an array or a slice of one, else read from it by new offset (in place
  /// when its rows are contiguous).
  @inlinable @inline(__always)
  init<New: RandomAccessCollection<Row>>(_ diff: Diff, deleted: [RowID], new: New) {
    if let rows = RowChanges.slice(new) {
      self.init(diff, deleted: deleted, rows: rows) { rows[rows.startIndex + $0].id }
      return
    }
    let read = new.withContiguousStorageIfAvailable { rows in
      RowChanges(diff, deleted: deleted, rows: nil) { rows[$0].id }
    }
    self =
      read
      ?? RowChanges(diff, deleted: deleted, rows: nil) {
        new[new.index(new.startIndex, offsetBy: $0)].id
      }
  }

  /// The one derivation of the ids of a diff's changes, for ``init(from:to:)``,
  /// ``init(_:from:to:)`` and ``TableView/apply(rows:)``: the deleted rows' ids as given
  /// (in the order of ``Diff/deletions``); the inserted, moved and updated rows as
  /// the diff's offsets into `rows` (the new rows, kept, not copied) when there are
  /// `rows`, else their ids from `newID` by new offset (read only then), written
  /// straight into the arrays' storage.
  @inlinable @inline(__always)
  init(_ diff: Diff, deleted: [RowID], rows: ArraySlice<Row>?, newID: (Int) -> RowID) {
    self.deleted = IDs(storage: .ids(deleted))
    if let rows {
      inserted = IDs(storage: .offsets(diff.insertions, rows: rows))
      moved = IDs(storage: .matches(diff.moves, rows: rows))
      updated = IDs(storage: .matches(diff.updates, rows: rows))
    } else {
      inserted = IDs(
        storage: .ids(RowChanges.ids(diff.insertions.count) { newID(diff.insertions[$0]) }))
      moved = IDs(storage: .ids(RowChanges.ids(diff.moves.count) { newID(diff.moves[$0].new) }))
      updated = IDs(
        storage: .ids(RowChanges.ids(diff.updates.count) { newID(diff.updates[$0].new) }))
    }
  }

  /// `new` as a slice of an array when it is an array or a slice of one (the lists
  /// then keep it), else `nil`. Specialised for the caller's collection, the casts are
  /// decided when it is compiled.
  @inlinable @inline(__always)
  static func slice<New: RandomAccessCollection<Row>>(_ new: New) -> ArraySlice<Row>? {
    if let array = new as? [Row] { return array[...] }
    return new as? ArraySlice<Row>
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
}
