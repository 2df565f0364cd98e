/// What measures one grapheme cluster, scalar by scalar: ``ClusterMeter`` for RowKit's
/// own rules, ``ProfileMeter`` for a terminal profile's. Measuring code is generic over
/// it, so RowKit's rules keep their short path.
protocol WidthMeter {
  /// A meter for one cluster in `mode`; `joiningFirst`: the cluster before ended with
  /// U+200D, which some terminals join the next scalar to
  /// (``WidthQuirks/joinerJoinsNext``).
  init(mode: WidthMode, joiningFirst: Bool)
  /// Adds the next scalar of the cluster, with its class from ``ScalarClassTable``.
  mutating func add(_ value: UInt32, _ scalarClass: ScalarClass)
  /// The width of the cluster so far.
  var total: Int { get }
  /// Continues the terminal's cell the cluster before ended in: whether a scalar had
  /// joined it (``WidthQuirks/spacingMarkWidensBareCell``).
  mutating func continueCell(joined: Bool)
  /// Whether a scalar has joined the terminal's cell the cluster ends in.
  var endsInJoinedCell: Bool { get }
  /// The width of the cluster's last part (``WidthQuirks/widthCarriesOver``).
  var lastPartWidth: Int { get }
}

extension WidthMeter {
  mutating func continueCell(joined: Bool) {}
  var endsInJoinedCell: Bool { false }
  var lastPartWidth: Int { min(total, 2) }
}

/// Measures one grapheme cluster in a ``WidthMode`` that is not RowKit's own rules: it
/// adjusts each scalar to the mode's Unicode version and quirks
/// (``ScalarClass/adjusted(_:_:in:)``) and feeds ``QuirkedClusterMeter`` or
/// ``QuirkedCodePointMeter``; for a plain mode it is ``ClusterMeter``.
struct ProfileMeter: WidthMeter {
  let mode: WidthMode
  private var meter: Meter

  private enum Meter {
    case plain(ClusterMeter)
    case clusters(QuirkedClusterMeter)
    case codePoints(QuirkedCodePointMeter)
  }

  init(mode: WidthMode, joiningFirst: Bool = false) {
    self.mode = mode
    if mode.isPlain {
      meter = .plain(ClusterMeter(mode: mode))
    } else if mode.isPerCodePoint {
      meter = .codePoints(QuirkedCodePointMeter(mode: mode, joiningFirst: joiningFirst))
    } else {
      meter = .clusters(QuirkedClusterMeter(mode: mode))
    }
  }

  mutating func add(_ value: UInt32, _ scalarClass: ScalarClass) {
    let (adjusted, known) =
      mode.needsHistory
      ? ScalarClass.adjusted(scalarClass, value, in: mode) : (scalarClass, true)
    switch meter {
    case .plain(var plain):
      plain.add(value, scalarClass)
      meter = .plain(plain)
    case .clusters(var clusters):
      clusters.add(value, adjusted, known: known)
      meter = .clusters(clusters)
    case .codePoints(var codePoints):
      codePoints.add(value, adjusted, known: known)
      meter = .codePoints(codePoints)
    }
  }

  mutating func continueCell(joined: Bool) {
    guard case .codePoints(var codePoints) = meter else { return }
    codePoints.continueCell(joined: joined)
    meter = .codePoints(codePoints)
  }

  var endsInJoinedCell: Bool {
    guard case .codePoints(let codePoints) = meter else { return false }
    return codePoints.endsInJoinedCell
  }

  var lastPartWidth: Int {
    guard case .clusters(let clusters) = meter else { return min(total, 2) }
    return clusters.lastPartWidth
  }

  var total: Int {
    switch meter {
    case .plain(let plain): return plain.total
    case .clusters(let clusters): return clusters.total
    case .codePoints(let codePoints): return codePoints.total
    }
  }
}
