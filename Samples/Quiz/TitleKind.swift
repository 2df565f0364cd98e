import RowKit

/// The quiz's own row kind: the title, bold and underlined, above the questions.
///
/// ```text
///   RowKit quiz
/// ```
struct TitleKind: ComposedRowKind {
  /// The title text.
  typealias Content = String

  /// Registered as `"title"`.
  var id: RowKindID { "title" }

  /// The title text, bold and underlined; it wraps.
  func body(of content: String) -> Node {
    Node.text(content, style: Style(attributes: [.bold, .underline]))
  }

  /// `false`: the title has nothing to press, so the first Down goes to the first
  /// question.
  func isFocusable(_ content: String) -> Bool { false }

  /// `false`: the title is no answer to select.
  func isSelectable(_ content: String) -> Bool { false }
}
