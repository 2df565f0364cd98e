import RowKit

/// Strings that break text renderers: wide and zero-width characters, emoji
/// sequences, combining marks, escape sequences, C1 controls, bidi overrides, invalid
/// UTF-8, tabs and line breaks, very long words and empty text.
///
/// Put them in every text of a row kind under test, at several widths: every line must
/// stay exactly as wide as the canvas, and no control byte may reach the output.
///
/// ```swift
/// for text in NastyStrings.all {
///   let lines = try RenderedLines.of(MyKind(), .init(title: text), width: 20)
///   #expect(lines.allSatisfy { !$0.contains("\u{1B}") })
/// }
/// ```
public enum NastyStrings {
  /// Every nasty string, each a separate case.
  public static let all: [String] = [
    "\u{4E2D}\u{6587}", "\u{FF21}",
    "\u{65}\u{301}", "e" + String(repeating: "\u{301}", count: 200),
    "\u{1100}\u{1161}",
    "\u{1F600}", "\u{2764}", "\u{2764}\u{FE0F}", "\u{231A}\u{FE0E}",
    "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}",
    "\u{1F44D}\u{1F3FD}", "\u{1F1FA}\u{1F1F8}", "\u{1F1FA}\u{1F1F8}\u{1F1EB}",
    "\u{31}\u{FE0F}\u{20E3}", "\u{915}\u{94D}\u{937}",
    "\u{1FAE8}",
    "A\u{1B}[2J\u{1B}]0;pwned\u{7}B",
    "\u{1B}]8;;https://evil.example\u{1B}\\click\u{1B}]8;;\u{1B}\\",
    "\u{9B}31m", "\u{9D}0;title\u{9C}", Sanitizer.decoding([0x9B, 0xC3, 0x28]),
    "abc\u{202E}gnp.exe\u{202C}", "\u{2066}a\u{2067}b\u{2068}c\u{2069}",
    "Safe\rEVIL", "ok\u{8}\u{8}\u{8}\u{8}\u{8}",
    "a\tb",
    "\u{FEFF}", "\u{200B}", "\u{2060}", "\u{AD}", "\u{34F}",
    "\u{2733}",
    String(repeating: "a", count: 500), "", "     ", "\u{3000}", "\u{A0}", "\u{2028}",
    // Added: DCS and a lone combining mark, NUL and DEL, an 8-bit DCS, CR LF, a ZWJ alone.
    "\u{1B}P1$r0m\u{1B}\\", "\u{301}x", "\u{0}\u{7F}", "\u{90}q\u{9C}", "a\r\nb", "\u{200D}",
    "\u{1B}", "\u{1B}[", "x\u{1B}[38;5;196mred\u{1B}[0m",
  ]
}
