/// The case folding text search applies when a query ignores case.
///
/// Folding maps one Unicode scalar to one scalar, never to two, and never changes
/// whether a scalar is ASCII, so a query of ASCII characters can be matched on UTF-8
/// bytes directly:
///
/// - ASCII: `A`–`Z` fold to `a`–`z`.
/// - U+0080–U+052F (Latin-1, Latin Extended-A and -B, IPA, Greek, Cyrillic and its
///   supplement): a scalar folds to its Unicode simple lowercase mapping, as the
///   standard library's Unicode data gives it, when that mapping is one scalar that is
///   not ASCII: `É`→`é`, `Σ`→`σ`, `Д`→`д`, `Ǆ`→`ǆ`. `İ` (U+0130, whose lowercase is
///   two scalars) and `ſ` (already lower case) stay as they are; `ς` and `σ` stay
///   different, and `ß` does not match `ss`.
/// - Every other scalar is compared exactly: fullwidth `Ａ` does not match `ａ`, nor
///   Georgian, Armenian, Cherokee or Deseret capitals their small letters.
///
/// No normalisation is applied: a precomposed `é` (U+00E9) and `e` followed by U+0301
/// are different texts, though the query `e` matches the second one's first scalar.
enum CaseFolding {
  /// The last scalar value the table folds.
  static let lastFolded: UInt32 = 0x52F

  /// The folded form of every scalar up to ``lastFolded``.
  static let table: [UInt32] = (0...lastFolded).map { value in
    if value < 0x80 {
      return value >= 0x41 && value <= 0x5A ? value + 0x20 : value
    }
    guard let scalar = Unicode.Scalar(value) else { return value }
    let lower = scalar.properties.lowercaseMapping.unicodeScalars
    guard lower.count == 1, let folded = lower.first, folded.value >= 0x80 else { return value }
    return folded.value
  }

  /// The folded form of a scalar value.
  @inline(__always)
  static func fold(_ value: UInt32) -> UInt32 {
    if value < 0x80 { return value &- 0x41 < 26 ? value | 0x20 : value }
    return value <= lastFolded ? table[Int(value)] : value
  }

  /// The folded form of an ASCII byte.
  @inline(__always)
  static func fold(byte: UInt8) -> UInt8 {
    byte &- 0x41 < 26 ? byte | 0x20 : byte
  }
}
