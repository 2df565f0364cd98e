/// The content view of every ``ComposedRowKind``: it holds a ``Node`` and draws and
/// hit-tests it.
///
/// Configuring replaces the node; nothing else is kept, so the view shows exactly the
/// content it was last configured with.
public final class ComposedContentView: RowContentView {
  /// The composition shown.
  public var node: Node

  /// Creates a view showing `node` (nothing by default).
  public init(node: Node = .empty) {
    self.node = node
  }

  /// Draws the composition.
  public func draw(in canvas: inout TextCanvas, frame: Rect, clip: Rect, context: DrawContext) {
    node.draw(
      in: &canvas, frame: frame, clip: clip,
      focused: context.isRowFocused ? context.focusedControl : nil)
  }

  /// The control of the composition under `point`.
  public func control(at point: Point, width: Int) -> ControlID? {
    let frame = Rect(column: 0, line: 0, width: width, height: node.height(forWidth: width))
    return node.control(at: point, in: frame)
  }
}
