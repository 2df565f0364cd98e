import RowKit

/// The scrollbar at the table's right: a track and a thumb whose length and place
/// are the part of the rows shown.
enum Scrollbar {
  /// The track's character, dimmed.
  static let track: Character = "│"
  /// The thumb's character.
  static let thumb: Character = "┃"

  /// The thumb's lines within a bar `lines` long, for content `contentHeight` lines
  /// tall scrolled to `offset`: at least one line; the whole bar when everything
  /// shows. Lines scrolled past the end count as the end.
  ///
  /// - Complexity: O(1); saturating, whatever the numbers.
  static func thumb(lines: Int, contentHeight: Int, offset: Int) -> Range<Int> {
    guard lines > 0 else { return 0..<0 }
    guard contentHeight > lines else { return 0..<lines }
    // Doubles: the counts can reach Int.max with estimated heights.
    let total = Double(contentHeight)
    let length = min(lines, max(1, Int((Double(lines) * Double(lines) / total).rounded())))
    let scrollable = total - Double(lines)
    let fraction = min(1, max(0, Double(offset) / scrollable))
    let start = Int((fraction * Double(lines - length)).rounded())
    return start..<start + length
  }

  /// Draws the track and the thumb into a one-column rectangle.
  static func draw(thumb: Range<Int>, in rect: Rect, into canvas: inout TextCanvas) {
    for offset in 0..<rect.height {
      let isThumb = thumb.contains(offset)
      canvas.write(
        String(isThumb ? Self.thumb : track),
        at: Point(column: rect.minColumn, line: rect.minLine + offset), clip: rect,
        style: isThumb ? .plain : Style(attributes: .dim))
    }
  }
}
