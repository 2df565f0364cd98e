/// Finds the placement of a query's characters in a text with the highest score (see
/// ``MatchScoring``), by dynamic programming over the text's characters.
///
/// **The recurrence.** A placement splits into runs of consecutive characters. Let
/// `best(k, j)` be the best score of a placement of query characters `0...k` that puts
/// `k` on text character `j`. A run of the query's `a...k` on the text's `s...j` scores
/// `16` per character, its first character's bonus (twice when `a` is 0), and for each
/// later character the largest of its bonus and `max(bonus(s), 4)`; it follows a
/// placement of `0..<a` ending at some `j' <= s - 2`, less the gap's cost
/// `s - j' - 1 + 2`. The run's later characters depend on its start only through
/// `max(bonus(s), 4)`, which takes five values, so each cell keeps the best score of a
/// run ending there for each of the five ("run classes"), and a run's next character
/// extends all five at once. The best placement before a gap is kept per query
/// character as a running maximum of `best(k, j') + j' + 1`, from which the gap's cost
/// to any later start is one subtraction.
///
/// **Only the characters that match.** A cell where the text character is not the
/// query character holds nothing, so only matching cells are visited: for each text
/// character, a bit mask says which query characters it is (``MatchPattern``). Query
/// characters are further limited to the span where a whole match can place them:
/// after their earliest place and before their latest (``earliest``, ``latest``). When
/// the two are the same for every query character, the placement is the only one and
/// is scored without the programme (``isUnique``).
/// The work is O(*c*) for *c* matching cells, at most the query's length times the
/// window's.
///
/// **Ties.** Among placements of the best score, the one chosen ends on the leftmost
/// character; before that, the previous character on the leftmost, and so on back to
/// the first (the placement whose positions, read from the last, are smallest).
///
/// **Limits.** Queries of more than ``rowLimit`` characters, or windows where the
/// query's length times the window's is over ``cellBudget``, are placed greedily
/// instead: the last character on its earliest place, and each character before it on
/// its latest place before the next. That placement is scored by the same rules but
/// may not be the best.
struct FuzzyAligner: Sendable {
  /// The longest query aligned exactly.
  static let rowLimit = 64
  /// The most cells (query length × window length) aligned exactly.
  static let cellBudget = 1 << 22
  /// Windows up to this long have their latest places found byte by byte, not by the
  /// block searches.
  static let shortWindow = 64
  /// No placement: low enough that adding scores never makes it look like one.
  static let none = Int32.min / 4

  /// The number of values kept per query character in ``state``.
  private static let stride = 9
  private static let runColumn = 5
  private static let gapBest = 6
  private static let pending = 7
  private static let pendingColumn = 8

  /// A recorded cell: a window column and the best score of a placement ending there.
  struct Cell: Sendable {
    var column: Int32
    var score: Int32
  }

  /// The earliest text character each query character can be placed on.
  var earliest: [Int] = []
  /// The latest text character each query character can be placed on.
  var latest: [Int] = []
  /// Per query character: the five run-class scores at its last matching column, that
  /// column, the running best before a gap, and the last best and its column not yet
  /// folded into the running best.
  private var state: [Int32] = []
  /// Per query character, the cells it was placed on, when positions are asked for.
  private var cells: [[Cell]] = []

  /// Sizes ``earliest`` and ``latest`` for a query of `count` characters, reusing
  /// their storage when the size is the same.
  private mutating func prepare(_ count: Int) {
    guard earliest.count != count else { return }
    earliest = [Int](repeating: 0, count: count)
    latest = earliest
  }

  /// Sets ``earliest`` and ``latest`` for `pattern` in `units`.
  ///
  /// - Returns: whether the text holds the query's characters in order.
  mutating func findBounds<U: MatchUnits>(_ units: U, _ pattern: MatchPattern) -> Bool {
    let query = pattern.units
    prepare(query.count)
    var index = 0
    for (row, unit) in query.enumerated() {
      while index < units.count && units.value(index) != unit { index += 1 }
      guard index < units.count else { return false }
      earliest[row] = index
      index += 1
    }
    index = units.count
    for row in query.indices.reversed() {
      index -= 1
      while units.value(index) != query[row] { index -= 1 }
      latest[row] = index
    }
    return true
  }

  /// What ``findBounds(bytes:_:latest:)`` found.
  enum ByteBounds {
    /// The text does not hold the query's characters in order.
    case missing
    /// It does; the bounds are set.
    case found
    /// It does, but non-ASCII bytes lie between the bounds: the text must be decoded.
    case nonASCII
  }

  /// Sets ``earliest`` (and, when `wantsLatest`, ``latest``) for an ASCII `pattern` in
  /// the bytes of `text`, with the byte searches.
  ///
  /// - Parameter known: the earliest places, when a quick test found them already.
  mutating func findBounds(
    bytes text: UnsafeBufferPointer<UInt8>, _ pattern: MatchPattern, latest wantsLatest: Bool,
    earliest known: UnsafeBufferPointer<Int>? = nil
  ) -> ByteBounds {
    let count = pattern.count
    prepare(count)
    return earliest.withUnsafeMutableBufferPointer { earliest in
      latest.withUnsafeMutableBufferPointer { latest in
        pattern.bytes.withUnsafeBufferPointer { bytes in
          pattern.masks.withUnsafeBufferPointer { masks in
            var index = 0
            if let known, known.count == count {
              for row in 0..<count { earliest[row] = known[row] }
              index = known[count - 1] &+ 1
            } else {
              for row in 0..<count {
                guard
                  let at = ByteSearch.first(bytes[row], mask: masks[row], in: text, from: index)
                else { return .missing }
                earliest[row] = at
                index = at &+ 1
              }
            }
            guard wantsLatest else { return .found }
            let last = count - 1
            let end =
              ByteSearch.last(bytes[last], mask: masks[last], in: text, from: index, to: text.count)
              ?? earliest[last]
            if ByteSearch.containsNonASCII(text, in: earliest[0]..<(end + 1)) { return .nonASCII }
            latest[last] = end
            // In a short window the latest places are found byte by byte, from the end.
            guard end - earliest[0] > Self.shortWindow else {
              var index = end
              var row = last - 1
              while row >= 0 {
                index -= 1
                while index > earliest[row] && text[index] | masks[row] != bytes[row] {
                  index -= 1
                }
                latest[row] = index
                row -= 1
              }
              return .found
            }
            var row = last - 1
            while row >= 0 {
              latest[row] =
                ByteSearch.last(
                  bytes[row], mask: masks[row], in: text, from: earliest[row], to: latest[row + 1])
                ?? earliest[row]
              row -= 1
            }
            return .found
          }
        }
      }
    }
  }

  /// Whether each query character has one place only (its earliest is its latest), so
  /// that the placement at ``earliest`` is the only one; the bounds must be found.
  var isUnique: Bool {
    earliest.withUnsafeBufferPointer { earliest in
      latest.withUnsafeBufferPointer { latest in
        for row in earliest.indices where earliest[row] != latest[row] { return false }
        return true
      }
    }
  }

  /// Whether the window between ``earliest`` and ``latest`` is small enough to align
  /// exactly.
  func fitsBudget(_ pattern: MatchPattern) -> Bool {
    guard pattern.count <= Self.rowLimit, let first = earliest.first, let last = latest.last
    else { return false }
    return (last - first + 1) <= Self.cellBudget / pattern.count
  }

  /// The best score of a placement and the text character its last query character is
  /// on; ``findBounds(_:_:)`` must have succeeded and ``fitsBudget(_:)`` hold.
  ///
  /// - Parameter record: whether to keep the cells, for ``positions(_:_:score:end:)``.
  mutating func align<U: MatchUnits>(_ units: U, _ pattern: MatchPattern, record: Bool) -> (
    score: Int32, end: Int
  )? {
    let count = pattern.count
    guard count > 0, count <= Self.rowLimit, earliest.count == count else { return nil }
    let start = earliest[0]
    let end = latest[count - 1] + 1
    let none = Self.none
    let stride = Self.stride
    if record {
      if cells.count < count {
        cells.append(contentsOf: repeatElement([], count: count - cells.count))
      }
      for row in 0..<count { cells[row].removeAll(keepingCapacity: true) }
    }
    if state.count < count * stride {
      state = [Int32](repeating: none, count: count * stride)
    }
    var bestScore = none
    var bestEnd = -1
    var reached = 0
    var dead = 0
    let earliest = earliest
    let latest = latest
    state.withUnsafeMutableBufferPointer { state in
      for cell in 0..<(count * stride) { state[cell] = none }
      for index in start..<end {
        var rows = units.rows(index, of: pattern)
        if rows == 0 { continue }
        while reached + 1 < count && earliest[reached + 1] <= index { reached += 1 }
        while dead < count && latest[dead] < index { dead += 1 }
        rows &= UInt64.max &>> UInt64(63 - reached)
        rows &= dead >= 64 ? 0 : UInt64.max &<< UInt64(dead)
        if rows == 0 { continue }
        let bonus = units.bonus(index)
        let startClass = MatchScoring.runClass(ofBonus: bonus)
        let column = Int32(truncatingIfNeeded: index - start)
        repeat {
          let row = 63 - rows.leadingZeroBitCount
          rows &= ~(1 << UInt64(row))
          let here = row * stride
          var runs = (none, none, none, none, none)
          var base: Int32 = none
          if row == 0 {
            base = 0
          } else {
            let previous = here - stride
            if state[previous + Self.runColumn] == column - 1 {
              runs = Self.extend(state, previous, bonus: bonus)
            }
            var gapBest = state[previous + Self.gapBest]
            let pendingColumn = state[previous + Self.pendingColumn]
            if state[previous + Self.pending] > none && pendingColumn <= column - 2 {
              gapBest = max(gapBest, state[previous + Self.pending] + pendingColumn + 1)
            }
            if gapBest > none { base = gapBest - column - 2 }
          }
          if base > none {
            let multiplier = row == 0 ? MatchScoring.firstCharacterMultiplier : 1
            let started = base + MatchScoring.match + bonus * multiplier
            Self.raise(&runs, startClass, to: started)
          }
          let best = max(max(max(runs.0, runs.1), max(runs.2, runs.3)), runs.4)
          guard best > none else { continue }
          state[here] = runs.0
          state[here + 1] = runs.1
          state[here + 2] = runs.2
          state[here + 3] = runs.3
          state[here + 4] = runs.4
          state[here + Self.runColumn] = column
          if state[here + Self.pending] > none {
            state[here + Self.gapBest] = max(
              state[here + Self.gapBest],
              state[here + Self.pending] + state[here + Self.pendingColumn] + 1)
          }
          state[here + Self.pending] = best
          state[here + Self.pendingColumn] = column
          if record { cells[row].append(Cell(column: column, score: best)) }
          if row == count - 1 && best > bestScore {
            bestScore = best
            bestEnd = index
          }
        } while rows != 0
      }
    }
    return bestScore > none ? (bestScore, bestEnd) : nil
  }

  /// The five run classes of the previous query character's cell, extended by one
  /// character of bonus `bonus`.
  @inline(__always)
  private static func extend(
    _ state: UnsafeMutableBufferPointer<Int32>, _ cell: Int, bonus: Int32
  ) -> (Int32, Int32, Int32, Int32, Int32) {
    @inline(__always)
    func grown(_ score: Int32, _ floor: Int32) -> Int32 {
      score > none ? score + MatchScoring.match + max(bonus, floor) : none
    }
    // The floors of the five run classes: MatchScoring.runStarts.
    return (
      grown(state[cell], 4), grown(state[cell + 1], 7), grown(state[cell + 2], 8),
      grown(state[cell + 3], 9), grown(state[cell + 4], 10)
    )
  }

  /// Raises run class `index` of `runs` to at least `score`.
  @inline(__always)
  private static func raise(
    _ runs: inout (Int32, Int32, Int32, Int32, Int32), _ index: Int, to score: Int32
  ) {
    switch index {
    case 0: runs.0 = max(runs.0, score)
    case 1: runs.1 = max(runs.1, score)
    case 2: runs.2 = max(runs.2, score)
    case 3: runs.3 = max(runs.3, score)
    default: runs.4 = max(runs.4, score)
    }
  }

  /// The text characters of the best placement, after ``align(_:_:record:)`` with
  /// `record` and its result.
  func positions<U: MatchUnits>(
    _ units: U, _ pattern: MatchPattern, score: Int32, end: Int
  ) -> [Int] {
    let query = pattern.units
    let start = earliest[0]
    var positions = [Int](repeating: 0, count: query.count)
    var row = query.count - 1
    var last = end
    var target = score
    search: while true {
      var length = 1
      while length <= row + 1 {
        let first = last - length + 1
        let firstRow = row - length + 1
        guard first >= start, units.value(first) == query[firstRow] else { break }
        let run = Self.runScore(units, from: first, through: last, opensMatch: firstRow == 0)
        if firstRow == 0 {
          if run == target {
            for offset in 0..<length { positions[offset] = first + offset }
            return positions
          }
        } else {
          let firstColumn = Int32(truncatingIfNeeded: first - start)
          for cell in cells[firstRow - 1] {
            guard cell.column <= firstColumn - 2 else { break }
            let gap = MatchScoring.gap(firstColumn - cell.column - 1)
            if cell.score - gap + run == target {
              for offset in 0..<length { positions[firstRow + offset] = first + offset }
              row = firstRow - 1
              last = start + Int(cell.column)
              target = cell.score
              continue search
            }
          }
        }
        length += 1
      }
      // Not reached: every recorded score has a placement that makes it.
      return positions
    }
  }

  /// The greedy placement used beyond the limits: the last query character on its
  /// earliest place, each one before it on its latest place before the next.
  func greedyPositions<U: MatchUnits>(_ units: U, _ pattern: MatchPattern) -> [Int] {
    let query = pattern.units
    guard let end = earliest.last else { return [] }
    var positions = [Int](repeating: end, count: query.count)
    var index = end
    for row in query.indices.dropLast().reversed() {
      index -= 1
      while index > earliest[row] && units.value(index) != query[row] { index -= 1 }
      positions[row] = index
    }
    return positions
  }

  /// The score of a run of query characters on text characters `first...last`.
  ///
  /// - Parameter opensMatch: whether the run starts with the query's first character
  ///   (its bonus then counts twice).
  static func runScore<U: MatchUnits>(
    _ units: U, from first: Int, through last: Int, opensMatch: Bool
  ) -> Int32 {
    let bonus = units.bonus(first)
    let floor = max(bonus, MatchScoring.consecutive)
    var score =
      MatchScoring.match + bonus * (opensMatch ? MatchScoring.firstCharacterMultiplier : 1)
    var index = first + 1
    while index <= last {
      score += MatchScoring.match + max(units.bonus(index), floor)
      index += 1
    }
    return score
  }

  /// The score of a placement, by the rules of ``MatchScoring``; in `Int`, for the
  /// long gaps of greedy placements.
  static func score<U: MatchUnits>(of positions: [Int], in units: U) -> Int {
    positions.withUnsafeBufferPointer { score(of: $0, in: units) }
  }

  /// The score of the placement on `positions` (ascending), read in place.
  static func score<U: MatchUnits>(of positions: UnsafeBufferPointer<Int>, in units: U) -> Int {
    guard let first = positions.first else { return 0 }
    let opening = units.bonus(first)
    var score = Int(MatchScoring.match + opening * MatchScoring.firstCharacterMultiplier)
    var floor = max(opening, MatchScoring.consecutive)
    var previous = first
    for offset in 1..<positions.count {
      let position = positions[offset]
      let bonus = units.bonus(position)
      if position == previous &+ 1 {
        score &+= Int(MatchScoring.match + max(bonus, floor))
      } else {
        let gap = position &- previous &- 1
        score &-= Int(MatchScoring.gapStart) &+ (gap &- 1) &* Int(MatchScoring.gapExtension)
        score &+= Int(MatchScoring.match + bonus)
        floor = max(bonus, MatchScoring.consecutive)
      }
      previous = position
    }
    return score
  }
}
