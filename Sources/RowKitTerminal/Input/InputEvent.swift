import RowKit

/// One thing the user did at the keyboard or with the mouse, decoded from terminal bytes.
///
/// ``InputDecoder`` produces these from the raw bytes a terminal in raw mode sends.
/// Sequences the decoder recognises but RowKit has no use for (function keys, focus
/// reports, stray paste ends) come out as ``unknown(_:)``, so their bytes never leak
/// into the text as characters.
///
/// ```swift
/// var decoder = InputDecoder()
/// decoder.decode(Array("\u{1B}[Bq".utf8))
/// // [.key(.down), .key(.character("q"))]
/// ```
public enum InputEvent: Hashable, Sendable {
  /// A key press: arrows, Tab, Enter, Space, paging keys, Insert, Delete, function
  /// keys, Escape, Backspace or a printable character (space comes out as
  /// ``/RowKit/Key/space``, never as a character), with the modifiers held
  /// (``/RowKit/KeyModifiers``): Ctrl-letters are letters with Control, Alt-letters
  /// (Escape then the letter, within the Escape timeout) letters with Alt.
  case key(KeyPress)
  /// Ctrl-C (byte 0x03, or `CSI 99 ; 5 u` in the kitty protocol). In raw mode the
  /// terminal sends it as a byte, not a signal.
  case interrupt
  /// Ctrl-Z (byte 0x1A): the user asks to suspend the program.
  case suspend
  /// Ctrl-D (byte 0x04), or the end of the input stream when a session reads one.
  case endOfInput
  /// Another C0 control byte. Never produced any more: Ctrl-letters arrive as
  /// ``key(_:)`` with ``/RowKit/KeyModifiers/control``.
  @available(
    *, deprecated,
    message: "Ctrl-letters arrive as .key(KeyPress(.character(letter), modifiers: .control))"
  )
  case control(UInt8)
  /// A mouse report in the SGR 1006 encoding (or the legacy X10 one).
  case mouse(MouseEvent)
  /// Text pasted while bracketed paste was on, decoded as UTF-8 with U+FFFD for bad
  /// bytes. It is raw user text: sanitise it before drawing it.
  case paste(String)
  /// An answer to a query the program sent (a mode report, device attributes, a
  /// cursor position, the keyboard protocol's flags).
  case report(TerminalReport)
  /// A sequence that was consumed but means nothing here; the bytes are kept (at most
  /// the decoder's sequence limit) for logging.
  case unknown([UInt8])
}
