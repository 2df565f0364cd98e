/// A row kind built from primitive views: it describes its content as a ``Node`` and
/// gets measuring, drawing, hit testing and the focus order from the composition.
///
/// ```swift
/// struct TitleKind: ComposedRowKind {
///   typealias Content = String
///   var id: RowKindID { "title" }
///   func body(of content: String) -> Node {
///     .hstack {
///       Node.text(content)
///       Node.button("ok", label: "OK")
///     }
///   }
///   func action(for event: ControlEvent, content: String) -> RowAction<String> {
///     event.isPress && event.control == "ok" ? .message("ok tapped") : .none
///   }
/// }
/// ```
public protocol ComposedRowKind: RowKind where View == ComposedContentView {
  /// The composition that shows `content`.
  func body(of content: Content) -> Node
}

extension ComposedRowKind {
  /// Makes an empty ``ComposedContentView``.
  public func makeView() -> ComposedContentView { ComposedContentView() }

  /// Gives the view the composition of `content`.
  public func configure(_ view: ComposedContentView, with content: Content) {
    view.node = body(of: content)
  }

  /// The composition's height in the context.
  public func height(of content: Content, in context: LayoutContext) -> Int {
    body(of: content).height(forWidth: context.width, mode: context.widthMode)
  }

  /// The composition's controls, in order.
  public func controls(of content: Content) -> [ControlID] {
    body(of: content).controls
  }
}
