/// Row heights with prefix sums in a Fenwick tree: the top line of a row and the row
/// at a line, both in O(log n).
///
/// A structural change rebuilds the index in O(n) (reusing cached heights); changing
/// one row's height updates it in O(log n).
struct HeightIndex: Sendable {
  private(set) var heights: [Int]
  private var tree: [Int]

  /// Builds the index in O(n).
  init(_ heights: [Int] = []) {
    self.heights = heights
    tree = [0] + heights
    let count = heights.count
    var index = 1
    while index <= count {
      let parent = index + (index & -index)
      if parent <= count { tree[parent] += tree[index] }
      index += 1
    }
  }

  var count: Int { heights.count }

  /// The sum of all heights.
  var total: Int { prefix(count) }

  /// The sum of the first `count` heights: the top line of row `count`.
  func prefix(_ count: Int) -> Int {
    var index = min(max(0, count), heights.count)
    var sum = 0
    while index > 0 {
      sum += tree[index]
      index -= index & -index
    }
    return sum
  }

  /// Sets one row's height in O(log n).
  mutating func set(_ row: Int, height: Int) {
    let delta = height - heights[row]
    guard delta != 0 else { return }
    heights[row] = height
    var index = row + 1
    while index < tree.count {
      tree[index] += delta
      index += index & -index
    }
  }

  /// The row that covers `line`, or `nil` when `line` is outside every row.
  ///
  /// Zero-height rows never cover a line.
  func row(containing line: Int) -> Int? {
    guard line >= 0, !heights.isEmpty else { return nil }
    // Find the largest position whose prefix sum is <= line.
    var position = 0
    var remaining = line
    var step = 1
    while step * 2 <= heights.count { step *= 2 }
    while step > 0 {
      let next = position + step
      if next <= heights.count, tree[next] <= remaining {
        position = next
        remaining -= tree[next]
      }
      step /= 2
    }
    return position < heights.count ? position : nil
  }
}
