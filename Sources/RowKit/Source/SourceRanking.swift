/// The display order of a source-backed table under a ranked text filter: its matches
/// by score, highest first, equal scores in the source's order, then the rows without
/// text the filter keeps, in the source's order (as ``RankedOrder`` ranks a table's
/// own rows).
///
/// The matches stay ascending source indexes (``SourceState/matches``), which the
/// source's changes, the scan and the selection rely on; the ranking is a permutation
/// of their offsets held beside them, with each match's score, so that the order is
/// derived again from the scores kept (a radix sort, no matcher call) whenever the
/// matches change. Display position → source index is O(1), source index → display
/// position O(log k) for k matches (a binary search in the matches, then the inverse
/// map); 12 bytes a match.
struct SourceRanking {
  /// Each match's score, in the order of the matches; ``withoutText`` for a row kept
  /// without text.
  var scores: [Int32] = []
  /// Display position → offset in the matches.
  private(set) var order: [Int32] = []
  /// Offset in the matches → display position.
  private(set) var positions: [Int32] = []

  /// The score of a row without text: below every match's.
  static let withoutText = Int32.min

  /// A score as kept: clamped above ``withoutText``.
  static func kept(_ score: Int) -> Int32 {
    Int32(clamping: max(score, Int(Int32.min) + 1))
  }

  /// The offset in the matches of the row at a display position.
  func offset(at position: Int) -> Int { Int(order[position]) }

  /// The display position of the match at an offset.
  func position(ofOffset offset: Int) -> Int { Int(positions[offset]) }

  /// Orders the matches again by their scores.
  ///
  /// - Complexity: O(k) for k matches (a radix sort by score).
  mutating func rank() {
    let places = RankSort.placesByScore(scores)
    order = places.map { Int32(truncatingIfNeeded: $0) }
    positions = [Int32](repeating: 0, count: places.count)
    for (position, place) in places.enumerated() {
      positions[place] = Int32(truncatingIfNeeded: position)
    }
  }

  /// The bytes it keeps.
  var memoryBytes: Int {
    (scores.capacity + order.capacity + positions.capacity) * MemoryLayout<Int32>.stride
  }

  /// Every way it breaks its invariants for `count` matches at source indexes
  /// `matches`: a score per match, the order a permutation ranked by score with ties
  /// in source order, the positions its inverse.
  func violations(matches count: Int) -> [String] {
    guard scores.count == count, order.count == count, positions.count == count else {
      return ["ranking: \(scores.count) scores, \(order.count) places of \(count) matches"]
    }
    var problems: [String] = []
    for position in 0..<count {
      let offset = Int(order[position])
      guard offset >= 0, offset < count, Int(positions[offset]) == position else {
        problems.append("ranking: position \(position) and offset \(offset) disagree")
        break
      }
      guard position > 0 else { continue }
      let previous = Int(order[position - 1])
      if (scores[previous], -previous) < (scores[offset], -offset) {
        problems.append("ranking: position \(position) out of order")
        break
      }
    }
    return problems
  }
}

/// A text filter's check of a source's rows, by index, and its score of them when it
/// ranks: what the scan and the source's changes ask of each row.
///
/// The matcher is a stored property, used in place: the filter's own check
/// (`RowCheck`) takes its matcher out of an enum and puts it back for each row, a
/// retain and a release of each of its buffers, which cost more than matching a
/// short text.
struct SourceTextTest {
  private var matcher: TextMatcher
  private let keepsRowsWithoutText: Bool
  /// Whether the filter ranks its matches (``SourceRanking``).
  let ranks: Bool

  /// The test of `filter`, when it is a text filter with a query.
  init?(_ filter: RowFilter?) {
    guard case .text(let query, let keeps, let order)? = filter?.test, !query.isEmpty else {
      return nil
    }
    matcher = TextMatcher(query)
    keepsRowsWithoutText = keeps
    ranks = order == .ranked
  }

  /// Whether the filter keeps the row at `index` of `source`.
  mutating func keeps(_ index: Int, of source: any RowSource) -> Bool {
    guard var text = source.searchText(at: index) else { return keepsRowsWithoutText }
    return text.withUTF8 { matcher.matches(utf8: $0) }
  }

  /// The score of the row at `index` of `source` when the filter keeps it
  /// (``SourceRanking/withoutText`` for a row without text it keeps); `nil` when it
  /// hides it.
  mutating func score(_ index: Int, of source: any RowSource) -> Int32? {
    guard var text = source.searchText(at: index) else {
      return keepsRowsWithoutText ? SourceRanking.withoutText : nil
    }
    return text.withUTF8 { matcher.score(utf8: $0) }.map(SourceRanking.kept)
  }
}
