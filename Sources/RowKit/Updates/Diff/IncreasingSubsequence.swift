/// A longest strictly increasing subsequence, found with flat arrays of 32-bit
/// positions: the part of a diff that decides which matched elements stay in place.
@usableFromInline
enum IncreasingSubsequence {
  /// The positions of one longest strictly increasing subsequence of `values`,
  /// leaving out every value equal to `absent`, and its length. Every value other
  /// than `absent` must be below 2^31 (a diff's old offsets are).
  ///
  /// Patience sorting: `tails[k]` is the position of the smallest value that ends an
  /// increasing run of length `k + 1` so far, and each position remembers the one
  /// before it in its run. A value larger than the last tail (the common case when
  /// most of the order is kept) is appended without a search.
  ///
  /// The search for a value's tail is branch-free: its steps depend only on the
  /// number of tails, and each step adds half the range or nothing through a mask
  /// made from the sign of a subtraction. In a shuffled order (every row moved) each
  /// comparison's outcome is a coin toss, so a branch per step is mispredicted half
  /// the time. The compiler makes a conditional choice into such a branch, and would
  /// see the mask of two 32-bit values' difference as a comparison too: the tails'
  /// values are kept as 64-bit integers, whose difference could overflow as far as
  /// it can tell, so the subtraction and the shift stay.
  ///
  /// - Complexity: O(n log k) time for n values and a result of length k; 16n bytes
  ///   while it works (a predecessor and a tail slot per value), n / 8 for the result.
  @usableFromInline
  static func longest(
    in values: UnsafeBufferPointer<UInt32>, absent: UInt32
  ) -> (members: OffsetSet, count: Int) {
    let count = values.count
    var members = OffsetSet(count: count)
    // Flat allocations of positions and values: no uniqueness or bounds
    // checks inside. The tails' values are kept apart from their positions, so the
    // search reads one small contiguous array.
    let predecessor = UnsafeMutablePointer<Int32>.allocate(capacity: max(count, 1))
    let tails = UnsafeMutablePointer<Int32>.allocate(capacity: max(count, 1))
    let tailValues = UnsafeMutablePointer<Int64>.allocate(capacity: max(count, 1))
    defer {
      predecessor.deallocate()
      tails.deallocate()
      tailValues.deallocate()
    }
    var tailCount = 0
    var position = 0
    while position < count {
      let value = values[position]
      let current = Int32(truncatingIfNeeded: position)
      position &+= 1
      if value == absent { continue }
      let wanted = Int64(value)
      if tailCount == 0 || tailValues[tailCount &- 1] < wanted {
        predecessor[Int(current)] = tailCount == 0 ? -1 : tails[tailCount &- 1]
        tails[tailCount] = current
        tailValues[tailCount] = wanted
        tailCount &+= 1
        continue
      }
      // The first tail whose value is not below `value` (the last one is not).
      var base = 0
      var length = tailCount
      while length > 1 {
        let half = length &>> 1
        // All ones when the value at `base + half` is below `value`, else zero.
        let below = Int(truncatingIfNeeded: (tailValues[base &+ half] &- wanted) &>> 63)
        base &+= half & below
        length &-= half
      }
      let low = base &+ Int(truncatingIfNeeded: (tailValues[base] &- wanted) &>> 63) & 1
      predecessor[Int(current)] = low > 0 ? tails[low &- 1] : -1
      tails[low] = current
      tailValues[low] = wanted
    }
    var member = tailCount > 0 ? tails[tailCount &- 1] : -1
    while member >= 0 {
      members.insert(Int(member))
      member = predecessor[Int(member)]
    }
    return (members, tailCount)
  }
}
