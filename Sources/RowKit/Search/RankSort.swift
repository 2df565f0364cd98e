/// Sorting match keys (a rank above a text's number, both 32 bits) by a stable radix
/// sort: sixteen bits at a time from the lowest digit asked for, each digit a counting
/// pass, digits the same in every key skipped.
///
/// Ranks take few values (scores span a few hundred), so sorting matches found in the
/// order of their numbers by rank alone is usually one pass over them, where a
/// comparison sort makes log *n*.
enum RankSort {
  /// Below this many keys a comparison sort is cheaper than the counting tables.
  static let smallCount = 256

  /// The places of `scores` (0 ..< count) in ranked order: higher scores first, equal
  /// scores in the order of their places (the ranking is stable).
  ///
  /// - Complexity: O(*n*) per digit of the ranks that differs (a radix sort).
  static func placesByScore<Scores: Collection>(_ scores: Scores) -> [Int]
  where Scores.Element: BinaryInteger {
    // Each key: the rank above the place, so sorting by rank alone keeps the places'
    // order on ties.
    var keys = scores.enumerated().map { place, score in
      UInt64(TextMatches.rank(of: Int(clamping: score))) << 32 | UInt64(place)
    }
    sort(&keys, fromDigit: 2)
    return keys.map { Int(truncatingIfNeeded: $0 & 0xFFFF_FFFF) }
  }

  /// Sorts `keys` ascending by their bits from digit `lowestDigit` (0 to 3, each 16
  /// bits) up, keeping the order of keys equal in those bits.
  ///
  /// - Complexity: O(*n*) per digit that differs among the keys, plus O(65,536).
  static func sort(_ keys: inout [UInt64], fromDigit lowestDigit: Int) {
    guard keys.count >= smallCount else {
      let shift = UInt64(lowestDigit * 16)
      // Stable: ties keep their positions.
      let sorted = keys.enumerated().sorted {
        ($0.element &>> shift, $0.offset) < ($1.element &>> shift, $1.offset)
      }
      keys = sorted.map(\.element)
      return
    }
    var spare = [UInt64](repeating: 0, count: keys.count)
    var counts = [Int](repeating: 0, count: 1 << 16)
    for digit in lowestDigit..<4 {
      let shift = UInt64(digit * 16)
      let sorted = keys.withUnsafeBufferPointer { source in
        spare.withUnsafeMutableBufferPointer { target in
          counts.withUnsafeMutableBufferPointer { counts in
            pass(source, into: target, counts: counts, shift: shift)
          }
        }
      }
      if sorted { swap(&keys, &spare) }
    }
  }

  /// One counting pass on the digit at `shift`: returns false, and leaves `target`
  /// alone, when every key has the same digit there.
  private static func pass(
    _ source: UnsafeBufferPointer<UInt64>, into target: UnsafeMutableBufferPointer<UInt64>,
    counts: UnsafeMutableBufferPointer<Int>, shift: UInt64
  ) -> Bool {
    for index in counts.indices { counts[index] = 0 }
    for key in source { counts[Int(truncatingIfNeeded: (key &>> shift) & 0xFFFF)] &+= 1 }
    let first = Int(truncatingIfNeeded: ((source.first ?? 0) &>> shift) & 0xFFFF)
    guard counts[first] != source.count else { return false }
    var total = 0
    for index in counts.indices {
      let count = counts[index]
      counts[index] = total
      total &+= count
    }
    for key in source {
      let digit = Int(truncatingIfNeeded: (key &>> shift) & 0xFFFF)
      target[counts[digit]] = key
      counts[digit] &+= 1
    }
    return true
  }
}

extension RankSort {
  /// Merges two runs, each in ranked order, into one: the ranking made before
  /// (`oldCount` entries) and a step's new entries (`newCount`, sorted alone).
  /// `oldFirst(i, j)` tells whether old entry `i` ranks before new entry `j`; `take`
  /// is called with each entry in the merged order (`true` and its index among the
  /// new ones, or `false` and its index among the old). When the two runs are ranked
  /// by the same total order (score, then row order), the result is the ranking of
  /// all the entries made at once.
  ///
  /// - Complexity: O(old + new).
  @inline(__always)
  static func merge(
    oldCount: Int, newCount: Int, oldFirst: (Int, Int) -> Bool, take: (Bool, Int) -> Void
  ) {
    var old = 0
    var new = 0
    while old < oldCount, new < newCount {
      if oldFirst(old, new) {
        take(false, old)
        old += 1
      } else {
        take(true, new)
        new += 1
      }
    }
    while old < oldCount {
      take(false, old)
      old += 1
    }
    while new < newCount {
      take(true, new)
      new += 1
    }
  }
}
