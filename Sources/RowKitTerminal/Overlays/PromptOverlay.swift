import RowKit

/// A modal prompt: a title and a table of its own — a question with buttons, a text
/// field, a choice — in a box over the screen.
///
/// ```swift
/// let prompt = try TableView(registry: registry, rows: [nameField], viewport: .zero)
/// prompt.onMessage(TextFieldSubmitted.self) { _, submitted in
///   add(submitted.text)
///   runtime.dismissOverlay()
/// }
/// try prompt.setFocus("name")
/// runtime.present(PromptOverlay(title: "New item", table: prompt))
/// ```
///
/// ```text
/// ┌─ New item ───────────────────────────┐
/// │ Name oat milk                        │
/// └─ esc cancel ─────────────────────────┘
/// ```
///
/// While shown it takes every key: its focused row first (a text field types, a
/// confirm row answers No to Escape), then Escape (``KeyAction/cancel``) runs
/// ``onCancel`` and closes it, then the moves (Up, Down, Tab…) move the focus in its
/// table. Pastes go to its focused row, clicks to its table. The app hears what the
/// rows do by subscribing to the prompt table's messages, and closes it with
/// ``TerminalRuntime/dismissOverlay()``.
public final class PromptOverlay: TerminalOverlay {
  /// The title in the box's top edge.
  public let title: String
  /// The prompt's rows; the overlay sizes its viewport to the box.
  public let table: TableView
  /// The widest the table gets, in columns (the screen may make it narrower).
  public var width: Int
  /// The hint in the box's bottom edge: `esc cancel` by default.
  public var hint = "esc cancel"
  /// Runs when Escape (that the focused row did not use) closes the prompt.
  public var onCancel: (() throws -> Void)?

  /// A prompt showing `table` under `title`, at most `width` columns wide.
  ///
  /// - Parameters:
  ///   - title: the title in the top edge.
  ///   - table: the prompt's rows, laid out in the box.
  ///   - width: the widest the table gets (at least 1).
  public init(title: String, table: TableView, width: Int = 50) {
    self.title = title
    self.table = table
    self.width = max(1, width)
  }

  /// A box as tall as the table's rows (within the screen), centred; sizes the
  /// table's viewport to the inside of the box, in `mode`.
  public func frame(in screen: Size, mode: WidthMode) -> Rect {
    table.widthMode = mode
    let columns = max(1, min(width, screen.columns - 4))
    let room = max(1, screen.lines - 2)
    table.viewport = Size(columns: columns, lines: room)
    table.layoutIfNeeded()
    let lines = min(max(1, table.contentHeight), room)
    table.viewport = Size(columns: columns, lines: lines)
    return OverlayBox.centred(inner: table.viewport, in: screen)
  }

  /// Draws the box, then the table inside it (whose text field, if focused, places
  /// the terminal's cursor).
  public func draw(in canvas: inout TextCanvas, frame: Rect) {
    let inside = OverlayBox.draw(in: &canvas, frame: frame, title: title, hint: hint)
    canvas.cursor = nil
    table.draw(into: &canvas, at: inside.origin)
  }

  /// The focused row, then Escape, then the moves.
  public func handle(_ press: KeyPress, action: KeyAction?) throws -> OverlayResponse {
    if try table.sendToFocusedRow(press: press) { return .handled }
    if action == .cancel {
      try onCancel?()
      return .dismiss
    }
    if let action { _ = table.perform(navigation: action) }
    return .handled
  }

  /// The paste goes to the focused row.
  public func paste(_ text: String) throws -> OverlayResponse {
    _ = try table.paste(text)
    return .handled
  }

  /// The click taps the table.
  public func tap(at point: Point, modifiers: KeyModifiers) throws -> OverlayResponse {
    try table.tap(at: Point(column: point.column - 2, line: point.line - 1), modifiers: modifiers)
    return .handled
  }
}
