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
  /// - Complexity: O(n log k) time for n values and a result of length k; 4n + 4k
  ///   bytes besides the result (n / 8 bytes).
  @usableFromInline
  static func longest(in values: [UInt32], absent: UInt32) -> (members: OffsetSet, count: Int) {
    let count = values.count
    var members = OffsetSet(count: count)
    var predecessor = [Int32](repeating: -1, count: count)
    var tails: [Int32] = []
    values.withUnsafeBufferPointer { values in
      predecessor.withUnsafeMutableBufferPointer { predecessor in
        for position in 0..<count {
          let value = values[position]
          if value == absent { continue }
          guard let last = tails.last else {
            tails.append(Int32(position))
            continue
          }
          if values[Int(last)] < value {
            predecessor[position] = last
            tails.append(Int32(position))
            continue
          }
          // The first tail whose value is not below `value`; the last one is not.
          var low = 0
          var high = tails.count - 1
          while low < high {
            let middle = (low + high) >> 1
            if values[Int(tails[middle])] < value { low = middle + 1 } else { high = middle }
          }
          if low > 0 { predecessor[position] = tails[low - 1] }
          tails[low] = Int32(position)
        }
      }
    }
    var position = tails.last ?? -1
    while position >= 0 {
      members.insert(Int(position))
      position = predecessor[Int(position)]
    }
    return (members, tails.count)
  }
}
