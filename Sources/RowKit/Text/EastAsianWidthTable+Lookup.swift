extension EastAsianWidthTable {
  /// Whether `value` is East Asian Wide or Fullwidth, by binary search.
  ///
  /// - Complexity: O(log n) in the number of ranges.
  static func isWide(_ value: UInt32) -> Bool {
    guard value >= smallestWide else { return false }
    return wideRanges.withUnsafeBufferPointer { ranges in
      var low = 0
      var high = ranges.count
      while low < high {
        let middle = (low + high) / 2
        let range = ranges[middle]
        if value < range.lowerBound {
          high = middle
        } else if value > range.upperBound {
          low = middle + 1
        } else {
          return true
        }
      }
      return false
    }
  }
}
