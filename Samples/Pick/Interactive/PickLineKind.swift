import RowKit

/// A line of the list: a mark for the highlighted match, one for a marked line, and
/// the line's text with its matched characters highlighted.
struct PickLineKind: RowKind {
  /// One line as shown.
  struct Content: Equatable, Sendable {
    /// The line's text in runs, each matched or not, made visible (controls and
    /// invalid UTF-8 as placeholders).
    var runs: [Run]
    /// Whether this is the highlighted match.
    var isCurrent: Bool
    /// Whether the line is marked (`-m`).
    var isMarked: Bool
  }

  /// A run of characters that matched the query or did not.
  struct Run: Equatable, Sendable {
    var text: String
    var isMatched: Bool
  }

  var id: RowKindID { "pick-line" }

  func makeView() -> PickLineView { PickLineView() }

  func configure(_ view: PickLineView, with content: Content) { view.content = content }

  func height(of content: Content, in context: LayoutContext) -> Int { 1 }

  func controls(of content: Content) -> [ControlID] { [] }

  func defaultControl(of content: Content) -> ControlID? { nil }

  func action(for event: ControlEvent, content: Content) -> RowAction<Content> { .none }

  func isFocusable(_ content: Content) -> Bool { false }

  func isSelectable(_ content: Content) -> Bool { false }

  /// The most bytes of a line shown: a screen's worth of the widest characters.
  static let shownBytes = 4096

  /// A line's content: its bytes cut at `shownBytes`, split at the match's ranges.
  static func content(
    of bytes: UnsafeBufferPointer<UInt8>, match: TextMatch?, isCurrent: Bool, isMarked: Bool
  ) -> Content {
    let end = min(bytes.count, shownBytes)
    var runs: [Run] = []
    var position = 0
    func add(_ range: Range<Int>, matched: Bool) {
      guard range.lowerBound < range.upperBound else { return }
      let text = Sanitizer.visible(decoding: UnsafeBufferPointer(rebasing: bytes[range]))
      runs.append(Run(text: text, isMatched: matched))
    }
    for range in match?.ranges ?? [] where range.lowerBound < end {
      add(position..<range.lowerBound, matched: false)
      add(range.lowerBound..<min(range.upperBound, end), matched: true)
      position = min(range.upperBound, end)
    }
    add(position..<end, matched: false)
    return Content(runs: runs, isCurrent: isCurrent, isMarked: isMarked)
  }
}

/// Draws a ``PickLineKind`` row.
final class PickLineView: RowContentView {
  var content = PickLineKind.Content(runs: [], isCurrent: false, isMarked: false)

  static let currentStyle = Style(attributes: .bold)
  static let markStyle = Style(foreground: .magenta, attributes: .bold)
  static let matchStyle = Style(foreground: .green, attributes: [.bold, .underline])

  func draw(in canvas: inout TextCanvas, frame: Rect, clip: Rect, context: DrawContext) {
    let clip = clip.intersection(frame)
    guard frame.width > 0, frame.height > 0 else { return }
    let line = frame.minLine
    let base = content.isCurrent ? Self.currentStyle : .plain
    var column = frame.minColumn
    column = canvas.write(
      content.isCurrent ? ">" : " ", at: Point(column: column, line: line), clip: clip,
      style: base)
    column = canvas.write(
      content.isMarked ? "*" : " ", at: Point(column: column, line: line), clip: clip,
      style: Self.markStyle)
    column += 1
    for run in content.runs {
      guard column < frame.maxColumn else { break }
      column = canvas.write(
        run.text, at: Point(column: column, line: line), clip: clip,
        style: run.isMatched ? Self.matchStyle.over(base) : base)
    }
  }

  func control(at point: Point, in context: LayoutContext) -> ControlID? { nil }

  func prepareForReuse() {}

  func height(in context: LayoutContext) -> Int? { 1 }

  var controls: [ControlID]? { [] }
}
