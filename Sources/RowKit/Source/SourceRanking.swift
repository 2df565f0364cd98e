/// The display order of a source-backed table under a ranked text filter: its matches
/// by score, highest first, equal scores in the source's order, then the rows without
/// text the filter keeps, in the source's order (as ``RankedOrder`` ranks a table's
/// own rows).
///
/// The matches stay ascending source indexes (``SourceState/matches``), which the
/// source's changes, the scan and the selection rely on; the ranking is a permutation
/// of their offsets held beside them, with each match's score. A step of the scan
/// appends matches: only they are sorted (a radix sort by score) and merged into the
/// order made before (``rankNew(from:)``), which gives the order ranking every match
/// at once would. Display position → source index is O(1), source index → display
/// position O(log k) for k matches (a binary search in the matches, then the inverse
/// map); 12 bytes a match.
struct SourceRanking {
  /// Each match's score, in the order of the matches; ``RowCheck/withoutText`` for a
  /// row kept without text.
  var scores: [Int32] = []
  /// Display position → offset in the matches.
  private(set) var order: [Int32] = []
  /// Offset in the matches → display position.
  private(set) var positions: [Int32] = []

  /// The offset in the matches of the row at a display position.
  func offset(at position: Int) -> Int { Int(order[position]) }

  /// The display position of the match at an offset.
  func position(ofOffset offset: Int) -> Int { Int(positions[offset]) }

  /// Orders every match again by its score.
  ///
  /// - Complexity: O(k) for k matches (a radix sort by score).
  mutating func rank() {
    order = []
    positions = []
    rankNew(from: 0)
  }

  /// Ranks the matches at offsets `first...` (their scores appended since the order
  /// was made, which lists the offsets before `first`) into the order: sorted alone,
  /// then merged, ties by offset (the source's order). Returns where the new matches
  /// lie in the new order, as runs of display positions, ascending.
  ///
  /// - Complexity: O(n) for the n new matches (a radix sort by score), plus O(k) for
  ///   the k matches to merge them.
  @discardableResult
  mutating func rankNew(from first: Int) -> [(position: Int, count: Int)] {
    let places = RankSort.placesByScore(scores[first...])
    var runs: [(position: Int, count: Int)] = []
    let old = order
    var merged: [Int32] = []
    merged.reserveCapacity(scores.count)
    scores.withUnsafeBufferPointer { scores in
      old.withUnsafeBufferPointer { old in
        RankSort.merge(
          oldCount: old.count, newCount: places.count,
          oldFirst: { i, j in
            let a = Int(old[i])
            let b = first + places[j]
            return scores[a] > scores[b] || (scores[a] == scores[b] && a < b)
          },
          take: { isNew, index in
            guard isNew else {
              merged.append(old[index])
              return
            }
            if let last = runs.last, last.position + last.count == merged.count {
              runs[runs.count - 1].count += 1
            } else {
              runs.append((merged.count, 1))
            }
            merged.append(Int32(truncatingIfNeeded: first + places[index]))
          })
      }
    }
    order = merged
    // Every position from the first new match's on moved.
    positions.append(contentsOf: repeatElement(0, count: max(0, scores.count - positions.count)))
    for position in (runs.first?.position ?? order.count)..<order.count {
      positions[Int(order[position])] = Int32(truncatingIfNeeded: position)
    }
    return runs
  }

  /// The bytes it keeps.
  var memoryBytes: Int {
    (scores.capacity + order.capacity + positions.capacity) * MemoryLayout<Int32>.stride
  }

  /// Every way it breaks its invariants for `count` matches: a score per match, and
  /// the order and its inverse those of a ranking of the same scores made anew.
  func violations(matches count: Int) -> [String] {
    guard scores.count == count, order.count == count, positions.count == count else {
      return ["ranking: \(scores.count) scores, \(order.count) places of \(count) matches"]
    }
    var anew = SourceRanking()
    anew.scores = scores
    anew.rank()
    guard order == anew.order else { return ["ranking: not the order ranked anew"] }
    guard positions == anew.positions else { return ["ranking: positions not its inverse"] }
    return []
  }
}
