import RowKitTesting
import Testing

@testable import RowKit

/// Every nasty string, at several columns and canvas widths, through writing,
/// wrapping and both text renderers.
@Suite struct NastyStringTests {
  static let widths = [1, 2, 5, 20, 80]

  static func columns(for width: Int) -> [Int] {
    Array(Set([0, 1, 7, 8, width - 2, width - 1, width]).filter { $0 >= 0 }).sorted()
  }

  @Test(arguments: NastyStrings.all.indices)
  func survivesEveryPlacement(index: Int) throws {
    let text = NastyStrings.all[index]
    for width in Self.widths {
      for column in Self.columns(for: width) {
        try Self.check(text, width: width, column: column, note: "nasty #\(index)")
      }
    }
  }

  @Test func survivesRandomText() throws {
    let seed = SeededGenerator.seed(fallback: 0xBAD_5EED)
    var random = SeededGenerator(seed: seed)
    for round in 0..<300 {
      let text = RandomText.make(using: &random)
      let width = Self.widths.randomElement(using: &random)!
      let column = Int.random(in: -2...(width + 1), using: &random)
      try Self.check(
        text, width: width, column: column,
        note: "seed \(seed) round \(round) (replay with ROWKIT_SEED=\(seed))")
    }
  }

  static func check(_ text: String, width: Int, column: Int, note: String) throws {
    let comment: Comment = "\(note) width \(width) column \(column): \(text.debugDescription)"
    var canvas = TextCanvas(size: Size(columns: width, lines: 4))
    let style = Style(foreground: .red, background: .indexed(17), attributes: [.bold, .underline])
    canvas.write(text, at: Point(column: column, line: 0), style: style)
    canvas.write(text, at: Point(column: column, line: 1))
    for (offset, line) in TextWrapper.wrap(text, width: width).prefix(2).enumerated() {
      #expect(DisplayWidth.of(line) <= width, comment)
      canvas.write(
        line, at: Point(column: 0, line: 2 + offset), style: Style(foreground: .rgb(1, 2, 3)))
    }
    #expect(
      TextWrapper.lineCount(text, width: width) == TextWrapper.wrap(text, width: width).count,
      comment)
    expectWellFormed(canvas, comment)

    let plain = TextRenderer.plain.render(canvas)
    #expect(!plain.utf8.contains(0x1B), comment)
    #expect(!plain.unicodeScalars.contains { $0 != "\n" && Sanitizer.isUnsafe($0) }, comment)
    let plainLines = plain.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(plainLines.count == 4, comment)
    for line in plainLines { #expect(DisplayWidth.of(line) <= width, comment) }

    let ansi = TextRenderer.ansi.render(canvas)
    let visible = try EscapeGrammar.visibleLines(ansi)
    #expect(visible.count == 4, comment)
    for line in visible { #expect(DisplayWidth.of(line) <= width, comment) }
    for line in ansi.split(separator: "\n") { #expect(line.hasSuffix("\u{1B}[0m"), comment) }
  }
}
