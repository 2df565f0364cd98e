/// Greedy word wrapping of text to a width in display columns.
///
/// The text is sanitised first (``Sanitizer``, keeping tabs and line breaks), then
/// laid out paragraph by paragraph:
///
/// - **Line breaks.** `\n`, `\r`, `\r\n` (one break, not two), U+2028 and U+2029
///   end a line. Every paragraph gives at least one line, so an empty text is one
///   empty line and `"a\n"` is two lines (`"a"` and `""`).
/// - **Break opportunities.** At runs of breaking spaces (U+0020, tab, U+3000 and
///   the other breaking spaces of category Zs) and after U+200B ZERO WIDTH SPACE.
///   Never inside a `Character`, and never at U+00A0, U+2007, U+202F or U+2060.
/// - **Greedy.** Each word goes on the current line when it fits after the spaces
///   before it; otherwise the line ends and the word starts the next one. Spaces at
///   a wrap point are dropped, and so are a paragraph's leading spaces when the first
///   word does not fit after them. Trailing spaces at the end of a paragraph are kept
///   up to the width.
/// - **Long words.** A word wider than the width is broken between characters. A
///   character wider than the whole width (a wide character at width 1) is shown as
///   U+FFFD so that no line is ever wider than the width.
/// - **Tabs** expand to spaces up to the next multiple of 8 columns, counted from the
///   start of the wrapped line (the column where the line will be drawn). The lines
///   hold no tab.
///
/// - **Width mode.** Characters are measured in the ``WidthMode`` given (grapheme
///   clusters by default), so the lines fit the terminal they are drawn in. A
///   `Character` is never split, in either mode.
///
/// A `width` below 1 is treated as 1.
///
/// ```swift
/// TextWrapper.wrap("The quick brown fox", width: 10)  // ["The quick", "brown fox"]
/// ```
public enum TextWrapper {
  /// The lines of `text` wrapped to `width` columns.
  ///
  /// - Parameters:
  ///   - text: the text, which is sanitised.
  ///   - width: the width in columns (below 1 counts as 1).
  ///   - mode: how characters are measured.
  /// - Returns: at least one line; each sanitised, without tabs or line breaks, and at
  ///   most `max(1, width)` display columns wide in `mode`.
  /// - Complexity: O(*n*) in the length of `text`: one pass over its UTF-8, one table
  ///   lookup per non-ASCII scalar; a word that fits is appended as one slice.
  public static func wrap(
    _ text: some StringProtocol, width: Int, mode: WidthMode = .graphemeClusters
  ) -> [String] {
    var sink = LineCollector()
    run(text, width: width, mode: mode, into: &sink)
    return sink.lines
  }

  /// The number of lines `text` needs at `width` columns.
  ///
  /// Always equal to `wrap(text, width: width, mode: mode).count`, computed by the
  /// same layout without building the lines: rows are sized with it.
  ///
  /// - Complexity: O(*n*) in the length of `text`; allocates nothing for text that
  ///   holds no control character.
  public static func lineCount(
    _ text: some StringProtocol, width: Int, mode: WidthMode = .graphemeClusters
  ) -> Int {
    var sink = LineCounter()
    run(text, width: width, mode: mode, into: &sink)
    return sink.count
  }

  /// The width of the widest line of `text` at `width` columns, without building
  /// the lines (with an unbounded width: the widest line of the text as written).
  static func widestLine(
    _ text: some StringProtocol, width: Int, mode: WidthMode = .graphemeClusters
  ) -> Int {
    var sink = WidestLine()
    run(text, width: width, mode: mode, into: &sink)
    return sink.widest
  }

  /// The width of the widest word of `text`: the narrowest width at which no word
  /// has to break between characters (breaks are where ``wrap(_:width:mode:)`` makes
  /// them).
  static func widestWord(_ text: some StringProtocol, mode: WidthMode = .graphemeClusters) -> Int {
    var sink = WidestWord()
    run(text, width: Int.max / 4, mode: mode, into: &sink)
    return sink.widest
  }

  /// Runs the engine on a concrete string type: generic string code called from
  /// another module is not specialised and is many times slower. Inlined into each
  /// caller so that the engine is specialised for that caller's sink as well
  /// (without it, `rowkit-bench` measured wrapping 1.5 times slower).
  @inline(__always)
  private static func run<Sink: WrapSink>(
    _ text: some StringProtocol, width: Int, mode: WidthMode, into sink: inout Sink
  ) {
    if let text = text as? String {
      WrapEngine.run(text[...], width: width, mode: mode, into: &sink)
    } else if let text = text as? Substring {
      WrapEngine.run(text, width: width, mode: mode, into: &sink)
    } else {
      WrapEngine.run(Substring(text), width: width, mode: mode, into: &sink)
    }
  }
}
