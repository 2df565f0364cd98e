import RowKitTesting
import Testing

@testable import RowKit

/// The cells of line 0 as (character, width) pairs, continuations left out.
private func heads(_ canvas: TextCanvas) -> [String] {
  canvas.cells(line: 0).filter { $0.width != 0 }.map { cell in
    let scalars = cell.character.unicodeScalars.map { String($0.value, radix: 16) }
    return scalars.joined(separator: "+") + ":\(cell.width)"
  }
}

@Suite struct WidthModeCanvasTests {
  @Test func perCodePointStoresACellPerAdvancingScalar() {
    var canvas = TextCanvas(size: Size(columns: 8, lines: 1), widthMode: .perCodePoint)
    let end = canvas.write("\u{1F44D}\u{1F3FD}\u{2764}\u{FE0F}|", at: .zero)
    #expect(end == 6)
    #expect(heads(canvas) == ["1f44d:2", "1f3fd:2", "2764+fe0f:1", "7c:1", "20:1", "20:1"])
    expectWellFormed(canvas)
  }

  @Test func graphemeModeStoresTheClusterAsOneCell() {
    var canvas = TextCanvas(size: Size(columns: 8, lines: 1))
    let end = canvas.write("\u{1F44D}\u{1F3FD}\u{2764}\u{FE0F}|", at: .zero)
    #expect(end == 5)
    #expect(heads(canvas).prefix(3) == ["1f44d+1f3fd:2", "2764+fe0f:2", "7c:1"])
  }

  @Test func spacingMarksTakeTheirColumnInBothModes() {
    for mode in WidthMode.allCases {
      var canvas = TextCanvas(size: Size(columns: 12, lines: 1), widthMode: mode)
      // हिंदी, กำ, ｶﾞ: 4 + 2 + 2 columns in both modes, then the bar in column 8.
      let end = canvas.write(
        "\u{939}\u{93F}\u{902}\u{926}\u{940}\u{E01}\u{E33}\u{FF76}\u{FF9E}|", at: .zero)
      #expect(end == 9, "\(mode)")
      #expect(canvas[8, 0].character == "|", "\(mode)")
      expectWellFormed(canvas)
    }
  }

  @Test func perCodePointFamilyIsThreeWideCells() {
    var canvas = TextCanvas(size: Size(columns: 8, lines: 1), widthMode: .perCodePoint)
    canvas.write("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", at: .zero)
    #expect(heads(canvas).prefix(3) == ["1f468+200d:2", "1f469+200d:2", "1f467:2"])
    expectWellFormed(canvas)
  }

  @Test func hangulFillersAreDrawnAsSpaces() {
    for mode in WidthMode.allCases {
      var canvas = TextCanvas(size: Size(columns: 8, lines: 1), widthMode: mode)
      let end = canvas.write("a\u{3164}b\u{FFA0}c", at: .zero)
      #expect(end == 6, "\(mode)")
      #expect(plainLines(canvas) == ["a  b c"], "\(mode)")
    }
  }

  @Test func prependedMarkBeforeAWideCharacterKeepsTheLineWidth() {
    for mode in WidthMode.allCases {
      var canvas = TextCanvas(size: Size(columns: 6, lines: 1), widthMode: mode)
      #expect(canvas.write("\u{600}\u{4E2D}x", at: .zero) == 4, "\(mode)")
      expectWellFormed(canvas)
    }
  }

  @Test func nastyStringsKeepEveryLineExactlyAsWideInBothModes() {
    for mode in WidthMode.allCases {
      for text in NastyStrings.all {
        for column in [0, 3, 7] {
          var canvas = TextCanvas(size: Size(columns: 9, lines: 2), widthMode: mode)
          canvas.write(text, at: Point(column: column, line: 0))
          for line in TextWrapper.wrap(text, width: 9, mode: mode) {
            #expect(DisplayWidth.of(line, mode: mode) <= 9)
            canvas.write(line, at: Point(column: 0, line: 1))
          }
          expectWellFormed(canvas, "\(mode) \(text.debugDescription)")
          let plain = TextRenderer.plain.render(canvas)
          #expect(
            !plain.unicodeScalars.contains { $0.value == 0x1B || (0x80...0x9F).contains($0.value) })
        }
      }
    }
  }
}
