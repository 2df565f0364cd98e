/// The swappable slot inside a cell that shows one row's content.
///
/// Installing a row of the *same* kind as the one shown reconfigures the content view
/// in place (and does nothing at all when the content value is unchanged).
/// Installing a row of a *different* kind parks the old content view in the pool
/// under its kind's id and takes one for the new kind from the pool, or makes one.
/// This is UIKit's content-configuration rule, with the swap made cheap by pooling.
public final class ContentSlot {
  // Its state is checked for exclusive access when compiled only: outside code (kinds,
  // content views) runs on values read out of it, never inside an access (see the
  // note on `TableView`'s state).
  /// The content installed, if any.
  public var content: AnyRowContent? { shown?.content }
  /// The content view showing it.
  public var view: (any RowContentView)? { shown?.view }

  /// The content installed and the view showing it: set and cleared together, so one
  /// read gives both.
  @exclusivity(unchecked) private var shown: (content: AnyRowContent, view: any RowContentView)?

  /// Creates an empty slot.
  public init() {}

  /// The kind id of the installed content.
  public var kindID: RowKindID? { content?.kindID }

  /// Shows `content`, reconfiguring in place or swapping content views as needed.
  public func install(_ content: AnyRowContent, pool: ContentViewPool) {
    if let shown, shown.content.kindID == content.kindID {
      // An equal value in another box is adopted without configuring: the slot then
      // holds the very value its row holds.
      let view =
        shown.content != content ? pool.configure(shown.view, with: content) : shown.view
      self.shown = (content, view)
      return
    }
    if let shown { pool.park(shown.view, kind: shown.content.kindID) }
    let fresh = pool.take(for: content)
    shown = (content, pool.configure(fresh, with: content))
  }

  /// The content view, when the content installed is the very value `content` holds
  /// (``AnyRowContent/isSameValue(as:)``).
  func view(showing content: AnyRowContent) -> (any RowContentView)? {
    guard let shown, shown.content.isSameValue(as: content) else { return nil }
    return shown.view
  }

  /// Empties the slot, parking its content view in the pool.
  public func uninstall(pool: ContentViewPool) {
    if let shown { pool.park(shown.view, kind: shown.content.kindID) }
    shown = nil
  }

  /// Draws the installed content view, if any.
  public func draw(in canvas: inout TextCanvas, frame: Rect, clip: Rect, context: DrawContext) {
    view?.draw(in: &canvas, frame: frame, clip: clip, context: context)
  }

  /// The control under a point relative to the content's top-left corner, for the
  /// content laid out in `context`.
  public func control(at point: Point, in context: LayoutContext) -> ControlID? {
    view?.control(at: point, in: context)
  }

  /// The control under a point, for content `width` columns wide measured per
  /// grapheme cluster (``control(at:in:)``).
  @available(*, deprecated, renamed: "control(at:in:)")
  public func control(at point: Point, width: Int) -> ControlID? {
    control(at: point, in: LayoutContext(width: width))
  }
}
