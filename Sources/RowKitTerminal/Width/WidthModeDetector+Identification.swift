import RowKit

extension WidthModeDetector {
  /// The environment variable that names the terminal's profile, overriding
  /// identification: a ``/RowKit/TerminalProfile`` raw value (`kitty`, `wezterm`,
  /// `tmux`, `default`…), or `auto`.
  public static let terminalVariable = "ROWKIT_TERMINAL"

  /// The profile `ROWKIT_TERMINAL` names; `nil` when it is unset, empty or `auto`.
  ///
  /// - Throws: ``WidthModeDetector/TerminalOverrideError`` for a name that is no profile.
  public static func terminalOverride(
    environment: [String: String]
  ) throws(TerminalOverrideError) -> TerminalProfile? {
    guard let value = environment[terminalVariable], !value.isEmpty else { return nil }
    return try profile(named: value)
  }

  /// The profile a name (any case) gives, `nil` for `auto`.
  ///
  /// - Throws: ``WidthModeDetector/TerminalOverrideError`` for a name that is no profile.
  public static func profile(named name: String) throws(TerminalOverrideError) -> TerminalProfile? {
    let lowered = name.lowercased()
    if lowered == "auto" { return nil }
    guard let profile = TerminalProfile(rawValue: lowered) else {
      throw TerminalOverrideError(value: name)
    }
    return profile
  }

  /// A terminal name that is no ``/RowKit/TerminalProfile``.
  public struct TerminalOverrideError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The value found.
    public var value: String
    /// One line naming the values a terminal name takes.
    public var description: String {
      "a terminal is auto or one of "
        + TerminalProfile.allCases.map(\.rawValue).joined(separator: ", ") + ", not '"
        + Sanitizer.visible(value) + "'"
    }
  }

  /// The variables of the environment that detection reads: the overrides, then the
  /// ones identification goes by.
  public static let environmentVariables = [
    "ROWKIT_TERMINAL", "ROWKIT_WIDTH", "TERM", "TERM_PROGRAM", "TERM_PROGRAM_VERSION", "TMUX",
    "STY", "KITTY_WINDOW_ID", "WT_SESSION", "KONSOLE_VERSION", "VTE_VERSION",
    "ALACRITTY_WINDOW_ID",
  ]

  /// The queries identification adds to the width queries: XTVERSION (`CSI > 0 q`)
  /// and secondary device attributes (`CSI > c`).
  public static let identificationQuery: [UInt8] = Array("\u{1B}[>0q\u{1B}[>c".utf8)

  /// Which terminal answered, or what the environment says it is; `nil` when nothing
  /// names one. The rules, in order:
  ///
  /// 1. Inside tmux (its XTVERSION answer `tmux 3.3a`, `TERM_PROGRAM=tmux` with
  ///    `TERM_PROGRAM_VERSION`, or `TMUX` set): tmux draws the screen, so its profile,
  ///    by its version (before 3.4, or 3.4 and later, which is also taken when the
  ///    version is unknown: it measures no string narrower).
  /// 2. Inside screen (secondary device attributes `83`, or `STY` set with a `TERM`
  ///    of `screen…`): screen.
  /// 3. The XTVERSION answer names the terminal (`kitty(0.43.1)`, `XTerm(390)`,
  ///    `WezTerm 20251025…`, `GNOME Terminal 3.52.0(VTE/7600)`…).
  /// 4. The secondary device attributes name it: `41` xterm, `65` VTE, `1;4000` kitty;
  ///    primary attributes of exactly `CSI ? 62 ; c`: kitty.
  /// 5. The environment: `TERM_PROGRAM` (`iTerm.app`, `Apple_Terminal`, `WezTerm`,
  ///    `ghostty`), then `KITTY_WINDOW_ID`, `WT_SESSION`, `KONSOLE_VERSION`,
  ///    `VTE_VERSION`, `ALACRITTY_WINDOW_ID`, then `TERM` (`xterm-kitty`,
  ///    `xterm-ghostty`, `foot`, `alacritty`, `contour`, `st-256color`…).
  public static func identify(
    reports: [TerminalReport], environment: [String: String]
  ) -> TerminalIdentification? {
    var version: String?
    var secondary: [Int?]?
    var primary: [Int?]?
    for report in reports {
      switch report {
      case .terminalVersion(let text) where version == nil: version = text
      case .secondaryDeviceAttributes(let values) where secondary == nil: secondary = values
      case .primaryDeviceAttributes(let values) where primary == nil: primary = values
      default: break
      }
    }
    if let tmux = tmux(version: version, environment: environment) { return tmux }
    if secondary?.first == 83 {
      return TerminalIdentification(
        profile: .screen, source: .secondaryDeviceAttributes(secondary ?? []))
    }
    if environment["STY"] != nil, environment["TERM"]?.hasPrefix("screen") == true {
      return TerminalIdentification(profile: .screen, source: .environment("STY"))
    }
    if let version, let profile = profile(terminalVersion: version) {
      return TerminalIdentification(profile: profile, source: .terminalVersion(version))
    }
    if let secondary, let profile = profile(secondaryDeviceAttributes: secondary) {
      return TerminalIdentification(profile: profile, source: .secondaryDeviceAttributes(secondary))
    }
    if primary == [62, nil] {
      return TerminalIdentification(profile: .kitty, source: .primaryDeviceAttributes([62, nil]))
    }
    return identify(environment: environment)
  }

  /// tmux, when the program runs inside it, by version.
  static func tmux(version: String?, environment: [String: String]) -> TerminalIdentification? {
    if let version, version.lowercased().hasPrefix("tmux") {
      let profile = tmuxProfile(version: String(version.dropFirst(4)))
      return TerminalIdentification(profile: profile, source: .terminalVersion(version))
    }
    if environment["TERM_PROGRAM"] == "tmux" {
      let number = environment["TERM_PROGRAM_VERSION"] ?? ""
      return TerminalIdentification(
        profile: tmuxProfile(version: number),
        source: .environment("TERM_PROGRAM_VERSION=" + number))
    }
    if !(environment["TMUX"] ?? "").isEmpty {
      return TerminalIdentification(profile: .tmux, source: .environment("TMUX"))
    }
    return nil
  }

  /// tmux before 3.4 or from 3.4, by a version such as `3.3a`, ` 3.4` or `next-3.5`;
  /// from 3.4 when the version cannot be read.
  static func tmuxProfile(version: String) -> TerminalProfile {
    let numbers = leadingVersion(version)
    guard let major = numbers.first else { return .tmux }
    let minor = numbers.count > 1 ? numbers[1] : 0
    return (major, minor) < (3, 4) ? .tmuxBefore34 : .tmux
  }

  /// The first run of numbers separated by dots in `text`: `[3, 3]` for `3.3a`.
  static func leadingVersion(_ text: String) -> [Int] {
    var numbers: [Int] = []
    var current: Int?
    for character in text {
      if let digit = character.wholeNumberValue, character.isASCII {
        current = min(99_999, (current ?? 0) * 10 + digit)
      } else if character == ".", let value = current {
        numbers.append(value)
        current = nil
      } else if let value = current {
        numbers.append(value)
        return numbers
      } else if !numbers.isEmpty {
        return numbers
      }
    }
    if let current { numbers.append(current) }
    return numbers
  }

  /// The profile an XTVERSION answer names, by the start of the name (any case), or
  /// VTE anywhere in it.
  static func profile(terminalVersion text: String) -> TerminalProfile? {
    let name = text.lowercased()
    if name.contains("vte") { return .vte }
    let prefixes: [(String, TerminalProfile)] = [
      ("kitty", .kitty), ("wezterm", .wezTerm), ("foot", .foot), ("ghostty", .ghostty),
      ("contour", .contour), ("terminal.exe", .windowsTerminal),
      ("windows terminal", .windowsTerminal), ("xterm", .xterm), ("konsole", .konsole),
      ("alacritty", .alacritty), ("iterm2", .iTerm2), ("terminal.app", .terminalApp),
      ("putty", .putty), ("screen", .screen), ("st ", .st), ("st(", .st),
    ]
    return prefixes.first { name.hasPrefix($0.0) }?.1
  }

  /// The profile secondary device attributes name: xterm's `41`, VTE's `65`, kitty's
  /// `1;4000`.
  static func profile(secondaryDeviceAttributes values: [Int?]) -> TerminalProfile? {
    switch values.first {
    case 41: return .xterm
    case 65: return .vte
    case 1 where values.count > 1 && values[1] == 4000: return .kitty
    default: return nil
    }
  }

  /// The profile the environment names.
  static func identify(environment: [String: String]) -> TerminalIdentification? {
    func found(_ profile: TerminalProfile, _ variable: String) -> TerminalIdentification {
      TerminalIdentification(
        profile: profile, source: .environment(variable + "=" + (environment[variable] ?? "")))
    }
    switch environment["TERM_PROGRAM"] {
    case "iTerm.app": return found(.iTerm2, "TERM_PROGRAM")
    case "Apple_Terminal": return found(.terminalApp, "TERM_PROGRAM")
    case "WezTerm": return found(.wezTerm, "TERM_PROGRAM")
    case "ghostty": return found(.ghostty, "TERM_PROGRAM")
    default: break
    }
    let markers: [(String, TerminalProfile)] = [
      ("KITTY_WINDOW_ID", .kitty), ("WT_SESSION", .windowsTerminal),
      ("KONSOLE_VERSION", .konsole), ("VTE_VERSION", .vte), ("ALACRITTY_WINDOW_ID", .alacritty),
    ]
    for (variable, profile) in markers where !(environment[variable] ?? "").isEmpty {
      return found(profile, variable)
    }
    guard let term = environment["TERM"] else { return nil }
    let terms: [(String, TerminalProfile)] = [
      ("xterm-kitty", .kitty), ("xterm-ghostty", .ghostty), ("foot", .foot),
      ("alacritty", .alacritty), ("contour", .contour), ("wezterm", .wezTerm), ("st-", .st),
    ]
    if term == "st" { return found(.st, "TERM") }
    return terms.first { term.hasPrefix($0.0) }.map { found($0.1, "TERM") }
  }
}
