import RowKitTesting
import Testing

@testable import RowKit

/// Narrowing large collections, where the copy of the matched texts spans several
/// chunks or gives up (the matches taking more than a quarter of the bytes): against
/// a plain filter that matches every text.
@Suite struct TextMatchesNarrowingTests {
  /// The plain filter: every text matched on its own, ranked by a stable sort on score.
  private func plain(_ query: TextQuery, _ texts: [String], order: TextMatches.Order) -> [Int] {
    var matcher = TextMatcher(query)
    let scored = texts.enumerated().compactMap { index, text in
      matcher.score(text).map { (index, $0) }
    }
    guard order == .ranked else { return scored.map(\.0) }
    return scored.sorted { $0.1 > $1.1 || $0.1 == $1.1 && $0.0 < $1.0 }.map(\.0)
  }

  /// A text of `words` random words from a small alphabet, so that queries of a few
  /// letters match many texts.
  private func randomText(_ random: inout SeededGenerator, words: ClosedRange<Int>) -> String {
    let letters = Array("abcdeABxyz_/é")
    return (0..<Int.random(in: words, using: &random)).map { _ in
      String(
        (0..<Int.random(in: 1...8, using: &random)).map { _ in
          letters[Int.random(in: 0..<letters.count, using: &random)]
        })
    }.joined(separator: " ")
  }

  @Test(arguments: SeededGenerator.testSeeds())
  func narrowingManyTextsAgreesWithAPlainFilter(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    print("TextMatchesNarrowingTests seed \(seed)")
    for round in 0..<SeededGenerator.steps(fallback: 4) {
      // 20,000 to 40,000 texts of up to 80 bytes: more than a chunk of copied text
      // for a broad query, and more than a quarter of the bytes for the broadest.
      let texts = (0..<Int.random(in: 20_000...40_000, using: &random)).map { _ in
        randomText(&random, words: 0...10)
      }
      let source = texts.randomElement(using: &random) ?? ""
      let typed = String(source.filter { $0 != " " }.prefix(Int.random(in: 1...5, using: &random)))
      let mode = TextQuery.Mode.allCases[Int.random(in: 0..<2, using: &random)]
      let order: TextMatches.Order = Bool.random(using: &random) ? .ranked : .original
      let context =
        "seed \(seed), round \(round): \(mode) \(order) \(typed.debugDescription); replay with ROWKIT_SEED=\(seed)"
      // The first character searched in steps, each next one narrowing the last.
      var prefix = String(typed.prefix(1))
      var matches = TextMatches(query: TextQuery(prefix, mode: mode), order: order)
      while matches.searchedCount < texts.count {
        matches.search(
          texts, upTo: matches.searchedCount + Int.random(in: 1...9_000, using: &random))
      }
      #expect(
        Array(matches) == plain(matches.query, texts, order: order), "\(context) at \(prefix)")
      for character in typed.dropFirst() {
        prefix.append(character)
        let query = TextQuery(prefix, mode: mode)
        matches = matches.refined(to: query, in: texts)
        #expect(Array(matches) == plain(query, texts, order: order), "\(context) at \(prefix)")
        #expect(matches.searchedCount == texts.count, "\(context)")
      }
    }
  }

  @Test func aCopyAcrossChunksLendsEveryTextInOrder() {
    // 300,000 bytes in texts of 1 to 200 bytes, then one longer than a chunk.
    var texts: [[UInt8]] = []
    var total = 0
    while total < 300_000 {
      let text = [UInt8](repeating: UInt8(texts.count % 251), count: texts.count % 200 + 1)
      texts.append(text)
      total += text.count
    }
    texts.append([UInt8](repeating: 7, count: CopiedTexts.chunkBytes + 1))
    texts.append([])
    var copy = CopiedTexts()
    for text in texts { text.withUnsafeBufferPointer { copy.append($0, limit: .max) } }
    var lent: [[UInt8]] = []
    copy.forEachText { position, text in
      #expect(position == lent.count)
      lent.append(Array(text))
    }
    #expect(!copy.gaveUp)
    #expect(copy.count == texts.count)
    #expect(lent == texts)
  }

  @Test func aCopyPastItsLimitGivesUp() {
    var copy = CopiedTexts()
    let text: [UInt8] = Array("abcdefgh".utf8)
    text.withUnsafeBufferPointer { text in
      copy.append(text, limit: 16)
      copy.append(text, limit: 16)
      #expect(copy.count == 2)
      copy.append(text, limit: 16)
    }
    #expect(copy.gaveUp)
    #expect(copy.count == 0)
    var lent = 0
    copy.forEachText { _, _ in lent += 1 }
    #expect(lent == 0)
  }

  @Test func matchesOfMostTextsNarrowWithoutACopy() {
    // Every text matches "a": a copy would take all the bytes, so none is kept and
    // narrowing reads the texts searched.
    let texts = (0..<40_000).map {
      "a\($0 % 7 == 0 ? "b" : "c")\(String(repeating: "x", count: 30))"
    }
    let matches = TextMatches(searching: texts, for: TextQuery("a", mode: .exact), order: .original)
    #expect(matches.count == 40_000)
    let narrower = matches.refined(to: TextQuery("ab", mode: .exact), in: texts)
    #expect(Array(narrower) == Array(stride(from: 0, to: 40_000, by: 7)))
  }
}
