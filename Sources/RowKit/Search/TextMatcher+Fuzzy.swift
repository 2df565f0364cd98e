extension TextMatcher {
  /// Fuzzy mode, an ASCII query: the bounds of the match are found on the bytes; the
  /// text is decoded only when non-ASCII bytes lie within them (gaps count
  /// characters, not bytes).
  ///
  /// - Parameter earliest: where the text holds each query character first, when
  ///   already found.
  mutating func fuzzyBytes(
    _ text: UnsafeBufferPointer<UInt8>, _ detail: Detail, earliest: UnsafeBufferPointer<Int>?
  ) -> TextMatch? {
    let bounds = aligner.findBounds(
      bytes: text, pattern, latest: detail != .existence, earliest: earliest)
    switch bounds {
    case .missing: return nil
    case .found where detail == .existence: return TextMatch(score: 0, ranges: [])
    case .found:
      return align(ASCIIUnits(bytes: text, folds: pattern.folds), detail, boundsKnown: true)
    case .nonASCII:
      decoded.decode(text, folds: pattern.folds)
      return align(decoded, detail)
    }
  }

  /// Fuzzy mode, a query with non-ASCII characters: a quick test that the text holds
  /// the query's ASCII characters in order, then the text is decoded.
  mutating func fuzzyDecoded(_ text: UnsafeBufferPointer<UInt8>, _ detail: Detail) -> TextMatch? {
    guard pattern.holdsASCIICharacters(text) else { return nil }
    decoded.decode(text, folds: pattern.folds)
    return align(decoded, detail)
  }

  /// Places the query in `units`: the bounds first (unless known), then the only
  /// placement when the bounds leave one, else the best, or the greedy one beyond the
  /// aligner's limits.
  private mutating func align<U: MatchUnits>(
    _ units: U, _ detail: Detail, boundsKnown: Bool = false
  ) -> TextMatch? {
    if !boundsKnown {
      guard aligner.findBounds(units, pattern) else { return nil }
      if detail == .existence { return TextMatch(score: 0, ranges: []) }
    }
    if aligner.isUnique {
      let positions = aligner.earliest
      let ranges = detail == .ranges ? TextMatch.ranges(of: positions, in: units) : []
      return TextMatch(score: FuzzyAligner.score(of: positions, in: units), ranges: ranges)
    }
    guard aligner.fitsBudget(pattern) else {
      let positions = aligner.greedyPositions(units, pattern)
      let score = FuzzyAligner.score(of: positions, in: units)
      let ranges = detail == .ranges ? TextMatch.ranges(of: positions, in: units) : []
      return TextMatch(score: score, ranges: ranges)
    }
    let record = detail == .ranges
    guard let best = aligner.align(units, pattern, record: record) else { return nil }
    guard record else { return TextMatch(score: Int(best.score), ranges: []) }
    let positions = aligner.positions(units, pattern, score: best.score, end: best.end)
    return TextMatch(score: Int(best.score), ranges: TextMatch.ranges(of: positions, in: units))
  }

  /// The score of a fuzzy ASCII query's match in `text`, for ranking: what
  /// `evaluate(text, .score, earliest:)` gives, without making a ``TextMatch``.
  ///
  /// Kept out of line, so that a profile (`--toggle-collect='*fuzzyScore*'`) sees the
  /// scoring of a ranked view's matches as one function.
  @inline(never)
  mutating func fuzzyScore(
    _ text: UnsafeBufferPointer<UInt8>, earliest: UnsafeBufferPointer<Int>?
  ) -> Int? {
    switch aligner.findBounds(bytes: text, pattern, latest: true, earliest: earliest) {
    case .missing: return nil
    case .found: return alignedScore(ASCIIUnits(bytes: text, folds: pattern.folds))
    case .nonASCII:
      decoded.decode(text, folds: pattern.folds)
      guard aligner.findBounds(decoded, pattern) else { return nil }
      return alignedScore(decoded)
    }
  }

  /// The score of the placement in `units`, whose bounds are found.
  private mutating func alignedScore<U: MatchUnits>(_ units: U) -> Int? {
    if aligner.isUnique { return FuzzyAligner.score(of: aligner.earliest, in: units) }
    guard aligner.fitsBudget(pattern) else {
      return FuzzyAligner.score(of: aligner.greedyPositions(units, pattern), in: units)
    }
    return aligner.align(units, pattern, record: false).map { Int($0.score) }
  }
}
