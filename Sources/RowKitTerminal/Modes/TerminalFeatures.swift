/// The terminal features a session turns on, and the exact bytes that turn them on and
/// off.
///
/// Entering writes, in this order: alternate screen `CSI ?1049h`, autowrap off
/// `CSI ?7l`, hidden cursor `CSI ?25l`, mouse clicks `CSI ?1000h` with SGR coordinates
/// `CSI ?1006h`, bracketed paste `CSI ?2004h`. Leaving resets the text attributes
/// (`CSI 0m`) and then undoes each feature in the reverse order, showing the cursor
/// and turning autowrap on again.
///
/// ```swift
/// String(decoding: TerminalFeatures.all.enterSequence, as: UTF8.self)
/// // "\u{1B}[?1049h\u{1B}[?7l\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?2004h"
/// ```
public struct TerminalFeatures: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: UInt8

  /// Creates a set from its bits.
  ///
  /// - Parameter rawValue: The bits, one per feature.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// The alternate screen: the shell's screen comes back untouched on leaving.
  public static let alternateScreen = TerminalFeatures(rawValue: 1 << 0)
  /// The cursor hidden while the session runs.
  public static let hiddenCursor = TerminalFeatures(rawValue: 1 << 1)
  /// Mouse button reports in the SGR 1006 encoding.
  public static let mouse = TerminalFeatures(rawValue: 1 << 2)
  /// Bracketed paste: pasted text arrives marked, never as typed keys.
  public static let bracketedPaste = TerminalFeatures(rawValue: 1 << 3)
  /// Autowrap off (DECAWM reset): a character written in the last column stays there
  /// instead of wrapping the line and scrolling the screen, so a width the terminal
  /// measures wider than RowKit did costs at most the end of that one line.
  public static let autowrapOff = TerminalFeatures(rawValue: 1 << 4)
  /// Every feature: what an interactive sample wants.
  public static let all: TerminalFeatures = [
    .alternateScreen, .autowrapOff, .hiddenCursor, .mouse, .bracketedPaste,
  ]

  private var parts: [(on: String, off: String)] {
    var result: [(on: String, off: String)] = []
    if contains(.alternateScreen) { result.append(("\u{1B}[?1049h", "\u{1B}[?1049l")) }
    if contains(.autowrapOff) { result.append(("\u{1B}[?7l", "\u{1B}[?7h")) }
    if contains(.hiddenCursor) { result.append(("\u{1B}[?25l", "\u{1B}[?25h")) }
    if contains(.mouse) {
      result.append(("\u{1B}[?1000h", "\u{1B}[?1000l"))
      result.append(("\u{1B}[?1006h", "\u{1B}[?1006l"))
    }
    if contains(.bracketedPaste) { result.append(("\u{1B}[?2004h", "\u{1B}[?2004l")) }
    return result
  }

  /// The bytes that turn the features on, in order.
  public var enterSequence: [UInt8] {
    Array(parts.map(\.on).joined().utf8)
  }

  /// The bytes that reset text attributes and turn the features off, in reverse order.
  public var leaveSequence: [UInt8] {
    Array(("\u{1B}[0m" + parts.reversed().map(\.off).joined()).utf8)
  }
}
