/// How display widths are counted: the way one terminal advances its cursor over text.
///
/// Terminals come in two families (``Family``). Some advance by each code point's own
/// width (xterm, VTE/GNOME Terminal, Alacritty, tmux, screen, st, PuTTY, Terminal.app);
/// others treat a whole grapheme cluster as one unit (kitty, WezTerm, foot, Ghostty,
/// Contour, Windows Terminal). They agree on most text and disagree on emoji
/// sequences:
///
/// | text | grapheme clusters | per code point |
/// |---|---|---|
/// | U+2764 U+FE0F (❤️) | 2 | 1 |
/// | U+231A U+FE0E (⌚︎) | 1 | 2 |
/// | U+1F44D U+1F3FD (👍🏽) | 2 | 4 |
/// | U+1F468 U+200D U+1F469 U+200D U+1F467 (ZWJ family) | 2 | 6 |
/// | U+0031 U+FE0F U+20E3 (keycap 1️⃣) | 2 | 1 |
/// | a lone regional indicator | 2 | 1 |
///
/// Within a family, terminals differ again: in the Unicode version of their width
/// tables (``unicodeVersion``: a character made wide later is drawn one column) and in
/// named rules of their own (``quirks``, such as kitty drawing a spacing mark in no
/// column of its own). ``graphemeClusters`` and ``perCodePoint`` are RowKit's own rules
/// for each family at the latest Unicode version; a ``TerminalProfile`` gives the mode
/// of one terminal as measured (``init(profile:)``).
///
/// ``DisplayWidth``, ``TextWrapper`` and ``TextCanvas`` take a mode (a canvas stores
/// it, and so does a table's layout), so what is measured, wrapped and drawn is what
/// the terminal shows. Plain output uses ``graphemeClusters`` and so stays the same
/// on every machine; a terminal session finds out which terminal it runs in before
/// the first frame (RowKitTerminal's `TerminalSession.detectWidthMode`).
///
/// ```swift
/// DisplayWidth.of("\u{1F44D}\u{1F3FD}")                        // 2
/// DisplayWidth.of("\u{1F44D}\u{1F3FD}", mode: .perCodePoint)   // 4
/// DisplayWidth.of("\u{915}\u{93E}", mode: WidthMode(profile: .kitty))  // 1
/// var canvas = TextCanvas(size: Size(columns: 20, lines: 1), widthMode: .perCodePoint)
/// ```
public struct WidthMode: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// The two ways terminals advance the cursor over a grapheme cluster.
  public enum Family: Hashable, Sendable {
    /// A grapheme cluster is one unit of 0, 1 or 2 columns (more with some quirks).
    case graphemeClusters
    /// Each code point advances the cursor by its own width, as the C library's
    /// `wcwidth` gives it.
    case perCodePoint
  }

  /// How the cursor advances over a cluster.
  public let family: Family
  /// The Unicode version of the width tables: a character assigned, made wide or made
  /// of zero width after it takes one column.
  public let unicodeVersion: UnicodeVersion
  /// The rules that differ from RowKit's rules for the family.
  public let quirks: WidthQuirks

  /// ``UnicodeVersion/tableIndex`` of ``unicodeVersion``.
  let versionIndex: UInt8
  /// Whether measuring looks scalars up in ``ScalarHistoryTable``: an older Unicode
  /// version, or a quirk that needs its properties.
  let needsHistory: Bool
  /// Whether the mode is RowKit's rules for its family at the latest version, which
  /// measuring takes the shortest path for.
  let isPlain: Bool

  /// A mode of `family` with the width tables of `unicodeVersion` and `quirks`.
  ///
  /// - Parameters:
  ///   - family: how the cursor advances over a cluster.
  ///   - unicodeVersion: the version of the width tables; versions after
  ///     ``UnicodeVersion/latest`` measure as the latest.
  ///   - quirks: rules that differ from RowKit's; quirks of the other family have no
  ///     effect.
  public init(
    family: Family, unicodeVersion: UnicodeVersion = .latest, quirks: WidthQuirks = []
  ) {
    self.family = family
    self.unicodeVersion = min(unicodeVersion, .latest)
    self.quirks = quirks
    versionIndex = self.unicodeVersion.tableIndex
    needsHistory =
      self.unicodeVersion < .latest || !quirks.intersection(.needingHistory).isEmpty
    isPlain = self.unicodeVersion == .latest && quirks.isEmpty
  }

  /// The mode of a terminal, as its profile measured it.
  public init(profile: TerminalProfile) {
    self = profile.widthMode
  }

  /// A grapheme cluster is one unit of 0, 1 or 2 columns: the rules of
  /// ``DisplayWidth``. The default, and what plain output uses.
  public static let graphemeClusters = WidthMode(family: .graphemeClusters)
  /// Each code point advances the cursor by its own width, as the C library's
  /// `wcwidth` gives it, with no emoji-sequence rules; spacing marks and Prepend
  /// characters count as in ``graphemeClusters``. A ``TextCanvas`` in this mode stores
  /// a cluster as one cell per code point that advances the cursor.
  public static let perCodePoint = WidthMode(family: .perCodePoint)

  /// RowKit's rules for the two families: ``graphemeClusters`` and ``perCodePoint``.
  public static let allCases: [WidthMode] = [.graphemeClusters, .perCodePoint]

  /// `graphemeClusters` or `perCodePoint`, with the Unicode version and the quirks
  /// when they are not RowKit's.
  public var description: String {
    let name = family == .graphemeClusters ? "graphemeClusters" : "perCodePoint"
    if isPlain { return name }
    var parts = [name, "Unicode \(unicodeVersion)"]
    if !quirks.isEmpty { parts.append(quirks.description) }
    return parts.joined(separator: ", ")
  }

  /// Whether the family is ``Family/perCodePoint``.
  @inline(__always)
  var isPerCodePoint: Bool { family == .perCodePoint }
}
