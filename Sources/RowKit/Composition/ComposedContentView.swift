/// The content view of every ``ComposedRowKind``: it holds a ``Node``, lays it out
/// once per width and width mode, and measures, draws and hit-tests that layout.
///
/// Configuring replaces the node; the view shows exactly the content it was last
/// configured with. Measuring the view, drawing it and hit-testing it at one width
/// share one layout: a row shown for the first time builds its node once and lays it
/// out once. A new node that lays out as the one before and differs only in looks
/// (styles, marks, backgrounds: as when an option is toggled) keeps the layout before,
/// restyled, without measuring or wrapping its texts again.
public final class ComposedContentView: RowContentView {
  // Its state is checked for exclusive access when compiled only: outside code (kinds,
  // content views) runs on values read out of it, never inside an access (see the
  // note on `TableView`'s state).
  /// The composition shown.
  @exclusivity(unchecked) public var node: Node {
    didSet {
      // Moved, not copied: the next layout restyles it in place.
      if let kept = layout.take() { stale = (oldValue, kept) }
    }
  }

  @exclusivity(unchecked) private var layout: NodeLayout?
  /// The node shown before and its layout, kept when the node changed: the next layout
  /// restyles it if the new node has its geometry.
  @exclusivity(unchecked) private var stale: (node: Node, layout: NodeLayout)?
  /// The drawing the table last recorded for the view (`noteDrawn(as:)`), 0 for none.
  @exclusivity(unchecked) private var drawing: UInt64 = 0
  /// The part of the layout that draws differently since that drawing (restyles since
  /// change only some steps); `nil` when any cell may (a new layout was made).
  @exclusivity(unchecked) private var changedSinceDrawing: ChangedArea? = nil
  /// How many times the view laid its node out: once per node and width.
  @exclusivity(unchecked) private(set) var layoutCount = 0
  /// The passes its layouts made over their texts (``NodeLayout/textPasses``): one a
  /// text per layout, plus one where a text wraps narrower than its widest line.
  @exclusivity(unchecked) private(set) var textPasses = 0

  /// Creates a view showing `node` (nothing by default).
  public init(node: Node = .empty) {
    self.node = node
  }

  /// Draws the composition, laid out in the canvas's width mode; in texts marked as
  /// the row's search text (``Node/showingSearchText(from:length:)``), the characters
  /// ``DrawContext/textMatch`` covers are drawn in ``DrawContext/matchStyle``.
  public func draw(in canvas: inout TextCanvas, frame: Rect, clip: Rect, context: DrawContext) {
    layOut(forWidth: frame.width, mode: canvas.widthMode)
    layout?.draw(
      in: &canvas, at: frame.origin, clip: clip.intersection(frame),
      focused: context.isFocused ? context.focusedControl : nil, match: context.textMatch,
      matchStyle: context.matchStyle)
  }

  /// The control of the composition under `point`, in its layout for `context` (the
  /// one kept for drawing, when it is the same).
  public func control(at point: Point, in context: LayoutContext) -> ControlID? {
    layOut(forWidth: context.width, mode: context.widthMode)
    return layout?.control(at: point)
  }

  /// The composition's height in `context`; the layout is kept for drawing and hit
  /// testing.
  public func height(in context: LayoutContext) -> Int? {
    layOut(forWidth: context.width, mode: context.widthMode)
    return layout?.height
  }

  /// The controls of the composition as last laid out, in focus order: its enabled
  /// controls less those its layout draws nowhere (clipped away at this width), so a
  /// control the user cannot see never takes the focus. Before the first layout, the
  /// composition's enabled controls (``Node/controls``).
  public var controls: [ControlID]? {
    layout?.controls ?? node.controls
  }

  /// Where a control is drawn in the layout last made (its first area), relative to
  /// the composition's top-left corner; `nil` before the first layout or for a
  /// control drawn nowhere.
  public func frame(ofControl control: ControlID) -> Rect? {
    layout?.regions.first { $0.id == control && !$0.area.isEmpty }?.area
  }

  /// Notes that the table drew the view, whole or its changed lines, as drawing
  /// `drawing` (a number it gives no other drawing): the canvas shows its layout now.
  func noteDrawn(as drawing: UInt64) {
    self.drawing = drawing
    changedSinceDrawing = ChangedArea()
  }

  /// The part of the composition (from its top-left corner) that draws differently at
  /// `width` and `mode` since `drawing`, when the view's last drawing was that one and
  /// its layout since only restyled: drawing it again shows the current node where
  /// `drawing` shows. `nil` when the view cannot tell: draw it whole.
  func areaChanged(since drawing: UInt64, width: Int, mode: WidthMode) -> ChangedArea? {
    guard drawing != 0, drawing == self.drawing else { return nil }
    // Lays out now: a restyle notes its steps.
    layOut(forWidth: width, mode: mode)
    return changedSinceDrawing
  }

  /// Makes ``layout`` the node's layout at `width` and `mode`, unless it is already:
  /// the layout before restyled when the node has its geometry, a new one otherwise.
  /// The callers read the layout in place (a copy would retain its arrays).
  private func layOut(forWidth width: Int, mode: WidthMode) {
    let width = min(max(0, width), Node.maximumWidth)
    // One read of the layout's width and mode, not a copy of the layout.
    if let laid = layout.map({ (width: $0.width, mode: $0.mode) }), laid.width == width,
      laid.mode == mode
    {
      return
    }
    // The layout before is taken apart from its node: restyled in place and moved on,
    // never copied (its steps would be retained one by one).
    if case (let before, var kept)? = stale.take(), kept.width == width, kept.mode == mode,
      let changed = kept.restyle(from: before, to: node)
    {
      changedSinceDrawing?.formUnion(changed)
      layout = kept
    } else {
      let fresh = NodeLayout(node, width: width, mode: mode)
      textPasses += fresh.textPasses
      changedSinceDrawing = nil
      layout = fresh
    }
    layoutCount += 1
  }
}
