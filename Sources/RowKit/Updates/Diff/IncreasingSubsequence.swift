/// A longest strictly increasing subsequence, found with flat arrays of 32-bit
/// positions: the part of a diff that decides which matched elements stay in place.
@usableFromInline
enum IncreasingSubsequence {
  /// The positions of one longest strictly increasing subsequence of `values`,
  /// leaving out every value equal to `absent`, and its length.
  ///
  /// Patience sorting: `tails[k]` is the position of the smallest value that ends an
  /// increasing run of length `k + 1` so far, and each position remembers the one
  /// before it in its run. A value larger than the last tail (the common case when
  /// most of the order is kept) is appended without a search.
  ///
  /// - Complexity: O(n log k) time for n values and a result of length k; 12n bytes
  ///   while it works (a predecessor and a tail slot per value), n / 8 for the result.
  @usableFromInline
  static func longest(
    in values: UnsafeBufferPointer<UInt32>, absent: UInt32
  ) -> (members: OffsetSet, count: Int) {
    let count = values.count
    var members = OffsetSet(count: count)
    // Flat allocations of 32-bit positions and values: no uniqueness or bounds
    // checks inside. The tails' values are kept beside their positions, so the
    // search reads one small contiguous array.
    let predecessor = UnsafeMutablePointer<Int32>.allocate(capacity: max(count, 1))
    let tails = UnsafeMutablePointer<Int32>.allocate(capacity: max(count, 1))
    let tailValues = UnsafeMutablePointer<UInt32>.allocate(capacity: max(count, 1))
    defer {
      predecessor.deallocate()
      tails.deallocate()
      tailValues.deallocate()
    }
    var tailCount = 0
    for position in 0..<count {
      let value = values[position]
      if value == absent { continue }
      if tailCount == 0 || tailValues[tailCount - 1] < value {
        predecessor[position] = tailCount == 0 ? -1 : tails[tailCount - 1]
        tails[tailCount] = Int32(position)
        tailValues[tailCount] = value
        tailCount += 1
        continue
      }
      // The first tail whose value is not below `value` (the last one is not): a
      // search whose steps depend only on the number of tails, each a conditional
      // move rather than a branch, as a shuffled order would mispredict half of them.
      var base = 0
      var length = tailCount
      while length > 1 {
        let half = length >> 1
        base = tailValues[base + half] < value ? base + half : base
        length -= half
      }
      let low = base + (tailValues[base] < value ? 1 : 0)
      predecessor[position] = low > 0 ? tails[low - 1] : -1
      tails[low] = Int32(position)
      tailValues[low] = value
    }
    var position = tailCount > 0 ? tails[tailCount - 1] : -1
    while position >= 0 {
      members.insert(Int(position))
      position = predecessor[Int(position)]
    }
    return (members, tailCount)
  }
}
