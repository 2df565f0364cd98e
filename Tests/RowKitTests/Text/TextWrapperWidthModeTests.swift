import RowKitTesting
import Testing

@testable import RowKit

@Suite struct TextWrapperWidthModeTests {
  @Test func linesAreMeasuredInTheModeGiven() {
    let text = "\u{1F44D}\u{1F3FD} \u{1F44D}\u{1F3FD}"
    #expect(TextWrapper.wrap(text, width: 5) == [text])
    #expect(
      TextWrapper.wrap(text, width: 5, mode: .perCodePoint)
        == ["\u{1F44D}\u{1F3FD}", "\u{1F44D}\u{1F3FD}"])
    #expect(TextWrapper.lineCount(text, width: 5, mode: .perCodePoint) == 2)
  }

  @Test func spacingMarksCountWhenWrapping() {
    // हिंदी is 4 columns: with a space and "ab" it does not fit in 6.
    #expect(
      TextWrapper.wrap("\u{939}\u{93F}\u{902}\u{926}\u{940} ab", width: 6)
        == ["\u{939}\u{93F}\u{902}\u{926}\u{940}", "ab"])
  }

  @Test func aClusterWiderThanTheLineIsReplacedPerCodePoint() {
    // The family is 6 columns per code point: at width 4 it shows as U+FFFD.
    let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
    #expect(TextWrapper.wrap("a " + family, width: 4, mode: .perCodePoint) == ["a \u{FFFD}"])
    #expect(TextWrapper.wrap("a " + family, width: 4) == ["a " + family])
  }

  /// Random text from pieces that stress both modes: lineCount always equals the
  /// number of lines, and no line is wider than the width, in either mode.
  @Test(arguments: SeededGenerator.testSeeds())
  func lineCountMatchesTheLinesAndNoLineOverflows(seed: UInt64) {
    print("seed \(seed) (replay with ROWKIT_SEED=\(seed))")
    var random = SeededGenerator(seed: seed)
    let pieces = [
      "a", "word", " ", "  ", "\t", "\n", "\u{4E2D}", "e\u{301}", "\u{915}\u{93E}",
      "\u{E01}\u{E33}",
      "\u{FF76}\u{FF9E}", "\u{2764}\u{FE0F}", "\u{1F44D}\u{1F3FD}", "\u{1F1EF}\u{1F1F5}",
      "\u{1F468}\u{200D}\u{1F469}", "\u{600}1", "\u{200B}", "\u{1B}[2J", "\u{9B}", "\u{3000}",
      "\u{3164}", "1\u{FE0F}\u{20E3}", "\u{202E}", " \u{301}",
    ]
    for _ in 0..<300 {
      let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in
        pieces.randomElement(using: &random)!
      }.joined()
      let width = Int.random(in: 1...12, using: &random)
      for mode in WidthMode.allCases {
        let lines = TextWrapper.wrap(text, width: width, mode: mode)
        #expect(TextWrapper.lineCount(text, width: width, mode: mode) == lines.count)
        for line in lines {
          #expect(
            DisplayWidth.of(line, mode: mode) <= width,
            "\(mode) \(text.debugDescription) at \(width): \(line.debugDescription)")
        }
      }
    }
  }
}
