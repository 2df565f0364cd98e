import Testing

@testable import RowKit

@Suite struct ANSIRendererTests {
  private func ansi(_ style: Style, _ text: String = "X") -> String {
    var canvas = TextCanvas(size: Size(columns: 4, lines: 1))
    canvas.write(text, at: .zero, style: style)
    return TextRenderer.ansi.render(canvas)
  }

  @Test func everyAttributeHasItsOwnParameter() {
    #expect(ansi(Style(attributes: .bold)) == "\u{1B}[1mX\u{1B}[0m\n")
    #expect(ansi(Style(attributes: .dim)) == "\u{1B}[2mX\u{1B}[0m\n")
    #expect(ansi(Style(attributes: .italic)) == "\u{1B}[3mX\u{1B}[0m\n")
    #expect(ansi(Style(attributes: .underline)) == "\u{1B}[4mX\u{1B}[0m\n")
    #expect(ansi(Style(attributes: .inverse)) == "\u{1B}[7mX\u{1B}[0m\n")
    #expect(
      ansi(Style(attributes: [.bold, .dim, .italic, .underline, .inverse]))
        == "\u{1B}[1;2;3;4;7mX\u{1B}[0m\n")
  }

  @Test func namedColoursUseTheirShortCodes() {
    for (index, color) in Color.named.enumerated() {
      let foreground = index < 8 ? 30 + index : 90 + index - 8
      #expect(ansi(Style(foreground: color)) == "\u{1B}[\(foreground)mX\u{1B}[0m\n")
      #expect(ansi(Style(background: color)) == "\u{1B}[\(foreground + 10)mX\u{1B}[0m\n")
    }
  }

  @Test func paletteAndRGBColours() {
    #expect(ansi(Style(foreground: .indexed(200))) == "\u{1B}[38;5;200mX\u{1B}[0m\n")
    #expect(ansi(Style(background: .indexed(0))) == "\u{1B}[48;5;0mX\u{1B}[0m\n")
    #expect(ansi(Style(foreground: .rgb(1, 2, 3))) == "\u{1B}[38;2;1;2;3mX\u{1B}[0m\n")
    #expect(ansi(Style(background: .rgb(255, 0, 9))) == "\u{1B}[48;2;255;0;9mX\u{1B}[0m\n")
    #expect(
      ansi(Style(foreground: .red, background: .rgb(0, 0, 0), attributes: .bold))
        == "\u{1B}[1;31;48;2;0;0;0mX\u{1B}[0m\n")
  }

  @Test func onlyChangesAreWrittenBetweenCells() {
    var canvas = TextCanvas(size: Size(columns: 6, lines: 1))
    canvas.write("ab", at: .zero, style: Style(foreground: .red, attributes: .bold))
    canvas.write("c", at: Point(column: 2, line: 0), style: Style(attributes: .bold))
    canvas.write("d", at: Point(column: 3, line: 0), style: Style(attributes: .dim))
    canvas.write("e", at: Point(column: 4, line: 0), style: Style(attributes: [.dim, .underline]))
    canvas.write("f", at: Point(column: 5, line: 0))
    #expect(
      TextRenderer.ansi.render(canvas)
        == "\u{1B}[1;31mab\u{1B}[39mc\u{1B}[0;2md\u{1B}[4me\u{1B}[0mf\u{1B}[0m\n")
  }

  @Test func trailingBlanksThatShowNothingAreLeftOut() {
    var canvas = TextCanvas(size: Size(columns: 6, lines: 2))
    canvas.write("ok", at: .zero)
    canvas.fill(Rect(column: 0, line: 1, width: 3, height: 1), style: Style(background: .blue))
    #expect(TextRenderer.ansi.render(canvas) == "ok\u{1B}[0m\n\u{1B}[44m   \u{1B}[0m\n")
  }

  @Test func wideCharactersAreWrittenOnce() {
    #expect(ansi(Style(foreground: .green), "中") == "\u{1B}[32m中\u{1B}[0m\n")
  }

  @Test func styledPicksAnsiOrPlain() {
    var canvas = TextCanvas(size: Size(columns: 3, lines: 1))
    canvas.write("a", at: .zero, style: Style(attributes: .bold))
    #expect(TextRenderer.styled(colors: true).render(canvas) == "\u{1B}[1ma\u{1B}[0m\n")
    #expect(TextRenderer.styled(colors: false).render(canvas) == "a\n")
  }

  @Test func sgrTransitionsChooseTheShorterForm() {
    #expect(SGR.transition(from: .plain, to: .plain) == "")
    #expect(SGR.transition(from: Style(attributes: .bold), to: .plain) == "\u{1B}[0m")
    #expect(
      SGR.transition(from: Style(attributes: [.bold, .italic]), to: Style(attributes: .italic))
        == "\u{1B}[22m")
    #expect(
      SGR.transition(from: Style(foreground: .red), to: Style(foreground: .blue)) == "\u{1B}[34m")
    #expect(SGR.parameters(for: .plain) == [0])
  }

  /// From the plain style and to it, ``SGR`` writes without weighing the two forms: the
  /// bytes are the ones weighing chooses.
  @Test func sgrTransitionsFromAndToPlain() {
    let rich = Style(
      foreground: .indexed(208), background: .rgb(1, 2, 3), attributes: [.bold, .underline])
    #expect(SGR.transition(from: .plain, to: rich) == "\u{1B}[1;4;38;5;208;48;2;1;2;3m")
    #expect(SGR.transition(from: .plain, to: Style(background: .red)) == "\u{1B}[41m")
    #expect(SGR.transition(from: rich, to: .plain) == "\u{1B}[0m")
    #expect(SGR.transition(from: Style(foreground: .red), to: .plain) == "\u{1B}[0m")
  }
}
