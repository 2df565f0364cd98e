/// What a search looks for: a pattern, how it matches (exact or fuzzy), and whether
/// case matters.
///
/// - **Exact** matches a text that holds the query as one run of characters (a
///   substring).
/// - **Fuzzy** matches a text that holds the query's characters in order, with
///   anything between them (a subsequence): `tvw` matches `TableView.swift`.
///
/// Both give a score, so that results can be ranked: higher is better; it rewards
/// matches at word starts (after a space, a delimiter such as `/` or other
/// punctuation), camelCase humps and digits that start a number, and runs of
/// consecutive characters, and it costs gaps. Fuzzy mode finds the placement of the
/// query's characters with the highest score; exact mode scores each occurrence the
/// same way and keeps the best. ``TextMatch`` gives the formula.
///
/// **Case.** With ``CaseMatching/smart`` (the default), a query with no upper-case
/// character ignores case and one with any is case-sensitive, as in fzf and Vim's
/// `smartcase`. Ignoring case folds ASCII letters and the letters of U+0080–U+052F
/// (Latin, Greek, Cyrillic) to their simple lower case, one scalar to one scalar;
/// every other scalar matches only itself. An upper-case character is one that
/// folding changes, so `straße` ignores case and `Straße` does not.
///
/// **Characters.** Texts are UTF-8 bytes and characters are Unicode scalars: a query
/// character matches one scalar, never part of one; no normalisation is applied.
/// A byte that is not part of valid UTF-8 is one character that matches nothing (a
/// text with invalid UTF-8 still matches a query that avoids those bytes).
///
/// ```swift
/// let query = TextQuery("tv")
/// query.match("TableView.swift")?.score  // 53: T starts the text, V is a hump
/// query.match("tiny overview")?.score  // 45: v is inside a word, after a gap of 5
/// TextQuery("tv", mode: .exact).match("TableView.swift")  // nil
/// ```
public struct TextQuery: Hashable, Sendable {
  /// How a query's characters must appear in a text.
  public enum Mode: String, Hashable, Sendable, CaseIterable {
    /// As one run of consecutive characters: a substring.
    case exact
    /// In order, with anything between them: a subsequence.
    case fuzzy
  }

  /// Whether case matters.
  public enum CaseMatching: Hashable, Sendable, CaseIterable {
    /// Case-sensitive when the query holds an upper-case character, else not.
    case smart
    /// Characters must be equal.
    case sensitive
    /// Characters must be equal after case folding.
    case insensitive
  }

  /// The query as given.
  public let text: String
  /// How its characters must appear.
  public let mode: Mode
  /// Whether case matters, as asked.
  public let caseMatching: CaseMatching
  /// Whether case matters for this query: ``caseMatching`` with smart case decided.
  public let isCaseSensitive: Bool
  /// The query's scalars, folded unless case matters.
  let units: [UInt32]

  /// Creates a query.
  ///
  /// - Parameters:
  ///   - text: the pattern; every scalar of it is a character to match (spaces too).
  ///   - mode: exact or fuzzy; fuzzy by default.
  ///   - caseMatching: smart case by default.
  /// - Complexity: O(*n*) in the length of `text`.
  public init(_ text: String, mode: Mode = .fuzzy, caseMatching: CaseMatching = .smart) {
    self.text = text
    self.mode = mode
    self.caseMatching = caseMatching
    let scalars = text.unicodeScalars.map(\.value)
    let folded = scalars.map(CaseFolding.fold)
    switch caseMatching {
    case .smart: isCaseSensitive = folded != scalars
    case .sensitive: isCaseSensitive = true
    case .insensitive: isCaseSensitive = false
    }
    units = isCaseSensitive ? scalars : folded
  }

  /// Whether the query is empty: it matches every text, with a score of 0.
  public var isEmpty: Bool { units.isEmpty }

  /// Whether the query is all ASCII, so that it can be matched on bytes.
  var isASCII: Bool { units.allSatisfy { $0 < 0x80 } }

  /// Whether every text this query matches is also matched by `broader`: then
  /// filtering by this query needs to look only at `broader`'s matches.
  ///
  /// Typing one more character narrows a query: `vie` narrows `vi`; under smart case
  /// `viE` narrows `vi` too (its case-sensitive matches are among `vi`'s), but `vi`
  /// does not narrow `viE`. An exact query narrows a fuzzy one with a subsequence of
  /// its characters; a fuzzy query narrows an exact one only when that has at most one
  /// character. Every query narrows the empty query.
  ///
  /// - Complexity: O(*n* + *m*) in the lengths of the two queries.
  public func narrows(_ broader: TextQuery) -> Bool {
    if broader.isEmpty { return true }
    if broader.isCaseSensitive && !isCaseSensitive { return false }
    // Compare in the broader query's terms: folded when it ignores case.
    let mine = broader.isCaseSensitive ? units : units.map(CaseFolding.fold)
    let theirs = broader.units
    switch (broader.mode, mode) {
    case (.fuzzy, _):
      var index = theirs.startIndex
      for unit in mine where index < theirs.endIndex && unit == theirs[index] {
        index += 1
      }
      return index == theirs.endIndex
    case (.exact, .exact):
      guard theirs.count <= mine.count else { return false }
      return (0...(mine.count - theirs.count)).contains { start in
        mine[start..<(start + theirs.count)].elementsEqual(theirs)
      }
    case (.exact, .fuzzy):
      return theirs.count == 1 && mine.contains(theirs[0])
    }
  }

  /// Two queries are equal when their text, mode and case matching are.
  public static func == (left: TextQuery, right: TextQuery) -> Bool {
    left.text == right.text && left.mode == right.mode && left.caseMatching == right.caseMatching
  }

  /// Hashes the text, mode and case matching.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(text)
    hasher.combine(mode)
    hasher.combine(caseMatching)
  }
}
