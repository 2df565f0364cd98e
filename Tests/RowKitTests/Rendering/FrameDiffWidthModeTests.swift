import Testing

@testable import RowKit

@Suite struct FrameDiffWidthModeTests {
  private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  @Test func aMoveAfterAModeSensitiveCharacterIsAbsolute() {
    for mode in WidthMode.allCases {
      var canvas = TextCanvas(size: Size(columns: 12, lines: 2), widthMode: mode)
      var writer = FrameDiffWriter()
      _ = writer.frame(canvas)
      canvas.write("\u{2764}\u{FE0F}", at: Point(column: 0, line: 1))
      canvas.write("B", at: Point(column: 5, line: 1))
      // After the heart the cursor is not trusted: B is reached with an absolute move.
      #expect(text(writer.frame(canvas)).hasSuffix("\u{2764}\u{FE0F}\u{1B}[2;6HB"), "\(mode)")
    }
  }

  @Test func aMoveAfterCJKStaysRelative() {
    var canvas = TextCanvas(size: Size(columns: 12, lines: 2))
    var writer = FrameDiffWriter()
    _ = writer.frame(canvas)
    canvas.write("\u{4E2D}", at: Point(column: 0, line: 1))
    canvas.write("B", at: Point(column: 5, line: 1))
    // Relative: the three blank cells are rewritten, shorter than any move.
    #expect(text(writer.frame(canvas)).hasSuffix("\u{4E2D}   B"))
  }

  /// A character that profiles of older Unicode versions draw narrower (U+2630, wide
  /// since Unicode 16.0; U+1FAE8, an emoji of 15.0) is followed by an absolute move,
  /// as in every profile's mode; CJK wide since 4.1 is not.
  @Test func aCharacterNewerThanSomeProfileIsFollowedByAnAbsoluteMove() {
    for profile in [TerminalProfile.kitty, .putty, .tmux] {
      for newer in ["\u{2630}", "\u{1FAE8}"] {
        var canvas = TextCanvas(size: Size(columns: 12, lines: 2), widthMode: profile.widthMode)
        var writer = FrameDiffWriter()
        _ = writer.frame(canvas)
        canvas.write(newer, at: Point(column: 0, line: 1))
        canvas.write("B", at: Point(column: 5, line: 1))
        #expect(text(writer.frame(canvas)).hasSuffix(newer + "\u{1B}[2;6HB"), "\(profile)")
      }
    }
    #expect(!FrameDiff.isModeSensitive("\u{4E2D}") && !FrameDiff.isModeSensitive("a"))
    #expect(FrameDiff.isModeSensitive("\u{16FF2}"))
  }

  /// After a wide character, a narrow one other than ASCII may be drawn in two columns
  /// (``WidthQuirks/widthCarriesOver``: Contour starts a cluster from the width of the
  /// one before): the move after it is absolute. ASCII between them ends the run.
  @Test func aNarrowCharacterAfterAWideOneIsFollowedByAnAbsoluteMove() {
    var canvas = TextCanvas(size: Size(columns: 12, lines: 2))
    var writer = FrameDiffWriter()
    _ = writer.frame(canvas)
    canvas.write("\u{4E2D}\u{B7}", at: Point(column: 0, line: 1))
    canvas.write("B", at: Point(column: 5, line: 1))
    #expect(text(writer.frame(canvas)).hasSuffix("\u{4E2D}\u{B7}\u{1B}[2;6HB"))
    var other = TextCanvas(size: Size(columns: 12, lines: 2))
    var relative = FrameDiffWriter()
    _ = relative.frame(other)
    other.write("\u{4E2D}a\u{B7}", at: Point(column: 0, line: 1))
    other.write("B", at: Point(column: 6, line: 1))
    #expect(text(relative.frame(other)).hasSuffix("\u{4E2D}a\u{B7}  B"))
  }

  /// A narrow character other than ASCII right after a wide one written is not rewritten
  /// as a way to move (it might be drawn wide); after ASCII it is.
  @Test func aNarrowCharacterAfterAWideOneIsNeverRewrittenToMove() {
    var canvas = TextCanvas(size: Size(columns: 12, lines: 1))
    canvas.write("\u{4E2D}\u{B7}x", at: .zero)
    var writer = FrameDiffWriter()
    _ = writer.frame(canvas)
    canvas.write("\u{65E5}", at: .zero)
    canvas.write("B", at: Point(column: 3, line: 0))
    #expect(text(writer.frame(canvas)).hasSuffix("\u{65E5}\u{1B}[CB"))
    canvas.write("a\u{B7}\u{B7}C", at: Point(column: 5, line: 0))
    _ = writer.frame(canvas)
    canvas.write("b", at: Point(column: 5, line: 0))
    canvas.write("D", at: Point(column: 8, line: 0))
    #expect(text(writer.frame(canvas)).hasSuffix("b\u{B7}\u{B7}D"))
  }

  @Test func spacingMarksAreNeverRewrittenToMove() {
    var canvas = TextCanvas(size: Size(columns: 12, lines: 1))
    canvas.write("a\u{915}\u{93E}b", at: .zero)
    var writer = FrameDiffWriter()
    _ = writer.frame(canvas)
    canvas.write("x", at: .zero)
    canvas.write("y", at: Point(column: 4, line: 0))
    let bytes = text(writer.frame(canvas))
    #expect(!bytes.contains("\u{915}"))
    #expect(bytes.hasSuffix("y"))
  }

  @Test func anotherWidthModeIsAFullRepaint() {
    var writer = FrameDiffWriter()
    var canvas = TextCanvas(size: Size(columns: 4, lines: 1))
    canvas.write("ab", at: .zero)
    _ = writer.frame(canvas)
    var other = TextCanvas(size: Size(columns: 4, lines: 1), widthMode: .perCodePoint)
    other.write("ab", at: .zero)
    #expect(text(writer.frame(other)) == "\u{1B}[0m\u{1B}[H\u{1B}[2Jab")
  }
}
