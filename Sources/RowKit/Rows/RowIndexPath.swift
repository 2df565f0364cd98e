/// The position of a row: its section and its index within that section, from zero.
///
/// Named apart from Foundation's `IndexPath`, so that a file may import both
/// Foundation and RowKit.
public struct RowIndexPath: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The section, from zero.
  public var section: Int
  /// The row within the section, from zero: the section's rows only. A section's
  /// header row is at -1 and its footer row at the section's number of rows
  /// (``TableView/indexPath(of:)``, ``HitTestResult/indexPath``); updates and
  /// ``TableView/row(at:)`` take rows from 0 up to that number.
  public var row: Int

  /// Creates an index path.
  public init(row: Int, section: Int = 0) {
    self.section = section
    self.row = row
  }

  /// Orders by section, then by row.
  public static func < (lhs: RowIndexPath, rhs: RowIndexPath) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }

  /// `section.row`, for example `0.2`.
  public var description: String { "\(section).\(row)" }
}

/// The former name of ``RowIndexPath``.
///
/// It clashes with Foundation's `IndexPath` in a file that imports both; write
/// ``RowIndexPath``.
@available(*, deprecated, renamed: "RowIndexPath")
public typealias IndexPath = RowIndexPath
