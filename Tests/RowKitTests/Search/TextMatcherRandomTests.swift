import RowKit
import RowKitTesting
import Testing

/// The matcher against ``ReferenceMatcher`` on random texts and queries: ASCII and
/// not, both cases, word boundaries, humps, digits and invalid UTF-8, every mode and
/// case rule; the score, the ranges, and the cheaper questions must all agree.
@Suite struct TextMatcherRandomTests {
  /// Pieces of texts: letters of both cases (ASCII, Latin-1, Greek), digits, spaces,
  /// delimiters and punctuation, a CJK ideograph, and bytes that are not valid UTF-8.
  static let pieces: [[UInt8]] =
    [
      "a", "b", "c", "a", "b", "A", "B", "C", "x", "X", "1", "2", " ", "/", "-", "_", ".", "é", "É",
      "σ", "Σ", "日", "ß", "İ",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xE2, 0x82], [0x80]]
  /// Characters of queries (strings hold no invalid UTF-8).
  static let queryCharacters: [String] = [
    "a", "b", "c", "A", "B", "C", "x", "X", "1", " ", "/", "-", "é", "É", "σ", "Σ", "日", "ß",
  ]

  static func randomText(_ random: inout SeededGenerator, pieces count: ClosedRange<Int>) -> [UInt8]
  {
    (0..<Int.random(in: count, using: &random)).flatMap { _ in
      pieces[Int.random(in: 0..<pieces.count, using: &random)]
    }
  }

  /// A query: random characters, or characters taken from the text in order (each
  /// maybe in the other case), so that many queries match.
  static func randomQuery(_ random: inout SeededGenerator, from text: [UInt8]) -> String {
    let length = Int.random(in: 1...4, using: &random)
    let characters = Array(String(decoding: text, as: UTF8.self).unicodeScalars).filter {
      $0 != "\u{FFFD}"
    }
    if characters.isEmpty
      || Bool.random(using: &random) && Int.random(in: 0..<3, using: &random) == 0
    {
      return (0..<length).map { _ in
        queryCharacters[Int.random(in: 0..<queryCharacters.count, using: &random)]
      }.joined()
    }
    var index = Int.random(in: 0..<characters.count, using: &random)
    var query = ""
    for _ in 0..<length where index < characters.count {
      var character = String(characters[index])
      if Int.random(in: 0..<4, using: &random) == 0 {
        character = Bool.random(using: &random) ? character.uppercased() : character.lowercased()
      }
      query += character
      index += Bool.random(using: &random) ? 1 : Int.random(in: 1...3, using: &random)
    }
    return query
  }

  @Test(arguments: SeededGenerator.testSeeds())
  func agreesWithTheReference(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var checked = 0
    var matched = 0
    for step in 0..<SeededGenerator.steps(fallback: 4_000) {
      let text = Self.randomText(&random, pieces: 0...14)
      let query = Self.randomQuery(&random, from: text)
      let mode = TextQuery.Mode.allCases[Int.random(in: 0..<2, using: &random)]
      let cases = TextQuery.CaseMatching.allCases[Int.random(in: 0..<3, using: &random)]
      let expected = ReferenceMatcher.match(query, mode: mode, caseMatching: cases, in: text)
      var matcher = TextMatcher(TextQuery(query, mode: mode, caseMatching: cases))
      let context =
        "seed \(seed), step \(step): \(mode) \(cases) \(query.debugDescription) in \(text); replay with ROWKIT_SEED=\(seed)"
      text.withUnsafeBufferPointer { bytes in
        #expect(matcher.match(utf8: bytes) == expected, "\(context)")
        #expect(matcher.score(utf8: bytes) == expected?.score, "\(context)")
        #expect(matcher.matches(utf8: bytes) == (expected != nil), "\(context)")
      }
      checked += 1
      if expected != nil { matched += 1 }
    }
    print("TextMatcherRandomTests seed \(seed): \(checked) texts, \(matched) matched")
    #expect(matched > checked / 4, "seed \(seed): too few matches to test much")
  }

  /// Longer texts with many equal characters: the aligner's bounds, run classes and
  /// ties, where the reference still tries every placement.
  @Test(arguments: SeededGenerator.testSeeds())
  func longerTextsOfFewCharactersAgree(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let few: [[UInt8]] = ["a", "b", "A", "B", "/", " ", "-", "1", "é"].map { Array($0.utf8) }
    for step in 0..<SeededGenerator.steps(fallback: 600) {
      let text = (0..<Int.random(in: 10...26, using: &random)).flatMap { _ in
        few[Int.random(in: 0..<few.count, using: &random)]
      }
      let query = (0..<Int.random(in: 1...4, using: &random)).map { _ in
        ["a", "b", "B", "/", "-", " ", "é"][Int.random(in: 0..<7, using: &random)]
      }.joined()
      let mode = TextQuery.Mode.allCases[Int.random(in: 0..<2, using: &random)]
      let expected = ReferenceMatcher.match(query, mode: mode, in: text)
      var matcher = TextMatcher(TextQuery(query, mode: mode))
      text.withUnsafeBufferPointer { bytes in
        #expect(
          matcher.match(utf8: bytes) == expected,
          "seed \(seed), step \(step): \(mode) \(query.debugDescription) in \(String(decoding: text, as: UTF8.self).debugDescription); replay with ROWKIT_SEED=\(seed)"
        )
      }
    }
  }

  /// Texts of 70 to 200 characters where the query's characters are rare: windows
  /// long enough for the aligner to bound each character by its latest place.
  @Test(arguments: SeededGenerator.testSeeds())
  func longWindowsAgree(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let filler: [[UInt8]] = ["x", "y", "w", " ", "/", "-", "X", "é"].map { Array($0.utf8) }
    let rare: [[UInt8]] = ["a", "b", "A", "B"].map { Array($0.utf8) }
    for step in 0..<SeededGenerator.steps(fallback: 200) {
      let text = (0..<Int.random(in: 70...200, using: &random)).flatMap { _ in
        Int.random(in: 0..<12, using: &random) == 0
          ? rare[Int.random(in: 0..<rare.count, using: &random)]
          : filler[Int.random(in: 0..<filler.count, using: &random)]
      }
      let query = (0..<Int.random(in: 1...4, using: &random)).map { _ in
        ["a", "b", "B", "x"][Int.random(in: 0..<4, using: &random)]
      }.joined()
      let expected = ReferenceMatcher.match(query, mode: .fuzzy, in: text)
      var matcher = TextMatcher(TextQuery(query))
      text.withUnsafeBufferPointer { bytes in
        #expect(
          matcher.match(utf8: bytes) == expected,
          "seed \(seed), step \(step): \(query.debugDescription) in \(String(decoding: text, as: UTF8.self).debugDescription); replay with ROWKIT_SEED=\(seed)"
        )
      }
    }
  }
}
