/// Rules by which a terminal measures text differently from RowKit's rules for its
/// ``WidthMode/Family``, each found in measurements of real terminals
/// (`Scripts/unicode/README.md` gives the evidence for each).
///
/// ```swift
/// let kitty = WidthMode(
///   family: .graphemeClusters, unicodeVersion: UnicodeVersion(16, 0),
///   quirks: [.spacingMarksAddNothing, .spacingMarkAloneTakesNothing])
/// DisplayWidth.of("\u{915}\u{93E}", mode: kitty)  // 1: the vowel sign takes no column
/// ```
public struct WidthQuirks: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// The bits.
  public let rawValue: UInt32

  /// Quirks from their bits.
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  // Grapheme-cluster family.

  /// A spacing mark (Mc) after its base adds no column (क + ा U+0915 U+093E is 1):
  /// kitty, WezTerm, foot, Ghostty, Contour.
  public static let spacingMarksAddNothing = WidthQuirks(rawValue: 1 << 0)
  /// A cluster that starts with a spacing mark takes no column: kitty, WezTerm, foot.
  public static let spacingMarkAloneTakesNothing = WidthQuirks(rawValue: 1 << 1)
  /// U+0E33 THAI SARA AM, U+0EB3 LAO AM and the halfwidth voiced marks U+FF9E, U+FF9F
  /// add no column after their base: kitty, Ghostty, Contour.
  public static let vowelAMAddsNothing = WidthQuirks(rawValue: 1 << 2)
  /// A consonant joined by a virama adds no column: a conjunct takes its first
  /// consonant's width (kitty).
  public static let conjunctsAddNothing = WidthQuirks(rawValue: 1 << 3)
  /// A cluster's width is not capped at 2 columns: each joined consonant and spacing
  /// mark that counts adds its width (Ghostty, Contour).
  public static let clustersUncapped = WidthQuirks(rawValue: 1 << 4)
  /// U+FE0F after an emoji changes nothing: the base's own width decides (WezTerm,
  /// Contour).
  public static let emojiSelectorIgnored = WidthQuirks(rawValue: 1 << 5)
  /// U+FE0E after an emoji changes nothing: the base's own width decides (WezTerm,
  /// Contour, Windows Terminal, iTerm2).
  public static let textSelectorIgnored = WidthQuirks(rawValue: 1 << 6)
  /// U+FE0F after `#`, `*` or a digit (a keycap) leaves it 1 column (Ghostty; per code
  /// point, iTerm2).
  public static let keycapSelectorNarrow = WidthQuirks(rawValue: 1 << 7)
  /// An emoji ZWJ sequence takes its first emoji's width, whatever follows (Contour).
  public static let zwjSequenceTakesBaseWidth = WidthQuirks(rawValue: 1 << 8)
  /// An emoji ZWJ sequence is one 2-column emoji only when every part is known to the
  /// terminal's Unicode version; otherwise its parts add up (foot).
  public static let zwjJoinsKnownEmojiOnly = WidthQuirks(rawValue: 1 << 9)
  /// U+200D after a virama ends the cluster: the consonant after it (a Malayalam
  /// chillu, a Bengali or Devanagari half form) takes columns of its own, as clusters
  /// were before Unicode 15.1 (Windows Terminal).
  public static let joinerEndsConjunct = WidthQuirks(rawValue: 1 << 10)
  /// In a run of non-ASCII text, a cluster takes at least the width of the cluster
  /// before it: after a wide character a narrow one (U+201C, U+00B7) takes 2 columns,
  /// and after a letter a format character that is a cluster of its own (U+180E
  /// MONGOLIAN VOWEL SEPARATOR) takes 1; ASCII ends the run (Contour 0.6, whose text
  /// scanner, libunicode 0.7's `scan_text`, starts each cluster's width from the last
  /// one's).
  public static let widthCarriesOver = WidthQuirks(rawValue: 1 << 11)

  // Per-code-point family.

  /// A scalar after U+200D ZWJ joins the cell before it, unless that cell holds ASCII:
  /// a ZWJ sequence takes its first emoji's width, and क + ् + ZWJ + ष is 1 column (tmux).
  public static let joinerJoinsNext = WidthQuirks(rawValue: 1 << 21)
  /// Emoji sequences join as one cell: a scalar after U+200D joins the cell before it
  /// (an ASCII one too), U+FE0F makes a 1-column emoji 2 columns, and a skin tone joins
  /// the emoji it modifies (tmux 3.4 and later).
  public static let emojiSequencesJoin = WidthQuirks(rawValue: 1 << 16)
  /// A cell holds at most 21 bytes of UTF-8: a scalar that would join a full cell
  /// starts a cell of its own, or is dropped when it has no width (tmux).
  public static let cellsHold21Bytes = WidthQuirks(rawValue: 1 << 17)
  /// A spacing mark that is also Grapheme_Extend (U+09BE, U+0BBE, U+0CC2…) takes no
  /// column (Alacritty).
  public static let extendingSpacingMarksTakeNothing = WidthQuirks(rawValue: 1 << 18)
  /// Format characters (ZWJ, ZWNJ, U+200B and the other Cf) take 1 column
  /// (Terminal.app).
  public static let formatCharactersTakeOne = WidthQuirks(rawValue: 1 << 19)
  /// Characters of zero width follow the tables of Unicode 5.0, whatever the version of
  /// the wide table: marks and format characters that became zero-width later take 1
  /// column, and the Arabic number signs (U+0600–U+0605) take none (screen, whose
  /// combining table is older than its wide table).
  public static let marksOfUnicode5 = WidthQuirks(rawValue: 1 << 20)
  /// A spacing mark (Mc) joins the cell before it and adds a column only when nothing has
  /// joined that cell yet: after a nonspacing mark or another spacing mark it adds
  /// nothing, so a two-part vowel written as two marks (ে U+09C7 + া U+09BE) takes one
  /// column, as its composed form (ো U+09CB) does (Konsole).
  public static let spacingMarkWidensBareCell = WidthQuirks(rawValue: 1 << 22)
  /// With ``emojiSequencesJoin``, a scalar after U+200D joins the cell before it only when
  /// it is an emoji (U+203C and above) that the terminal's Unicode version knows; any
  /// other scalar takes its own width (a consonant after a virama and ZWJ, an emoji newer
  /// than the tables) (Konsole).
  public static let joinerJoinsOnlyEmoji = WidthQuirks(rawValue: 1 << 23)
  /// A spacing mark outside the Basic Multilingual Plane (Chakma, Grantha, Brahmi…) joins
  /// the cell before it and takes no column, while one inside it (Bengali, Tamil…) takes
  /// a column of its own (iTerm2, which looks for characters that get a cell of their
  /// own in UTF-16 code units).
  public static let supplementarySpacingMarksJoin = WidthQuirks(rawValue: 1 << 24)
  /// With ``emojiSequencesJoin``, U+FE0F widens a cell at most once: a ZWJ sequence whose
  /// parts each carry U+FE0F (U+26F9 U+FE0F U+200D U+2640 U+FE0F) takes 2 columns
  /// (iTerm2).
  public static let selectorWidensCellOnce = WidthQuirks(rawValue: 1 << 25)
  /// With ``emojiSequencesJoin``, once a scalar has joined a cell after U+200D, the rest
  /// of its grapheme cluster joins that cell too: in ര്‍ + ഹ + ി (U+0D30 U+0D4D U+200D
  /// U+0D39 U+0D3F) the vowel sign takes no column (iTerm2, which splits a cluster into
  /// cells at its first character that takes a cell of its own, and not at all when
  /// that one follows a ZWJ).
  public static let joinerJoinsRestOfCluster = WidthQuirks(rawValue: 1 << 26)
  /// The YIJING HEXAGRAM SYMBOLS U+4DC0–U+4DFF take 2 columns whatever the Unicode
  /// version of the tables (they became Wide in Unicode 16.0; Konsole's width table,
  /// of Unicode 15.0, overrides them to 2).
  public static let yijingHexagramsWide = WidthQuirks(rawValue: 1 << 27)

  /// The quirks that need ``ScalarHistory``.
  /// The per-code-point quirks that keep cells of joined scalars, which only a walk over
  /// the clusters measures.
  static let joiningCells: WidthQuirks = [
    .emojiSequencesJoin, .joinerJoinsNext, .spacingMarkWidensBareCell,
    .supplementarySpacingMarksJoin,
  ]

  /// The quirks that need ``ScalarHistory``.
  static let needingHistory: WidthQuirks = [
    .zwjJoinsKnownEmojiOnly, .extendingSpacingMarksTakeNothing, .formatCharactersTakeOne,
    .marksOfUnicode5, .joinerJoinsOnlyEmoji, .yijingHexagramsWide,
  ]

  /// Every quirk with its name, in the order of their bits.
  static let named: [(WidthQuirks, String)] = [
    (.spacingMarksAddNothing, "spacingMarksAddNothing"),
    (.spacingMarkAloneTakesNothing, "spacingMarkAloneTakesNothing"),
    (.vowelAMAddsNothing, "vowelAMAddsNothing"),
    (.conjunctsAddNothing, "conjunctsAddNothing"),
    (.clustersUncapped, "clustersUncapped"),
    (.emojiSelectorIgnored, "emojiSelectorIgnored"),
    (.textSelectorIgnored, "textSelectorIgnored"),
    (.keycapSelectorNarrow, "keycapSelectorNarrow"),
    (.zwjSequenceTakesBaseWidth, "zwjSequenceTakesBaseWidth"),
    (.zwjJoinsKnownEmojiOnly, "zwjJoinsKnownEmojiOnly"),
    (.joinerEndsConjunct, "joinerEndsConjunct"),
    (.widthCarriesOver, "widthCarriesOver"),
    (.joinerJoinsNext, "joinerJoinsNext"),
    (.emojiSequencesJoin, "emojiSequencesJoin"),
    (.cellsHold21Bytes, "cellsHold21Bytes"),
    (.extendingSpacingMarksTakeNothing, "extendingSpacingMarksTakeNothing"),
    (.formatCharactersTakeOne, "formatCharactersTakeOne"),
    (.marksOfUnicode5, "marksOfUnicode5"),
    (.spacingMarkWidensBareCell, "spacingMarkWidensBareCell"),
    (.joinerJoinsOnlyEmoji, "joinerJoinsOnlyEmoji"),
    (.supplementarySpacingMarksJoin, "supplementarySpacingMarksJoin"),
    (.selectorWidensCellOnce, "selectorWidensCellOnce"),
    (.joinerJoinsRestOfCluster, "joinerJoinsRestOfCluster"),
    (.yijingHexagramsWide, "yijingHexagramsWide"),
  ]

  /// The names of the quirks, comma-separated (`[]` for none).
  public var description: String {
    let names = Self.named.filter { contains($0.0) }.map(\.1)
    return names.isEmpty ? "[]" : names.joined(separator: ", ")
  }
}
