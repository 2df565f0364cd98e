import RowKit

/// Something a ``TerminalRuntime`` shows over its screen, that takes the keys while
/// shown: the help screen (``HelpOverlay``), a prompt (``PromptOverlay``), or an
/// app's own (a menu, a picker).
///
/// The runtime asks it where it goes, draws it after everything else, and sends it
/// every key (with the action the runtime's keymap binds the key to), paste and click
/// inside it, until it answers ``OverlayResponse/dismiss`` or the app calls
/// ``TerminalRuntime/dismissOverlay()``. Ctrl-C, Ctrl-D and Ctrl-Z keep their
/// meaning.
///
/// Overlays are plain, non-`Sendable` classes owned by the runtime's thread.
public protocol TerminalOverlay: AnyObject {
  /// Where the overlay goes on a screen of `screen` (the runtime keeps it within the
  /// screen), with text measured in `mode`.
  func frame(in screen: Size, mode: WidthMode) -> Rect

  /// Draws the overlay into `frame`, covering every cell of it; an overlay with an
  /// insertion point (a text field) sets ``/RowKit/TextCanvas/cursor``.
  func draw(in canvas: inout TextCanvas, frame: Rect)

  /// A key press while the overlay is shown, and the action the runtime's keymap
  /// binds it to, if any.
  func handle(_ press: KeyPress, action: KeyAction?) throws -> OverlayResponse

  /// A paste while the overlay is shown: by default used for nothing.
  func paste(_ text: String) throws -> OverlayResponse

  /// A left click inside the overlay, at a point relative to its top-left corner: by
  /// default nothing.
  func tap(at point: Point, modifiers: KeyModifiers) throws -> OverlayResponse
}

extension TerminalOverlay {
  /// Takes the paste and does nothing with it.
  public func paste(_ text: String) throws -> OverlayResponse { .handled }

  /// Does nothing.
  public func tap(at point: Point, modifiers: KeyModifiers) throws -> OverlayResponse {
    .handled
  }
}

/// What an overlay did with a key, a paste or a click.
public enum OverlayResponse: Hashable, Sendable {
  /// The overlay used it (or kept it from the screen under it) and stays.
  case handled
  /// The overlay is done: the runtime takes it away.
  case dismiss
}
