import RowKit

/// The showcase's own row kind: a title, a progress bar and `-`/`+` buttons that
/// move it by ten percent.
///
/// ```text
///   Row 3                        [######----]  60% [ - ] [ + ]
/// ```
struct ProgressKind: ComposedRowKind {
  /// A titled percentage.
  struct Content: Equatable, Sendable {
    /// The row's title.
    var title: String
    /// The progress, from 0 to 100.
    var percent: Int
  }

  /// Registered as `"progress"`.
  var id: RowKindID { "progress" }

  /// The `-` button.
  static let lessControl: ControlID = "less"
  /// The `+` button.
  static let moreControl: ControlID = "more"

  /// The title, then the bar, the percentage and the buttons at the right edge.
  func body(of content: Content) -> Node {
    Node.hstack(spacing: 0) {
      Node.text(content.title)
      Node.spacer(minLength: 1)
      Node.hstack {
        Node.text(Self.bar(content.percent))
        Node.button(Self.lessControl, label: "-")
        Node.button(Self.moreControl, label: "+")
      }
    }
  }

  /// `-` and `+` move the bar by ten percent, within 0...100.
  func action(for event: ControlEvent, content: Content) -> RowAction<Content> {
    guard event.isPress else { return .none }
    var next = content
    switch event.control {
    case Self.lessControl?: next.percent = max(0, content.percent - 10)
    case Self.moreControl?: next.percent = min(100, content.percent + 10)
    default: return .none
    }
    return .update(next)
  }

  /// `[######----]  60%`: one `#` per ten percent.
  static func bar(_ percent: Int) -> String {
    let filled = max(0, min(10, percent / 10))
    let number = String(percent)
    return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: 10 - filled)
      + "] " + String(repeating: " ", count: max(0, 3 - number.count)) + number + "%"
  }
}
