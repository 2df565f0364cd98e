import Testing

@testable import RowKit

/// A string, the Characters it must split into, and the columns each takes.
struct WidthCase: Sendable, CustomTestStringConvertible {
  let name: String
  let scalars: [UInt32]
  let characterWidths: [Int]

  var text: String {
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars.map { Unicode.Scalar($0)! })
    return text
  }

  var testDescription: String { name }
}

/// The nasty strings of shared/reference.md ("Nasty strings", items 1–8, 15–17)
/// and a few edges of the rules.
let widthCases: [WidthCase] = [
  WidthCase(
    name: "CJK ideographs take two columns each", scalars: [0x4E2D, 0x6587],
    characterWidths: [2, 2]),
  WidthCase(name: "fullwidth A takes two columns", scalars: [0xFF21], characterWidths: [2]),
  WidthCase(
    name: "e with combining acute is one column", scalars: [0x65, 0x301],
    characterWidths: [1]),
  WidthCase(
    name: "e with 200 combining acutes is one column",
    scalars: [0x65] + Array(repeating: 0x301, count: 200), characterWidths: [1]),
  WidthCase(
    name: "decomposed Hangul syllable is two columns", scalars: [0x1100, 0x1161],
    characterWidths: [2]),
  WidthCase(name: "grinning face is two columns", scalars: [0x1F600], characterWidths: [2]),
  WidthCase(
    name: "heavy black heart alone is text, one column", scalars: [0x2764],
    characterWidths: [1]),
  WidthCase(
    name: "heavy black heart with VS16 is emoji, two columns",
    scalars: [0x2764, 0xFE0F], characterWidths: [2]),
  WidthCase(name: "watch alone is wide", scalars: [0x231A], characterWidths: [2]),
  WidthCase(
    name: "watch with VS15 is text, one column", scalars: [0x231A, 0xFE0E],
    characterWidths: [1]),
  WidthCase(
    name: "ZWJ family is one character of two columns",
    scalars: [0x1F468, 0x200D, 0x1F469, 0x200D, 0x1F467], characterWidths: [2]),
  WidthCase(
    name: "thumbs up with skin tone is two columns", scalars: [0x1F44D, 0x1F3FD],
    characterWidths: [2]),
  WidthCase(
    name: "flag of two regional indicators is two columns",
    scalars: [0x1F1FA, 0x1F1F8], characterWidths: [2]),
  WidthCase(
    name: "odd run of three regional indicators is a flag and a lone indicator",
    scalars: [0x1F1FA, 0x1F1F8, 0x1F1EC], characterWidths: [2, 2]),
  WidthCase(
    name: "keycap sequence is two columns", scalars: [0x31, 0xFE0F, 0x20E3],
    characterWidths: [2]),
  WidthCase(
    name: "keycap without VS16 keeps the digit's column", scalars: [0x31, 0x20E3],
    characterWidths: [1]),
  WidthCase(
    name: "Devanagari conjunct is one character of two columns",
    scalars: [0x915, 0x94D, 0x937], characterWidths: [2]),
  WidthCase(
    name: "Devanagari consonant with a spacing vowel sign is two columns",
    scalars: [0x915, 0x93F], characterWidths: [2]),
  WidthCase(
    name: "Unicode 15 emoji U+1FAE8 is two columns", scalars: [0x1FAE8],
    characterWidths: [2]),
  WidthCase(
    name: "Unicode 17 emoji U+1FAEA is two columns", scalars: [0x1FAEA],
    characterWidths: [2]),
  WidthCase(
    name: "zero width no-break space is zero columns", scalars: [0xFEFF],
    characterWidths: [0]),
  WidthCase(name: "zero width space is zero columns", scalars: [0x200B], characterWidths: [0]),
  WidthCase(name: "word joiner is zero columns", scalars: [0x2060], characterWidths: [0]),
  WidthCase(name: "soft hyphen is one column", scalars: [0xAD], characterWidths: [1]),
  WidthCase(
    name: "combining grapheme joiner alone is zero columns", scalars: [0x34F],
    characterWidths: [0]),
  WidthCase(name: "ideographic space is two columns", scalars: [0x3000], characterWidths: [2]),
  WidthCase(name: "no-break space is one column", scalars: [0xA0], characterWidths: [1]),
  WidthCase(
    name: "eight spoked asterisk is one column", scalars: [0x2733],
    characterWidths: [1]),
  WidthCase(
    name: "eight spoked asterisk with VS16 is two columns", scalars: [0x2733, 0xFE0F],
    characterWidths: [2]),
  WidthCase(name: "line separator is zero columns", scalars: [0x2028], characterWidths: [0]),
  WidthCase(
    name: "plain ASCII is one column per character", scalars: [0x61, 0x62, 0x20, 0x7E],
    characterWidths: [1, 1, 1, 1]),
  WidthCase(name: "empty string is zero columns", scalars: [], characterWidths: []),
  WidthCase(
    name: "spaces only are one column each", scalars: [0x20, 0x20, 0x20],
    characterWidths: [1, 1, 1]),
  WidthCase(
    name: "controls and CRLF are zero columns", scalars: [0x1B, 0x0D, 0x0A, 0x9B],
    characterWidths: [0, 0, 0]),
  WidthCase(
    name: "lone combining mark is zero columns", scalars: [0x301],
    characterWidths: [0]),
  WidthCase(
    name: "digit with trailing ZWJ keeps one column", scalars: [0x31, 0x200D],
    characterWidths: [1]),
  WidthCase(
    name: "VS16 after a letter that is not emoji changes nothing",
    scalars: [0x61, 0xFE0F], characterWidths: [1]),
  WidthCase(
    name: "tag sequence flag is two columns",
    scalars: [0x1F3F4, 0xE0067, 0xE0062, 0xE0065, 0xE006E, 0xE0067, 0xE007F],
    characterWidths: [2]),
  WidthCase(
    name: "lone skin tone modifier is two columns", scalars: [0x1F3FB],
    characterWidths: [2]),
  WidthCase(
    name: "Arabic number sign and the digit it joins count one column each",
    scalars: [0x600, 0x661], characterWidths: [2]),
  WidthCase(name: "Hangul filler is two columns", scalars: [0x3164], characterWidths: [2]),
  WidthCase(
    name: "ideographic tone mark is zero columns", scalars: [0x302A],
    characterWidths: [0]),
]

@Suite("Display width per Character")
struct DisplayWidthTests {
  @Test(arguments: widthCases)
  func charactersSplitAndMeasureAsExpected(_ widthCase: WidthCase) {
    let characters = Array(widthCase.text)
    #expect(characters.count == widthCase.characterWidths.count)
    #expect(characters.map { DisplayWidth.of($0) } == widthCase.characterWidths)
  }

  @Test(arguments: widthCases)
  func textWidthIsTheSumOfItsCharacters(_ widthCase: WidthCase) {
    #expect(DisplayWidth.of(widthCase.text) == widthCase.characterWidths.reduce(0, +))
  }

  // A line feed always ends a cluster, so the text cannot join the ASCII around it.
  @Test(arguments: widthCases)
  func asciiAroundTheTextAddsOneColumnPerCharacter(_ widthCase: WidthCase) {
    let expected = widthCase.characterWidths.reduce(0, +)
    #expect(DisplayWidth.of("ab\n" + widthCase.text + "\ncd") == expected + 4)
    #expect(DisplayWidth.of("x\n" + widthCase.text) == expected + 1)
  }

  @Test func substringIsMeasuredLikeTheString() {
    let text = "[\u{4E2D}e\u{301}\u{1F44D}\u{1F3FD}]"
    let inner = text.dropFirst().dropLast()
    #expect(DisplayWidth.of(inner) == 5)
    #expect(DisplayWidth.of(text) == 7)
  }

  @Test func asciiFollowedByACombiningMarkCountsTheClusterOnce() {
    #expect(DisplayWidth.of("abce\u{301}") == 4)
    #expect(DisplayWidth.of("1\u{FE0F}\u{20E3}") == 2)
    #expect(DisplayWidth.of("\u{1B}\u{301}") == 0)
    // A skin tone joins any character; after a letter it is a swatch of its own.
    #expect(DisplayWidth.of("ab\u{1F3FB}") == 4)
  }

  @Test func everyScalarMeasuresZeroOneOrTwo() {
    for value in UInt32(0)...0x10_FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let width = DisplayWidth.of(Character(scalar))
      #expect((0...2).contains(width), "U+\(String(value, radix: 16)) measured \(width)")
    }
  }

  @Test func everyEmojiPresentationScalarIsTwoColumns() {
    for value in UInt32(0)...0x10_FFFF {
      guard let scalar = Unicode.Scalar(value), scalar.properties.isEmojiPresentation else {
        continue
      }
      #expect(DisplayWidth.of(Character(scalar)) == 2, "U+\(String(value, radix: 16))")
    }
  }

  @Test func wideTableIsSortedDisjointAndNotAdjacent() {
    let ranges = EastAsianWidthTable.wideRanges
    #expect(ranges.first?.lowerBound == EastAsianWidthTable.smallestWide)
    for (earlier, later) in zip(ranges, ranges.dropFirst()) {
      #expect(earlier.upperBound + 1 < later.lowerBound)
    }
  }
}
