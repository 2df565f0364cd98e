import RowKit

/// What ``WidthModeDetector`` found out about a terminal: the ``/RowKit/WidthMode`` to draw
/// in, what it was decided from, which terminal it is (when it could tell), and whether
/// detection turned mode 2027 on (which the session then turns off again on every way
/// out).
///
/// ```swift
/// let detection = try session.detectWidthMode(environment: environment)
/// var canvas = TextCanvas(size: session.size, widthMode: detection.mode)
/// ```
public struct WidthModeDetection: Hashable, Sendable {
  /// What the mode was decided from.
  public enum Evidence: Hashable, Sendable {
    /// `ROWKIT_WIDTH` in the environment (`grapheme` or `codepoint`); nothing was
    /// asked of the terminal.
    case environmentOverride
    /// The terminal was identified (``WidthModeDetection/identification``): its
    /// profile's mode. With `ROWKIT_TERMINAL` nothing was asked of the terminal.
    case profile
    /// The terminal's answer to `CSI ? 2027 $ p`: its state of mode 2027 (0 unknown,
    /// 1 set, 2 reset, 3 permanently set, 4 permanently reset).
    case mode2027(state: Int)
    /// The terminal is kitty, which treats grapheme clusters as units without
    /// reporting mode 2027. Detection now identifies kitty like every profiled
    /// terminal and reports ``profile``; this case is no longer produced.
    @available(*, deprecated, message: "detection reports kitty as .profile")
    case kitty
    /// The terminal answered `CSI c` but not the mode 2027 query (tmux 3.3 does this).
    case noModeReport
    /// Nothing answered before the deadline.
    case noAnswer
    /// Cursor position reports after drawing the probes U+2764 U+FE0F and U+1F44D
    /// U+1F3FD: how far the terminal advanced over each (2 and 2 in grapheme-cluster
    /// mode, 1 and 4 per code point). The answers before it said `before`.
    indirect case calibration(heart: Int, skinTone: Int, before: Evidence)
  }

  /// The width mode to measure and draw in.
  public var mode: WidthMode
  /// Which terminal it is, when the answers or the environment told.
  public var identification: TerminalIdentification?
  /// What the mode was decided from.
  public var evidence: Evidence
  /// Whether detection set mode 2027 (`CSI ? 2027 h`, the terminal answered state 2);
  /// it is reset (`CSI ? 2027 l`) when the session ends, however it ends.
  public var setMode2027: Bool

  /// Creates a detection result.
  public init(mode: WidthMode, evidence: Evidence, setMode2027: Bool = false) {
    self.mode = mode
    self.evidence = evidence
    self.setMode2027 = setMode2027
  }

  /// Creates a detection result for an identified terminal.
  public init(
    mode: WidthMode, evidence: Evidence, identification: TerminalIdentification?,
    setMode2027: Bool = false
  ) {
    self.init(mode: mode, evidence: evidence, setMode2027: setMode2027)
    self.identification = identification
  }

  /// One line for a bug report: the terminal's profile and what named it, or
  /// `unidentified`, then the mode: `terminal kitty (XTVERSION kitty(0.43.1)); widths
  /// graphemeClusters, Unicode 16.0, …`.
  public var summary: String {
    "terminal " + (identification.map { "\($0)" } ?? "unidentified") + "; widths \(mode)"
  }
}
