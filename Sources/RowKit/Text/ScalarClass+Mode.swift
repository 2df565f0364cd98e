extension ScalarClass {
  /// The class of a scalar as a terminal measuring in `mode` sees it, and whether the
  /// terminal's tables know its width: a scalar whose width holds only since a Unicode
  /// version later than the mode's takes 1 column in both families (its role and
  /// ``mayJoin`` stay); the quirks that give some scalars other widths apply.
  ///
  /// Called only for a mode whose ``WidthMode/needsHistory`` is set.
  static func adjusted(
    _ base: ScalarClass, _ value: UInt32, in mode: WidthMode
  ) -> (scalarClass: ScalarClass, known: Bool) {
    guard value >= 0x80 else { return (base, true) }
    let history = ScalarHistory.of(value)
    let quirks = mode.quirks
    if quirks.contains(.yijingHexagramsWide) && value >= 0x4DC0 && value <= 0x4DFF {
      return (
        ScalarClass(clusterWidth: 2, codePointWidth: 2, role: base.role, mayJoin: base.mayJoin),
        true
      )
    }
    var limit = mode.versionIndex
    if quirks.contains(.marksOfUnicode5) {
      if base.role == .prepend && history.isFormat {
        // The Arabic number signs are zero-width format characters in the old table.
        return (
          ScalarClass(clusterWidth: 0, codePointWidth: 0, role: .other, mayJoin: base.mayJoin),
          true
        )
      }
      if base.codePointWidth == 0 { limit = min(limit, Self.unicode5Index) }
    }
    if history.since > limit {
      return (
        ScalarClass(clusterWidth: 1, codePointWidth: 1, role: base.role, mayJoin: base.mayJoin),
        false
      )
    }
    if quirks.contains(.extendingSpacingMarksTakeNothing), history.isExtendingSpacingMark {
      return (
        ScalarClass(
          clusterWidth: base.clusterWidth, codePointWidth: 0, role: base.role,
          mayJoin: base.mayJoin),
        true
      )
    }
    if quirks.contains(.formatCharactersTakeOne), history.isFormat {
      return (
        ScalarClass(
          clusterWidth: base.clusterWidth, codePointWidth: 1, role: base.role,
          mayJoin: base.mayJoin),
        true
      )
    }
    return (base, true)
  }

  /// The class of a scalar in `mode`: ``of(_:)``, adjusted when the mode needs it.
  @inline(__always)
  static func of(_ value: UInt32, in mode: WidthMode) -> ScalarClass {
    let scalarClass = ScalarClassTable.lookup(value)
    return mode.needsHistory ? adjusted(scalarClass, value, in: mode).scalarClass : scalarClass
  }

  /// ``UnicodeVersion/tableIndex`` of Unicode 5.0.
  static let unicode5Index = UnicodeVersion(5, 0).tableIndex

  /// Whether `value` is one of the scalars drawn like a spacing mark that are not one:
  /// U+0E33 THAI SARA AM, U+0EB3 LAO AM, U+FF9E and U+FF9F.
  @inline(__always)
  static func isVowelAM(_ value: UInt32) -> Bool {
    value == 0x0E33 || value == 0x0EB3 || value == 0xFF9E || value == 0xFF9F
  }
}
