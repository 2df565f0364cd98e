import RowKitTesting
import Testing

@testable import RowKit

@Suite struct TextWrapperTests {
  private func expectWrap(
    _ text: String, width: Int, _ expected: [String],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let lines = TextWrapper.wrap(text, width: width)
    #expect(lines == expected, sourceLocation: sourceLocation)
    #expect(
      TextWrapper.lineCount(text, width: width) == expected.count, sourceLocation: sourceLocation)
  }

  @Test func breaksAtSpaces() {
    expectWrap("The quick brown fox jumps", width: 10, ["The quick", "brown fox", "jumps"])
    expectWrap("a b c", width: 5, ["a b c"])
    expectWrap("aa   bb", width: 4, ["aa", "bb"])
  }

  @Test func hardBreaksWordsLongerThanTheWidth() {
    expectWrap("abcdefghij", width: 4, ["abcd", "efgh", "ij"])
    expectWrap("hi abcdefghij ok", width: 4, ["hi", "abcd", "efgh", "ij", "ok"])
    expectWrap(String(repeating: "a", count: 12), width: 5, ["aaaaa", "aaaaa", "aa"])
  }

  @Test func wideCharactersAreNeverSplit() {
    expectWrap("中文中文", width: 3, ["中", "文", "中", "文"])
    expectWrap("中文中文", width: 4, ["中文", "中文"])
    expectWrap("a中", width: 1, ["a", "\u{FFFD}"])
  }

  @Test func tabsExpandToMultiplesOfEightFromTheLineStart() {
    expectWrap("a\tb", width: 20, ["a       b"])
    expectWrap("abcdefgh\tb", width: 20, ["abcdefgh        b"])
    expectWrap("\tb", width: 20, ["        b"])
    expectWrap("abcdefg\tb", width: 8, ["abcdefg", "b"])
    expectWrap("x\ty\tz", width: 12, ["x       y", "z"])
  }

  @Test func everyLineBreakFormEndsALine() {
    for separator in ["\n", "\r\n", "\r", "\u{2028}", "\u{2029}"] {
      expectWrap("a" + separator + "b", width: 10, ["a", "b"])
    }
    expectWrap("a\n\nb", width: 10, ["a", "", "b"])
    expectWrap("a\r\n\r\nb", width: 10, ["a", "", "b"])
    expectWrap("a\n", width: 10, ["a", ""])
    expectWrap("Safe\rEVIL", width: 10, ["Safe", "EVIL"])
  }

  @Test func emptyTextIsOneEmptyLine() {
    expectWrap("", width: 10, [""])
    expectWrap("", width: 0, [""])
  }

  @Test func zeroWidthSpaceIsABreakOpportunity() {
    expectWrap("foo\u{200B}bar", width: 4, ["foo\u{200B}", "bar"])
    expectWrap("foo\u{200B}bar", width: 6, ["foo\u{200B}bar"])
  }

  @Test func noBreakSpacesDoNotBreak() {
    expectWrap("aa\u{A0}bb cc", width: 5, ["aa\u{A0}bb", "cc"])
    expectWrap("aa\u{A0}bb cc", width: 4, ["aa\u{A0}b", "b cc"])
    expectWrap("10\u{202F}kg x", width: 5, ["10\u{202F}kg", "x"])
    expectWrap("ab\u{2060}cd ef", width: 4, ["ab\u{2060}cd", "ef"])
  }

  @Test func spacesAtAWrapAreDroppedAndTrailingSpacesKeptUpToTheWidth() {
    expectWrap("   ", width: 2, ["  "])
    expectWrap("ab  ", width: 3, ["ab "])
    expectWrap("  indented", width: 20, ["  indented"])
    expectWrap("  toolong", width: 7, ["toolong"])
    expectWrap("\u{3000}x", width: 5, ["\u{3000}x"])
  }

  @Test func controlsAreShownNotObeyed() {
    expectWrap("A\u{1B}[2JB", width: 10, ["A␛[2JB"])
    expectWrap("ok\u{8}\u{8}", width: 10, ["ok␈␈"])
    expectWrap("\u{9B}31m", width: 2, ["␛[", "31", "m"])
    expectWrap("abc\u{202E}x", width: 10, ["abc\u{FFFD}x"])
  }

  @Test func badWidthsAreClamped() {
    expectWrap("ab", width: 0, ["a", "b"])
    expectWrap("ab", width: -5, ["a", "b"])
    expectWrap("ab cd", width: Int.max, ["ab cd"])
  }

  @Test func lineCountMatchesWrapForRandomText() {
    let seed = SeededGenerator.seed(fallback: 0x5EED_0001)
    var random = SeededGenerator(seed: seed)
    for round in 0..<400 {
      let text = RandomText.make(using: &random)
      let width = Int.random(in: -1...30, using: &random)
      let lines = TextWrapper.wrap(text, width: width)
      #expect(
        TextWrapper.lineCount(text, width: width) == lines.count,
        "seed \(seed) round \(round) width \(width): \(text.debugDescription)")
      for line in lines {
        #expect(
          DisplayWidth.of(line) <= max(1, width),
          "seed \(seed) round \(round) width \(width): \(text.debugDescription)")
        #expect(!line.unicodeScalars.contains(where: Sanitizer.isUnsafe))
        #expect(!line.contains("\t"))
      }
    }
  }
}

@Suite struct WidestLineTests {
  @Test(arguments: ["", "one", "a\nlonger line\nb", "tab\there", "中文 and 😀", "a\u{1B}[2Jb"])
  func theWidestLineIsTheWidestOfTheWrappedLines(text: String) {
    for width in [1, 3, 8, 1000] {
      let lines = TextWrapper.wrap(text, width: width)
      #expect(
        TextWrapper.widestLine(text, width: width)
          == lines.map { DisplayWidth.of($0) }.max(), "\(text) at \(width)")
    }
  }
}

@Suite struct WidestWordTests {
  @Test(arguments: [
    ("", 0), ("one three", 5), ("aaaa\u{A0}bbbb", 9), ("ab\ncd", 2), ("a\u{200B}bcd", 3),
    ("中文 x", 4), ("tab\there", 4),
  ])
  func theWidestWordIsTheNarrowestWidthThatBreaksNoWord(text: String, widest: Int) {
    #expect(TextWrapper.widestWord(text) == widest)
    // At that width the wrap breaks no word; one column less, it must break one.
    let lines = TextWrapper.wrap(text, width: max(1, widest))
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= max(1, widest) })
  }
}
