/// An answer the terminal sent to a query: a mode report, its device attributes, its
/// name and version, or where its cursor is.
///
/// ``InputDecoder`` turns these answers into ``InputEvent/report(_:)`` so that they
/// never pass for keys. ``WidthModeDetector`` sends the queries and reads the answers.
///
/// ```swift
/// var decoder = InputDecoder()
/// decoder.decode(Array("\u{1B}[?2027;3$y".utf8))
/// // [.report(.privateMode(mode: 2027, state: 3))]
/// ```
public enum TerminalReport: Hashable, Sendable {
  /// DECRPM, the answer to `CSI ? mode $ p`: `CSI ? mode ; state $ y`. The state is
  /// 0 (unknown mode), 1 (set), 2 (reset), 3 (permanently set) or 4 (permanently
  /// reset).
  case privateMode(mode: Int, state: Int)
  /// Primary device attributes, the answer to `CSI c`: `CSI ? p1 ; p2 ; … c`. An
  /// empty parameter is `nil` (kitty answers `CSI ? 62 ; c`: `[62, nil]`).
  case primaryDeviceAttributes([Int?])
  /// Secondary device attributes, the answer to `CSI > c`: `CSI > type ; version ;
  /// other c`. xterm answers `CSI > 41 ; 390 ; 0 c`, VTE `CSI > 65 ; 7600 ; 1 c`, tmux
  /// `CSI > 84 ; 0 ; 0 c`, kitty `CSI > 1 ; 4000 ; 35 c`. An empty parameter is `nil`.
  case secondaryDeviceAttributes([Int?])
  /// The terminal's name and version, the answer to XTVERSION (`CSI > 0 q`):
  /// `DCS > | text ST`, such as `kitty(0.43.1)`, `XTerm(390)` or `tmux 3.4`. At most
  /// the decoder's sequence limit of bytes; bytes outside printable ASCII are U+FFFD.
  case terminalVersion(String)
  /// A cursor position report, the answer to `CSI 6 n`: `CSI line ; column R`,
  /// 1-based as sent. (`CSI 1 ; m R`, F3 with modifiers on some terminals, reads as a
  /// report at line 1.)
  case cursorPosition(line: Int, column: Int)
  /// The kitty keyboard protocol's answer to `CSI ? u`: `CSI ? flags u`, the
  /// enhancement flags in force (0 when none). Only terminals that speak the protocol
  /// answer it.
  case keyboardFlags(Int)
}
