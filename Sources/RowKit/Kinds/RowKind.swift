/// A kind of row: the plugin protocol of RowKit.
///
/// A kind says how to make a content view, configure it in place from a content
/// value, measure the content's height for a width, list its controls, and turn a
/// control activation into a ``RowAction``. All of a row's state lives in its
/// `Content` value, never only in a view, so a reused cell can never show another
/// row's state.
///
/// A kind value is fixed when it is made and is part of the reuse key through its
/// ``id`` (like Epoxy's *style*): one Swift type can be registered under two ids with
/// different settings. Most kinds compose primitive views instead of conforming to
/// this protocol directly: see ``ComposedRowKind``.
public protocol RowKind: Sendable {
  /// The content value: all of a row's state.
  associatedtype Content: Equatable & Sendable
  /// The content view type this kind draws with.
  associatedtype View: RowContentView

  /// The id this kind is registered under; the reuse key of its content views.
  var id: RowKindID { get }

  /// Makes a new content view. Called only when the kind's pool has none to reuse.
  func makeView() -> View

  /// Configures `view` in place to show `content`.
  ///
  /// Called when a row of this kind is installed in a slot, and again whenever the
  /// row's content value changes.
  func configure(_ view: View, with content: Content)

  /// The number of lines `content` needs in a layout context: at `context.width`
  /// columns, with text measured in `context.widthMode`.
  ///
  /// Must be a pure function of the content value and the context: the table caches
  /// it and recomputes it only when one of them changes. A row that is shown is
  /// measured by its configured content view instead when the view can
  /// (``RowContentView/height(in:)``), so one layout serves measuring and drawing.
  /// A ``ComposedRowKind`` gets it from its composition.
  func height(of content: Content, in context: LayoutContext) -> Int

  /// The controls of `content`, in focus order (Tab moves through them).
  func controls(of content: Content) -> [ControlID]

  /// The control that takes the focus when the row gets it without a control being
  /// named: moving onto the row with the arrow keys, Tab, Home, End or Page Up/Down, a tap
  /// on the row outside any control while another row had the focus, a change that
  /// takes away the focused control (a kind switch, say), and the row taking the place
  /// of a deleted focused row.
  ///
  /// `nil`, the default, or a control `content` does not have, means the first of
  /// ``controls(of:)``. A confirmation names its non-destructive choice here, so that
  /// Enter pressed twice never confirms by accident.
  func defaultControl(of content: Content) -> ControlID?

  /// What to do when a control of a row is activated by a tap or a key.
  func action(for event: ControlEvent, content: Content) -> RowAction<Content>

  /// Whether a row showing `content` can take the keyboard focus.
  ///
  /// `true`, the default, for every row, with controls or without (a list of lines to
  /// pick from has no controls, yet its rows take the focus). A row that is only
  /// there to be read — a section header, a "loading…" row — answers `false`: moving
  /// the focus passes over it, Tab skips it, a deleted focused row hands the focus to
  /// the nearest row that can take it, and a tap on it moves no focus (its kind still
  /// gets the tap). ``TableView/setFocus(_:control:)`` refuses it.
  func isFocusable(_ content: Content) -> Bool

  /// Whether a row showing `content` can be selected (``TableView/selectionMode``).
  ///
  /// `true`, the default. A row that answers `false` is never selected: selecting it
  /// does nothing, a range and select all pass over it, and a row whose new content
  /// refuses selection leaves the selection.
  func isSelectable(_ content: Content) -> Bool

  /// The text a filter searches for a row showing `content` (``TableView/filter``,
  /// ``RowFilter/text(_:keepsRowsWithoutText:)``): usually its title, or its title and
  /// detail joined by a space.
  ///
  /// `nil`, the default, means the row has no text to search (a divider, a spinner):
  /// a text filter shows it or hides it as ``RowFilter/text(_:keepsRowsWithoutText:)``
  /// says. Must be a pure function of the content value.
  func searchText(of content: Content) -> String?

  /// The table's form of ``action(for:content:)``: the same action, its new content
  /// wrapped with this kind (``AnyRowContent``). Not for kinds to implement: the
  /// default (in `AnyRowContent.swift`, where RowKit erases kinds' types) is made
  /// where the kind's own types are known, in the kind's module.
  func _erasedAction(for event: ControlEvent, content: Content) -> RowAction<AnyRowContent>
}

extension RowKind {
  /// The number of lines `content` needs at `width` columns, with text measured in
  /// `mode` (the grapheme-cluster mode by default): ``height(of:in:)`` for that
  /// context.
  public func height(of content: Content, width: Int, mode: WidthMode = .graphemeClusters) -> Int {
    height(of: content, in: LayoutContext(width: width, widthMode: mode))
  }

  /// No controls.
  public func controls(of content: Content) -> [ControlID] { [] }

  /// `nil`: the first of ``controls(of:)`` takes the focus.
  public func defaultControl(of content: Content) -> ControlID? { nil }

  /// Ignores every activation.
  public func action(for event: ControlEvent, content: Content) -> RowAction<Content> {
    .none
  }

  /// `true`: every row can take the focus.
  public func isFocusable(_ content: Content) -> Bool { true }

  /// `true`: every row can be selected.
  public func isSelectable(_ content: Content) -> Bool { true }

  /// `nil`: no text to search.
  public func searchText(of content: Content) -> String? { nil }
}
