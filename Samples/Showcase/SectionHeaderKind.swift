import RowKit

/// The showcase's section header: the section's title and a `fold` button that
/// collapses the section or expands it again. It takes the focus (so the focus has
/// somewhere to stay when its section folds, and `c` or Enter unfolds it) but never
/// the selection.
///
/// ```text
///   Rows 1–100                                                          [ fold ]
/// ```
///
/// Whether the section is folded is the table's state
/// (``RowKit/TableView/isCollapsed(sectionAt:)``): the header only asks, with a
/// ``FoldRequested`` message, and the app folds the header's section.
struct SectionHeaderKind: ComposedRowKind {
  /// The message the `fold` button sends.
  struct FoldRequested: Equatable, Sendable {}

  /// Registered as `"showcase.section-header"`.
  var id: RowKindID { "showcase.section-header" }

  /// The `fold` button.
  static let foldControl: ControlID = "fold"

  /// The title, bold, and the button at the right edge.
  func body(of content: String) -> Node {
    Node.searchText(content, style: Style(attributes: .bold))
      .withTrailingAccessory(Node.button(Self.foldControl, label: "fold"))
  }

  /// The button takes the focus when the header does.
  func defaultControl(of content: String) -> ControlID? { Self.foldControl }

  /// A press on `fold` asks the app to fold or unfold the section.
  func action(for event: ControlEvent, content: String) -> RowAction<String> {
    guard event.isPress, event.control == Self.foldControl else { return .none }
    return .message(FoldRequested())
  }

  /// `false`: a header is not one of the rows.
  func isSelectable(_ content: String) -> Bool { false }

  /// The title.
  func searchText(of content: String) -> String? { content }
}
