/// A version of the Unicode standard, as a terminal's width tables follow one.
///
/// A terminal measures text with tables made for one Unicode version: a character
/// assigned later, made wide later (U+2630 became wide in 16.0) or made a zero-width
/// mark later, it draws one column wide. A ``WidthMode`` measures as of its
/// ``WidthMode/unicodeVersion``.
///
/// ```swift
/// UnicodeVersion(15, 1) < .latest  // true
/// "\(UnicodeVersion.latest)"       // "17.0"
/// ```
public struct UnicodeVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The major version.
  public var major: Int
  /// The minor version.
  public var minor: Int

  /// A version: `UnicodeVersion(15, 1)` is Unicode 15.1.
  public init(_ major: Int, _ minor: Int) {
    self.major = major
    self.minor = minor
  }

  /// The version of RowKit's tables and of the standard library: 17.0.
  public static let latest = UnicodeVersion(17, 0)

  /// `major.minor`.
  public var description: String { "\(major).\(minor)" }

  /// Whether `lhs` is the earlier version.
  public static func < (lhs: UnicodeVersion, rhs: UnicodeVersion) -> Bool {
    (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
  }

  /// The versions whose width tables differ, oldest first: the history table stores
  /// an index into this list (0: 4.1 or earlier).
  static let tableVersions: [UnicodeVersion] = [
    UnicodeVersion(4, 1), UnicodeVersion(5, 0), UnicodeVersion(5, 1), UnicodeVersion(5, 2),
    UnicodeVersion(6, 0), UnicodeVersion(6, 1), UnicodeVersion(6, 2), UnicodeVersion(6, 3),
    UnicodeVersion(7, 0), UnicodeVersion(8, 0), UnicodeVersion(9, 0), UnicodeVersion(10, 0),
    UnicodeVersion(11, 0), UnicodeVersion(12, 0), UnicodeVersion(12, 1), UnicodeVersion(13, 0),
    UnicodeVersion(14, 0), UnicodeVersion(15, 0), UnicodeVersion(15, 1), UnicodeVersion(16, 0),
    UnicodeVersion(17, 0),
  ]

  /// The index in ``tableVersions`` of the newest table version not after this one
  /// (0 for versions before 4.1).
  var tableIndex: UInt8 {
    var index: UInt8 = 0
    for (position, version) in Self.tableVersions.enumerated() where version <= self {
      index = UInt8(position)
    }
    return index
  }
}
