/// One grapheme cluster found by ``ClusterScanner``: where its bytes are and what it
/// measures.
struct ScannedCluster {
  /// The byte offsets of the cluster in the text's UTF-8.
  var start: Int
  var end: Int
  /// Its width in the scanner's mode, before sanitising.
  var width: Int
  /// Its first scalar, that scalar's class, and whether it is the only one.
  var first: UInt32
  var firstClass = ScalarClass(rawValue: 0)
  var isSingleScalar: Bool
  /// Whether it holds a scalar the ``Sanitizer`` replaces (tabs and line breaks
  /// included).
  var isUnsafe: Bool
}

/// Walks the grapheme clusters of a text's UTF-8 bytes and measures each.
///
/// Each scalar is decoded once and looked up once in ``ScalarClassTable``. Cluster
/// boundaries come from the table where it can prove them: a byte of ASCII followed by
/// ASCII, and any two scalars of which neither can join a neighbour (see
/// ``ScalarClass/mayJoin``), always have a boundary between them. Only around scalars
/// that may join (combining marks, joiners, skin tones, regional indicators, Hangul
/// jamo, Prepend) does it ask the standard library where the cluster ends.
///
/// The text must be the one `bytes` belong to: `text.utf8` is `bytes`.
struct ClusterScanner {
  let bytes: UnsafeBufferPointer<UInt8>
  let text: Substring
  let mode: WidthMode
  /// The start of the next cluster.
  private(set) var position = 0

  /// Moves to byte offset `start`, which must be the start of a cluster. Staying put
  /// keeps the scalar decoded ahead.
  @inline(__always)
  mutating func seek(to start: Int) {
    if start != position {
      position = start
      aheadLength = 0
      afterJoiner = false
      lastCellJoined = false
      carried = 0
    }
  }
  /// The scalar at `position`, decoded ahead: value, class and length (0: none).
  private var aheadValue: UInt32 = 0
  private var aheadClass = ScalarClass(rawValue: 0)
  private var aheadLength = 0
  /// Whether the mode's terminal joins a scalar after U+200D into the cell before it
  /// even across clusters (``WidthQuirks/emojiSequencesJoin``), and whether the last
  /// cluster ended with U+200D.
  private let joinsAcross: Bool
  private var afterJoiner = false
  /// Whether the mode's terminal lets a spacing mark that starts a cluster join the cell
  /// before it (``WidthQuirks/spacingMarkWidensBareCell``), and whether a scalar had
  /// joined the cell the last cluster ended in.
  private let carriesCells: Bool
  private var lastCellJoined = false
  /// Whether a cluster takes at least the width of the one before it in a run of
  /// non-ASCII text (``WidthQuirks/widthCarriesOver``), and that width (0 after ASCII).
  private let carriesWidth: Bool
  private var carried = 0

  /// A scanner from byte offset `start`, which must be the start of a cluster.
  init(bytes: UnsafeBufferPointer<UInt8>, text: Substring, mode: WidthMode, start: Int = 0) {
    self.bytes = bytes
    self.text = text
    self.mode = mode
    self.position = start
    joinsAcross =
      mode.isPerCodePoint && !mode.quirks.isDisjoint(with: [.emojiSequencesJoin, .joinerJoinsNext])
    carriesCells = mode.isPerCodePoint && mode.quirks.contains(.spacingMarkWidensBareCell)
    carriesWidth = !mode.isPerCodePoint && mode.quirks.contains(.widthCarriesOver)
  }

  /// Decodes the scalar starting at `index` (the text is valid UTF-8).
  @inline(__always)
  func decode(at index: Int) -> (value: UInt32, length: Int) {
    let lead = UInt32(bytes[index])
    if lead < 0x80 { return (lead, 1) }
    if lead < 0xE0 {
      return ((lead & 0x1F) << 6 | UInt32(bytes[index &+ 1] & 0x3F), 2)
    }
    if lead < 0xF0 {
      return (
        (lead & 0x0F) << 12 | UInt32(bytes[index &+ 1] & 0x3F) << 6
          | UInt32(bytes[index &+ 2] & 0x3F), 3
      )
    }
    return (
      (lead & 0x07) << 18 | UInt32(bytes[index &+ 1] & 0x3F) << 12
        | UInt32(bytes[index &+ 2] & 0x3F) << 6 | UInt32(bytes[index &+ 3] & 0x3F), 4
    )
  }

  /// Loads the scalar at `index` into the look-ahead slot.
  @inline(__always)
  private mutating func lookAhead(at index: Int) {
    guard index < bytes.count else {
      aheadLength = 0
      return
    }
    let (value, length) = decode(at: index)
    aheadValue = value
    aheadLength = length
    aheadClass = ScalarClass.of(value)
  }

  /// Moves past the run of printable ASCII clusters at `position`, returning their
  /// bytes (one cluster and one column each): bytes U+0020–U+007E that ASCII or the
  /// end follows. ``next()`` returns the same clusters one at a time, and leaves the
  /// scanner as this does.
  @inline(__always)
  mutating func skipPrintableASCII() -> Range<Int> {
    let start = position
    let count = bytes.count
    var index = start
    while index < count {
      let byte = bytes[index]
      guard byte >= 0x20, byte < 0x7F else { break }
      let following = index &+ 1
      guard following == count || bytes[following] < 0x80 else { break }
      index = following
    }
    if index != start {
      position = index
      aheadLength = 0
      lastCellJoined = false
      carried = 0
    }
    return start..<index
  }

  /// The next cluster, or `nil` at the end.
  @inline(__always)
  mutating func next() -> ScannedCluster? {
    let start = position
    guard start < bytes.count else { return nil }
    let byte = bytes[start]
    if byte < 0x80 {
      let following = start &+ 1
      if following == bytes.count || bytes[following] < 0x80 {
        aheadLength = 0
        if byte == 0x0D, following < bytes.count, bytes[following] == 0x0A {
          position = following &+ 1
          return ScannedCluster(
            start: start, end: position, width: 0, first: 0x0D, isSingleScalar: false,
            isUnsafe: true)
        }
        position = following
        lastCellJoined = false
        carried = 0
        let printable = byte >= 0x20 && byte != 0x7F
        return ScannedCluster(
          start: start, end: following, width: printable ? 1 : 0, first: UInt32(byte),
          isSingleScalar: true, isUnsafe: !printable)
      }
    }
    if aheadLength == 0 { lookAhead(at: start) }
    let value = aheadValue
    let scalarClass = aheadClass
    let end = start &+ aheadLength
    lookAhead(at: end)
    // A spacing mark alone takes a profile's rule: its meter measures it.
    if !scalarClass.mayJoin && (aheadLength == 0 || !aheadClass.mayJoin)
      && (mode.isPlain || (scalarClass.role != .spacing && !afterJoiner))
    {
      // A cluster of one scalar: no neighbour can join it.
      position = end
      var width: Int
      if value < 0x80 {
        width = value >= 0x20 && value != 0x7F ? 1 : 0
      } else {
        let measured =
          mode.needsHistory
          ? ScalarClass.adjusted(scalarClass, value, in: mode).scalarClass
          : scalarClass
        width = mode.isPerCodePoint ? measured.codePointWidth : measured.clusterWidth
      }
      lastCellJoined = width == 0
      if carriesWidth { width = carry(width, first: value, lastPart: width) }
      return ScannedCluster(
        start: start, end: end, width: width, first: value, firstClass: scalarClass,
        isSingleScalar: true, isUnsafe: Sanitizer.isUnsafe(value: value))
    }
    return complexCluster(start: start, first: value, firstClass: scalarClass, firstEnd: end)
  }

  /// Whether a scalar always extends the cluster before it and never starts a join
  /// with what follows (Grapheme_Cluster_Break Extend, and no Indic conjunct linker):
  /// variation selectors, skin tones, tags, U+20E3, U+FF9E, U+FF9F and the combining
  /// diacritical marks U+0300–U+036F.
  @inline(__always)
  static func isSimpleExtend(_ value: UInt32) -> Bool {
    switch value {
    case 0x0300...0x036F, 0x20E3, 0xFE00...0xFE0F, 0xFF9E...0xFF9F, 0x1F3FB...0x1F3FF,
      0xE0020...0xE007F:
      return true
    default:
      return false
    }
  }

  /// A cluster around scalars that may join. A visible base that joins nothing, followed only
  /// by scalars that simply extend it (``isSimpleExtend(_:)``) and then by a scalar
  /// that joins nothing, ends there; any other cluster's end comes from the standard
  /// library. Its scalars are fed to a ``ClusterMeter``, or for a terminal profile's
  /// mode to a ``ProfileMeter``.
  private mutating func complexCluster(
    start: Int, first: UInt32, firstClass: ScalarClass, firstEnd: Int
  ) -> ScannedCluster {
    mode.isPlain
      ? complexCluster(
        ClusterMeter.self, start: start, first: first, firstClass: firstClass, firstEnd: firstEnd)
      : complexCluster(
        ProfileMeter.self, start: start, first: first, firstClass: firstClass, firstEnd: firstEnd)
  }

  @inline(__always)
  private mutating func complexCluster<Meter: WidthMeter>(
    _ meterType: Meter.Type, start: Int, first: UInt32, firstClass: ScalarClass, firstEnd: Int
  ) -> ScannedCluster {
    var meter = Meter(mode: mode, joiningFirst: afterJoiner)
    if carriesCells { meter.continueCell(joined: lastCellJoined) }
    meter.add(first, firstClass)
    var last = first
    // A joiner at the end joins the next cluster into this one's cell, unless the cell
    // is ASCII and the terminal joins only emoji sequences into ASCII cells.
    defer {
      if carriesCells { lastCellJoined = meter.endsInJoinedCell }
      if joinsAcross {
        afterJoiner =
          last == 0x200D && (first >= 0x80 || mode.quirks.contains(.emojiSequencesJoin))
      }
    }
    var unsafe = Sanitizer.isUnsafe(value: first)
    var index = firstEnd
    var single = true
    // Controls (zero width, and U+00AD) break before anything (Unicode's GB4).
    if !firstClass.mayJoin && firstClass.clusterWidth > 0 && first != 0xAD {
      while aheadLength > 0 && aheadClass.mayJoin && Self.isSimpleExtend(aheadValue) {
        meter.add(aheadValue, aheadClass)
        last = aheadValue
        single = false
        index &+= aheadLength
        lookAhead(at: index)
      }
      if aheadLength == 0 || !aheadClass.mayJoin {
        position = index
        let width =
          carriesWidth
          ? carry(meter.total, first: first, lastPart: meter.lastPartWidth) : meter.total
        return ScannedCluster(
          start: start, end: index, width: width, first: first, firstClass: firstClass,
          isSingleScalar: single, isUnsafe: unsafe)
      }
    }
    let utf8 = text.utf8
    let startIndex = utf8.index(utf8.startIndex, offsetBy: start)
    // From a slice that starts here, so the standard library need not check that the
    // index is a character boundary (it is) by walking back to the last one.
    let rest = text[startIndex...]
    let endIndex = rest.index(after: rest.startIndex)
    let end = max(index, start + utf8.distance(from: startIndex, to: endIndex))
    while index < end {
      // The scalar at `index` is already decoded ahead.
      meter.add(aheadValue, aheadClass)
      last = aheadValue
      unsafe = unsafe || Sanitizer.isUnsafe(value: aheadValue)
      single = false
      index &+= aheadLength
      lookAhead(at: index)
    }
    position = end
    let width =
      carriesWidth ? carry(meter.total, first: first, lastPart: meter.lastPartWidth) : meter.total
    return ScannedCluster(
      start: start, end: end, width: width, first: first, firstClass: firstClass,
      isSingleScalar: single, isUnsafe: unsafe)
  }

  /// The width of a cluster whose terminal carries the width of the cluster before into
  /// it (``WidthQuirks/widthCarriesOver``): at least the width carried, in a run of
  /// non-ASCII text that ASCII and controls end; `lastPart` is the width the next one
  /// carries.
  private mutating func carry(_ width: Int, first: UInt32, lastPart: Int) -> Int {
    guard first >= 0x80 && !Sanitizer.isUnsafe(value: first) else {
      carried = 0
      return width
    }
    let result = max(width, carried)
    carried = max(carried, lastPart)
    return result
  }
}

extension StringProtocol {
  /// Calls `body` with the text's UTF-8 bytes and the text as a `Substring`, copying
  /// the text first only when its bytes are not contiguous.
  @inline(__always)
  func withUTF8Scanning<Result>(
    _ body: (UnsafeBufferPointer<UInt8>, Substring) -> Result
  ) -> Result {
    let substring: Substring
    if let string = self as? String {
      substring = string[...]
    } else if let slice = self as? Substring {
      substring = slice
    } else {
      substring = Substring(self)
    }
    if let result = substring.utf8.withContiguousStorageIfAvailable({ body($0, substring) }) {
      return result
    }
    var copy = String(substring)
    copy.makeContiguousUTF8()
    let copied = copy[...]
    // trap-safe: a native string made contiguous always lends its UTF-8 storage.
    return copied.utf8.withContiguousStorageIfAvailable { body($0, copied) }!
  }
}
