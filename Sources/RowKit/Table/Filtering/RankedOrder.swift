/// The shown rows of a ranked text filter in display order: the matches by score,
/// highest first, equal scores in flat order (the ranking is stable), then the rows
/// without text that the filter keeps, in flat order; with their heights summed in
/// that order, so that a row's top line and the row at a line are O(log k) for k
/// shown rows.
///
/// Architecture.md ("Ranked views") gives the design this is the core of: the table's
/// layout, scrolling, hit testing and focus moves are to read display positions
/// through it instead of the row tree's display index while a ranked filter is set.
///
/// Heights are kept as two Fenwick trees over display positions, one of the measured
/// rows' heights and one counting the unmeasured rows, so that a change of the row
/// estimate touches nothing, as in the row tree.
struct RankedOrder {
  /// Display position → flat index.
  private(set) var flatIndexes: [UInt32] = []
  /// Flat index → display position + 1; 0 for a row not shown.
  private var positions: [UInt32] = []
  /// Fenwick trees (1-based) over display positions: the measured heights, and 1 for
  /// each unmeasured row.
  private var measured: [Int] = [0]
  private var unmeasured: [Int] = [0]

  /// Ranks `matches` (flat indexes, ascending) by their `scores` and appends `kept`
  /// (flat indexes of shown rows without text, ascending) after them; each with its
  /// stored height (negative when not measured); `rows` is the number of rows.
  ///
  /// - Complexity: O(k) for k shown rows when scores take few values (a radix sort by
  ///   score), plus O(n) to clear the inverse map.
  init(
    matches: [UInt32], scores: [Int], matchHeights: [Int32], kept: [UInt32],
    keptHeights: [Int32], rows: Int
  ) {
    // `matches` is in flat order, so ties keep flat order.
    let places = RankSort.placesByScore(scores)
    flatIndexes = places.map { matches[$0] } + kept
    let heights = places.map { matchHeights[$0] } + keptHeights
    positions = [UInt32](repeating: 0, count: rows)
    for (position, flat) in flatIndexes.enumerated() where Int(flat) < rows {
      positions[Int(flat)] = UInt32(truncatingIfNeeded: position + 1)
    }
    // Fenwick trees built in O(k): each node passes its sum on to its parent.
    let count = flatIndexes.count
    measured = [Int](repeating: 0, count: count + 1)
    unmeasured = [Int](repeating: 0, count: count + 1)
    for node in 1...max(1, count) where node <= count {
      let stored = heights[node - 1]
      if stored >= 0 { measured[node] += Int(stored) } else { unmeasured[node] += 1 }
      let parent = node + (node & -node)
      if parent <= count {
        measured[parent] += measured[node]
        unmeasured[parent] += unmeasured[node]
      }
    }
  }

  init() {}

  /// The number of shown rows.
  var count: Int { flatIndexes.count }

  /// The flat index of the row at a display position.
  func flatIndex(at position: Int) -> Int { Int(flatIndexes[position]) }

  /// The display position of the row at a flat index, if it is shown.
  func position(ofFlat flatIndex: Int) -> Int? {
    guard flatIndex >= 0, flatIndex < positions.count, positions[flatIndex] > 0 else {
      return nil
    }
    return Int(positions[flatIndex]) - 1
  }

  /// The top line of the row at a display position (0...count: `count` gives the
  /// total height), unmeasured rows counting `estimate` lines.
  ///
  /// - Complexity: O(log k).
  func top(at position: Int, estimate: Int) -> Int {
    var node = min(max(0, position), count)
    var lines = 0
    while node > 0 {
      lines += measured[node] + unmeasured[node] * estimate
      node &= node - 1
    }
    return lines
  }

  /// The display position of the row covering `line`, if any.
  ///
  /// - Complexity: O(log k).
  func position(containingLine line: Int, estimate: Int) -> Int? {
    guard line >= 0, count > 0 else { return nil }
    var position = 0
    var remaining = line
    var step = 1
    while step * 2 <= count { step *= 2 }
    while step > 0 {
      let next = position + step
      if next <= count {
        let lines = measured[next] + unmeasured[next] * estimate
        if lines <= remaining {
          position = next
          remaining -= lines
        }
      }
      step /= 2
    }
    // `position` rows end at or before `line`: the row after them covers it.
    return position < count ? position : nil
  }

  /// Notes that the row at a flat index changed its stored height from `old` to `new`
  /// (negative: not measured).
  ///
  /// - Complexity: O(log k).
  mutating func heightChanged(flatIndex: Int, from old: Int32, to new: Int32) {
    guard let position = position(ofFlat: flatIndex) else { return }
    let heightDelta = (new >= 0 ? Int(new) : 0) - (old >= 0 ? Int(old) : 0)
    let unmeasuredDelta = (new < 0 ? 1 : 0) - (old < 0 ? 1 : 0)
    var node = position + 1
    while node <= count {
      measured[node] += heightDelta
      unmeasured[node] += unmeasuredDelta
      node += node & -node
    }
  }
}
