/// How display widths are counted: the two ways terminals advance the cursor over a
/// grapheme cluster.
///
/// Terminals come in two families. Some advance by each code point's own width
/// (xterm, VTE/GNOME Terminal, Alacritty, tmux, screen, st, PuTTY, Terminal.app);
/// others treat a whole grapheme cluster as one unit (kitty, WezTerm, foot, Ghostty,
/// Contour, Windows Terminal 1.23). They agree on most text and disagree on emoji
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
/// ``DisplayWidth``, ``TextWrapper`` and ``TextCanvas`` take a mode (a canvas stores
/// it, and so does a table's layout), so what is measured, wrapped and drawn is what
/// the terminal shows. Plain output uses ``graphemeClusters`` and so stays the same
/// on every machine; a terminal session finds out which mode its terminal uses before
/// the first frame (RowKitTerminal's `TerminalSession.detectWidthMode`).
///
/// ```swift
/// DisplayWidth.of("\u{1F44D}\u{1F3FD}")                        // 2
/// DisplayWidth.of("\u{1F44D}\u{1F3FD}", mode: .perCodePoint)   // 4
/// var canvas = TextCanvas(size: Size(columns: 20, lines: 1), widthMode: .perCodePoint)
/// ```
public enum WidthMode: Hashable, Sendable, CaseIterable {
  /// A grapheme cluster is one unit of 0, 1 or 2 columns: the rules of
  /// ``DisplayWidth``. The default, and what plain output uses.
  case graphemeClusters
  /// Each code point advances the cursor by its own width, as the C library's
  /// `wcwidth` gives it, with no emoji-sequence rules; spacing marks and Prepend
  /// characters count as in ``graphemeClusters``. A ``TextCanvas`` in this mode stores
  /// a cluster as one cell per code point that advances the cursor.
  case perCodePoint
}
