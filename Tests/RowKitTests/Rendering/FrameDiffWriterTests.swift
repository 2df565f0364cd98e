import RowKitTesting
import Testing

@testable import RowKit

@Suite struct FrameDiffWriterTests {
  private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test func firstFrameIsAFullRepaint() {
    var canvas = TextCanvas(size: Size(columns: 10, lines: 3))
    canvas.write("[x] Tea", at: .zero)
    canvas.write("[ ] Milk", at: Point(column: 0, line: 2), style: Style(attributes: .inverse))
    var writer = FrameDiffWriter()
    #expect(
      writer.frame(canvas)
        == bytes("\u{1B}[0m\u{1B}[H\u{1B}[2J[x] Tea\r\n\n\u{1B}[7m[ ] Milk\u{1B}[0m"))
  }

  @Test func identicalFrameWritesNothing() {
    var canvas = TextCanvas(size: Size(columns: 10, lines: 3))
    canvas.write("[x] Tea", at: .zero)
    var writer = FrameDiffWriter()
    _ = writer.frame(canvas)
    #expect(writer.frame(canvas).isEmpty)
  }

  @Test func oneChangedMarkIsAMoveAndACharacter() {
    var canvas = TextCanvas(size: Size(columns: 10, lines: 3))
    canvas.write("[ ] Tea", at: Point(column: 0, line: 1))
    var writer = FrameDiffWriter()
    _ = writer.frame(canvas)
    canvas.write("x", at: Point(column: 1, line: 1))
    // The cursor is still after "Tea" (column 7): six columns back is shorter than `ESC[2;2H`.
    #expect(writer.frame(canvas) == bytes("\u{1B}[6Dx"))
    writer.invalidate()
    _ = writer.frame(canvas)
    canvas.write(" ", at: Point(column: 1, line: 0))
    canvas.write("x", at: Point(column: 1, line: 2))
    #expect(writer.frame(canvas) == bytes("\r\n\u{1B}[Cx"))
    canvas.write(" ", at: Point(column: 1, line: 1))
    #expect(writer.frame(canvas) == bytes("\u{1B}[2;2H "))
  }

  /// Changed ASCII characters, styled, next to characters that are not ASCII, and gaps
  /// of unchanged ones moved over or written again: the bytes in full.
  @Test func asciiNextToOtherCharactersIsWrittenByteForByte() {
    var canvas = TextCanvas(size: Size(columns: 12, lines: 2))
    canvas.write("(•) Yes", at: Point(column: 2, line: 0), style: Style(attributes: .bold))
    canvas.write("( ) No", at: Point(column: 2, line: 1))
    var writer = FrameDiffWriter()
    _ = writer.frame(canvas)
    canvas.write("( ) Yes", at: Point(column: 2, line: 0))
    canvas.write("(•)", at: Point(column: 2, line: 1), style: Style(attributes: .bold))
    canvas.write("é", at: Point(column: 9, line: 1))
    // The gap before "é" is not in the pen's style: moved over, not written again.
    #expect(
      writer.frame(canvas)
        == bytes("\u{1B}[1;3H( ) Yes\u{1B}[2;3H\u{1B}[1m(•)\u{1B}[4C\u{1B}[0mé"))
    canvas.write("[", at: Point(column: 2, line: 0))
    canvas.write("]", at: Point(column: 4, line: 0))
    // The space between is in the pen's style: written again, one byte for three.
    #expect(writer.frame(canvas) == bytes("\u{1B}[1;3H[ ]"))
  }

  @Test func sizeChangeAndInvalidateRepaint() {
    var writer = FrameDiffWriter()
    let small = TextCanvas(size: Size(columns: 3, lines: 1))
    _ = writer.frame(small)
    let repaint = bytes("\u{1B}[0m\u{1B}[H\u{1B}[2J")
    #expect(writer.frame(TextCanvas(size: Size(columns: 4, lines: 1))) == repaint)
    writer.invalidate()
    #expect(writer.frame(TextCanvas(size: Size(columns: 4, lines: 1))) == repaint)
  }

  @Test func withoutColoursNoStyleIsWritten() throws {
    var canvas = TextCanvas(size: Size(columns: 5, lines: 1))
    canvas.write("ab", at: .zero, style: Style(foreground: .red))
    var writer = FrameDiffWriter(colors: false)
    #expect(writer.frame(canvas) == bytes("\u{1B}[0m\u{1B}[H\u{1B}[2Jab"))
  }

  @Test func erasesTheRestOfALineInOneSequence() throws {
    var canvas = TextCanvas(size: Size(columns: 20, lines: 1))
    canvas.write("a long line of text", at: .zero)
    var writer = FrameDiffWriter()
    _ = writer.frame(canvas)
    var next = TextCanvas(size: canvas.size)
    next.write("a", at: .zero)
    #expect(writer.frame(next) == bytes("\u{1B}[17D\u{1B}[K"))
  }

  @Test func randomFramePairsReplayExactly() throws {
    let seed = SeededGenerator.seed(fallback: 0xF4A3_0001)
    var random = SeededGenerator(seed: seed)
    for round in 0..<300 {
      // Every fourth canvas wider than 64 columns: changes further apart than that are
      // compared twice, not read from the first comparison's bits.
      let size = Size(
        columns: round % 4 == 3
          ? Int.random(in: 60...100, using: &random) : Int.random(in: 1...24, using: &random),
        lines: Int.random(in: 1...6, using: &random))
      var writer = FrameDiffWriter(colors: round % 5 != 0)
      var terminal = TerminalModel(size: size)
      var frame = TextCanvas(size: size)
      for step in 0..<4 {
        frame =
          step == 0 || Bool.random(using: &random) ? Self.mutate(frame, using: &random) : frame
        let output = writer.frame(frame)
        let comment: Comment =
          "seed \(seed) round \(round) step \(step) (replay with ROWKIT_SEED=\(seed))"
        do {
          try terminal.apply(output)
        } catch {
          Issue.record("\(error) — \(comment)")
          return
        }
        var expected = frame
        if !writer.colors { expected.removeStyles(changedSince: nil) }
        #expect(terminal.cells == expected.cells, comment)
      }
    }
  }

  static let alphabet: [String] = [
    "a", "b", "x", " ", "[x]", "中", "文", "😀", "é", "A\u{1B}[2J", "\t",
  ]
  static let styles: [Style] = [
    .plain, Style(attributes: .bold), Style(foreground: .red), Style(background: .blue),
    Style(foreground: .indexed(200), attributes: [.inverse, .dim]),
    Style(foreground: .rgb(9, 8, 7), background: .brightWhite, attributes: .underline),
  ]

  /// One canvas kept and written to in place, frame after frame: the writer compares
  /// only the lines written since the last frame, and writes exactly the bytes of a
  /// writer that compares every line of a fresh copy.
  @Test func aCanvasWrittenInPlaceIsComparedOnTheLinesWrittenSince() throws {
    let seed = SeededGenerator.seed(fallback: 0xF4A3_0002)
    var random = SeededGenerator(seed: seed)
    for round in 0..<200 {
      // Every fourth canvas wider than 64 columns: changes further apart than that are
      // compared twice, not read from the first comparison's bits.
      let size = Size(
        columns: round % 4 == 3
          ? Int.random(in: 60...100, using: &random) : Int.random(in: 1...24, using: &random),
        lines: Int.random(in: 1...6, using: &random))
      var incremental = FrameDiffWriter(colors: round % 5 != 0)
      var whole = FrameDiffWriter(colors: round % 5 != 0)
      var terminal = TerminalModel(size: size)
      var canvas = TextCanvas(size: size)
      for step in 0..<6 {
        if step > 0 { Self.mutate(&canvas, using: &random) }
        let output = incremental.frame(canvas)
        let comment: Comment =
          "seed \(seed) round \(round) step \(step) (replay with ROWKIT_SEED=\(seed))"
        #expect(output == whole.frame(canvas.detachedCopy()), comment)
        do {
          try terminal.apply(output)
        } catch {
          Issue.record("\(error) — \(comment)")
          return
        }
        var expected = canvas
        if !incremental.colors { expected.removeStyles(changedSince: nil) }
        #expect(terminal.cells == expected.cells, comment)
      }
    }
  }

  static func mutate(_ canvas: TextCanvas, using random: inout SeededGenerator) -> TextCanvas {
    var canvas = canvas
    mutate(&canvas, using: &random)
    return canvas
  }

  static func mutate(_ canvas: inout TextCanvas, using random: inout SeededGenerator) {
    for _ in 0..<Int.random(in: 1...6, using: &random) {
      let point = Point(
        column: Int.random(in: -1...canvas.size.columns, using: &random),
        line: Int.random(in: 0..<canvas.size.lines, using: &random))
      let style = styles.randomElement(using: &random)!
      switch Int.random(in: 0..<6, using: &random) {
      case 0:
        canvas.fill(
          Rect(origin: point, size: Size(columns: Int.random(in: 0...6, using: &random), lines: 2)),
          style: style)
      case 1:
        canvas.setBackground(
          style.background, in: Rect(origin: point, size: Size(columns: 3, lines: 1)))
      default:
        var text = ""
        for _ in 0..<Int.random(in: 1...5, using: &random) {
          text += alphabet.randomElement(using: &random)!
        }
        canvas.write(text, at: point, style: style)
      }
    }
  }
}
