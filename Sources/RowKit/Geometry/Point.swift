/// A position on a text grid, in display columns and lines, counted from zero.
///
/// RowKit measures everything in text cells: a `column` is one display column
/// (a wide CJK character or emoji takes two), a `line` is one row of text.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// The zero-based display column.
  public var column: Int
  /// The zero-based line.
  public var line: Int

  /// Creates a point at a column and a line.
  public init(column: Int, line: Int) {
    self.column = column
    self.line = line
  }

  /// The point at column 0, line 0.
  public static let zero = Point(column: 0, line: 0)

  /// `(column, line)`.
  public var description: String { "(\(column), \(line))" }
}
