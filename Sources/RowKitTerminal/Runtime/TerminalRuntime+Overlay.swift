import RowKit

extension TerminalRuntime {
  /// Shows an overlay over the screen, in place of the one shown, if any; it takes
  /// every key, paste and click inside it until it is dismissed.
  ///
  /// ```swift
  /// runtime.present(PromptOverlay(title: "New item", table: prompt))
  /// ```
  public func present(_ overlay: any TerminalOverlay) {
    self.overlay = overlay
  }

  /// Takes the overlay away, if one is shown.
  public func dismissOverlay() {
    overlay = nil
  }

  /// Shows the help screen: every action of the ``keymap`` with its keys
  /// (``HelpOverlay``). Escape, `?`, `q` or Enter close it. What ``KeyAction/help``
  /// does.
  public func showHelp() {
    present(HelpOverlay(keymap: keymap))
  }

  /// Draws the overlay over the frame; when it goes or moves, the parts it covered
  /// are drawn again next frame.
  func drawOverlay(into canvas: inout TextCanvas) {
    let rect = overlay.map { overlayFrame($0) }
    if rect != drawnOverlay {
      // Parts drawn under the overlay show again: forget what they looked like.
      drawnParts = [:]
      drawnOverlay = rect
    }
    guard let overlay, let rect else { return }
    // The cursor of a field under the overlay does not show through it.
    canvas.cursor = nil
    overlay.draw(in: &canvas, frame: rect)
  }

  /// Where the overlay goes, within the screen.
  func overlayFrame(_ overlay: any TerminalOverlay) -> Rect {
    overlay.frame(in: screen, mode: table.widthMode)
      .intersection(Rect(origin: .zero, size: screen))
  }
}
