/// A group of rows in a ``TableView``.
public struct Section: Equatable, Sendable {
  /// The rows, top to bottom.
  public var rows: [Row]

  /// Creates a section of rows.
  public init(_ rows: [Row] = []) {
    self.rows = rows
  }
}
