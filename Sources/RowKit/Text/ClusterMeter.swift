/// Measures one grapheme cluster from its scalars, fed one at a time, in a
/// ``WidthMode``: the rules of ``DisplayWidth`` in one place.
///
/// Each scalar comes with its ``ScalarClass``, looked up once by the caller, so a
/// cluster costs one table lookup per scalar and no other property. This meter holds
/// RowKit's own rules (a ``WidthMode`` whose ``WidthMode/isPlain`` is set); a terminal
/// profile's mode is measured by ``ProfileMeter``.
struct ClusterMeter: WidthMeter {
  let mode: WidthMode
  /// Columns of Prepend characters already passed, and of the whole cluster per code
  /// point.
  private var settled = 0
  /// The width of the part after any Prepend characters (grapheme-cluster mode).
  private var width = 0
  /// Scalars seen since the base (the first scalar after any Prepend characters).
  private var count = 0
  private var base = ScalarClass(rawValue: 0)
  private var state = State.open

  private enum State {
    /// Marks and joined consonants may still add to the width.
    case open
    /// The last scalar was a virama (or a ZWJ after one): a consonant joins.
    case linked
    /// An emoji followed by a ZWJ: it is two columns if anything follows.
    case emojiJoiner
    /// Nothing more changes the width.
    case closed
  }

  init(mode: WidthMode, joiningFirst: Bool = false) {
    self.mode = mode
  }

  /// Adds the next scalar of the cluster.
  @inline(__always)
  mutating func add(_ value: UInt32, _ scalarClass: ScalarClass) {
    if mode.isPerCodePoint {
      settled &+= scalarClass.codePointWidth
      return
    }
    if count == 0 {
      if scalarClass.role == .prepend {
        // A Prepend character and the cluster it joins each count.
        settled &+= scalarClass.clusterWidth
        return
      }
      base = scalarClass
      width = scalarClass.clusterWidth
      count = 1
      if width == 0 { state = .closed }
      return
    }
    count &+= 1
    if count == 2, base.role == .emoji || base.role == .emojiModifierBase {
      addAfterEmoji(value)
      return
    }
    switch state {
    case .closed:
      return
    case .emojiJoiner:
      width = 2
      state = .closed
      return
    case .open, .linked:
      break
    }
    switch scalarClass.role {
    case .spacing:
      width = min(2, width &+ scalarClass.clusterWidth)
      state = .open
    case .virama:
      state = .linked
    case .letter where state == .linked:
      width = min(2, width &+ scalarClass.clusterWidth)
      state = .open
    case .emoji where value >= 0x1F3FB && value <= 0x1F3FF:
      // A skin tone after a base it cannot modify is drawn as a swatch of its own.
      width &+= 2
      state = .closed
      return
    default:
      // A zero width joiner keeps a virama's link (Unicode's GB9c).
      if value != 0x200D { state = .open }
    }
    if width >= 2 { state = .closed }
  }

  /// The second scalar of a cluster whose base is an emoji.
  private mutating func addAfterEmoji(_ value: UInt32) {
    state = .closed
    switch value {
    case 0xFE0F:
      width = 2  // VS16: emoji presentation; keycaps and most ZWJ sequences.
    case 0xFE0E:
      width = 1  // VS15: text presentation.
    case 0x1F3FB...0x1F3FF:
      if base.role == .emojiModifierBase { width = 2 }  // Skin tone.
    case 0x200D:
      // A ZWJ between an emoji and another joins them (Unicode's GB11); a trailing
      // ZWJ joins nothing.
      state = .emojiJoiner
    default:
      break  // Flags, tag sequences: the base is already wide.
    }
  }

  /// The width of the cluster.
  var total: Int { settled &+ width }
}
