/// Matches one query against many texts, reusing its working memory from text to text.
///
/// Three questions, from cheapest to dearest: whether a text matches
/// (``matches(utf8:)``), its score (``score(utf8:)``), and its score with the matched
/// characters (``match(utf8:)``). ``TextMatches`` uses a matcher to filter and rank a
/// whole collection; a row kind that highlights its match asks ``match(utf8:)`` for
/// the rows on screen.
///
/// ```swift
/// var matcher = TextMatcher(TextQuery("rk"))
/// matcher.score("RowKit")  // 55
/// matcher.match("RowKit")?.ranges  // [0..<1, 3..<4]
/// ```
///
/// **Fast paths.** A query of ASCII characters is matched on the text's UTF-8 bytes in
/// place, eight bytes at a time, with case folded by a mask; an exact query finds its
/// occurrences without decoding, a fuzzy one decodes a text only when non-ASCII bytes
/// lie between its first and last possible matched character. A query with non-ASCII
/// characters first tests that the text holds its ASCII characters in order, then
/// decodes the text.
///
/// - Complexity: Whether a text matches: O(*n*) for *n* bytes. A score or a match:
///   exact mode O(*n* × *m*) at worst for a query of *m* characters (O(*n*) when the
///   query's first two characters are rare); fuzzy mode O(*n* + *c*) where *c* is the
///   number of (text character, query character) pairs that are equal within the
///   window, at most *n* × *m*, and positions add O(*m* × (*m* + *n*)).
public struct TextMatcher: Sendable {
  /// The query matched.
  public let query: TextQuery
  let pattern: MatchPattern
  var aligner = FuzzyAligner()
  var decoded = DecodedUnits()

  /// A matcher for `query`.
  ///
  /// - Complexity: O(*m*) for a query of *m* characters.
  public init(_ query: TextQuery) {
    self.query = query
    pattern = MatchPattern(query)
  }

  /// Whether the text, given as UTF-8 bytes, matches.
  public mutating func matches(utf8 text: UnsafeBufferPointer<UInt8>) -> Bool {
    evaluate(text, .existence) != nil
  }

  /// The score of the text, given as UTF-8 bytes, or `nil` when it does not match.
  public mutating func score(utf8 text: UnsafeBufferPointer<UInt8>) -> Int? {
    rankingScore(text, earliest: nil)
  }

  /// The score and matched ranges of the text, given as UTF-8 bytes, or `nil` when it
  /// does not match.
  public mutating func match(utf8 text: UnsafeBufferPointer<UInt8>) -> TextMatch? {
    evaluate(text, .ranges)
  }

  /// Whether `text` matches.
  public mutating func matches(_ text: String) -> Bool {
    Self.withUTF8(text) { matches(utf8: $0) }
  }

  /// The score of `text`, or `nil` when it does not match.
  public mutating func score(_ text: String) -> Int? {
    Self.withUTF8(text) { score(utf8: $0) }
  }

  /// The score and matched ranges of `text`, or `nil` when it does not match.
  public mutating func match(_ text: String) -> TextMatch? {
    Self.withUTF8(text) { match(utf8: $0) }
  }

  /// What an evaluation must find out.
  enum Detail {
    /// Whether the text matches (the match's score is 0 and it has no ranges).
    case existence
    /// The score.
    case score
    /// The score and the ranges.
    case ranges
  }

  /// The match of `text` with as much detail as asked for, or `nil`.
  ///
  /// - Parameter earliest: for a fuzzy ASCII query, where `text` holds each query
  ///   character first, when a quick test found it
  ///   (``MatchPattern/withQuickTest(mode:_:)``).
  mutating func evaluate(
    _ text: UnsafeBufferPointer<UInt8>, _ detail: Detail,
    earliest: UnsafeBufferPointer<Int>? = nil
  ) -> TextMatch? {
    guard !pattern.units.isEmpty else { return TextMatch(score: 0, ranges: []) }
    switch (query.mode, pattern.isASCII) {
    case (.exact, true): return exactBytes(text, detail)
    case (.exact, false): return exactDecoded(text, detail)
    case (.fuzzy, true): return fuzzyBytes(text, detail, earliest: earliest)
    case (.fuzzy, false): return fuzzyDecoded(text, detail)
    }
  }

  /// The score of `text` when it matches, for ranking a collection; `earliest` as
  /// for ``evaluate(_:_:earliest:)``.
  mutating func rankingScore(
    _ text: UnsafeBufferPointer<UInt8>, earliest: UnsafeBufferPointer<Int>?
  ) -> Int? {
    if query.mode == .fuzzy && pattern.isASCII && !pattern.units.isEmpty {
      return fuzzyScore(text, earliest: earliest)
    }
    return evaluate(text, .score, earliest: earliest)?.score
  }

  private static func withUTF8<Result>(
    _ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
    return Array(text.utf8).withUnsafeBufferPointer(body)
  }
}

extension TextQuery {
  /// The score and matched ranges of `text`, or `nil` when it does not match.
  ///
  /// Each call prepares a matcher; to match many texts, keep a ``TextMatcher``.
  public func match(_ text: String) -> TextMatch? {
    var matcher = TextMatcher(self)
    return matcher.match(text)
  }
}
