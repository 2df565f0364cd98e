/// A reusable view that shows one row's content value inside a cell's ``ContentSlot``.
///
/// A content view is configured by its ``RowKind`` from a content value and must keep
/// no state that is not also in that value: it is reused for other rows of the same
/// kind. Content views are plain non-`Sendable` classes owned by one table; a module
/// built with default main-actor isolation marks them `nonisolated`.
///
/// Most kinds never write one: a ``ComposedRowKind`` uses ``ComposedContentView``,
/// which draws and hit-tests a ``Node`` composition.
public protocol RowContentView: AnyObject {
  /// Draws the content into `frame` of the canvas, touching only cells inside `clip`.
  ///
  /// `frame` can start above or left of `clip` when the row is partly scrolled out.
  func draw(in canvas: inout TextCanvas, frame: Rect, clip: Rect, context: DrawContext)

  /// The control under a point given relative to the content's top-left corner, for
  /// the content laid out in `context`; `nil` outside any control.
  func control(at point: Point, in context: LayoutContext) -> ControlID?

  /// Resets state that is not content (transient highlights, caches) before the view
  /// is reused for another row.
  func prepareForReuse()

  /// The height of the content the view was last configured with, laid out in
  /// `context`, or `nil` when the view cannot tell (the table then asks the row's
  /// kind).
  ///
  /// The table measures a row it shows through its configured view, so a view that
  /// lays its content out once can keep that layout for drawing and hit testing.
  /// The answer must equal the kind's ``RowKind/height(of:in:)``.
  func height(in context: LayoutContext) -> Int?

  /// The controls of the configured content in focus order, or `nil` when the view
  /// cannot tell (the table then asks the row's kind).
  ///
  /// The table takes the focus order of a shown row from here. The answer must be the
  /// kind's ``RowKind/controls(of:)``, in the same order, less any control the view
  /// draws nowhere at the width it was last measured or drawn at (clipped away), so
  /// that a control the user cannot see never takes the focus.
  var controls: [ControlID]? { get }

  /// Where a control of the configured content is drawn, relative to the content's
  /// top-left corner, at the width it was last measured or drawn at; `nil` when the
  /// view does not draw it or cannot tell.
  ///
  /// The table moves the focus with Up and Down between the controls of a row that
  /// are drawn one above the other before it leaves the row
  /// (``TableView/moveFocusByLine(down:)``); a view that answers `nil` for every
  /// control leaves the row at once.
  func frame(ofControl control: ControlID) -> Rect?
}

extension RowContentView {
  /// Does nothing: most content views hold nothing but their content.
  public func prepareForReuse() {}

  /// `nil`: the table asks the row's kind.
  public func height(in context: LayoutContext) -> Int? { nil }

  /// `nil`: the table asks the row's kind.
  public var controls: [ControlID]? { nil }

  /// `nil`: Up and Down leave the row at once.
  public func frame(ofControl control: ControlID) -> Rect? { nil }
}
