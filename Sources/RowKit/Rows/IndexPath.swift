/// The position of a row: its section and its index within that section, from zero.
public struct IndexPath: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The section, from zero.
  public var section: Int
  /// The row within the section, from zero.
  public var row: Int

  /// Creates an index path.
  public init(row: Int, section: Int = 0) {
    self.section = section
    self.row = row
  }

  /// Orders by section, then by row.
  public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }

  /// `section.row`, for example `0.2`.
  public var description: String { "\(section).\(row)" }
}
