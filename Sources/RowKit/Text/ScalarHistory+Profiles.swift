extension ScalarHistory {
  /// The oldest Unicode version of a profile's width tables (as a
  /// ``UnicodeVersion/tableIndex``): a scalar whose width holds only since a later
  /// version is drawn differently by some profiled terminal.
  static let oldestProfileVersion: UInt8 =
    TerminalProfile.allCases.map(\.widthMode.versionIndex).min() ?? 0

  /// Whether terminals of plausible profiles may draw `value` alone in different
  /// widths: its two widths differ between the families, it may join a neighbour, or
  /// its width holds only since a Unicode version later than some profile's tables.
  @inline(__always)
  static func mayDifferBetweenTerminals(_ value: UInt32) -> Bool {
    let scalarClass = ScalarClass.of(value)
    return scalarClass.mayJoin || scalarClass.clusterWidth != scalarClass.codePointWidth
      || of(value).since > oldestProfileVersion
  }
}
