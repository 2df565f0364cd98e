/// A size on a text grid: a number of display columns by a number of lines.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The number of display columns.
  public var columns: Int
  /// The number of lines.
  public var lines: Int

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
