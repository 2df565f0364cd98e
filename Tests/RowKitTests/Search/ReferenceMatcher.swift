import RowKit

/// A plain model of text matching, written from the documented rules with no fast
/// path: its own UTF-8 decoder, case folding through `String.lowercased()`, and fuzzy
/// placements found by trying every one.
///
/// Slow (exponential in the query's length), so only for short texts.
enum ReferenceMatcher {
  /// One character of a text: its scalar (nil for an invalid sequence) and its bytes.
  struct Unit: Equatable {
    var scalar: UInt32?
    var bytes: Range<Int>
  }

  /// The characters of `bytes`: each well-formed sequence (Unicode table 3-7) is one,
  /// and so is each maximal prefix of one that is cut short, or a lone bad byte.
  static func units(_ bytes: [UInt8]) -> [Unit] {
    var units: [Unit] = []
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      // The ranges the continuation bytes after this lead must fall in.
      let expected: [ClosedRange<UInt8>]
      switch lead {
      case 0x00...0x7F: expected = []
      case 0xC2...0xDF: expected = [0x80...0xBF]
      case 0xE0: expected = [0xA0...0xBF, 0x80...0xBF]
      case 0xE1...0xEC, 0xEE...0xEF: expected = [0x80...0xBF, 0x80...0xBF]
      case 0xED: expected = [0x80...0x9F, 0x80...0xBF]
      case 0xF0: expected = [0x90...0xBF, 0x80...0xBF, 0x80...0xBF]
      case 0xF1...0xF3: expected = [0x80...0xBF, 0x80...0xBF, 0x80...0xBF]
      case 0xF4: expected = [0x80...0x8F, 0x80...0xBF, 0x80...0xBF]
      default:
        units.append(Unit(scalar: nil, bytes: index..<(index + 1)))
        index += 1
        continue
      }
      var taken = 0
      while taken < expected.count, index + 1 + taken < bytes.count,
        expected[taken].contains(bytes[index + 1 + taken])
      {
        taken += 1
      }
      let range = index..<(index + 1 + taken)
      if taken == expected.count {
        units.append(Unit(scalar: decode(Array(bytes[range])), bytes: range))
      } else {
        units.append(Unit(scalar: nil, bytes: range))
      }
      index = range.upperBound
    }
    return units
  }

  private static func decode(_ bytes: [UInt8]) -> UInt32 {
    switch bytes.count {
    case 1: return UInt32(bytes[0])
    case 2: return UInt32(bytes[0] & 0x1F) << 6 | UInt32(bytes[1] & 0x3F)
    case 3:
      return UInt32(bytes[0] & 0x0F) << 12 | UInt32(bytes[1] & 0x3F) << 6 | UInt32(bytes[2] & 0x3F)
    default:
      return UInt32(bytes[0] & 0x07) << 18 | UInt32(bytes[1] & 0x3F) << 12
        | UInt32(bytes[2] & 0x3F) << 6 | UInt32(bytes[3] & 0x3F)
    }
  }

  /// Case folding as documented: ASCII letters, and U+0080–U+052F to their lower
  /// case when that is one non-ASCII scalar.
  static func fold(_ value: UInt32) -> UInt32 {
    if value >= 65 && value <= 90 { return value + 32 }
    guard value >= 0x80 && value <= 0x52F, let scalar = Unicode.Scalar(value) else {
      return value
    }
    let lower = String(Character(scalar)).lowercased().unicodeScalars
    guard lower.count == 1, let only = lower.first, only.value >= 0x80 else { return value }
    return only.value
  }

  enum Class: Equatable { case whitespace, delimiter, punctuation, lower, upper, digit, letter }

  static func characterClass(_ scalar: UInt32?) -> Class {
    guard let value = scalar, value < 128 else { return .letter }
    let character = Character(Unicode.Scalar(UInt8(value)))
    if " \t\n\u{0B}\u{0C}\r".contains(character) { return .whitespace }
    if "/,:;|".contains(character) { return .delimiter }
    if ("a"..."z").contains(character) { return .lower }
    if ("A"..."Z").contains(character) { return .upper }
    if ("0"..."9").contains(character) { return .digit }
    return .punctuation
  }

  static func bonus(_ units: [Unit], _ index: Int) -> Int {
    let current = characterClass(units[index].scalar)
    let previous = index == 0 ? .whitespace : characterClass(units[index - 1].scalar)
    let isWord = [.lower, .upper, .digit, .letter].contains(current)
    if !isWord { return 8 }
    switch previous {
    case .whitespace: return 10
    case .delimiter: return 9
    case .punctuation: return 8
    default: break
    }
    if previous == .lower && current == .upper { return 7 }
    if current == .digit && previous != .digit { return 7 }
    return 0
  }

  /// The documented score of placing the query's characters on `positions`.
  static func score(_ units: [Unit], _ positions: [Int]) -> Int {
    var score = 0
    var runStart = 0
    for (k, position) in positions.enumerated() {
      let bonus = bonus(units, position)
      if k == 0 {
        score += 16 + 2 * bonus
        runStart = position
      } else if position == positions[k - 1] + 1 {
        score += 16 + max(bonus, ReferenceMatcher.bonus(units, runStart), 4)
      } else {
        score -= position - positions[k - 1] - 1 + 2
        score += 16 + bonus
        runStart = position
      }
    }
    return score
  }

  /// The match as documented, or nil.
  static func match(
    _ query: String, mode: TextQuery.Mode, caseMatching: TextQuery.CaseMatching = .smart,
    in bytes: [UInt8]
  ) -> TextMatch? {
    let raw = query.unicodeScalars.map(\.value)
    let sensitive: Bool
    switch caseMatching {
    case .smart: sensitive = raw.map(fold) != raw
    case .sensitive: sensitive = true
    case .insensitive: sensitive = false
    }
    let pattern = sensitive ? raw : raw.map(fold)
    if pattern.isEmpty { return TextMatch(score: 0, ranges: []) }
    let units = units(bytes)
    let values = units.map { $0.scalar.map { sensitive ? $0 : fold($0) } }
    var best: (score: Int, positions: [Int])?
    func consider(_ positions: [Int]) {
      let score = score(units, positions)
      guard let current = best else {
        best = (score, positions)
        return
      }
      // Higher score; on a tie the placement whose positions, from the last, are smaller.
      if score > current.score
        || score == current.score
          && positions.reversed().lexicographicallyPrecedes(current.positions.reversed())
      {
        best = (score, positions)
      }
    }
    switch mode {
    case .exact:
      if units.count >= pattern.count {
        for start in 0...(units.count - pattern.count)
        where (0..<pattern.count).allSatisfy({ values[start + $0] == pattern[$0] }) {
          consider(Array(start..<(start + pattern.count)))
        }
      }
    case .fuzzy:
      func place(_ k: Int, from: Int, _ positions: [Int]) {
        if k == pattern.count { return consider(positions) }
        guard from < units.count else { return }
        for index in from..<units.count where values[index] == pattern[k] {
          place(k + 1, from: index + 1, positions + [index])
        }
      }
      place(0, from: 0, [])
    }
    guard let best else { return nil }
    var ranges: [Range<Int>] = []
    for position in best.positions {
      let bytes = units[position].bytes
      if let last = ranges.last, last.upperBound == bytes.lowerBound {
        ranges[ranges.count - 1] = last.lowerBound..<bytes.upperBound
      } else {
        ranges.append(bytes)
      }
    }
    return TextMatch(score: best.score, ranges: ranges)
  }
}
