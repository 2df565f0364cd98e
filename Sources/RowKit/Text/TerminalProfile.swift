/// A terminal, as RowKit measures text for it: the ``WidthMode`` that matches what the
/// terminal draws.
///
/// Each profile's family, Unicode version and quirks were fitted to what the terminal
/// drew in ucs-detect's published measurements (wide characters, emoji with U+FE0F and
/// U+FE0E, ZWJ sequences and words of many languages), and a test replays those
/// measurements against every profile. RowKitTerminal identifies the terminal before
/// the first frame; `ROWKIT_TERMINAL` names a profile by its raw value (`kitty`, `wezterm`, `tmux-3.3`…).
///
/// ```swift
/// let mode = TerminalProfile.kitty.widthMode
/// DisplayWidth.of("\u{915}\u{93E}", mode: mode)                 // 1: kitty
/// DisplayWidth.of("\u{915}\u{93E}", mode: .graphemeClusters)    // 2: RowKit's rules
/// TerminalProfile(rawValue: "wezterm")                           // .wezTerm
/// ```
public enum TerminalProfile: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// kitty (measured: 0.43.1).
  case kitty
  /// WezTerm (measured: 20251025).
  case wezTerm = "wezterm"
  /// foot (measured: 1.25.0).
  case foot
  /// Ghostty (measured: 1.2.3).
  case ghostty
  /// Contour (measured: 0.6.2).
  case contour
  /// Windows Terminal (measured: 1.23).
  case windowsTerminal = "windows-terminal"
  /// xterm (measured: 390).
  case xterm
  /// st, the simple terminal (measured: 0.9); measures as xterm.
  case st
  /// Terminals built on VTE: GNOME Terminal, Terminator, xfce4-terminal, LXTerminal,
  /// termit, Tilix (measured: VTE 0.76).
  case vte
  /// Konsole (measured: 25.08).
  case konsole
  /// Alacritty (measured: 0.16.1).
  case alacritty
  /// iTerm2 (measured: 3.6.5).
  case iTerm2 = "iterm2"
  /// macOS Terminal (measured: 2.15).
  case terminalApp = "terminal-app"
  /// PuTTY (measured: 0.83).
  case putty
  /// tmux before 3.4 (measured here: 3.3a), whatever terminal it runs in.
  case tmuxBefore34 = "tmux-3.3"
  /// tmux 3.4 and later (measured: 3.4), whatever terminal it runs in.
  case tmux
  /// GNU screen (measured: 4.09.01).
  case screen
  /// A terminal RowKit does not know: RowKit's per-code-point rules at the latest
  /// Unicode version, which measure no string narrower than the per-code-point
  /// terminals measured draw it.
  case conservative = "default"

  /// The profile whose raw value is `rawValue` (`kitty`, `wezterm`, `tmux-3.3`,
  /// `default`…); `nil` for any other text.
  public init?(rawValue: String) {
    guard let profile = Self.allCases.first(where: { $0.rawValue == rawValue }) else {
      return nil
    }
    self = profile
  }

  /// The terminal's name as its users know it.
  public var name: String {
    switch self {
    case .kitty: return "kitty"
    case .wezTerm: return "WezTerm"
    case .foot: return "foot"
    case .ghostty: return "Ghostty"
    case .contour: return "Contour"
    case .windowsTerminal: return "Windows Terminal"
    case .xterm: return "xterm"
    case .st: return "st"
    case .vte: return "VTE"
    case .konsole: return "Konsole"
    case .alacritty: return "Alacritty"
    case .iTerm2: return "iTerm2"
    case .terminalApp: return "Terminal.app"
    case .putty: return "PuTTY"
    case .tmuxBefore34: return "tmux < 3.4"
    case .tmux: return "tmux >= 3.4"
    case .screen: return "screen"
    case .conservative: return "default"
    }
  }

  /// The raw value, which `ROWKIT_TERMINAL` and the samples' `--terminal` take.
  public var description: String { rawValue }

  /// How the terminal measures text.
  public var widthMode: WidthMode {
    switch self {
    case .kitty:
      return WidthMode(
        family: .graphemeClusters, unicodeVersion: UnicodeVersion(16, 0),
        quirks: [
          .spacingMarksAddNothing, .spacingMarkAloneTakesNothing, .vowelAMAddsNothing,
          .conjunctsAddNothing,
        ])
    case .wezTerm:
      return WidthMode(
        family: .graphemeClusters, unicodeVersion: UnicodeVersion(16, 0),
        quirks: [
          .spacingMarksAddNothing, .spacingMarkAloneTakesNothing, .emojiSelectorIgnored,
          .textSelectorIgnored,
        ])
    case .foot:
      return WidthMode(
        family: .graphemeClusters, unicodeVersion: UnicodeVersion(16, 0),
        quirks: [.spacingMarksAddNothing, .spacingMarkAloneTakesNothing, .zwjJoinsKnownEmojiOnly])
    case .ghostty:
      return WidthMode(
        family: .graphemeClusters, unicodeVersion: UnicodeVersion(15, 0),
        quirks: [
          .spacingMarksAddNothing, .vowelAMAddsNothing, .clustersUncapped, .keycapSelectorNarrow,
        ])
    case .contour:
      return WidthMode(
        family: .graphemeClusters, unicodeVersion: UnicodeVersion(16, 0),
        quirks: [
          .spacingMarksAddNothing, .vowelAMAddsNothing, .clustersUncapped, .emojiSelectorIgnored,
          .textSelectorIgnored, .zwjSequenceTakesBaseWidth, .widthCarriesOver,
        ])
    case .windowsTerminal:
      return WidthMode(
        family: .graphemeClusters, unicodeVersion: UnicodeVersion(16, 0),
        quirks: [.textSelectorIgnored, .joinerEndsConjunct])
    case .iTerm2:
      return WidthMode(
        family: .perCodePoint, unicodeVersion: UnicodeVersion(16, 0),
        quirks: [
          .emojiSequencesJoin, .selectorWidensCellOnce, .keycapSelectorNarrow,
          .supplementarySpacingMarksJoin, .joinerJoinsRestOfCluster,
        ])
    case .xterm, .st:
      return WidthMode(family: .perCodePoint, unicodeVersion: UnicodeVersion(16, 0))
    case .vte:
      return WidthMode(family: .perCodePoint, unicodeVersion: UnicodeVersion(15, 0))
    case .putty:
      return WidthMode(family: .perCodePoint, unicodeVersion: UnicodeVersion(14, 0))
    case .alacritty:
      return WidthMode(family: .perCodePoint, quirks: [.extendingSpacingMarksTakeNothing])
    case .terminalApp:
      return WidthMode(
        family: .perCodePoint, unicodeVersion: UnicodeVersion(16, 0),
        quirks: [.formatCharactersTakeOne])
    case .konsole:
      return WidthMode(
        family: .perCodePoint, unicodeVersion: UnicodeVersion(15, 0),
        quirks: [
          .emojiSequencesJoin, .selectorWidensCellOnce, .joinerJoinsOnlyEmoji,
          .spacingMarkWidensBareCell, .yijingHexagramsWide,
        ])
    case .tmuxBefore34:
      return WidthMode(
        family: .perCodePoint, unicodeVersion: UnicodeVersion(14, 0), quirks: [.joinerJoinsNext])
    case .tmux:
      return WidthMode(
        family: .perCodePoint, unicodeVersion: UnicodeVersion(16, 0),
        quirks: [.emojiSequencesJoin, .cellsHold21Bytes])
    case .screen:
      return WidthMode(
        family: .perCodePoint, unicodeVersion: UnicodeVersion(16, 0), quirks: [.marksOfUnicode5])
    case .conservative:
      return .perCodePoint
    }
  }
}
