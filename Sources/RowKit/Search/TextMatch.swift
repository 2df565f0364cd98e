/// How a text matched a query: its score and the matched characters.
///
/// **The score** (higher is better) of a placement of the query's characters on the
/// text's characters is
///
/// - 16 for each matched character;
/// - plus the bonus of the first one's position, twice;
/// - plus, for each later character after a gap, the bonus of its position;
/// - plus, for each character right after the previous matched one (a run), the
///   largest of its own bonus, the bonus of the run's first character and 4;
/// - minus, for each gap of *g* unmatched characters between two matched ones,
///   *g* + 2.
///
/// Text before the first and after the last matched character costs nothing. The
/// bonus of a position depends on its character and the one before it (whitespace
/// before the first):
///
/// | position | bonus |
/// |---|---|
/// | a letter or digit after whitespace (or at the start) | 10 |
/// | a letter or digit after a delimiter: `/` `,` `:` `;` `|` | 9 |
/// | a letter or digit after other punctuation (`-`, `_`, `.`, …) | 8 |
/// | a space, delimiter or punctuation character itself | 8 |
/// | an upper-case letter after a lower-case one (a camelCase hump) | 7 |
/// | a digit after a letter | 7 |
/// | anything else (a letter inside a word) | 0 |
///
/// Non-ASCII characters (and invalid bytes) count as letters without case. A fuzzy
/// match's score is that of the best placement; an exact match's is that of its best
/// occurrence, whose characters form one run. So `tv` in `TableView.swift` scores
/// 16 + 2 × 10 for `T` at the start, less 4 + 2 for the gap `able`, plus 16 + 7 for
/// the hump `V`: 53. For queries of over 64 characters, or a window (from the first
/// possible to the last possible matched character) whose length times the query's
/// is over 4,194,304, the placement is found greedily and may not be the best.
///
/// **Ranges** are UTF-8 offsets into the text, ascending, not overlapping and not
/// touching (adjacent matched characters are one range). They always fall on scalar
/// boundaries, so `text.utf8.index(text.utf8.startIndex, offsetBy: offset)` is a valid
/// index (``ranges(in:)`` does that); a kind that highlights whole characters
/// highlights a `Character` when any of its scalars is matched.
public struct TextMatch: Hashable, Sendable {
  /// The score: higher is better; 0 for the empty query.
  public var score: Int
  /// The matched characters, as ranges of UTF-8 offsets into the text.
  public var ranges: [Range<Int>]

  /// A match with a score and ranges.
  public init(score: Int, ranges: [Range<Int>]) {
    self.score = score
    self.ranges = ranges
  }

  /// The ranges as indices of `text`, the text that was matched; ranges past its end
  /// are left out.
  ///
  /// - Complexity: O(*r*) for *r* ranges.
  public func ranges(in text: String) -> [Range<String.Index>] {
    let utf8 = text.utf8
    let length = utf8.count
    return ranges.compactMap { range in
      guard range.lowerBound >= 0, range.upperBound <= length else { return nil }
      let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
      let upper = utf8.index(lower, offsetBy: range.count)
      return lower..<upper
    }
  }

  /// Merges the characters at `positions` (ascending) of `units` into ranges.
  static func ranges<U: MatchUnits>(of positions: [Int], in units: U) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    for position in positions {
      let lower = units.byteOffset(position)
      let upper = units.byteOffset(position + 1)
      if let last = ranges.last, last.upperBound == lower {
        ranges[ranges.count - 1] = last.lowerBound..<upper
      } else {
        ranges.append(lower..<upper)
      }
    }
    return ranges
  }
}
