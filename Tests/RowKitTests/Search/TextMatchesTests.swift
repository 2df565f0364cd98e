import RowKitTesting
import Testing

@testable import RowKit

/// Filtering and ranking whole collections: against the reference matcher, in steps,
/// and narrowed one typed character at a time.
@Suite struct TextMatchesTests {
  /// Texts as byte arrays, which may hold invalid UTF-8.
  struct ByteTexts: SearchableTexts {
    var texts: [[UInt8]]
    var count: Int { texts.count }
    func withText(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
      texts[index].withUnsafeBufferPointer(body)
    }
  }

  /// What the matches must be: the reference's matching texts, ranked by a stable sort
  /// on score.
  private func expected(_ query: TextQuery, _ texts: ByteTexts, order: TextMatches.Order) -> [Int] {
    let scored = texts.texts.enumerated().compactMap { index, text in
      ReferenceMatcher.match(
        query.text, mode: query.mode, caseMatching: query.caseMatching, in: text
      )
      .map { (index, $0.score) }
    }
    guard order == .ranked else { return scored.map(\.0) }
    return scored.sorted { $0.1 > $1.1 || $0.1 == $1.1 && $0.0 < $1.0 }.map(\.0)
  }

  @Test(arguments: SeededGenerator.testSeeds())
  func searchesInStepsAndNarrowsAsTheReferenceFilters(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    for round in 0..<SeededGenerator.steps(fallback: 150) {
      let texts = ByteTexts(
        texts: (0..<Int.random(in: 0...40, using: &random)).map { _ in
          TextMatcherRandomTests.randomText(&random, pieces: 0...10)
        })
      let source = texts.texts.randomElement(using: &random) ?? []
      let typed = TextMatcherRandomTests.randomQuery(&random, from: source)
      let mode = TextQuery.Mode.allCases[Int.random(in: 0..<2, using: &random)]
      let order: TextMatches.Order = Bool.random(using: &random) ? .ranked : .original
      let context =
        "seed \(seed), round \(round): \(mode) \(order) \(typed.debugDescription); replay with ROWKIT_SEED=\(seed)"
      // Typed one character at a time, each step narrowing the last; then in chunks.
      var matches = TextMatches(searching: texts, for: TextQuery("", mode: mode), order: order)
      #expect(Array(matches) == Array(texts.texts.indices), "\(context)")
      var prefix = ""
      for character in typed {
        prefix.append(character)
        let query = TextQuery(prefix, mode: mode)
        matches = matches.refined(to: query, in: texts)
        #expect(
          Array(matches) == expected(query, texts, order: order),
          "\(context) at \(prefix.debugDescription)")
        #expect(matches.searchedCount == texts.count, "\(context)")
      }
      let query = TextQuery(typed, mode: mode)
      var stepped = TextMatches(query: query, order: order)
      while stepped.searchedCount < texts.count {
        stepped.search(texts, upTo: stepped.searchedCount + Int.random(in: 1...7, using: &random))
      }
      #expect(Array(stepped) == expected(query, texts, order: order), "\(context) in steps")
      // Backspace: a wider query searches everything again.
      let wider = TextQuery(String(typed.dropLast()), mode: mode)
      #expect(
        Array(stepped.refined(to: wider, in: texts)) == expected(wider, texts, order: order),
        "\(context) widened")
      for position in stepped.indices {
        let text = texts.texts[stepped[position]]
        #expect(
          stepped.match(at: position, in: texts)
            == ReferenceMatcher.match(typed, mode: mode, in: text), "\(context) at \(position)")
      }
    }
  }

  @Test func rankingIsStableOnTies() {
    let names = ["b a", "a", "xa", "a b", "ya", "a"]
    // "a" at a word start scores 36 (texts 0, 1, 3, 5), inside a word 16 (2, 4).
    let ranked = TextMatches(searching: names, for: TextQuery("a"))
    #expect(Array(ranked) == [0, 1, 3, 5, 2, 4])
    let original = TextMatches(searching: names, for: TextQuery("a"), order: .original)
    #expect(Array(original) == [0, 1, 2, 3, 4, 5])
  }

  @Test func theDocumentedExample() {
    let names = ["TableView.swift", "TextCanvas.swift", "tableview-notes.md", "Tests"]
    let matches = TextMatches(searching: names, for: TextQuery("tv"))
    #expect(Array(matches) == [0, 2, 1])
    #expect(matches.indices.map { matches.match(at: $0, in: names)?.score } == [53, 46, 44])
    let exact = matches.refined(to: TextQuery("tv", mode: .exact), in: names)
    #expect(Array(exact) == [])
    let narrower = matches.refined(to: TextQuery("tvs"), in: names)
    #expect(Array(narrower) == [0, 1, 2])
  }

  @Test func aGrowingCollectionIsSearchedOnlyWhereItGrew() {
    var lines = ["alpha", "beta"]
    var matches = TextMatches(searching: lines, for: TextQuery("a"), order: .original)
    #expect(Array(matches) == [0, 1])
    lines += ["gamma", "delta", "pi"]
    matches.search(lines, upTo: .max)
    #expect(Array(matches) == [0, 1, 2, 3])
    #expect(matches.searchedCount == 5)
    // Nothing more to search: no change.
    matches.search(lines, upTo: 3)
    #expect(matches.count == 4)
  }
}

/// The radix sort of match keys against the standard library's sort.
@Suite struct RankSortTests {
  @Test(arguments: SeededGenerator.testSeeds())
  func sortsAsAStableSortWould(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    for round in 0..<40 {
      let count = [0, 1, 5, 255, 256, 1_000, 5_000][round % 7]
      // Few ranks (as scores give), numbers ascending or shuffled.
      let ranks = (0..<count).map { _ in
        UInt64.random(in: 0..<(round % 2 == 0 ? 4 : 70_000), using: &random)
      }
      var keys = ranks.enumerated().map { $0.element << 32 | UInt64($0.offset) }
      if round % 3 == 0 { keys.shuffle(using: &random) }
      var byRank = keys
      RankSort.sort(&byRank, fromDigit: 2)
      let expected = keys.enumerated().sorted {
        ($0.element >> 32, $0.offset) < ($1.element >> 32, $1.offset)
      }.map(\.element)
      #expect(byRank == expected, "seed \(seed), round \(round); replay with ROWKIT_SEED=\(seed)")
      var whole = keys
      RankSort.sort(&whole, fromDigit: 0)
      #expect(
        whole == keys.sorted(), "seed \(seed), round \(round); replay with ROWKIT_SEED=\(seed)")
    }
  }
}
