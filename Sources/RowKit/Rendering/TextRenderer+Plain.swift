extension TextRenderer where Output == String {
  /// Plain text: the characters of the canvas and nothing else.
  ///
  /// Each canvas line becomes one output line ending in `"\n"`, with its trailing
  /// spaces removed; styles are ignored (row kinds show state with text marks such
  /// as `[x]`, never with colour alone). The output holds no escape byte (no 0x1B,
  /// no U+009B, no U+009D), no bidi control and no control character other than the
  /// line feeds, and is byte-for-byte the same for equal canvases. A canvas with no
  /// lines gives `""`.
  ///
  /// ```
  /// [x] Tea
  /// [ ] Coffee
  /// ```
  ///
  /// - Complexity: O(columns × lines).
  public static var plain: TextRenderer<String> {
    TextRenderer { canvas in
      var buffer = OutputBuffer()
      buffer.reserveCapacity(canvas.cells.count + canvas.size.lines)
      for line in 0..<canvas.size.lines {
        let start = buffer.count
        for cell in canvas.cells(line: line) where cell.width != 0 {
          buffer.appendGlyph(cell.character)
        }
        buffer.removeTrailingSpaces(keepingFirst: start)
        buffer.append(0x0A)
      }
      return buffer.string
    }
  }
}
