import RowKit

/// The quiz's own row kind: the title, in bold, above the questions.
///
/// ```text
///   RowKit quiz
/// ```
struct TitleKind: ComposedRowKind {
  /// The title text.
  typealias Content = String

  /// Registered as `"title"`.
  var id: RowKindID { "title" }

  /// The title text in bold; it wraps.
  func body(of content: String) -> Node {
    Node.text(content, style: Style(attributes: [.bold, .underline]))
  }
}
