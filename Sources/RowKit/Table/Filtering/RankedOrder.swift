/// The shown rows of a ranked text filter in display order: the matches by score,
/// highest first, equal scores in flat order (the ranking is stable), then the rows
/// without text that the filter keeps, in flat order; with their heights summed in
/// that order, so that a row's top line and the row at a line are O(log k) for k
/// shown rows.
///
/// Architecture.md ("Ranked views") gives the design this is the core of: the table's
/// layout, scrolling, hit testing and focus moves are to read display positions
/// through it instead of the row tree's display index while a ranked filter is set.
/// It is made in steps as the filter's scan shows more rows (``insert(rows:scores:heights:)``):
/// the rows shown since the order was last read are sorted alone and merged into the
/// order made before (``settle()``), which gives the order ranking every row at once
/// would.
///
/// Heights are kept as two Fenwick trees over display positions, one of the measured
/// rows' heights and one counting the unmeasured rows, so that a change of the row
/// estimate touches nothing, as in the row tree.
struct RankedOrder: Equatable {
  /// Display position → flat index.
  private(set) var flatIndexes: [UInt32] = []
  /// Display position → score (``RowCheck/withoutText`` for a row kept without text).
  private var scores: [Int32] = []
  /// Display position → stored height (negative when not measured).
  private var heights: [Int32] = []
  /// Flat index → display position + 1; 0 for a row not shown.
  private var positions: [UInt32] = []
  /// Fenwick trees (1-based) over display positions: the measured heights, and 1 for
  /// each unmeasured row.
  private var measured: [Int] = [0]
  private var unmeasured: [Int] = [0]
  /// Rows inserted and not ranked yet (``insert(rows:scores:heights:)``), in flat
  /// order, with their scores and stored heights.
  private var pendingRows: [UInt32] = []
  private var pendingScores: [Int32] = []
  private var pendingHeights: [Int32] = []

  /// No row ranked yet, of a table of `rows` rows.
  init(rows: Int) {
    positions = [UInt32](repeating: 0, count: rows)
  }

  init() {}

  /// Ranks rows newly shown into the order: `rows` (flat indexes, ascending, none of
  /// them ranked already), each with its score (``RowCheck/withoutText`` for a row kept
  /// without text) and stored height (negative when not measured).
  ///
  /// They wait, with the rows of the steps after them, until the order is next read
  /// (``settle()``): then they are sorted alone (a radix sort by score, ties in flat
  /// order) and merged with the rows ranked before, ties by flat index. So a filter's
  /// steps between two frames cost one sort and one merge, not one each.
  ///
  /// - Complexity: O(r) for r new rows.
  mutating func insert(rows: [UInt32], scores: [Int32], heights: [Int32]) {
    guard let first = rows.first else { return }
    // Waiting rows are sorted together: their flat order must be their ties' order.
    if let last = pendingRows.last, first <= last { settle() }
    pendingRows += rows
    pendingScores += scores
    pendingHeights += heights
  }

  /// Whether rows inserted wait to be ranked into the order (``settle()``).
  var isSettled: Bool { pendingRows.isEmpty }

  /// Ranks the rows waiting into the order: sorted alone, then merged with the rows
  /// ranked before, which gives the order ranking every row at once would.
  ///
  /// - Complexity: O(r) for r rows waiting when scores take few values (a radix sort
  ///   by score), plus O(k) for the k rows shown to merge them and sum the heights
  ///   again.
  mutating func settle() {
    guard !pendingRows.isEmpty else { return }
    let rows = pendingRows
    let newScores = pendingScores
    let newHeights = pendingHeights
    pendingRows = []
    pendingScores = []
    pendingHeights = []
    let places = RankSort.placesByScore(newScores)
    let total = flatIndexes.count + rows.count
    var mergedFlat: [UInt32] = []
    var mergedScores: [Int32] = []
    var mergedHeights: [Int32] = []
    mergedFlat.reserveCapacity(total)
    mergedScores.reserveCapacity(total)
    mergedHeights.reserveCapacity(total)
    var firstNew = total
    flatIndexes.withUnsafeBufferPointer { oldFlat in
      scores.withUnsafeBufferPointer { oldScores in
        heights.withUnsafeBufferPointer { oldHeights in
          RankSort.merge(
            oldCount: oldFlat.count, newCount: places.count,
            oldFirst: { i, j in
              let new = places[j]
              return oldScores[i] > newScores[new]
                || (oldScores[i] == newScores[new] && oldFlat[i] < rows[new])
            },
            take: { isNew, index in
              guard isNew else {
                mergedFlat.append(oldFlat[index])
                mergedScores.append(oldScores[index])
                mergedHeights.append(oldHeights[index])
                return
              }
              let new = places[index]
              firstNew = min(firstNew, mergedFlat.count)
              mergedFlat.append(rows[new])
              mergedScores.append(newScores[new])
              mergedHeights.append(newHeights[new])
            })
        }
      }
    }
    flatIndexes = mergedFlat
    scores = mergedScores
    heights = mergedHeights
    // Every position from the first new row's on moved.
    let count = positions.count
    positions.withUnsafeMutableBufferPointer { positions in
      for position in firstNew..<total where Int(flatIndexes[position]) < count {
        positions[Int(flatIndexes[position])] = UInt32(truncatingIfNeeded: position + 1)
      }
    }
    sumHeights()
  }

  /// Builds the Fenwick trees from ``heights`` in O(k): each node passes its sum on
  /// to its parent.
  private mutating func sumHeights() {
    let count = heights.count
    measured.removeAll(keepingCapacity: true)
    unmeasured.removeAll(keepingCapacity: true)
    measured.append(contentsOf: repeatElement(0, count: count + 1))
    unmeasured.append(contentsOf: repeatElement(0, count: count + 1))
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

  /// The number of shown rows, those waiting to be ranked among them.
  var count: Int { flatIndexes.count + pendingRows.count }

  /// The number of rows ranked: the rows the questions below know about (the rest
  /// wait for ``settle()``, which ``TableView/currentRanking()`` calls before it hands
  /// the order out).
  private var rankedCount: Int { flatIndexes.count }

  /// The flat index of the row at a display position.
  func flatIndex(at position: Int) -> Int { Int(flatIndexes[position]) }

  /// The display position of the row at a flat index, if it is shown.
  func position(ofFlat flatIndex: Int) -> Int? {
    guard flatIndex >= 0, flatIndex < positions.count, positions[flatIndex] > 0 else {
      return nil
    }
    return Int(positions[flatIndex]) - 1
  }

  /// The top line of the row at a display position (0 up to the rows ranked, whose
  /// count gives the total height), unmeasured rows counting `estimate` lines.
  ///
  /// - Complexity: O(log k).
  func top(at position: Int, estimate: Int) -> Int {
    var node = min(max(0, position), rankedCount)
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
    guard line >= 0, rankedCount > 0 else { return nil }
    var position = 0
    var remaining = line
    var step = 1
    while step * 2 <= rankedCount { step *= 2 }
    while step > 0 {
      let next = position + step
      if next <= rankedCount {
        let lines = measured[next] + unmeasured[next] * estimate
        if lines <= remaining {
          position = next
          remaining -= lines
        }
      }
      step /= 2
    }
    // `position` rows end at or before `line`: the row after them covers it.
    return position < rankedCount ? position : nil
  }

  /// Notes that the row at a flat index changed its stored height from `old` to `new`
  /// (negative: not measured).
  ///
  /// - Complexity: O(log k).
  mutating func heightChanged(flatIndex: Int, from old: Int32, to new: Int32) {
    guard let position = position(ofFlat: flatIndex) else { return }
    heights[position] = new
    let heightDelta = (new >= 0 ? Int(new) : 0) - (old >= 0 ? Int(old) : 0)
    let unmeasuredDelta = (new < 0 ? 1 : 0) - (old < 0 ? 1 : 0)
    var node = position + 1
    while node <= rankedCount {
      measured[node] += heightDelta
      unmeasured[node] += unmeasuredDelta
      node += node & -node
    }
  }
}
