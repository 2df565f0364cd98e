import RowKit

/// The fuzzy scorer as the library had it at 1086094 (`FuzzyAligner.align`, before a
/// placement that is the only one was scored directly), kept as a reference: the same
/// recurrence over the five run classes, the same limits (64 query characters,
/// 4,194,304 cells) and the same greedy placement beyond them, written plainly over
/// decoded characters (``ReferenceMatcher/units(_:)``), with no pruning by the bounds
/// and a gap's best found by looking back at every column. It checks the library's
/// scorer on texts too long for ``ReferenceMatcher``'s search of every placement.
enum ReferenceAligner {
  private static let rowLimit = 64
  private static let cellBudget = 1 << 22
  private static let none = Int32.min / 4
  private static let runStarts: [Int32] = [4, 7, 8, 9, 10]

  private static func runClass(ofBonus bonus: Int32) -> Int {
    switch bonus {
    case ..<5: return 0
    case 7: return 1
    case 8: return 2
    case 9: return 3
    default: return 4
    }
  }

  /// The fuzzy score of `query` in `bytes` under the case rule, or nil when it does not
  /// match.
  static func score(
    _ query: String, caseMatching: TextQuery.CaseMatching = .smart, in bytes: [UInt8]
  ) -> Int? {
    let raw = query.unicodeScalars.map(\.value)
    let sensitive: Bool
    switch caseMatching {
    case .smart: sensitive = raw.map(ReferenceMatcher.fold) != raw
    case .sensitive: sensitive = true
    case .insensitive: sensitive = false
    }
    let pattern = sensitive ? raw : raw.map(ReferenceMatcher.fold)
    if pattern.isEmpty { return 0 }
    let units = ReferenceMatcher.units(bytes)
    // An invalid sequence never matches: no scalar has this value.
    let values = units.map { unit in
      unit.scalar.map { sensitive ? $0 : ReferenceMatcher.fold($0) } ?? 0x11_0000
    }
    let bonuses = units.indices.map { Int32(ReferenceMatcher.bonus(units, $0)) }
    let count = pattern.count

    // The bounds: each query character's earliest and latest place.
    var earliest = [Int](repeating: 0, count: count)
    var latest = [Int](repeating: 0, count: count)
    var index = 0
    for row in 0..<count {
      while index < values.count && values[index] != pattern[row] { index += 1 }
      guard index < values.count else { return nil }
      earliest[row] = index
      index += 1
    }
    index = values.count
    for row in (0..<count).reversed() {
      index -= 1
      while values[index] != pattern[row] { index -= 1 }
      latest[row] = index
    }

    let window = latest[count - 1] - earliest[0] + 1
    guard count <= rowLimit, window <= cellBudget / count else {
      // The greedy placement: the last character on its earliest place, each one
      // before it on its latest place before the next.
      var positions = [Int](repeating: earliest[count - 1], count: count)
      var at = earliest[count - 1]
      for row in (0..<(count - 1)).reversed() {
        at -= 1
        while at > earliest[row] && values[at] != pattern[row] { at -= 1 }
        positions[row] = at
      }
      return placementScore(positions, bonuses)
    }

    // best[row][column]: the five run-class scores of a placement of 0...row ending
    // on column (`none` where there is none).
    let start = earliest[0]
    let end = latest[count - 1] + 1
    var runs = [[[Int32]]](
      repeating: [[Int32]](repeating: [Int32](repeating: none, count: 5), count: end - start),
      count: count)
    var bestScore = none
    for column in start..<end {
      let bonus = bonuses[column]
      let startClass = runClass(ofBonus: bonus)
      for row in 0..<count where values[column] == pattern[row] {
        var here = [Int32](repeating: none, count: 5)
        var base = none
        if row == 0 {
          base = 0
        } else {
          if column - 1 >= start {
            for runClass in 0..<5 where runs[row - 1][column - 1 - start][runClass] > none {
              here[runClass] =
                runs[row - 1][column - 1 - start][runClass] + 16 + max(bonus, runStarts[runClass])
            }
          }
          var before = column - 2
          while before >= start {
            let best = runs[row - 1][before - start].max() ?? none
            if best > none { base = max(base, best - Int32(column - before - 1 + 2)) }
            before -= 1
          }
        }
        if base > none {
          let started = base + 16 + bonus * (row == 0 ? 2 : 1)
          here[startClass] = max(here[startClass], started)
        }
        runs[row][column - start] = here
        if row == count - 1 { bestScore = max(bestScore, here.max() ?? none) }
      }
    }
    return bestScore > none ? Int(bestScore) : nil
  }

  /// The score of a placement, by the documented rules.
  private static func placementScore(_ positions: [Int], _ bonuses: [Int32]) -> Int {
    var score = 0
    var floor: Int32 = 0
    for (offset, position) in positions.enumerated() {
      let bonus = bonuses[position]
      if offset == 0 {
        score += Int(16 + bonus * 2)
        floor = max(bonus, 4)
      } else if position == positions[offset - 1] + 1 {
        score += Int(16 + max(bonus, floor))
      } else {
        score -= 3 + (position - positions[offset - 1] - 2)
        score += Int(16 + bonus)
        floor = max(bonus, 4)
      }
    }
    return score
  }
}
