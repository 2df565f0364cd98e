/// The columns of one canvas line whose cells changed since the line had a version
/// (``TextCanvas/version(ofLine:)``): a reader that saw the line at that version need
/// compare only these columns (``FrameDiffWriter`` does).
///
/// The columns hold every cell whose bytes changed since (a superset: a cell changed
/// and changed back stays among them); the cells outside them are as they were at
/// that version.
struct ChangedColumns: Sendable {
  /// The line's version when the changes began.
  var since: UInt64
  /// The first changed column.
  var lower: Int
  /// The column after the last changed one; `lower` when none changed.
  var upper: Int

  /// No column changed since `version`.
  static func none(since version: UInt64) -> ChangedColumns {
    ChangedColumns(since: version, lower: 0, upper: 0)
  }

  /// The changed columns.
  var columns: Range<Int> { lower..<upper }

  /// Adds the columns from `lower` up to (not including) `upper`, a non-empty range.
  @inline(__always)
  mutating func include(_ lower: Int, _ upper: Int) {
    if self.lower == self.upper {
      self.lower = lower
      self.upper = upper
    } else {
      self.lower = min(self.lower, lower)
      self.upper = max(self.upper, upper)
    }
  }
}
