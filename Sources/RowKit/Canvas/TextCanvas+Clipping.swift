extension TextCanvas {
  /// The part of `rect` inside the canvas, computed without overflow for any
  /// rectangle (origins and sizes near `Int.max` included). Inlined: a call would copy
  /// the canvas out of a write in progress to read its size.
  @inline(__always)
  func visibleArea(of rect: Rect?) -> (columns: Range<Int>, lines: Range<Int>) {
    guard let rect else { return (0..<size.columns, 0..<size.lines) }
    return (
      Self.clamp(start: rect.origin.column, length: rect.size.columns, to: size.columns),
      Self.clamp(start: rect.origin.line, length: rect.size.lines, to: size.lines)
    )
  }

  static func clamp(start: Int, length: Int, to limit: Int) -> Range<Int> {
    let (end, overflow) = start.addingReportingOverflow(length)
    let lower = min(max(start, 0), limit)
    let upper = overflow ? limit : min(max(end, 0), limit)
    return lower..<max(lower, upper)
  }
}
