/// A size on a text grid: a number of display columns by a number of lines.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The number of display columns; never negative (a negative value set is stored as
  /// zero).
  public var columns: Int {
    didSet { if columns < 0 { columns = 0 } }
  }
  /// The number of lines; never negative (a negative value set is stored as zero).
  public var lines: Int {
    didSet { if lines < 0 { lines = 0 } }
  }

  /// Creates a size; negative values are clamped to zero.
  public init(columns: Int, lines: Int) {
    self.columns = max(0, columns)
    self.lines = max(0, lines)
  }

  /// A size with no columns and no lines.
  public static let zero = Size(columns: 0, lines: 0)

  /// `columns x lines`, for example `80x24`.
  public var description: String { "\(columns)x\(lines)" }
}
