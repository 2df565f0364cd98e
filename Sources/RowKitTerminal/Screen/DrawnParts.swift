import RowKit

/// The parts of the screen the runtime draws itself, besides the table and the overlay,
/// as the last frame drew them: a part is drawn again only when its look or its
/// rectangle changed, or its lines were written to since that frame ended (their
/// ``LineVersions``). The runtime keeps one and updates it in place from frame to frame.
final class DrawnParts {
  /// The header view.
  var header: DrawnPart<Node>?
  /// The footer view.
  var footer: DrawnPart<Node>?
  /// The scrollbar, by its thumb.
  var scrollbar: DrawnPart<Range<Int>>?
  /// The bar lines, the last first (`nil` for one above the screen).
  var bars: [DrawnPart<BarText>?] = []

  /// The versions of the parts' lines when the last frame ended.
  private(set) var versions = LineVersions()

  /// Records the versions of the parts' lines as the frame that drew them ends, on a
  /// screen `lines` long.
  ///
  /// - Complexity: O(the parts' lines); O(`lines`) when the screen's height changed.
  func recordVersions(of canvas: TextCanvas, lines: Int) {
    versions.resize(lines: lines)
    if let rect = header?.rect { versions.record(rect, of: canvas) }
    if let rect = footer?.rect { versions.record(rect, of: canvas) }
    if let rect = scrollbar?.rect { versions.record(rect, of: canvas) }
    for bar in bars {
      if let rect = bar?.rect { versions.record(rect, of: canvas) }
    }
  }
}

/// A part as the last frame drew it: what it showed and where.
struct DrawnPart<Look: Equatable> {
  /// What it showed.
  var look: Look
  /// Where.
  var rect: Rect

  /// Whether it showed `look` in `rect`.
  func shows(_ look: Look, in rect: Rect) -> Bool {
    self.rect == rect && self.look == look
  }
}

/// What a bar line shows: its text, cut to the width, and its style.
struct BarText: Equatable {
  /// The text.
  var text: String
  /// The style.
  var style: Style
}
