import Testing

@testable import RowKit

@Suite struct TextCanvasTests {
  @Test func writeClipsToTheClipRectangle() {
    var canvas = TextCanvas(size: Size(columns: 10, lines: 2))
    let end = canvas.write(
      "Hello, world", at: Point(column: 2, line: 0),
      clip: Rect(column: 3, line: 0, width: 5, height: 1))
    canvas.write(
      "Hello", at: Point(column: 0, line: 1), clip: Rect(column: 3, line: 0, width: 5, height: 1))
    #expect(end == 14)
    #expect(plainLines(canvas) == ["   ello,", ""])
  }

  @Test func asciiAmongOtherCharactersIsWrittenInRunsThatKeepClusters() {
    var canvas = TextCanvas(size: Size(columns: 12, lines: 1))
    canvas.write("ab中ce\u{301}·d", at: Point(column: 1, line: 0), style: Style(attributes: .bold))
    #expect(plainLines(canvas) == [" ab中ce\u{301}·d"])
    #expect(canvas[4, 0].width == 0)
    #expect(canvas[6, 0].character == "e\u{301}")
    #expect(canvas[8, 0] == CanvasCell(character: "d", width: 1, style: Style(attributes: .bold)))
    // A run over a wide character's right half clears its left half.
    canvas.write("x·", at: Point(column: 4, line: 0))
    #expect(plainLines(canvas) == [" ab x·e\u{301}·d"])
    expectWellFormed(canvas)
  }

  /// A String of printable ASCII is written from its bytes: clipped, over halves of wide
  /// characters, off the canvas, each as the scanning write of other text does.
  @Test func printableASCIIStringsAreWrittenFromTheirBytes() {
    var canvas = TextCanvas(size: Size(columns: 8, lines: 3))
    canvas.write("中文", at: .zero)
    canvas.write("中文", at: Point(column: 0, line: 1))
    #expect(canvas.write("ab", at: Point(column: 1, line: 0)) == 3)
    let bold = Style(attributes: .bold)
    #expect(
      canvas.write(
        "wxyz", at: Point(column: -1, line: 1), clip: Rect(column: 0, line: 1, width: 2, height: 1),
        style: bold) == 3)
    #expect(canvas.write("off", at: Point(column: 2, line: 5)) == 5)
    #expect(canvas.write("tail", at: Point(column: 6, line: 2)) == 10)
    #expect(plainLines(canvas) == [" ab", "xy文", "      ta"])
    #expect(canvas[0, 1] == CanvasCell(character: "x", width: 1, style: bold))
    #expect(canvas[3, 0] == CanvasCell.blank(.plain))
    expectWellFormed(canvas)
  }

  /// Text with characters other than printable ASCII returns the same column after it
  /// whether it is drawn or falls off the canvas (its ASCII runs skipped either way).
  @Test func otherTextEndsInTheSameColumnDrawnOrNot() {
    var canvas = TextCanvas(size: Size(columns: 40, lines: 1))
    let texts = ["ab\u{B7}cd", "\u{B7}ab", "ab\u{301}c", "a\tb\u{4E2D}cd", "x\u{1F600}yz"]
    let ends = [8, 6, 6, 16, 8]
    for (text, end) in zip(texts, ends) {
      let drawn = canvas.write(text, at: Point(column: 3, line: 0))
      let offCanvas = canvas.write(text, at: Point(column: 3, line: 7))
      let scalars = text.unicodeScalars.map { String($0.value, radix: 16) }
      #expect(drawn == end, "\(scalars)")
      #expect(offCanvas == end, "\(scalars)")
    }
  }

  @Test func writeClipsToTheCanvas() {
    var canvas = TextCanvas(size: Size(columns: 5, lines: 1))
    canvas.write("abcdefgh", at: Point(column: -2, line: 0))
    #expect(plainLines(canvas) == ["cdefg"])
    canvas.write("zz", at: Point(column: 4, line: 0))
    #expect(plainLines(canvas) == ["cdefz"])
  }

  @Test func wideCharacterCutAtTheRightEdgeBecomesASpace() {
    var canvas = TextCanvas(size: Size(columns: 3, lines: 1))
    canvas.write("ab中", at: .zero, style: Style(background: .blue))
    #expect(plainLines(canvas) == ["ab"])
    #expect(canvas[2, 0] == .blank(Style(background: .blue)))
    expectWellFormed(canvas)
  }

  @Test func wideCharacterCutAtTheLeftEdgeBecomesASpace() {
    var canvas = TextCanvas(size: Size(columns: 4, lines: 1))
    canvas.write("中abc", at: Point(column: -1, line: 0))
    #expect(plainLines(canvas) == [" abc"])
    var clipped = TextCanvas(size: Size(columns: 6, lines: 1))
    clipped.write(
      "中文x", at: Point(column: 0, line: 0), clip: Rect(column: 1, line: 0, width: 5, height: 1))
    #expect(plainLines(clipped) == ["  文x"])
    expectWellFormed(clipped)
  }

  @Test func overwritingTheRightHalfClearsTheLeftHalfKeepingItsBackground() {
    var canvas = TextCanvas(size: Size(columns: 4, lines: 1))
    canvas.write("中文", at: .zero, style: Style(background: .blue))
    canvas.write("x", at: Point(column: 1, line: 0))
    #expect(plainLines(canvas) == [" x文"])
    #expect(canvas[0, 0] == .blank(Style(background: .blue)))
    expectWellFormed(canvas)
  }

  @Test func overwritingTheLeftHalfClearsTheRightHalf() {
    var canvas = TextCanvas(size: Size(columns: 4, lines: 1))
    canvas.write("中文", at: .zero, style: Style(background: .red))
    canvas.write("x", at: Point(column: 2, line: 0))
    #expect(plainLines(canvas) == ["中x"])
    #expect(canvas[3, 0] == .blank(Style(background: .red)))
    expectWellFormed(canvas)
  }

  @Test func wideOverTwoWideHalvesClearsBothOuterHalves() {
    var canvas = TextCanvas(size: Size(columns: 4, lines: 1))
    canvas.write("中文", at: .zero)
    canvas.write("字", at: Point(column: 1, line: 0))
    #expect(plainLines(canvas) == [" 字"])
    expectWellFormed(canvas)
  }

  @Test func tabsAdvanceToMultiplesOfEightFromTheTextStart() {
    var canvas = TextCanvas(size: Size(columns: 20, lines: 3))
    canvas.write("a\tb", at: Point(column: 0, line: 0))
    canvas.write("a\tb", at: Point(column: 7, line: 1))
    canvas.write("a\tb", at: Point(column: 8, line: 2))
    #expect(plainLines(canvas) == ["a       b", "       a       b", "        a       b"])
  }

  @Test func lineBreaksAndControlsShowAsPlaceholders() {
    var canvas = TextCanvas(size: Size(columns: 12, lines: 2))
    canvas.write("Safe\rEVIL", at: .zero)
    canvas.write("A\u{1B}[2JB", at: Point(column: 0, line: 1))
    #expect(plainLines(canvas) == ["Safe␍EVIL", "A␛[2JB"])
  }

  @Test func setBackgroundSplitsAWideCharacterItCuts() {
    var canvas = TextCanvas(size: Size(columns: 4, lines: 1))
    canvas.write("中文", at: .zero)
    canvas.setBackground(.green, in: Rect(column: 1, line: 0, width: 2, height: 1))
    #expect(plainLines(canvas) == [""])
    #expect(canvas[0, 0] == .blank())
    #expect(canvas[1, 0] == .blank(Style(background: .green)))
    #expect(canvas[2, 0] == .blank(Style(background: .green)))
    #expect(canvas[3, 0] == .blank())
  }

  @Test func fillReplacesCellsAndSplitsWideCharacters() {
    var canvas = TextCanvas(size: Size(columns: 4, lines: 2))
    canvas.write("中文", at: .zero)
    canvas.fill(Rect(column: 1, line: 0, width: 1, height: 5), style: Style(background: .red))
    #expect(plainLines(canvas) == ["  文", ""])
    #expect(canvas[1, 1] == .blank(Style(background: .red)))
    expectWellFormed(canvas)
  }

  @Test func extremeArgumentsNeverTrap() {
    var canvas = TextCanvas(size: Size(columns: 5, lines: 2))
    canvas.write("abc", at: Point(column: Int.max - 1, line: 0))
    canvas.write("a\tb", at: Point(column: Int.min, line: 0))
    canvas.write("abc", at: Point(column: 0, line: Int.min))
    canvas.write(
      "abc", at: .zero, clip: Rect(column: Int.max, line: Int.max, width: Int.max, height: Int.max))
    canvas.write(
      "xyz", at: .zero, clip: Rect(column: Int.min, line: Int.min, width: Int.max, height: Int.max))
    canvas.fill(Rect(column: Int.max, line: 0, width: Int.max, height: 1), style: .plain)
    canvas.setBackground(.red, in: Rect(column: -3, line: -3, width: Int.max, height: 0))
    #expect(canvas.write("ab", at: Point(column: Int.max, line: 0)) == Int.max)
    #expect(canvas.cell(column: 5, line: 0) == nil)
    #expect(canvas.cell(column: -1, line: 0) == nil)
    #expect(canvas.cells(line: 7).isEmpty)
    #expect(plainLines(canvas) == ["", ""])
  }

  @Test func hugeSizesAreClamped() {
    let canvas = TextCanvas(size: Size(columns: Int.max, lines: Int.max))
    #expect(canvas.cells.count <= TextCanvas.maximumCellCount)
    #expect(canvas.cells.count == canvas.size.columns * canvas.size.lines)
    let empty = TextCanvas(size: Size(columns: -4, lines: 3))
    #expect(empty.size == Size(columns: 0, lines: 3))
    #expect(TextRenderer.plain.render(empty) == "\n\n\n")
  }
}
