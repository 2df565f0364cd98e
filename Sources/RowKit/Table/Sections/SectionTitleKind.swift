/// A plain section title: one line of text (wrapped when it is wider), drawn bold.
/// It takes neither the focus nor the selection and has no controls, so moving the
/// focus passes over it; a filter searches its text.
///
/// ```swift
/// Section(id: "a", header: Row(id: "title-a", kind: SectionTitleKind(), content: "A"), rows: names)
/// ```
public struct SectionTitleKind: ComposedRowKind {
  /// The title's text.
  public typealias Content = String

  /// The kind's id: `"rowkit.section-title"`.
  public var id: RowKindID { "rowkit.section-title" }

  /// Creates the kind.
  public init() {}

  /// The title, bold.
  public func body(of content: String) -> Node {
    .searchText(content, style: Style(attributes: .bold))
  }

  /// `false`: a title has nothing to press.
  public func isFocusable(_ content: String) -> Bool { false }

  /// `false`: a title is never selected.
  public func isSelectable(_ content: String) -> Bool { false }

  /// The title.
  public func searchText(of content: String) -> String? { content }
}
