/// Which row, and which of its controls, has the keyboard focus.
public struct Focus: Hashable, Sendable {
  /// The focused row.
  public var row: RowID
  /// The focused control of that row, if any.
  public var control: ControlID?

  /// Creates a focus.
  public init(row: RowID, control: ControlID? = nil) {
    self.row = row
    self.control = control
  }
}
