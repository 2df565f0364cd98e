/// Display width of text in terminal columns, in a ``WidthMode``.
///
/// Terminals advance the cursor in one of two ways (see ``WidthMode``), and RowKit
/// measures either way. The rules below are for the Unicode version of the Swift
/// standard library (17.0 with Swift 6.3).
///
/// **Grapheme-cluster mode** (``WidthMode/graphemeClusters``, the default): a terminal
/// cell holds one grapheme cluster (a Swift `Character`) of 0, 1 or 2 columns.
///
/// - East Asian Wide and Fullwidth characters take 2 columns.
/// - Emoji take 2 columns when presented as emoji: characters with the
///   Emoji_Presentation property, an emoji followed by U+FE0F (VS16), emoji ZWJ
///   sequences, skin-tone sequences, flags, keycaps, tag sequences. A lone regional
///   indicator takes 2 columns as well.
/// - An emoji followed by U+FE0E (VS15) asks for text presentation and takes 1
///   column, even when it is wide on its own (U+231A U+FE0E is 1).
/// - Nonspacing and enclosing marks, format characters (Cf) other than the prepended
///   concatenation marks, default-ignorable code points (U+200B, U+2060, U+FEFF,
///   U+034F, variation selectors, tags, …), Hangul medial vowels and final consonants
///   (U+1160–U+11FF, U+D7B0–U+D7FF), line and paragraph separators, and C0 and C1
///   controls take 0 columns. Controls never reach a canvas raw: ``Sanitizer``
///   replaces them first.
/// - **Spacing marks count.** A base followed by spacing marks (category Mc) or by
///   U+0E33 THAI SARA AM, U+0EB3 LAO AM, U+FF9E or U+FF9F (halfwidth voiced marks)
///   gets one more column for each, up to 2: U+0915 U+093E (का) is 2, हिंदी is 4,
///   U+0E01 U+0E33 (กำ) is 2, U+FF76 U+FF9E (ｶﾞ) is 2. A cluster that starts with a
///   spacing mark takes 1.
/// - **Prepend characters count.** A Prepend character (the Arabic number signs
///   U+0600–U+0605 and kin) and the character it joins each count: U+0600 `123` is 4.
/// - In an Indic conjunct (consonants joined by a virama), each joined consonant adds
///   its own width, up to 2: U+0915 U+094D U+0937 is 2.
/// - U+00AD SOFT HYPHEN takes 1 column: terminals advance the cursor by one for it.
/// - The Hangul fillers take U+115F 2, U+3164 2, U+FFA0 1 and U+1160 0 columns in
///   both modes, and a ``TextCanvas`` draws a cluster made only of fillers as that
///   many spaces, because terminals disagree on how wide they draw the fillers.
/// - Any other cluster takes the width of its first scalar (its base), so `e` +
///   U+0301 is 1 and decomposed Hangul U+1100 U+1161 is 2.
///
/// **Per-code-point mode** (``WidthMode/perCodePoint``): each scalar advances by its own
/// width, as the C library's `wcwidth` gives it, and nothing else: spacing marks take
/// 1 each, regional indicators 1, VS16 and ZWJ 0, so U+2764 U+FE0F is 1, U+1F44D
/// U+1F3FD is 4 and the ZWJ family U+1F468 U+200D U+1F469 U+200D U+1F467 is 6.
///
/// `Scripts/unicode/README.md` explains each choice, and how the widths of more than
/// 3,000 strings were checked in both modes against independent implementations.
///
/// ```swift
/// DisplayWidth.of("中文")                                  // 4
/// DisplayWidth.of("e\u{301}")                             // 1
/// DisplayWidth.of("\u{2764}\u{FE0F}")                     // 2
/// DisplayWidth.of("\u{2764}\u{FE0F}", mode: .perCodePoint)  // 1
/// ```
public enum DisplayWidth {
  /// The number of columns a character takes.
  ///
  /// In grapheme-cluster mode 0, 1 or 2; per code point the sum of its scalars'
  /// widths, which can be more (U+1F44D U+1F3FD is 4). See ``DisplayWidth`` for the
  /// rules.
  ///
  /// - Complexity: O(1) for ASCII, O(*k*) for a character of *k* scalars, with one
  ///   table lookup per scalar. It does not allocate.
  public static func of(_ character: Character, mode: WidthMode = .graphemeClusters) -> Int {
    let utf8 = character.utf8
    if utf8.count == 1, let byte = utf8.first {
      return byte >= 0x20 && byte != 0x7F ? 1 : 0
    }
    guard mode.isPlain else { return measure(character, ProfileMeter(mode: mode)) }
    return measure(character, ClusterMeter(mode: mode))
  }

  /// The width of a character of one scalar, `value` of class `scalarClass`: what
  /// `of(_:mode:)` answers for that `Character`, without reading one.
  static func of(_ value: UInt32, _ scalarClass: ScalarClass, mode: WidthMode) -> Int {
    guard mode.isPlain else {
      var meter = ProfileMeter(mode: mode)
      meter.add(value, scalarClass)
      return meter.total
    }
    var meter = ClusterMeter(mode: mode)
    meter.add(value, scalarClass)
    return meter.total
  }

  /// The width of a character's scalars fed to `meter`.
  @inline(__always)
  private static func measure(_ character: Character, _ meter: some WidthMeter) -> Int {
    var meter = meter
    for scalar in character.unicodeScalars {
      meter.add(scalar.value, ScalarClass.of(scalar.value))
    }
    return meter.total
  }

  /// The number of columns a string takes, summed per `Character`.
  ///
  /// The text is walked once over its UTF-8 bytes: ASCII a byte at a time, other
  /// scalars with one table lookup each. In grapheme-cluster mode the standard
  /// library's grapheme breaking is asked only around scalars that may join a
  /// neighbour (combining marks, joiners, skin tones, regional indicators, Hangul
  /// jamo); per code point it is never needed.
  ///
  /// - Complexity: O(*n*) in the length of `text`. It does not allocate for a
  ///   `String` or a `Substring`.
  @inlinable
  public static func of(_ text: some StringProtocol, mode: WidthMode = .graphemeClusters) -> Int {
    // Measure a concrete type; the casts fold away where the call is specialized.
    if let string = text as? String { return measure(string[...], mode: mode) }
    if let substring = text as? Substring { return measure(substring, mode: mode) }
    return measure(String(text)[...], mode: mode)
  }

  /// The width of `text`: the non-generic body of `of(_:mode:)` for text.
  @usableFromInline
  static func measure(_ text: Substring, mode: WidthMode) -> Int {
    text.withUTF8Scanning { bytes, text in
      // Per code point, scalars add up unless the terminal keeps cells of joined scalars.
      mode.isPerCodePoint && mode.quirks.isDisjoint(with: .joiningCells)
        ? codePointWidth(bytes, mode: mode)
        : clusterWidth(bytes, text: text, mode: mode)
    }
  }

  /// The sum of the clusters' widths.
  private static func clusterWidth(
    _ bytes: UnsafeBufferPointer<UInt8>, text: Substring, mode: WidthMode
  ) -> Int {
    var scanner = ClusterScanner(bytes: bytes, text: text, mode: mode)
    var total = 0
    while true {
      total &+= scanner.skipPrintableASCII().count
      guard let cluster = scanner.next() else { break }
      total &+= cluster.width
    }
    return total
  }

  /// The sum of the scalars' widths: no cluster boundary is needed.
  private static func codePointWidth(_ bytes: UnsafeBufferPointer<UInt8>, mode: WidthMode) -> Int {
    var total = 0
    var index = 0
    let count = bytes.count
    while index < count {
      let lead = bytes[index]
      if lead < 0x80 {
        total &+= lead >= 0x20 && lead != 0x7F ? 1 : 0
        index &+= 1
        continue
      }
      let value: UInt32
      if lead < 0xE0 {
        value = UInt32(lead & 0x1F) << 6 | UInt32(bytes[index &+ 1] & 0x3F)
        index &+= 2
      } else if lead < 0xF0 {
        value =
          UInt32(lead & 0x0F) << 12 | UInt32(bytes[index &+ 1] & 0x3F) << 6
          | UInt32(bytes[index &+ 2] & 0x3F)
        index &+= 3
      } else {
        value =
          UInt32(lead & 0x07) << 18 | UInt32(bytes[index &+ 1] & 0x3F) << 12
          | UInt32(bytes[index &+ 2] & 0x3F) << 6 | UInt32(bytes[index &+ 3] & 0x3F)
        index &+= 4
      }
      total &+= ScalarClass.of(value, in: mode).codePointWidth
    }
    return total
  }
}
