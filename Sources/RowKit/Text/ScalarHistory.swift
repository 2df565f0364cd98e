/// What a terminal with older width tables, or with its own rules for some marks, needs
/// to know about one Unicode scalar, packed in one byte: since which Unicode version
/// its width holds, and two properties that some terminals measure by.
///
/// Measuring in a ``WidthMode`` older than RowKit's tables, or with a quirk that needs
/// these properties, looks each non-ASCII scalar up in ``ScalarHistoryTable``
/// (generated from ``derived(from:)`` by `Scripts/unicode/generate-scalar-table`); the
/// default modes never do. A test checks the table against ``derived(from:)`` for every
/// scalar.
///
/// Bits 0–4: the index in ``UnicodeVersion/tableVersions`` of the version since which
/// the scalar has the width it has today (0: since 4.1 or earlier, or narrow). Bit 5:
/// a spacing mark (Mc) that is Grapheme_Extend. Bit 6: a format character (Cf).
struct ScalarHistory: Equatable {
  /// The packed byte.
  let rawValue: UInt8

  init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  init(since index: UInt8, isExtendingSpacingMark: Bool, isFormat: Bool) {
    rawValue = index | (isExtendingSpacingMark ? 0x20 : 0) | (isFormat ? 0x40 : 0)
  }

  /// The index of the version since which the scalar's width holds.
  var since: UInt8 { rawValue & 0x1F }
  /// Whether the scalar is a spacing mark that is also Grapheme_Extend (U+09BE BENGALI
  /// VOWEL SIGN AA, U+0BBE, U+1D165…): some terminals give these no column.
  var isExtendingSpacingMark: Bool { rawValue & 0x20 != 0 }
  /// Whether the scalar is a format character (general category Cf: ZWJ, ZWNJ, U+200B,
  /// the Arabic number signs…).
  var isFormat: Bool { rawValue & 0x40 != 0 }
}

extension ScalarHistory {
  /// The history of a scalar: the version from ``WidthHistoryRanges`` (the first
  /// Unicode version whose wide or zero-width table lists it, for the scalars that are
  /// wide or of zero width today), and its properties from the standard library.
  static func derived(from scalar: Unicode.Scalar) -> ScalarHistory {
    let properties = scalar.properties
    let category = properties.generalCategory
    return ScalarHistory(
      since: sinceIndex(scalar.value),
      isExtendingSpacingMark: category == .spacingMark && properties.isGraphemeExtend,
      isFormat: category == .format)
  }

  /// The index of the version ``WidthHistoryRanges`` gives `value`, by binary search.
  static func sinceIndex(_ value: UInt32) -> UInt8 {
    let ranges = WidthHistoryRanges.ranges
    var low = 0
    var high = ranges.count
    while low < high {
      let middle = (low + high) / 2
      let (range, major, minor) = ranges[middle]
      if value < range.lowerBound {
        high = middle
      } else if value > range.upperBound {
        low = middle + 1
      } else {
        return UnicodeVersion(Int(major), Int(minor)).tableIndex
      }
    }
    return 0
  }

  /// The history of a scalar, looked up in the generated ``ScalarHistoryTable``.
  ///
  /// - Complexity: O(1): two array reads.
  @inline(__always)
  static func of(_ value: UInt32) -> ScalarHistory {
    ScalarHistoryTable.lookup(value)
  }
}
