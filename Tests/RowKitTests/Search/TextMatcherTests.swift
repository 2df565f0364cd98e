import RowKit
import Testing

/// Scores and ranges of the matcher, worked out by hand from the documented rules.
@Suite struct TextMatcherTests {
  private func match(
    _ query: String, _ text: String, mode: TextQuery.Mode = .fuzzy,
    caseMatching: TextQuery.CaseMatching = .smart
  ) -> TextMatch? {
    TextQuery(query, mode: mode, caseMatching: caseMatching).match(text)
  }

  private func match(_ query: String, bytes: [UInt8], mode: TextQuery.Mode = .fuzzy) -> TextMatch? {
    var matcher = TextMatcher(TextQuery(query, mode: mode))
    return bytes.withUnsafeBufferPointer { matcher.match(utf8: $0) }
  }

  @Test func wordStartsAndHumpsScoreAsDocumented() {
    // t at the start: 16 + 2 × 10; the gap "able": 4 + 2; V after e, a hump: 16 + 7.
    #expect(match("tv", "TableView.swift") == TextMatch(score: 53, ranges: [0..<1, 5..<6]))
    // v inside "overview" after a gap of 5 (i n y space o): 36 - 7 + 16.
    #expect(match("tv", "tiny overview") == TextMatch(score: 45, ranges: [0..<1, 6..<7]))
    // r at the start, K a hump after a gap of 2: 36 - 4 + 23.
    #expect(match("rk", "RowKit") == TextMatch(score: 55, ranges: [0..<1, 3..<4]))
    // After a delimiter 9, after punctuation 8, a digit after a letter 7.
    #expect(match("s", "src/swift")?.score == 36)
    // s after "/": 16 + 2 × 9, and w runs on with s's bonus: 16 + 9.
    #expect(match("sw", "src/swift") == TextMatch(score: 59, ranges: [4..<6]))
    #expect(match("m", "a-main") == TextMatch(score: 32, ranges: [2..<3]))
    #expect(match("2", "file2") == TextMatch(score: 30, ranges: [4..<5]))
    #expect(match("x", "box") == TextMatch(score: 16, ranges: [2..<3]))
  }

  @Test func aRunKeepsTheBonusOfItsStart() {
    // "foob": in "foobar" o, o and b carry f's bonus 10: 36 + 3 × 26 = 114.
    #expect(match("foob", "foobar") == TextMatch(score: 114, ranges: [0..<4]))
    // In "foo-bar" the gap costs 3 and b has its own bonus 8: 36 + 26 + 26 - 3 + 24.
    #expect(match("foob", "foo-bar") == TextMatch(score: 109, ranges: [0..<3, 4..<5]))
    // Inside a word a run's characters score at least 4 each: 16 + 20 + 20.
    #expect(match("oob", "xfoobar") == TextMatch(score: 56, ranges: [2..<5]))
  }

  @Test func theBestPlacementWinsOverTheFirst() {
    // The first f and b: 36 - 11 + 16; "f-b" after the space: 36 - 3 + 24.
    #expect(match("fb", "fxxxxxxxxxb f-b") == TextMatch(score: 57, ranges: [12..<13, 14..<15]))
    // A tie keeps the placement that ends first: both a's score 36.
    #expect(match("a", "a a") == TextMatch(score: 36, ranges: [0..<1]))
  }

  @Test func exactModeScoresTheBestOccurrence() {
    // "view" inside "overview" (16 + 0 + 3 × 20) loses to "View" at a hump (16 + 14 + 3 × 23).
    #expect(
      match("view", "overview TableView", mode: .exact)
        == TextMatch(score: 99, ranges: [14..<18]))
    #expect(match("view", "overview", mode: .exact) == TextMatch(score: 76, ranges: [4..<8]))
    #expect(match("tv", "TableView", mode: .exact) == nil)
    // An occurrence at the start has the highest score possible; the search stops there.
    #expect(match("ab", "ab ab", mode: .exact) == TextMatch(score: 62, ranges: [0..<2]))
  }

  @Test func smartCaseIgnoresCaseUnlessTheQueryHasUpperCase() {
    #expect(match("view", "TableView") != nil)
    #expect(match("View", "tableview") == nil)
    #expect(match("View", "TableView") != nil)
    #expect(match("View", "tableview", caseMatching: .insensitive) != nil)
    #expect(match("view", "TableView", caseMatching: .sensitive) == nil)
    #expect(TextQuery("view").isCaseSensitive == false)
    #expect(TextQuery("viEw").isCaseSensitive == true)
  }

  @Test func caseFoldingCoversLatinGreekAndCyrillicOnly() {
    #expect(match("é", "CAFÉ") == TextMatch(score: 16, ranges: [3..<5]))
    #expect(match("σ", "ΣΟΦΙΑ") != nil)
    #expect(match("д", "ДОМ") != nil)
    #expect(TextQuery("É").isCaseSensitive)
    #expect(match("É", "café") == nil)
    // ß has no one-scalar upper case and does not match "ss"; final sigma stays apart.
    #expect(TextQuery("straße").isCaseSensitive == false)
    #expect(match("ss", "straße") == nil)
    #expect(match("σ", "ς") == nil)
    // Beyond U+052F, and İ (whose lower case is two scalars), only equal scalars match.
    #expect(match("ａ", "Ａ") == nil)
    #expect(TextQuery("Ａ").isCaseSensitive == false)
    #expect(match("i", "İ") == nil)
    // No normalisation: "e" matches the base of a decomposed é, not a precomposed one.
    #expect(match("e", "cafe\u{301}") == TextMatch(score: 16, ranges: [3..<4]))
    #expect(match("e", "caf\u{E9}") == nil)
  }

  @Test func invalidUTF8IsACharacterThatMatchesNothing() {
    // 0xFF is one character (a letter): "b" after it is inside a word, and the gap
    // between a and b is one character.
    #expect(
      match("ab", bytes: [0x61, 0xFF, 0x62]) == TextMatch(score: 49, ranges: [0..<1, 2..<3]))
    #expect(match("\u{FFFD}", bytes: [0x61, 0xFF, 0x62]) == nil)
    // A cut-short sequence (E2 82 without its last byte) is one character too.
    #expect(
      match("éb", bytes: [0xC3, 0xA9, 0xE2, 0x82, 0x62])
        == TextMatch(score: 49, ranges: [0..<2, 4..<5]))
    #expect(
      match("b", bytes: [0xE2, 0x82, 0x62], mode: .exact) == TextMatch(score: 16, ranges: [2..<3]))
  }

  @Test func theEmptyQueryMatchesEverythingWithNoRanges() {
    #expect(match("", "anything") == TextMatch(score: 0, ranges: []))
    #expect(match("", "", mode: .exact) == TextMatch(score: 0, ranges: []))
    #expect(match("a", "") == nil)
    #expect(match("abc", "ab", mode: .exact) == nil)
  }

  @Test func rangesMapToTheTextsIndices() throws {
    let text = "日本語 TableView"
    let found = try #require(match("tv", text))
    #expect(found.ranges == [10..<11, 15..<16])
    let indices = found.ranges(in: text)
    #expect(indices.map { String(text[$0]) } == ["T", "V"])
    // Ranges past the end of another text are left out.
    #expect(found.ranges(in: "short T") == [])
  }

  @Test func longQueriesArePlacedGreedilyAndScoredByTheSameRules() throws {
    // 65 characters: beyond the exact aligner's 64.
    let query = String(repeating: "ab", count: 32) + "c"
    let text = "x" + String(repeating: "a_b_", count: 32) + "c"
    let found = try #require(match(query, text))
    #expect(found.ranges.count == 65)
    // Each a after "_" and each b after "_" is a word start (8); each gap is 1 (3).
    // First a: 16 + 0 (after x, inside a word); then 63 characters of 16 + 8 - 3; c: 16 + 8 - 3.
    #expect(found.score == 16 + 63 * 21 + 21)
  }

  @Test func aMatcherGivesTheSameAnswersWhateverCameBefore() {
    var matcher = TextMatcher(TextQuery("abc"))
    let texts = ["xabcx", "ab", "a-b-c", "ABC", "日abc", "", "cba", "a b c abc"]
    let first = texts.map { matcher.match($0) }
    let second = texts.reversed().map { matcher.match($0) }
    #expect(first == Array(second.reversed()))
    #expect(texts.map { matcher.score($0) } == first.map { $0?.score })
    #expect(texts.map { matcher.matches($0) } == first.map { $0 != nil })
  }
}
