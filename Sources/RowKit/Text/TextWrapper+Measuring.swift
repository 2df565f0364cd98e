/// What one pass over a text finds for a layout: its lines as written (when asked
/// for), the widest of them and its widest word.
struct TextMeasurement {
  /// The lines at an unbounded width, when the pass collected them.
  var lines: [String]?
  /// The number of lines at an unbounded width.
  var lineCount: Int
  /// The widest line at an unbounded width: the text's ideal width. At this width or
  /// wider, the text wraps into ``lines``.
  var widestLine: Int
  /// The widest word: the narrowest width at which no word breaks.
  var widestWord: Int
}

extension TextWrapper {
  /// Reads `text` once for everything a layout asks of it at an unbounded width: its
  /// lines (with `collectingLines`), its widest line and its widest word.
  ///
  /// - Complexity: O(*n*) in the length of `text`, one pass.
  static func measure(
    _ text: String, mode: WidthMode, collectingLines: Bool
  ) -> TextMeasurement {
    if collectingLines {
      var sink = MeasuringSink(lines: LineCollector())
      WrapEngine.run(text[...], width: Int.max / 4, mode: mode, into: &sink)
      return TextMeasurement(
        lines: sink.lines.lines, lineCount: sink.count, widestLine: sink.widestLine,
        widestWord: sink.widestWord)
    }
    var sink = MeasuringSink(lines: LineCounter())
    WrapEngine.run(text[...], width: Int.max / 4, mode: mode, into: &sink)
    return TextMeasurement(
      lines: nil, lineCount: sink.count, widestLine: sink.widestLine,
      widestWord: sink.widestWord)
  }
}

/// A sink that measures while another sink builds (or counts) the lines.
private struct MeasuringSink<Lines: WrapSink>: WrapSink {
  static var needsText: Bool { Lines.needsText }
  var lines: Lines
  var count = 0
  var widestLine = 0
  var widestWord = 0

  mutating func append(from start: Int, to end: Int) { lines.append(from: start, to: end) }
  mutating func appendPlaceholder(_ utf8: UnsafeBufferPointer<UInt8>) {
    lines.appendPlaceholder(utf8)
  }
  mutating func appendSpaces(_ count: Int) { lines.appendSpaces(count) }
  mutating func prepare(bytes: UnsafeBufferPointer<UInt8>, width: Int) {
    lines.prepare(bytes: bytes, width: width)
  }
  mutating func endLine(columns: Int) {
    lines.endLine(columns: columns)
    count &+= 1
    widestLine = max(widestLine, columns)
  }
  mutating func word(columns: Int) {
    lines.word(columns: columns)
    widestWord = max(widestWord, columns)
  }
}
