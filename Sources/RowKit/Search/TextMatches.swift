/// The texts of a collection that match a query: their numbers, in the collection's
/// order or ranked by score.
///
/// Ranked, higher scores come first and equal scores keep the collection's order (the
/// ranking is stable). A collection that grows (lines still arriving, a search done in
/// chunks between frames) is searched further with ``search(_:upTo:)``; a query that
/// narrows this one (one more character typed) is answered by re-checking only these
/// matches with ``refined(to:in:)``.
///
/// ```swift
/// let names = ["TableView.swift", "TextCanvas.swift", "tableview-notes.md", "Tests"]
/// let matches = TextMatches(searching: names, for: TextQuery("tv"))
/// Array(matches)  // [0, 2, 1]: scores 53, 46 and 44; "Tests" has no v
/// let narrower = matches.refined(to: TextQuery("tvs"), in: names)  // checks 3 texts
/// Array(narrower)  // [0, 1, 2]
/// ```
///
/// Each match costs 8 bytes (the text's number and its score, packed), plus a copy of
/// its text's UTF-8 while the matched texts take at most a quarter of the bytes
/// searched (and 256 KiB more), so that narrowing reads them in one stream; the empty
/// query matches every text and costs nothing per text. Texts are numbered up to
/// 4,294,967,295; a collection beyond that is searched up to there.
public struct TextMatches: RandomAccessCollection, Sendable {
  /// The order of matches.
  public enum Order: Hashable, Sendable {
    /// The collection's order.
    case original
    /// Higher scores first; equal scores in the collection's order.
    case ranked
  }

  /// The query.
  public let query: TextQuery
  /// The order of matches.
  public let order: Order
  /// The number of texts searched: texts `0..<searchedCount`.
  public private(set) var searchedCount = 0
  /// Per match, `rank << 32 | number`, where `rank` orders scores from the highest
  /// (``rank(of:)``); ascending when ranked, else by number.
  private var keys: [UInt64] = []
  /// The matched texts' bytes, in the order of their numbers, while they take at most
  /// a quarter of the bytes searched (plus a chunk): a narrower query re-reads them
  /// as one stream.
  private var copy = CopiedTexts()
  /// The bytes of the texts searched.
  private var searchedBytes = 0

  /// No texts searched yet: the start of a search done in steps with
  /// ``search(_:upTo:)``.
  public init(query: TextQuery, order: Order = .ranked) {
    self.query = query
    self.order = order
  }

  /// The matches of `query` among all of `texts`.
  ///
  /// - Complexity: O(*n*) matcher calls for *n* texts, plus O(*k* log *k*) to rank *k*
  ///   matches.
  public init(searching texts: some SearchableTexts, for query: TextQuery, order: Order = .ranked) {
    self.init(query: query, order: order)
    search(texts, upTo: texts.count)
  }

  /// The first position: 0.
  public var startIndex: Int { 0 }

  /// The number of matches.
  public var endIndex: Int { query.isEmpty ? searchedCount : keys.count }

  /// The number of the text at `position` (from 0 to `count - 1`), in the collection
  /// searched.
  public subscript(position: Int) -> Int {
    query.isEmpty ? position : Int(truncatingIfNeeded: keys[position] & 0xFFFF_FFFF)
  }

  /// Searches texts from ``searchedCount`` up to `end` (or the collection's end), and
  /// adds their matches in order.
  ///
  /// The texts searched before must be the same as when they were searched: a
  /// collection that changed is searched again with a new ``TextMatches``.
  ///
  /// - Complexity: O(*t*) matcher calls for *t* new texts; ranked, O(*k* log *k* + *r*)
  ///   to merge *k* new matches into *r*.
  public mutating func search(_ texts: some SearchableTexts, upTo end: Int) {
    let end = Swift.min(end, texts.count, Int(UInt32.max) + 1)
    guard end > searchedCount else { return }
    defer { searchedCount = end }
    guard !query.isEmpty else { return }
    var matcher = TextMatcher(query)
    var found: [UInt64] = []
    // Taken out while it grows, so that it is not copied.
    var copy = self.copy
    self.copy = CopiedTexts()
    var searched = searchedBytes
    let detail: TextMatcher.Detail = order == .ranked ? .score : .existence
    matcher.pattern.withQuickTest(mode: query.mode) { test, isComplete, earliest in
      if isComplete && detail == .existence {
        texts.forEachText(in: searchedCount..<end) { number, text in
          searched &+= text.count
          guard test(text) else { return }
          found.append(UInt64(truncatingIfNeeded: number))
          copy.append(text, limit: Self.copyLimit(searched))
        }
      } else {
        texts.forEachText(in: searchedCount..<end) { number, text in
          searched &+= text.count
          guard test(text) else { return }
          if detail == .score {
            if let score = matcher.rankingScore(text, earliest: earliest) {
              found.append(Self.key(score: score, number: number))
              copy.append(text, limit: Self.copyLimit(searched))
            }
          } else if matcher.evaluate(text, detail) != nil {
            found.append(UInt64(truncatingIfNeeded: number))
            copy.append(text, limit: Self.copyLimit(searched))
          }
        }
      }
    }
    self.copy = copy
    searchedBytes = searched
    add(found)
  }

  /// The most bytes the copy of the matched texts holds when `searched` bytes were
  /// searched: a quarter of them, plus a chunk, so that the first matches are copied.
  @inline(__always)
  private static func copyLimit(_ searched: Int) -> Int {
    searched / 4 &+ CopiedTexts.chunkBytes
  }

  /// The matches of `query` among the same texts: when `query` narrows this one
  /// (``TextQuery/narrows(_:)``), only these matches are checked again, read from the
  /// copy of their texts when this search kept one, else from `texts`; else every
  /// searched text is. The order stays.
  ///
  /// - Complexity: O(*k*) matcher calls for *k* matches when `query` narrows this
  ///   one, else O(*n*) for the *n* texts searched; ranked, plus a sort of the result.
  public func refined(to query: TextQuery, in texts: some SearchableTexts) -> TextMatches {
    if query == self.query { return self }
    guard !self.query.isEmpty, query.narrows(self.query) else {
      var result = TextMatches(query: query, order: order)
      result.search(texts, upTo: searchedCount)
      return result
    }
    var result = TextMatches(query: query, order: order)
    result.searchedCount = searchedCount
    result.searchedBytes = searchedBytes
    guard !query.isEmpty else { return result }
    var matcher = TextMatcher(query)
    let detail: TextMatcher.Detail = order == .ranked ? .score : .existence
    var kept: [UInt64] = []
    var keptCopy = CopiedTexts()
    let limit = Self.copyLimit(searchedBytes)
    var numbers = keys.map { Int(truncatingIfNeeded: $0 & 0xFFFF_FFFF) }
    // Ranked, the keys are in the order of their scores; lend them in number order,
    // the order of the copy.
    if order == .ranked { numbers.sort() }
    matcher.pattern.withQuickTest(mode: query.mode) { test, isComplete, earliest in
      let complete = isComplete && detail == .existence
      // One static function, not a local one: a local function would box what it
      // writes to.
      if copy.count == numbers.count && !copy.gaveUp {
        copy.forEachText { position, text in
          Self.keep(
            numbers[position], text, test: test, complete: complete, detail: detail,
            earliest: earliest, matcher: &matcher, kept: &kept, copy: &keptCopy, limit: limit)
        }
      } else {
        texts.forEachText(at: numbers) { number, text in
          Self.keep(
            number, text, test: test, complete: complete, detail: detail,
            earliest: earliest, matcher: &matcher, kept: &kept, copy: &keptCopy, limit: limit)
        }
      }
    }
    // Kept in the order of their numbers: sorting by rank alone keeps it on ties.
    if order == .ranked { RankSort.sort(&kept, fromDigit: 2) }
    result.keys = kept
    result.copy = keptCopy
    return result
  }

  /// The score and matched ranges of the match at `position`, for highlighting; nil
  /// when `texts` is not the collection searched and the text there does not match.
  public func match(at position: Int, in texts: some SearchableTexts) -> TextMatch? {
    guard indices.contains(position) else { return nil }
    var matcher = TextMatcher(query)
    var result: TextMatch?
    texts.withText(at: self[position]) { result = matcher.match(utf8: $0) }
    return result
  }

  /// Adds matches of texts after those searched before, in the order of their numbers.
  private mutating func add(_ found: [UInt64]) {
    guard !found.isEmpty else { return }
    guard order == .ranked else {
      // The first matches are the keys as found, not copied into a new array.
      if keys.isEmpty { keys = found } else { keys.append(contentsOf: found) }
      return
    }
    // Found in the order of their numbers: sorting by rank alone keeps it on ties.
    var sorted = found
    RankSort.sort(&sorted, fromDigit: 2)
    guard !keys.isEmpty else {
      keys = sorted
      return
    }
    keys = Self.merge(keys, sorted)
  }

  /// Two ascending arrays as one.
  private static func merge(_ left: [UInt64], _ right: [UInt64]) -> [UInt64] {
    var merged: [UInt64] = []
    merged.reserveCapacity(left.count + right.count)
    var i = 0
    var j = 0
    while i < left.count && j < right.count {
      if left[i] <= right[j] {
        merged.append(left[i])
        i += 1
      } else {
        merged.append(right[j])
        j += 1
      }
    }
    merged.append(contentsOf: left[i...])
    merged.append(contentsOf: right[j...])
    return merged
  }

  /// Narrowing's step for one text (number `number`) that the last query matched: when
  /// it matches the new query too, its key goes to `kept` and its bytes to `copy`.
  @inline(__always)
  private static func keep(
    _ number: Int, _ text: UnsafeBufferPointer<UInt8>,
    test: (UnsafeBufferPointer<UInt8>) -> Bool, complete: Bool, detail: TextMatcher.Detail,
    earliest: UnsafeBufferPointer<Int>?, matcher: inout TextMatcher, kept: inout [UInt64],
    copy: inout CopiedTexts, limit: Int
  ) {
    guard test(text) else { return }
    if complete {
      kept.append(UInt64(truncatingIfNeeded: number))
    } else if detail == .score {
      guard let score = matcher.rankingScore(text, earliest: earliest) else { return }
      kept.append(key(score: score, number: number))
    } else {
      guard matcher.evaluate(text, detail) != nil else { return }
      kept.append(UInt64(truncatingIfNeeded: number))
    }
    copy.append(text, limit: limit)
  }

  /// A match's key: its rank above its number.
  private static func key(score: Int, number: Int) -> UInt64 {
    UInt64(rank(of: score)) << 32 | UInt64(truncatingIfNeeded: number)
  }

  /// A score as a number that orders the highest first: the score's bits, with the
  /// sign bit flipped to order them as unsigned numbers, inverted.
  static func rank(of score: Int) -> UInt32 {
    ~(UInt32(bitPattern: Int32(clamping: score)) ^ 0x8000_0000)
  }
}
