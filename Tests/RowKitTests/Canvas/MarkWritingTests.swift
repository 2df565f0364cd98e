import RowKitTesting
import Testing

@testable import RowKit

/// A mark's three characters written as a mark (`TextCanvas.writeMark`, which places
/// them without scanning) leave the canvas exactly as writing them as text does, in
/// every width mode and terminal profile, at any point and clip, over wide characters
/// and styles already there.
@Suite struct MarkWritingTests {
  static let modes = WidthMode.allCases + TerminalProfile.allCases.map(\.widthMode)

  /// Every mark: each shape, on or off, enabled or not, focused or not.
  static let marks: [(left: UInt8, state: Unicode.Scalar, right: UInt8)] = [
    MarkShape.radio, .checkbox,
  ].flatMap { shape in
    [false, true].flatMap { isOn in
      [false, true].flatMap { isEnabled in
        [false, true].map { focused in
          NodeLayout.mark(shape, isOn: isOn, isEnabled: isEnabled, focused: focused)
        }
      }
    }
  }

  /// A canvas of 9x3 holding wide characters, marks and styles, drawn the same way each
  /// time.
  func canvas(_ mode: WidthMode) -> TextCanvas {
    var canvas = TextCanvas(size: Size(columns: 9, lines: 3), widthMode: mode)
    canvas.write("漢字(•)ab", at: Point(column: 0, line: 0), style: Style(foreground: .red))
    canvas.write("x漢•字y", at: Point(column: 1, line: 1))
    canvas.write("<•>[x]漢", at: Point(column: 0, line: 2), style: Style(attributes: .bold))
    return canvas
  }

  @Test(arguments: SeededGenerator.testSeeds())
  func aMarkIsWrittenAsItsTextWouldBe(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    for mode in Self.modes {
      for mark in Self.marks {
        let text =
          String(UnicodeScalar(mark.left)) + String(Character(mark.state))
          + String(UnicodeScalar(mark.right))
        for _ in 0..<12 {
          let point = Point(
            column: Int.random(in: -3...10, using: &random),
            line: Int.random(in: -1...3, using: &random))
          let clip: Rect? =
            Bool.random(using: &random)
            ? nil
            : Rect(
              column: Int.random(in: -2...8, using: &random),
              line: Int.random(in: -1...2, using: &random),
              width: Int.random(in: 0...9, using: &random),
              height: Int.random(in: 0...3, using: &random))
          let style = Bool.random(using: &random) ? Style.plain : Style(background: .blue)
          var asText = canvas(mode)
          var asMark = canvas(mode)
          let before = (0..<3).map { asText.version(ofLine: $0) }
          asText.write(text, at: point, clip: clip, style: style)
          asMark.writeMark(mark.left, mark.state, mark.right, at: point, clip: clip, style: style)
          let context =
            "seed \(seed) (ROWKIT_SEED=\(seed)), \(mode), \(text) at \(point), clip \(String(describing: clip))"
          let same = asMark.cells == asText.cells
          #expect(same, "\(context): \(plainLines(asMark)) against \(plainLines(asText))")
          for line in 0..<3 {
            #expect(asMark.version(ofLine: line) == asText.version(ofLine: line), "\(context)")
            // The columns a frame writer compares again.
            #expect(
              asMark.changedColumns(ofLine: line, since: before[line])
                == asText.changedColumns(ofLine: line, since: before[line]), "\(context)")
          }
        }
      }
    }
  }
}
