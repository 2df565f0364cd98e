import RowKit

/// Which terminal a program runs in, and what told: the ``/RowKit/TerminalProfile``
/// RowKit measures text for.
///
/// ``WidthModeDetector/identify(reports:environment:)`` finds it from the terminal's
/// answers and the environment; a bug report can name it (`roster --version` prints
/// it).
///
/// ```swift
/// let found = WidthModeDetector.identify(
///   reports: [.terminalVersion("kitty(0.43.1)")], environment: [:])
/// found?.profile      // .kitty
/// "\(found!)"         // "kitty (XTVERSION kitty(0.43.1))"
/// ```
public struct TerminalIdentification: Hashable, Sendable, CustomStringConvertible {
  /// What named the terminal.
  public enum Source: Hashable, Sendable {
    /// `ROWKIT_TERMINAL` (or the samples' `--terminal`).
    case override
    /// The answer to XTVERSION (`CSI > 0 q`), as sent.
    case terminalVersion(String)
    /// The answer to `CSI > c`.
    case secondaryDeviceAttributes([Int?])
    /// The answer to `CSI c` (kitty's `CSI ? 62 ; c`).
    case primaryDeviceAttributes([Int?])
    /// A variable of the environment, written `NAME=value`.
    case environment(String)
  }

  /// The profile RowKit measures text for.
  public var profile: TerminalProfile
  /// What named it.
  public var source: Source

  /// An identification.
  public init(profile: TerminalProfile, source: Source) {
    self.profile = profile
    self.source = source
  }

  /// The profile's name and what named it, sanitised: `kitty (XTVERSION
  /// kitty(0.43.1))`, `tmux (TERM_PROGRAM_VERSION=3.4)`.
  public var description: String {
    let from: String
    switch source {
    case .override: from = WidthModeDetector.terminalVariable
    case .terminalVersion(let text): from = "XTVERSION " + text
    case .secondaryDeviceAttributes(let values): from = "CSI > " + Self.parameters(values) + " c"
    case .primaryDeviceAttributes(let values): from = "CSI ? " + Self.parameters(values) + " c"
    case .environment(let variable): from = variable
    }
    return Sanitizer.visible("\(profile.rawValue) (\(from))")
  }

  private static func parameters(_ values: [Int?]) -> String {
    values.map { $0.map(String.init) ?? "" }.joined(separator: ";")
  }
}
