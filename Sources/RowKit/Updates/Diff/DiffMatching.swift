/// What a ``Diff``'s computation found before it lists the changes: the old offset
/// matched to each new element, which matched elements' contents changed, and the
/// deleted old offsets. ``Diff`` lists its changes from it in one walk.
///
/// It lends the matched offsets only while the computation runs.
@usableFromInline
struct DiffMatching {
  /// The number of old elements.
  @usableFromInline let oldCount: Int
  /// The old offsets of the deleted elements, ascending.
  @usableFromInline let deletions: [Int]
  /// Per new element, its matched old offset or ``Diff/unmatched``.
  @usableFromInline let oldOffsets: UnsafeBufferPointer<UInt32>
  /// The number of matched elements.
  @usableFromInline let matchedCount: Int
  /// Whether the matched elements kept their relative order.
  @usableFromInline let inOrder: Bool
  /// The new offsets of the matched elements whose contents changed.
  @usableFromInline let changed: OffsetSet
  /// Their number.
  @usableFromInline let changedCount: Int

  @inlinable
  init(
    oldCount: Int, deletions: [Int], oldOffsets: UnsafeBufferPointer<UInt32>,
    matchedCount: Int, inOrder: Bool, changed: OffsetSet, changedCount: Int
  ) {
    self.oldCount = oldCount
    self.deletions = deletions
    self.oldOffsets = oldOffsets
    self.matchedCount = matchedCount
    self.inOrder = inOrder
    self.changed = changed
    self.changedCount = changedCount
  }

  /// The number of new elements.
  @inlinable
  var newCount: Int { oldOffsets.count }

  /// The insertions (each new offset no old element matched), the moves and the
  /// updates (the old and new offset of each matched element outside a longest
  /// increasing subsequence of the old offsets, and of each whose content changed),
  /// each ascending by new offset.
  ///
  /// One walk of the new offsets writes the three straight into their arrays'
  /// storage: each count is known before the walk (the unmatched, the matched outside
  /// the subsequence, the changed), so no append checks for uniqueness or capacity. A
  /// write past a count is dropped, never made.
  @inlinable @inline(__always)
  func changes() -> (insertions: [Int], moves: [Diff.Match], updates: [Diff.Match]) {
    let kept = inOrder ? nil : IncreasingSubsequence.longest(in: oldOffsets, absent: Diff.unmatched)
    let insertionCount = max(0, newCount - matchedCount)
    let moveCount = kept.map { max(0, matchedCount - $0.count) } ?? 0
    let updateCount = changedCount
    var moves: [Diff.Match] = []
    var updates: [Diff.Match] = []
    let insertions = [Int](unsafeUninitializedCapacity: insertionCount) {
      insertions, inserted in
      moves = [Diff.Match](unsafeUninitializedCapacity: moveCount) { moves, moved in
        updates = [Diff.Match](unsafeUninitializedCapacity: updateCount) { updates, updated in
          var newOffset = 0
          while newOffset < oldOffsets.count {
            let oldOffset = oldOffsets[newOffset]
            defer { newOffset &+= 1 }
            if oldOffset == Diff.unmatched {
              if inserted < insertionCount {
                insertions.initializeElement(at: inserted, to: newOffset)
                inserted &+= 1
              }
              continue
            }
            if let kept, moved < moveCount, !kept.members.contains(newOffset) {
              moves.initializeElement(
                at: moved, to: Diff.Match(old: Int(oldOffset), new: newOffset))
              moved &+= 1
            }
            if updated < updateCount, changed.contains(newOffset) {
              updates.initializeElement(
                at: updated, to: Diff.Match(old: Int(oldOffset), new: newOffset))
              updated &+= 1
            }
          }
        }
      }
    }
    return (insertions, moves, updates)
  }
}
