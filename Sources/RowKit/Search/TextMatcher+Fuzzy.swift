extension TextMatcher {
  /// Fuzzy mode, an ASCII query: the bounds of the match are found on the bytes; the
  /// text is decoded only when non-ASCII bytes lie within them (gaps count
  /// characters, not bytes).
  mutating func fuzzyBytes(_ text: UnsafeBufferPointer<UInt8>, _ detail: Detail) -> TextMatch? {
    switch aligner.findBounds(bytes: text, pattern, latest: detail != .existence) {
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

  /// Places the query in `units`: the bounds first (unless known), then the best
  /// placement, or the greedy one beyond the aligner's limits.
  private mutating func align<U: MatchUnits>(
    _ units: U, _ detail: Detail, boundsKnown: Bool = false
  ) -> TextMatch? {
    if !boundsKnown {
      guard aligner.findBounds(units, pattern) else { return nil }
      if detail == .existence { return TextMatch(score: 0, ranges: []) }
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
}
