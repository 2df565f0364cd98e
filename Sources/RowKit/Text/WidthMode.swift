/// How display widths are counted: the two ways terminals advance the cursor over a
/// grapheme cluster.
///
/// Terminals come in two families. Some advance by each code point's own width
/// (xterm, VTE, Alacritty, tmux, screen, st, PuTTY, Terminal.app); others treat a
/// whole grapheme cluster as one unit (kitty, WezTerm, foot, Ghostty, Contour,
/// Windows Terminal). They disagree on emoji sequences such as U+2764 U+FE0F (1 or 2
/// columns) and skin tones (4 or 2). Measuring, wrapping, laying out and drawing all
/// take the same mode, so what is measured is what the terminal draws.
public enum WidthMode: Hashable, Sendable, CaseIterable {
  /// A grapheme cluster is one unit of 0, 1 or 2 columns: the rules of
  /// ``DisplayWidth``. The default, and what plain output uses.
  case graphemeClusters
  /// Each code point advances the cursor by its own width, with no emoji-sequence
  /// rules.
  case perCodePoint
}
