extension TextRenderer where Output == String {
  /// Text styled with SGR escape sequences, for a terminal or a log viewer.
  ///
  /// Each canvas line becomes one output line: its characters, with an ``SGR``
  /// sequence before each cell whose style differs from the cell before (the shorter
  /// of the changes alone or a reset plus the full style), then `ESC [0m` and `"\n"`.
  /// Every line starts from the plain style and ends in a reset, so lines can be cut
  /// apart or interleaved with other output safely. Trailing spaces that look like
  /// nothing (no background, underline or inverse) are left out. The only escape
  /// sequences in the output are the renderer's own SGR sequences: row text is
  /// sanitised in the canvas.
  ///
  /// For a canvas of one line holding `ok` in bold red, then ` done` plain:
  ///
  /// ```
  /// ESC[1;31mok ESC[0m done ESC[0m
  /// ```
  ///
  /// (spaces added for reading; the sequences are `"\u{1B}[1;31m"`, `"\u{1B}[0m"`).
  ///
  /// - Complexity: O(columns × lines).
  public static var ansi: TextRenderer<String> {
    TextRenderer { canvas in
      var buffer = OutputBuffer()
      buffer.reserveCapacity(canvas.cells.count * 2)
      for line in 0..<canvas.size.lines {
        let cells = canvas.cells(line: line)
        var end = cells.endIndex
        while end > cells.startIndex, cells[end - 1].isInvisibleBlank { end -= 1 }
        var pen = Style.plain
        for cell in cells[cells.startIndex..<end] where cell.width != 0 {
          SGR.append(from: pen, to: cell.style, into: &buffer)
          pen = cell.style
          buffer.appendGlyph(cell.character)
        }
        buffer.append("\u{1B}[0m\n")
      }
      return buffer.string
    }
  }

  /// ``ansi`` when `colors` is true, otherwise ``plain``.
  ///
  /// Decide `colors` once per output: the terminal module's `ColorPolicy` does it
  /// from `NO_COLOR`, `TERM` and whether the output is a terminal.
  public static func styled(colors: Bool) -> TextRenderer<String> {
    colors ? .ansi : .plain
  }
}

extension CanvasCell {
  /// A space that shows nothing: no background, no underline, no inverse.
  var isInvisibleBlank: Bool {
    width == 1 && character == " " && style.background == nil
      && style.attributes.isDisjoint(with: [.underline, .inverse])
  }
}
