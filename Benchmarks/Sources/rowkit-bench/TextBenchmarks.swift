import RowKit

/// Measuring and wrapping text, each against a baseline that does the least the job
/// needs, measured in the same run:
///
/// - `lineCount` and `wrap` of 1,000 ASCII labels at width 40: at most 5x a naive
///   greedy wrap over the labels' UTF-8 bytes.
/// - `DisplayWidth` of 1,000 CJK and emoji labels: at most 2x a bare walk over their
///   grapheme clusters (string indices, no `Character` made).
enum TextBenchmarks {
  /// ASCII labels like a list's rows: 47 to 60 characters, wrapping to two lines.
  static func asciiLabels() -> [String] {
    (0..<1000).map { index in
      let words = ["buy", "something", "useful", "for", "the", "kitchen", "and", "garden"]
      return "Item \(index + 1000): "
        + (0..<(7 + index % 3)).map { words[($0 + index) % words.count] }.joined(separator: " ")
    }
  }

  /// Labels of CJK ideographs, kana and Hangul with emoji, skin tones and flags.
  static func wideLabels() -> [String] {
    let parts = [
      "日本の首都", "東京", "한국어", "中文字幕", "カタカナ", "👍🏽", "❤️", "🇯🇵", "😀", "👨‍👩‍👧",
      "ｶﾞｷﾞ", "漢字", "가나다",
    ]
    return (0..<1000).map { index in
      (0..<8).map { parts[($0 * 7 + index) % parts.count] }.joined(separator: " ")
    }
  }

  /// Lines of a greedy wrap over bytes, one byte one column: the least a wrap can do.
  static func naiveLineCount(_ text: String, width: Int) -> Int {
    var lines = 1
    var column = 0
    var word = 0
    for byte in text.utf8 {
      if byte == 0x20 {
        if column + word > width {
          lines += 1
          column = word
        } else {
          column += word
        }
        column += 1
        word = 0
      } else {
        word += 1
      }
    }
    return column + word > width ? lines + 1 : lines
  }

  /// The grapheme clusters of a text, counted by walking its indices.
  static func graphemeCount(_ text: String) -> Int {
    var count = 0
    var index = text.startIndex
    while index < text.endIndex {
      index = text.index(after: index)
      count += 1
    }
    return count
  }

  /// Runs the text figures.
  static func run() {
    Report.section("text (1,000 labels at width 40; ratios to baselines of the same run)")
    let ascii = asciiLabels()
    // Each figure and its baseline in alternating rounds, so that a change of load on
    // a shared machine falls on both alike.
    let naiveLines = { ascii.reduce(0) { $0 + naiveLineCount($1, width: 40) } }
    let (naive, lineCount) = Timing.pairedMedians(iterations: 50, naiveLines) {
      ascii.reduce(0) { $0 + TextWrapper.lineCount($1, width: 40) }
    }
    Report.time("baseline: naive greedy wrap over bytes", naive, baseline: naive)
    Report.time("lineCount, ASCII", lineCount, baseline: naive, limits: [.ratio(5)])
    let (naiveAgain, wrap) = Timing.pairedMedians(iterations: 50, naiveLines) {
      ascii.reduce(0) { $0 + TextWrapper.wrap($1, width: 40).count }
    }
    Report.time("wrap, ASCII", wrap, baseline: naiveAgain, limits: [.ratio(5)])
    let codePoint = Timing.median(iterations: 50) {
      ascii.reduce(0) { $0 + TextWrapper.lineCount($1, width: 40, mode: .perCodePoint) }
    }
    Report.time("lineCount, ASCII, per code point", codePoint, baseline: naive)

    let wide = wideLabels()
    let (walk, measure) = Timing.pairedMedians(
      iterations: 50, { wide.reduce(0) { $0 + graphemeCount($1) } },
      { wide.reduce(0) { $0 + DisplayWidth.of($1) } })
    Report.time("baseline: grapheme walk, CJK/emoji", walk, baseline: walk)
    Report.time("DisplayWidth, CJK/emoji", measure, baseline: walk, limits: [.ratio(2)])
    let measureCodePoint = Timing.median(iterations: 50) {
      wide.reduce(0) { $0 + DisplayWidth.of($1, mode: .perCodePoint) }
    }
    Report.time(
      "DisplayWidth, CJK/emoji, per code point", measureCodePoint, baseline: walk,
      limits: [.ratio(2)])
    let wrapWide = Timing.median(iterations: 20) {
      wide.reduce(0) { $0 + TextWrapper.wrap($1, width: 40).count }
    }
    Report.time("wrap, CJK/emoji", wrapWide, baseline: walk)
  }
}
