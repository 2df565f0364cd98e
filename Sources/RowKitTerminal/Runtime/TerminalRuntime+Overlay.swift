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

  /// Draws the overlay over the frame. The lines it writes draw again next frame (the
  /// table's rows and the runtime's parts see them written to), so when it goes or
  /// moves what it covered shows again.
  func drawOverlay(into canvas: inout TextCanvas) {
    guard let overlay else { return }
    let rect = overlayFrame(overlay)
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
