extension Diff {
  /// The most elements either collection of a diff may have: offsets are kept in
  /// 32 bits.
  public static let maximumCount = Int(Int32.max) - 1

  /// The value of an entry of `oldOffsets` for a new element that no old element
  /// matched.
  @usableFromInline static let unmatched = UInt32.max

  /// The bit of an ``OffsetTable`` payload that marks an old element no new one
  /// matched.
  @usableFromInline static let deleted: UInt32 = 1 << 31

  /// Computes the changes from `old` to `new`, matching elements by `id` and
  /// comparing the contents of matched elements with `contentEquals`.
  ///
  /// `old` is walked once, in order, and never read by offset, so it can be any
  /// collection (a tree whose offsets cost O(log n) to reach is fine). `new` is
  /// walked once and read by offset for each old element whose id it has. Each
  /// element's id is computed and hashed once; ids are compared only behind equal
  /// hashes; `contentEquals` is called once per matched pair, old element first. No
  /// element is copied into a temporary array: only 32-bit offsets, hashes and the
  /// ids of deleted elements are kept while the diff is computed.
  ///
  /// ```swift
  /// let diff = try Diff(from: oldRows, to: newRows, id: { $0.id }) {
  ///   $0.content == $1.content
  /// }
  /// ```
  ///
  /// The whole computation is inlined into the caller so that `id` and
  /// `contentEquals` are inlined into its loops: pass closure literals (a key path
  /// such as `\.id` is not inlined, and each call through it copies the element).
  ///
  /// - Throws: ``DiffError/duplicateIDInNew(offset:firstOffset:)`` when two new
  ///   elements share an id (checked first), ``DiffError/duplicateIDInOld(offset:firstOffset:)``
  ///   when two old ones do, ``DiffError/tooManyElements(count:)`` past
  ///   ``maximumCount`` elements. Nothing traps on bad input.
  /// - Complexity: O(n + m) expected time for n old and m new elements when the
  ///   matched elements kept their order, O(n + m log m) at worst (finding the
  ///   longest increasing subsequence). Memory while it works, besides the result:
  ///   the id table, 8 bytes a slot for the least power of two of slots at least
  ///   twice the new count (16 to 32 bytes a new element, doubling if deletions fill
  ///   it past three quarters); 4 bytes a new element for its matched old offset and
  ///   a bit for "content changed"; 8 bytes a new element more while finding the
  ///   moves, only when some matched element changed its order; and the id and offset
  ///   of each deleted element. The result takes 8 bytes a deletion or insertion and
  ///   16 a move or update.
  @inlinable @inline(__always)
  public init<Old: Collection, New: RandomAccessCollection, ID: Hashable>(
    from old: Old, to new: New, id: (New.Element) -> ID,
    contentEquals: (New.Element, New.Element) -> Bool
  ) throws(DiffError) where Old.Element == New.Element {
    let result = Diff.compute(
      from: old, to: new, oldID: id, newID: id, contentEquals: contentEquals)
    self = try result.get()
  }

  /// The body of ``init(from:to:id:contentEquals:)``, inlined into each caller so
  /// that the closures are inlined into its loops. The old and new elements may be of
  /// different types.
  @inlinable @inline(__always)
  static func compute<Old: Collection, New: RandomAccessCollection, ID: Hashable>(
    from old: Old, to new: New, oldID: (Old.Element) -> ID, newID id: (New.Element) -> ID,
    contentEquals: (Old.Element, New.Element) -> Bool
  ) -> Result<Diff, DiffError> {
    computeKeepingDeletedIDs(
      from: old, to: new, oldID: oldID, newID: id, contentEquals: contentEquals
    ).map(\.diff)
  }

  /// ``compute(from:to:oldID:newID:contentEquals:)``, with the ids of the deleted
  /// elements in the order of ``deletions`` (the diff keeps them while it works, to
  /// find an old id that repeats): ``RowChanges`` lists its deleted ids from them, with
  /// no second walk of the old collection.
  @inlinable @inline(__always)
  static func computeKeepingDeletedIDs<
    Old: Collection, New: RandomAccessCollection, ID: Hashable
  >(
    from old: Old, to new: New, oldID: (Old.Element) -> ID, newID id: (New.Element) -> ID,
    contentEquals: (Old.Element, New.Element) -> Bool
  ) -> Result<(diff: Diff, deletedIDs: [ID]), DiffError> {
    withoutActuallyEscaping(id) { id in
      withoutActuallyEscaping(contentEquals) { contentEquals in
        computeKeepingDeletedIDs(
          from: old, to: CollectionTarget(new, id: id, equals: contentEquals), oldKey: oldID)
      }
    }
  }

  /// The diff's computation, over any new side (``DiffTarget``): a collection read
  /// through a caller's functions, or a table's new rows read in place
  /// (``TableView/apply(flat:sections:)``); with the ids of the deleted elements.
  /// `oldKey` gives what is kept of each old element while its id is looked up
  /// (``DiffTarget/OldKey``): its id, or a handle the id is read through in place.
  ///
  /// Every id is indexed and matched and each matched pair's contents compared
  /// (``DiffMatching``); the changes are then listed from the matching in one walk.
  @inlinable @inline(__always)
  static func computeKeepingDeletedIDs<Old: Collection, New: DiffTarget>(
    from old: Old, to new: New, oldKey: (Old.Element) -> New.OldKey
  ) -> Result<(diff: Diff, deletedIDs: [New.ID]), DiffError> where New.OldElement == Old.Element {
    typealias ID = New.ID
    let newCount = new.count
    guard newCount <= Diff.maximumCount else { return .failure(.tooManyElements(count: newCount)) }

    // The old offset matched to each new element is kept in one allocation (no
    // uniqueness or bounds checks in the loops; offsets are in range by construction),
    // which first holds the new ids' hashes, read in one pass in order.
    let offsets = UnsafeMutablePointer<UInt32>.allocate(capacity: max(newCount, 1))
    defer { offsets.deallocate() }
    new.storeIDHashes(in: offsets)

    // Index the new ids: payload `offset + 1`. Each hash read is replaced by "no old
    // element matched yet".
    var table = OffsetTable(capacity: newCount)
    defer { table.deallocate() }
    for offset in 0..<newCount {
      // The id was hashed in place; it is read only to compare with an id of the same
      // 32-bit hash.
      let hash = offsets[offset]
      offsets[offset] = Diff.unmatched
      let found = table.find(hash) { new.id(at: Int($0) - 1, equals: new.id(at: offset)) }
      guard found.payload == 0 else {
        return .failure(.duplicateIDInNew(offset: offset, firstOffset: Int(found.payload) - 1))
      }
      table.insert(UInt32(offset + 1), hash: hash, at: found.slot)
    }

    // Walk the old elements once, matching each to a new one. An old id that no new
    // one matches goes into the table too (payload `deleted | k` for the k-th
    // deletion), so that a repeat of it is found.
    var changed = OffsetSet(count: newCount)
    var changedCount = 0
    var deletions: [Int] = []
    var deletedIDs: [ID] = []
    var matchedCount = 0
    var inOrder = true
    var lastMatch = -1
    var oldOffset = 0
    var index = old.startIndex
    while index != old.endIndex {
      guard oldOffset < Diff.maximumCount else {
        return .failure(.tooManyElements(count: oldOffset))
      }
      // The old id is read through its key: copied only when it is deleted.
      let key = oldKey(old[index])
      let hash = OffsetTable.hash(new.idHash(ofOld: key))
      let found = table.find(hash) { payload in
        payload & Diff.deleted == 0
          ? new.id(at: Int(payload) - 1, equalsOld: key)
          : deletedIDs[Int(payload & ~Diff.deleted)] == new.id(ofOld: key)
      }
      if found.payload == 0 {
        table.insert(Diff.deleted | UInt32(deletions.count), hash: hash, at: found.slot)
        deletedIDs.append(new.id(ofOld: key))
        deletions.append(oldOffset)
      } else if found.payload & Diff.deleted != 0 {
        let first = deletions[Int(found.payload & ~Diff.deleted)]
        return .failure(.duplicateIDInOld(offset: oldOffset, firstOffset: first))
      } else {
        let newOffset = Int(found.payload) - 1
        let previous = offsets[newOffset]
        guard previous == Diff.unmatched else {
          return .failure(.duplicateIDInOld(offset: oldOffset, firstOffset: Int(previous)))
        }
        offsets[newOffset] = UInt32(oldOffset)
        matchedCount += 1
        if newOffset < lastMatch { inOrder = false }
        lastMatch = newOffset
        if !new.content(at: newOffset, equals: old[index]) {
          changed.insert(newOffset)
          changedCount += 1
        }
      }
      old.formIndex(after: &index)
      oldOffset += 1
    }

    let matching = DiffMatching(
      oldCount: oldOffset, deletions: deletions,
      oldOffsets: UnsafeBufferPointer(start: offsets, count: newCount),
      matchedCount: matchedCount, inOrder: inOrder, changed: changed,
      changedCount: changedCount)
    return .success((Diff(matching), deletedIDs))
  }

  /// Finishes a diff from its matching: the insertions, and the moves (the matched
  /// elements outside a longest increasing subsequence of their old offsets) unless
  /// every match kept its order.
  @usableFromInline
  init(_ matching: DiffMatching) {
    let (insertions, moves, updates) = matching.changes()
    self.init(
      oldCount: matching.oldCount, newCount: matching.newCount, deletions: matching.deletions,
      insertions: insertions, moves: moves, updates: updates)
  }
}
