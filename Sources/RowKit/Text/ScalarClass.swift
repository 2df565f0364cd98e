/// What measuring needs to know about one Unicode scalar, packed in one byte: its
/// width in each ``WidthMode`` and the role it plays inside a grapheme cluster.
///
/// Measuring looks each non-ASCII scalar up once in ``ScalarClassTable`` (generated
/// from ``derived(from:)`` by `Scripts/unicode/generate-scalar-table`) and never asks
/// the standard library for a property on the hot path. A test checks the table
/// against ``derived(from:)`` for every scalar.
///
/// Bits 0–1: the width of the scalar when it starts a cluster, in grapheme-cluster
/// mode. Bits 2–3: its width per code point. Bits 4–6: its ``Role``. Bit 7:
/// ``mayJoin``, whether it can share a grapheme cluster with its neighbour.
struct ScalarClass: Equatable {
  /// The packed byte.
  let rawValue: UInt8

  /// What a scalar does to the width of the cluster it is in.
  enum Role: UInt8 {
    /// Nothing beyond its own width when it starts a cluster.
    case other = 0
    /// A spacing mark, or a scalar terminals draw like one (U+0E33 THAI SARA AM,
    /// U+0EB3 LAO AM, U+FF9E and U+FF9F halfwidth voiced marks): after a base it adds
    /// its width, up to 2 in grapheme-cluster mode.
    case spacing = 1
    /// A virama (canonical combining class 9): the consonant after it joins.
    case virama = 2
    /// A letter of category Lo: after a virama it adds its width, up to 2.
    case letter = 3
    /// An emoji (the Emoji property) that skin tones do not modify.
    case emoji = 4
    /// An emoji that a skin tone modifies (Emoji_Modifier_Base).
    case emojiModifierBase = 5
    /// A Prepend character (the Arabic number signs U+0600–U+0605 and kin): it and
    /// the character it joins each count.
    case prepend = 6
    /// A Hangul filler (U+115F, U+1160, U+3164, U+FFA0): terminals disagree on how
    /// wide one is drawn, so a cluster made only of fillers is drawn as spaces.
    case filler = 7
  }

  /// The width as the first scalar of a cluster, in grapheme-cluster mode: 0, 1 or 2.
  var clusterWidth: Int { Int(rawValue & 3) }
  /// The width per code point: 0, 1 or 2.
  var codePointWidth: Int { Int(rawValue >> 2 & 3) }
  /// The role in a cluster.
  var role: Role { Role(rawValue: rawValue >> 4 & 7) ?? .other }
  /// Whether the scalar can share a grapheme cluster with the scalar before or after
  /// it: its Grapheme_Cluster_Break is Extend, ZWJ, SpacingMark, Prepend, L, V, T or
  /// Regional_Indicator. Between two scalars that both lack it there is always a
  /// cluster boundary (Unicode's rule GB999), so measuring needs no grapheme breaking.
  var mayJoin: Bool { rawValue & 0x80 != 0 }

  init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  init(clusterWidth: Int, codePointWidth: Int, role: Role, mayJoin: Bool = false) {
    rawValue =
      UInt8(clusterWidth) | UInt8(codePointWidth) << 2 | role.rawValue << 4
      | (mayJoin ? 0x80 : 0)
  }

  /// The class with ``mayJoin`` set as given.
  func joining(_ mayJoin: Bool) -> ScalarClass {
    ScalarClass(rawValue: mayJoin ? rawValue | 0x80 : rawValue & 0x7F)
  }
}

extension ScalarClass {
  /// The class of a scalar derived from the standard library's Unicode properties
  /// and ``EastAsianWidthTable``: the rules, written out; the generated table is
  /// their cache.
  ///
  /// Widths when a scalar starts a cluster (grapheme-cluster mode):
  /// - C0 and C1 controls and DEL: 0 (the ``Sanitizer`` replaces them first).
  /// - East Asian Wide and Fullwidth: 2; other Emoji_Presentation scalars (the
  ///   regional indicators): 2.
  /// - Nonspacing and enclosing marks, format characters other than the prepended
  ///   concatenation marks, line and paragraph separators, default-ignorable code
  ///   points, Hangul medial vowels and final consonants: 0.
  /// - A spacing mark (Mc) starting a cluster: 1 (2 for the four that are East Asian
  ///   Wide), and after a base it adds that much (up to 2).
  /// - The Hangul fillers: U+115F and U+3164 2, U+FFA0 1, U+1160 0, in both modes.
  /// - Everything else: 1.
  ///
  /// Widths per code point are the same except: spacing marks are 1 wherever they
  /// stand, and regional indicators are 1 (East Asian Width N), as in the C library's
  /// `wcwidth`.
  static func derived(from scalar: Unicode.Scalar) -> ScalarClass {
    derivedWidths(scalar).joining(derivedMayJoin(scalar))
  }

  /// Whether `scalar` can join a neighbour in a grapheme cluster, asked of the standard
  /// library's grapheme breaking (it has no Grapheme_Cluster_Break property).
  static func derivedMayJoin(_ scalar: Unicode.Scalar) -> Bool {
    func isOneCharacter(_ scalars: [Unicode.Scalar]) -> Bool {
      var text = ""
      text.unicodeScalars.append(contentsOf: scalars)
      return text.count == 1
    }
    let value = scalar.value
    if value < 0x80 { return false }  // ASCII: only CR LF joins, handled apart.
    if value >= 0x1F1E6 && value <= 0x1F1FF { return true }  // Regional indicators.
    let letter: Unicode.Scalar = "a"
    let syllable: Unicode.Scalar = "\u{AC00}"  // A Hangul LV syllable.
    return isOneCharacter([letter, scalar])  // Extend, ZWJ, SpacingMark.
      || isOneCharacter([syllable, scalar])  // V, T.
      || isOneCharacter([scalar, letter])  // Prepend.
      || isOneCharacter([scalar, syllable])  // L.
  }

  private static func derivedWidths(_ scalar: Unicode.Scalar) -> ScalarClass {
    let value = scalar.value
    let properties = scalar.properties
    let role = derivedRole(scalar, properties)
    if value < 0x7F {
      let width = value >= 0x20 ? 1 : 0
      return ScalarClass(clusterWidth: width, codePointWidth: width, role: role)
    }
    if value < 0xA0 { return ScalarClass(clusterWidth: 0, codePointWidth: 0, role: role) }
    switch value {
    case 0x115F, 0x3164: return ScalarClass(clusterWidth: 2, codePointWidth: 2, role: .filler)
    case 0xFFA0: return ScalarClass(clusterWidth: 1, codePointWidth: 1, role: .filler)
    case 0x1160: return ScalarClass(clusterWidth: 0, codePointWidth: 0, role: .filler)
    default: break
    }
    if value < 0x300 { return ScalarClass(clusterWidth: 1, codePointWidth: 1, role: role) }
    if EastAsianWidthTable.isWide(value) {
      return ScalarClass(clusterWidth: 2, codePointWidth: 2, role: role)
    }
    let width: Int
    switch properties.generalCategory {
    case .format:
      width = role == .prepend ? 1 : 0
    case .spacingMark:
      // U+302E, U+302F, U+16FF0 and U+16FF1 are East Asian Wide spacing marks, which
      // the width table leaves out with all marks.
      switch value {
      case 0x302E...0x302F, 0x16FF0...0x16FF1: width = 2
      default: width = 1
      }
    case .nonspacingMark, .enclosingMark, .control, .lineSeparator, .paragraphSeparator:
      width = 0
    case .otherLetter, .unassigned:
      if properties.isDefaultIgnorableCodePoint {
        width = 0
      } else {
        switch value {
        case 0x1160...0x11FF, 0xD7B0...0xD7FF: width = 0  // Join the syllable before.
        default: width = 1
        }
      }
    default:
      if value >= 0x1F1E6 && value <= 0x1F1FF {
        // Regional indicators: Emoji_Presentation, but East Asian Width N.
        return ScalarClass(clusterWidth: 2, codePointWidth: 1, role: role)
      }
      width = properties.isEmojiPresentation ? 2 : 1
    }
    return ScalarClass(clusterWidth: width, codePointWidth: width, role: role)
  }

  private static func derivedRole(
    _ scalar: Unicode.Scalar, _ properties: Unicode.Scalar.Properties
  ) -> Role {
    let value = scalar.value
    if isPrepend(value) { return .prepend }
    switch value {
    case 0x0E33, 0x0EB3, 0xFF9E, 0xFF9F: return .spacing
    default: break
    }
    // A spacing virama (Tagalog, Sundanese, Batak, Javanese…) is drawn as a mark of
    // its own and forms no conjunct: it counts as a spacing mark.
    if properties.generalCategory == .spacingMark { return .spacing }
    if properties.canonicalCombiningClass == .virama { return .virama }
    // Digits, `#` and `*` have the Emoji property but are text first: a keycap
    // sequence makes them emoji. They take the emoji rules only with U+FE0F.
    if properties.isEmojiModifierBase { return .emojiModifierBase }
    if properties.isEmoji { return .emoji }
    if properties.generalCategory == .otherLetter { return .letter }
    return .other
  }

  /// Whether `value` has Grapheme_Cluster_Break=Prepend (Unicode 17): the prepended
  /// concatenation marks (U+0600–U+0605, U+06DD, U+070F, U+0890–U+0891, U+08E2,
  /// U+110BD, U+110CD) and a few letters that are written before the consonant they
  /// belong to.
  ///
  /// The standard library has no such property; a test checks this list against
  /// its grapheme breaking.
  static func isPrepend(_ value: UInt32) -> Bool {
    switch value {
    case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x0D4E, 0x110BD, 0x110CD,
      0x111C2...0x111C3, 0x113D1, 0x1193F, 0x11941, 0x11A84...0x11A89, 0x11D46, 0x11F02:
      return true
    default:
      return false
    }
  }
}
