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

  /// The class of each byte: ASCII by its character, 0x80–0xFF ``letter``.
  static let ofByte: [CharacterClass] = (0...255).map { byte in
    switch UInt8(byte) {
    case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D: return .whitespace
    case UInt8(ascii: "/"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"),
      UInt8(ascii: "|"):
      return .delimiter
    case UInt8(ascii: "a")...UInt8(ascii: "z"): return .lower
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): return .upper
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return .digit
    case 0x80...0xFF: return .letter
    default: return .punctuation
    }
  }

  /// The class of a decoded scalar value (``MatchUnits/invalid`` is a letter).
  @inline(__always)
  static func of(value: UInt32) -> CharacterClass {
    value < 0x80 ? ofByte[Int(value)] : .letter
  }
}

/// The constants of the match score and the bonus of a position.
///
/// A match places each query character on a text character, in order. Its score is
///
/// - 16 for each matched character;
/// - plus the bonus of the first matched character's position, twice;
/// - plus, for each later character after a gap, the bonus of its position;
/// - plus, for each character right after the previous matched one (a run), the
///   largest of its own bonus, the bonus of the run's first character and 4;
/// - minus, for each gap of g unmatched characters between two matched ones, g + 2
///   (3 for the first character of the gap, 1 for each further one).
///
/// Text before the first and after the last matched character costs nothing. The
/// bonus of a position depends on its character and the one before it (a whitespace
/// before the first): 10 for a word character after whitespace, 9 after a delimiter,
/// 8 after other punctuation; 7 for an upper-case letter after a lower-case one (a
/// camelCase hump) and for a digit after a non-digit word character; 8 for a
/// character that is not a word character; otherwise 0.
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

  /// The bonus of a position whose character has class `current` after one of class
  /// `previous`, by `previous.rawValue * 7 + current.rawValue`.
  static let bonusTable: [Int32] = (0..<49).map { index in
    let previous = CharacterClass(rawValue: UInt8(index / 7)) ?? .letter
    let current = CharacterClass(rawValue: UInt8(index % 7)) ?? .letter
    return bonus(previous: previous, current: current)
  }

  /// The bonus of a position, by the rules above.
  static func bonus(previous: CharacterClass, current: CharacterClass) -> Int32 {
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

  /// The bonus of a position, from the table.
  @inline(__always)
  static func bonus(_ previous: CharacterClass, _ current: CharacterClass) -> Int32 {
    bonusTable[Int(previous.rawValue) &* 7 &+ Int(current.rawValue)]
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
