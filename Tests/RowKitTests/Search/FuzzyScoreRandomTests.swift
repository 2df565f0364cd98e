import RowKit
import RowKitTesting
import Testing

/// The fuzzy score against the scorer the library had before (``ReferenceAligner``),
/// on random texts of up to 200 characters, ASCII and not: the score a ranking uses
/// (``TextMatcher/score(utf8:)``) and the score of a match with its ranges must both be
/// the reference's, whether the placement is the only one, found by the dynamic
/// programme, or greedy beyond the query length the programme takes.
@Suite struct FuzzyScoreRandomTests {
  /// Common characters, and rare ones that queries are made of, so that a text holds a
  /// query's characters once or many times.
  static let common: [[UInt8]] = ["x", "y", "w", "X", " ", "/", "-", "_", ".", "1", "é", "日"]
    .map { Array($0.utf8) }
  static let rare: [[UInt8]] =
    ["a", "b", "c", "A", "B", "C", "q", "z", "j", "σ", "Σ"]
    .map { Array($0.utf8) } + [[0xFF], [0xE2, 0x82]]
  static let queryCharacters = ["a", "b", "c", "A", "B", "q", "z", "j", "x", "-", " ", "σ", "Σ"]

  static func randomText(_ random: inout SeededGenerator, asciiOnly: Bool) -> [UInt8] {
    let rareOdds = Int.random(in: 2...20, using: &random)
    var text: [UInt8] = []
    for _ in 0..<Int.random(in: 0...200, using: &random) {
      let pool = Int.random(in: 0..<rareOdds, using: &random) == 0 ? rare : common
      var piece = pool[Int.random(in: 0..<pool.count, using: &random)]
      while asciiOnly && piece.contains(where: { $0 >= 0x80 }) {
        piece = pool[Int.random(in: 0..<pool.count, using: &random)]
      }
      text += piece
    }
    return text
  }

  /// Random characters, or characters of the text in order (so that most match).
  static func randomQuery(_ random: inout SeededGenerator, from text: [UInt8]) -> String {
    let scalars = Array(String(decoding: text, as: UTF8.self).unicodeScalars).filter {
      $0 != "\u{FFFD}"
    }
    let length = Int.random(in: 1...6, using: &random)
    if scalars.isEmpty || Int.random(in: 0..<4, using: &random) == 0 {
      return (0..<length).map { _ in
        queryCharacters[Int.random(in: 0..<queryCharacters.count, using: &random)]
      }.joined()
    }
    var index = Int.random(in: 0..<scalars.count, using: &random)
    var query = ""
    for _ in 0..<length where index < scalars.count {
      query.unicodeScalars.append(scalars[index])
      index += Int.random(in: 1...8, using: &random)
    }
    return query
  }

  /// Up to 70 of the text's characters, in order.
  static func longQuery(from text: [UInt8]) -> String {
    let scalars = String(decoding: text, as: UTF8.self).unicodeScalars.filter { $0 != "\u{FFFD}" }
    return String(String.UnicodeScalarView(scalars.prefix(70)))
  }

  @Test(arguments: SeededGenerator.testSeeds())
  func scoresAreTheReferences(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var matched = 0
    let steps = SeededGenerator.steps(fallback: 1_500)
    for step in 0..<steps {
      let text = Self.randomText(&random, asciiOnly: Bool.random(using: &random))
      var query = Self.randomQuery(&random, from: text)
      // Now and then a query longer than the programme takes: placed greedily.
      if step % 50 == 0 { query = Self.longQuery(from: text) }
      let cases = TextQuery.CaseMatching.allCases[Int.random(in: 0..<3, using: &random)]
      let expected = ReferenceAligner.score(query, caseMatching: cases, in: text)
      var matcher = TextMatcher(TextQuery(query, caseMatching: cases))
      let context =
        "seed \(seed), step \(step): \(cases) \(query.debugDescription) in \(String(decoding: text, as: UTF8.self).debugDescription); replay with ROWKIT_SEED=\(seed)"
      text.withUnsafeBufferPointer { bytes in
        #expect(matcher.score(utf8: bytes) == expected, "\(context)")
        #expect(matcher.match(utf8: bytes)?.score == expected, "\(context)")
      }
      if expected != nil { matched += 1 }
    }
    print("FuzzyScoreRandomTests seed \(seed): \(steps) texts, \(matched) matched")
    #expect(matched > steps / 3, "seed \(seed): too few matches to test much")
  }
}
