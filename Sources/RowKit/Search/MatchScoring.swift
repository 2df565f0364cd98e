/// The classes of characters that the score's bonuses look at.
///
/// ASCII characters are classed by a table; every non-ASCII scalar, and every byte
/// that is not part of valid UTF-8, is a ``letter``: a word character without case.
enum CharacterClass: UInt8 {
  /// Space, tab, line feed, vertical tab, form feed, carriage return.
  case whitespace = 0
  /// `/`, `,`, `:`, `;`, `|`: the separators of paths and lists.
  case delimiter = 1
  /// Every other ASCII character that is not a letter or a digit (controls too).
  case punctuation = 2
  /// `a`–`z`.
  case lower = 3
  /// `A`–`Z`.
  case upper = 4
  /// `0`–`9`.
  case digit = 5
  /// Any non-ASCII scalar, or an invalid byte.
  case letter = 6

  /// The class of a byte: ASCII by its character, 0x80–0xFF ``letter``.
  @inline(__always)
  static func of(byte: UInt8) -> CharacterClass {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"): return .lower
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): return .upper
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return .digit
    case 0x80...0xFF: return .letter
    case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D: return .whitespace
    case UInt8(ascii: "/"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"),
      UInt8(ascii: "|"):
      return .delimiter
    default: return .punctuation
    }
  }

  /// The class of a decoded scalar value (``MatchUnits/invalid`` is a letter).
  @inline(__always)
  static func of(value: UInt32) -> CharacterClass {
    value < 0x80 ? of(byte: UInt8(truncatingIfNeeded: value)) : .letter
  }
}

/// The constants of the match score and the bonus of a position, as ``TextMatch``
/// documents them.
enum MatchScoring {
  /// The score of each matched character.
  static let match: Int32 = 16
  /// The cost of a gap's first character.
  static let gapStart: Int32 = 3
  /// The cost of each further character of a gap.
  static let gapExtension: Int32 = 1
  /// The least bonus of a character in a run, after its first.
  static let consecutive: Int32 = 4
  /// How many times the first matched character's bonus counts.
  static let firstCharacterMultiplier: Int32 = 2
  /// The largest bonus of any position.
  static let largestBonus: Int32 = 10

  /// The bonus of a position, by the rules above.
  @inline(__always)
  static func bonus(_ previous: CharacterClass, _ current: CharacterClass) -> Int32 {
    switch current {
    case .whitespace, .delimiter, .punctuation: return 8
    case .lower, .upper, .digit, .letter: break
    }
    switch previous {
    case .whitespace: return 10
    case .delimiter: return 9
    case .punctuation: return 8
    case .lower where current == .upper: return 7
    case .lower, .upper, .letter: return current == .digit ? 7 : 0
    case .digit: return 0
    }
  }

  /// The cost of a gap of `length` characters (at least 1).
  @inline(__always)
  static func gap(_ length: Int32) -> Int32 {
    gapStart &+ (length &- 1) &* gapExtension
  }

  /// The runs' start bonuses that score differently: a run's later characters score
  /// `max(bonus, runStarts[c])` where `c` is ``runClass(ofBonus:)`` of its start.
  static let runStarts: [Int32] = [4, 7, 8, 9, 10]

  /// The index in ``runStarts`` of a run that starts on a position of bonus `bonus`.
  @inline(__always)
  static func runClass(ofBonus bonus: Int32) -> Int {
    switch bonus {
    case ..<5: return 0
    case 7: return 1
    case 8: return 2
    case 9: return 3
    default: return 4
    }
  }
}
