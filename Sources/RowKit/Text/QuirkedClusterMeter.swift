/// Measures one grapheme cluster for a terminal of the grapheme-cluster family whose
/// profile differs from RowKit's rules: its ``WidthQuirks`` and the Unicode version of
/// its tables (the scalars come adjusted to it, ``ScalarClass/adjusted(_:_:in:)``).
///
/// The rules, for a cluster of Prepend characters, a base and the rest:
/// - Prepend characters count their width, then the base counts its width; a base that
///   is a spacing mark takes 1 column, or none with
///   ``WidthQuirks/spacingMarkAloneTakesNothing``.
/// - After an emoji base: a ZWJ followed by anything makes a 2-column emoji (with
///   ``WidthQuirks/zwjSequenceTakesBaseWidth`` the base's width; with
///   ``WidthQuirks/zwjJoinsKnownEmojiOnly`` the parts add up unless the terminal knows
///   every one); else U+FE0F makes 2 and U+FE0E makes 1 unless the quirks ignore them,
///   and a skin tone after a base it modifies makes 2.
/// - After any other base of non-zero width: each spacing mark adds 1 (none with
///   ``WidthQuirks/spacingMarksAddNothing``; U+0E33, U+0EB3, U+FF9E, U+FF9F none with
///   ``WidthQuirks/vowelAMAddsNothing``), each consonant joined by a virama adds its
///   width (none with ``WidthQuirks/conjunctsAddNothing``), a skin tone adds 2, and the
///   sum is capped at 2 unless ``WidthQuirks/clustersUncapped``.
struct QuirkedClusterMeter {
  let quirks: WidthQuirks
  private var settled = 0
  private var width = 0
  /// Scalars after the base.
  private var rest = 0
  private var baseValue: UInt32 = 0
  private var base = ScalarClass(rawValue: 0)
  private var linked = false
  /// The width of the last consonant a virama joined, or -1.
  private var lastLetterWidth = -1
  /// Whether the base came.
  private var started = false
  /// Whether a joiner ended the conjunct before (``WidthQuirks/joinerEndsConjunct``).
  private var restarting = false
  /// Emoji clusters: the second scalar, whether a ZWJ was seen, whether every scalar
  /// is known, and the widths of the ZWJ-separated parts (finished and current).
  private var second: UInt32 = 0
  private var sawJoiner = false
  private var allKnown = true
  private var partsTotal = 0
  private var part = 0
  private var partCount = 0
  private var partBase = ScalarClass(rawValue: 0)

  init(mode: WidthMode) {
    quirks = mode.quirks
  }

  mutating func add(_ value: UInt32, _ scalarClass: ScalarClass, known: Bool) {
    if value >= 0x80 && !known { allKnown = false }
    if !started {
      if scalarClass.role == .prepend {
        settled &+= scalarClass.clusterWidth
        return
      }
      startBase(value, scalarClass, known: known)
      return
    }
    rest &+= 1
    if isEmoji(base) {
      addToEmoji(value, scalarClass)
      return
    }
    if restarting {
      // The scalar after a joiner that ended a conjunct starts a cluster of its own.
      restarting = false
      width = scalarClass.clusterWidth
      return
    }
    guard width > 0 else { return }
    if value == 0x200D && linked && quirks.contains(.joinerEndsConjunct) {
      settled &+= cappedWidth
      width = 0
      linked = false
      restarting = true
      return
    }
    switch scalarClass.role {
    case .spacing:
      if ScalarClass.isVowelAM(value) {
        if !quirks.contains(.vowelAMAddsNothing) { width &+= 1 }
      } else if !quirks.contains(.spacingMarksAddNothing) {
        width &+= 1
      }
    case .virama:
      linked = true
      return
    case .letter where linked:
      if !quirks.contains(.conjunctsAddNothing) { width &+= scalarClass.clusterWidth }
      lastLetterWidth = scalarClass.clusterWidth
    case .emoji where value >= 0x1F3FB && value <= 0x1F3FF:
      width &+= 2
    default:
      break
    }
    if value != 0x200D && scalarClass.clusterWidth != 0 { linked = false }
  }

  private mutating func startBase(_ value: UInt32, _ scalarClass: ScalarClass, known: Bool) {
    started = true
    baseValue = value
    base = scalarClass
    width = scalarClass.clusterWidth
    if scalarClass.role == .spacing && known && !ScalarClass.isVowelAM(value) {
      width = quirks.contains(.spacingMarkAloneTakesNothing) ? 0 : 1
    }
    part = width
    partCount = 1
    partBase = scalarClass
  }

  private func isEmoji(_ scalarClass: ScalarClass) -> Bool {
    scalarClass.role == .emoji || scalarClass.role == .emojiModifierBase
  }

  private mutating func addToEmoji(_ value: UInt32, _ scalarClass: ScalarClass) {
    if rest == 1 { second = value }
    if value == 0x200D {
      sawJoiner = true
      partsTotal &+= part
      part = 0
      partCount = 0
      return
    }
    if partCount == 0 {
      part = scalarClass.clusterWidth
      partBase = scalarClass
      partCount = 1
      return
    }
    partCount &+= 1
    if partCount == 2 && isEmoji(partBase) {
      switch value {
      case 0xFE0F: part = 2
      case 0xFE0E: part = 1
      case 0x1F3FB...0x1F3FF where partBase.role == .emojiModifierBase: part = 2
      default: break
      }
    }
  }

  /// The width of the last part of the cluster, for a terminal that splits conjuncts
  /// and Prepend characters off: the last consonant joined by a virama, or the cluster
  /// after its Prepend characters (``WidthQuirks/widthCarriesOver``).
  var lastPartWidth: Int {
    lastLetterWidth >= 0 ? lastLetterWidth : min(max(total &- settled, 0), 2)
  }

  /// The width of the cluster.
  var total: Int {
    if rest == 0 { return settled &+ width }
    if isEmoji(base) { return settled &+ emojiWidth }
    return settled &+ cappedWidth
  }

  /// The width after the base, capped unless ``WidthQuirks/clustersUncapped``.
  private var cappedWidth: Int {
    quirks.contains(.clustersUncapped) ? width : min(width, 2)
  }

  private var emojiWidth: Int {
    if sawJoiner && rest > 1 {
      if quirks.contains(.zwjSequenceTakesBaseWidth) { return width }
      if !quirks.contains(.zwjJoinsKnownEmojiOnly) || allKnown { return 2 }
      return partsTotal &+ part
    }
    switch second {
    case 0xFE0F:
      if quirks.contains(.keycapSelectorNarrow) && baseValue < 0x80 { return width }
      return quirks.contains(.emojiSelectorIgnored) ? width : 2
    case 0xFE0E:
      return quirks.contains(.textSelectorIgnored) ? width : 1
    case 0x1F3FB...0x1F3FF where base.role == .emojiModifierBase:
      return 2
    default:
      return width
    }
  }
}
