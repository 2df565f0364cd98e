extension TextMatcher {
  /// The highest score an occurrence of an exact query can have: every character's
  /// bonus the largest.
  var bestExactScore: Int32 {
    let count = Int32(clamping: pattern.count)
    let match = MatchScoring.match &* count
    let largest = MatchScoring.largestBonus
    return match &+ largest &* MatchScoring.firstCharacterMultiplier &+ largest &* (count &- 1)
  }

  /// Exact mode, an ASCII query: occurrences are found and scored on the bytes, since
  /// an ASCII character is always one byte and a byte of 0x80 or above (part of a
  /// non-ASCII scalar, or invalid) is always a letter to the bonuses.
  func exactBytes(_ text: UnsafeBufferPointer<UInt8>, _ detail: Detail) -> TextMatch? {
    guard let first = pattern.firstOccurrence(in: text, from: 0) else { return nil }
    if detail == .existence { return TextMatch(score: 0, ranges: []) }
    let units = ASCIIUnits(bytes: text, folds: pattern.folds)
    let length = pattern.count
    let best = bestOccurrence(units, length: length, first: first) {
      pattern.firstOccurrence(in: text, from: $0)
    }
    let ranges = detail == .ranges ? [best.start..<(best.start + length)] : []
    return TextMatch(score: Int(best.score), ranges: ranges)
  }

  /// Exact mode, a query with non-ASCII characters: a quick test on the bytes, then
  /// the text is decoded and searched character by character.
  mutating func exactDecoded(_ text: UnsafeBufferPointer<UInt8>, _ detail: Detail) -> TextMatch? {
    // Case-sensitive, the query's own bytes must occur; else its ASCII characters.
    if pattern.folds {
      guard pattern.holdsASCIICharacters(text) else { return nil }
    } else {
      guard pattern.firstOccurrence(in: text, from: 0) != nil else { return nil }
    }
    decoded.decode(text, folds: pattern.folds)
    let units = decoded
    let query = pattern.units
    let length = query.count
    let find = { (from: Int) -> Int? in
      var start = from
      while start + length <= units.count {
        if (0..<length).allSatisfy({ units.value(start + $0) == query[$0] }) { return start }
        start += 1
      }
      return nil
    }
    guard let first = find(0) else { return nil }
    if detail == .existence { return TextMatch(score: 0, ranges: []) }
    let best = bestOccurrence(units, length: length, first: first, next: find)
    let ranges =
      detail == .ranges
      ? [units.byteOffset(best.start)..<units.byteOffset(best.start + length)] : []
    return TextMatch(score: Int(best.score), ranges: ranges)
  }

  /// The best-scoring occurrence, from `first` on, each next one found by `next`
  /// from the place after the last (the first of them on a tie), stopping early at an
  /// occurrence no other can beat.
  private func bestOccurrence<U: MatchUnits>(
    _ units: U, length: Int, first: Int, next: (Int) -> Int?
  ) -> (score: Int32, start: Int) {
    var best: (score: Int32, start: Int) = (FuzzyAligner.none, first)
    let ceiling = bestExactScore
    var start = first
    while true {
      let score = FuzzyAligner.runScore(
        units, from: start, through: start + length - 1, opensMatch: true)
      if score > best.score { best = (score, start) }
      guard score < ceiling, let following = next(start + 1) else { return best }
      start = following
    }
  }
}

extension MatchPattern {
  /// The first occurrence of the query's bytes in `text` at or after `start`.
  func firstOccurrence(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    bytes.withUnsafeBufferPointer { bytes in
      masks.withUnsafeBufferPointer { masks in
        ByteSearch.first(pattern: bytes, masks: masks, in: text, from: start)
      }
    }
  }

  /// Whether `text` holds the query's ASCII characters in order.
  func holdsASCIICharacters(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    for (byte, mask) in zip(asciiBytes, asciiMasks) {
      guard let found = ByteSearch.first(byte, mask: mask, in: text, from: index) else {
        return false
      }
      index = found + 1
    }
    return true
  }
}
