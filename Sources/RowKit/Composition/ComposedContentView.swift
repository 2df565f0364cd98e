/// The content view of every ``ComposedRowKind``: it holds a ``Node``, lays it out
/// once per width, and draws and hit-tests the layout.
///
/// Configuring replaces the node (and forgets the layout); nothing else is kept, so
/// the view shows exactly the content it was last configured with. Drawing a frame
/// with an unchanged node and width does no measuring or wrapping.
public final class ComposedContentView: RowContentView {
  /// The composition shown.
  public var node: Node {
    didSet { layout = nil }
  }

  private var layout: NodeLayout?

  /// Creates a view showing `node` (nothing by default).
  public init(node: Node = .empty) {
    self.node = node
  }

  /// Draws the composition.
  public func draw(in canvas: inout TextCanvas, frame: Rect, clip: Rect, context: DrawContext) {
    layout(forWidth: frame.width).draw(
      in: &canvas, at: frame.origin, clip: clip.intersection(frame),
      focused: context.isRowFocused ? context.focusedControl : nil)
  }

  /// The control of the composition under `point`.
  public func control(at point: Point, width: Int) -> ControlID? {
    layout(forWidth: width).control(at: point)
  }

  private func layout(forWidth width: Int) -> NodeLayout {
    if let layout, layout.width == max(0, width) { return layout }
    let fresh = NodeLayout(node, width: width)
    layout = fresh
    return fresh
  }
}
