import RowKit

/// The help screen: every action of a keymap, with its keys, in a box over the
/// screen (``TerminalRuntime/showHelp()`` shows it for the runtime's keymap, `?` by
/// default).
///
/// ```text
/// ┌─ Keys ──────────────────────────────────────┐
/// │ ↑ k ctrl-p         previous row             │
/// │ ↓ j ctrl-n         next row                 │
/// │ ...                                         │
/// └─ esc close ─────────────────────────────────┘
/// ```
///
/// The actions of ``KeyAction/cancel``, ``KeyAction/help``, ``KeyAction/quit`` and
/// ``KeyAction/activate`` (Escape, `?`, `q`, Enter) close it, and so does a click;
/// when the list is taller than the screen, the moves (Up, Down, Page Up, Page Down,
/// Home, End) scroll it. Other keys do nothing while it is shown.
public final class HelpOverlay: TerminalOverlay {
  /// The actions and their keys, in the keymap's order.
  public let entries: [Keymap.HelpEntry]
  /// The title in the box's top edge.
  public let title: String
  /// The first entry shown.
  public private(set) var scrollOffset = 0
  /// The number of entries the last frame had room for.
  private var visibleCount = 0
  /// The hint in the bottom edge.
  private let hint: String

  /// A help screen for `keymap`.
  ///
  /// - Parameters:
  ///   - keymap: the keys and actions listed.
  ///   - title: the title in the top edge.
  public init(keymap: Keymap, title: String = "Keys") {
    entries = keymap.helpEntries
    self.title = title
    hint = keymap.presses(for: .cancel).first.map { "\($0.helpName) close" } ?? "click to close"
  }

  /// A box wide enough for the keys and the summaries, centred, within the screen.
  public func frame(in screen: Size, mode: WidthMode) -> Rect {
    let keys = entries.map { TextFitting.width(of: $0.keys, mode: mode) }.max() ?? 0
    let summaries = entries.map { TextFitting.width(of: $0.action.summary, mode: mode) }.max() ?? 0
    let inner = Size(
      columns: max(keys + 3 + summaries, TextFitting.width(of: title, mode: mode) + 2),
      lines: max(1, entries.count))
    return OverlayBox.centred(inner: inner, in: screen)
  }

  /// Draws the box and the entries from ``scrollOffset``.
  public func draw(in canvas: inout TextCanvas, frame: Rect) {
    let inside = OverlayBox.draw(in: &canvas, frame: frame, title: title, hint: hint)
    let mode = canvas.widthMode
    visibleCount = inside.height
    scrollOffset = min(scrollOffset, max(0, entries.count - visibleCount))
    let keysColumn = min(
      entries.map { TextFitting.width(of: $0.keys, mode: mode) }.max() ?? 0, inside.width / 2)
    for (row, entry) in entries.dropFirst(scrollOffset).prefix(inside.height).enumerated() {
      let line = inside.minLine + row
      let keys = TextFitting.fitted(entry.keys, width: keysColumn, mode: mode)
      canvas.write(
        keys, at: Point(column: inside.minColumn, line: line), clip: inside,
        style: Style(attributes: .bold))
      let summaryColumn = inside.minColumn + keysColumn + 3
      let summary = TextFitting.fitted(
        entry.action.summary, width: inside.maxColumn - summaryColumn, mode: mode)
      canvas.write(summary, at: Point(column: summaryColumn, line: line), clip: inside)
    }
  }

  /// Closes on cancel, help, quit and activate; scrolls on the moves.
  public func handle(_ press: KeyPress, action: KeyAction?) throws -> OverlayResponse {
    let page = max(1, visibleCount)
    let last = max(0, entries.count - page)
    switch action {
    case .cancel?, .help?, .quit?, .activate?: return .dismiss
    case .moveUp?: scrollOffset = max(0, scrollOffset - 1)
    case .moveDown?: scrollOffset = min(last, scrollOffset + 1)
    case .pageUp?: scrollOffset = max(0, scrollOffset - page)
    case .pageDown?: scrollOffset = min(last, scrollOffset + page)
    case .first?: scrollOffset = 0
    case .last?: scrollOffset = last
    default: break
    }
    return .handled
  }

  /// A click closes the help.
  public func tap(at point: Point, modifiers: KeyModifiers) throws -> OverlayResponse {
    .dismiss
  }
}
