/// Turns row text into text that is safe to show: data, never terminal commands.
///
/// Row text is untrusted. The sanitiser replaces every character that a terminal
/// would act on instead of showing, so that only a renderer's own escape sequences
/// ever reach the output:
///
/// | input | shown as |
/// |---|---|
/// | C0 control U+0000–U+001F (NUL, BEL, BS, ESC, …) | its Control Picture U+2400–U+241F (`␀`, `␇`, `␈`, `␛`, …) |
/// | DEL U+007F | `␡` (U+2421) |
/// | C1 control U+0080–U+009F | `␛` followed by its 7-bit equivalent (U+009B CSI → `␛[`, U+009D OSC → `␛]`) |
/// | bidi overrides, embeddings, isolates and marks (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C) | U+FFFD |
/// | tab, `\n`, `\r`, `\r\n` | Control Pictures, unless the caller keeps them for layout (``Options``) |
/// | U+2028 LINE SEPARATOR / U+2029 PARAGRAPH SEPARATOR | `␤` (U+2424) / `¶`, unless kept for layout |
///
/// **Escape sequences.** Only the ESC (or the C1 introducer) is replaced; the rest
/// of the sequence (`[2J`, `]0;title`, …) is printable text and stays visible, so
/// `"A\u{1B}[2J"` shows as `A␛[2J`. A terminal cannot act on a sequence whose
/// introducer is gone, the reader sees what the text tried to do, and an
/// unterminated sequence cannot swallow the rest of the text. Terminators (BEL,
/// ESC `\`, U+009C) are controls themselves and are shown the same way.
///
/// Bidi marks U+200E, U+200F and U+061C are replaced too: they are invisible and
/// reorder neutral characters around them, which is enough to disguise text in a
/// terminal (the Trojan Source attacks). Other invisible characters that a terminal
/// shows harmlessly (U+200B, U+2060, U+FEFF, U+00AD, U+034F, joiners, variation
/// selectors) are kept as data: they measure zero columns, except U+00AD SOFT HYPHEN,
/// which measures one (see ``DisplayWidth``).
///
/// ```swift
/// Sanitizer.visible("A\u{1B}]0;pwned\u{7}B")  // "A␛]0;pwned␇B"
/// ```
public enum Sanitizer {
  /// Which layout characters to keep instead of replacing.
  public struct Options: OptionSet, Hashable, Sendable {
    /// The raw bit set.
    public let rawValue: UInt8

    /// Creates options from their raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Keep U+0009 TAB (the caller expands it).
    public static let keepTabs = Options(rawValue: 1 << 0)
    /// Keep `\n`, `\r`, `\r\n`, U+2028 and U+2029 (the caller breaks lines there).
    public static let keepLineBreaks = Options(rawValue: 1 << 1)
    /// Keep both tabs and line breaks: what ``TextWrapper`` uses.
    public static let layout: Options = [.keepTabs, .keepLineBreaks]
  }

  /// The text with every control character replaced by a visible placeholder.
  ///
  /// - Parameters:
  ///   - text: untrusted text.
  ///   - options: layout characters to keep; by default tabs and line breaks are
  ///     replaced too, which is right for a single-line field.
  /// - Returns: text holding no C0 or C1 control (except those kept by `options`),
  ///   no DEL and no bidi control.
  /// - Complexity: O(*n*) in the length of `text`.
  public static func visible(_ text: some StringProtocol, options: Options = []) -> String {
    // Printable ASCII (a byte a character, none unsafe) is visible as it is, and so is
    // any text without an unsafe scalar: a character is replaced only for one.
    if isPrintableASCII(text.utf8) || !hasUnsafeScalar(text) { return String(text) }
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for character in text {
      switch visibleForm(of: character, options: options) {
      case .unchanged: out.append(character)
      case .replaced(let replacement): out.append(contentsOf: replacement)
      }
    }
    return out
  }

  /// Decodes bytes read from a file or a pipe as UTF-8, replacing every invalid
  /// sequence with U+FFFD, and then makes the text visible.
  ///
  /// A lone byte 0x9B (an 8-bit CSI in Latin-1) is not valid UTF-8 and becomes U+FFFD;
  /// the valid encoding of U+009B (`C2 9B`) becomes `␛[`.
  ///
  /// - Parameters:
  ///   - bytes: bytes in any state of validity.
  ///   - options: layout characters to keep.
  /// - Complexity: O(*n*) in the number of bytes.
  public static func visible(decoding bytes: some Collection<UInt8>, options: Options = [])
    -> String
  {
    visible(decoding(bytes), options: options)
  }

  /// Decodes bytes as UTF-8, replacing every invalid sequence with U+FFFD.
  ///
  /// The result may still hold control characters: pass it through
  /// ``visible(_:options:)`` (or write it into a ``TextCanvas``) before showing it.
  ///
  /// - Complexity: O(*n*) in the number of bytes.
  public static func decoding(_ bytes: some Collection<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self)
  }

  /// Whether a scalar is one the sanitiser replaces (ignoring ``Options``).
  ///
  /// - Returns: `true` for C0 and C1 controls, DEL, bidi controls, U+2028 and U+2029.
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    isUnsafe(value: scalar.value)
  }

  /// Whether every byte is printable ASCII (U+0020 to U+007E): each is then a
  /// character of its own that no option changes.
  @inline(__always)
  static func isPrintableASCII(_ utf8: some Collection<UInt8>) -> Bool {
    let printable = { (byte: UInt8) in byte >= 0x20 && byte < 0x7F }
    return utf8.withContiguousStorageIfAvailable { $0.allSatisfy(printable) }
      ?? utf8.allSatisfy(printable)
  }

  /// Whether any scalar of `text` is unsafe (``isUnsafe(_:)``): the only text whose
  /// characters ``visible(_:options:)`` replaces.
  @inline(__always)
  static func hasUnsafeScalar(_ text: some StringProtocol) -> Bool {
    for scalar in text.unicodeScalars where isUnsafe(value: scalar.value) { return true }
    return false
  }

  /// ``isUnsafe(_:)`` of a scalar's value: the one test the sanitiser, the canvas and
  /// the wrapper share. Most text is below U+061C and costs two comparisons.
  @inline(__always)
  static func isUnsafe(value: UInt32) -> Bool {
    if value < 0x20 || (value >= 0x7F && value < 0xA0) { return true }
    if value < 0x61C { return false }
    return value == 0x61C || value == 0x200E || value == 0x200F
      || (value >= 0x2028 && value <= 0x202E) || (value >= 0x2066 && value <= 0x2069)
  }
}
