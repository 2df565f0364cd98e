import RowKit

extension RemoveButtonKind {
  /// The state of a remove-button row: its title and the button's label.
  ///
  /// ```swift
  /// let content = RemoveButtonKind.Content(title: "Anchita")
  /// ```
  ///
  /// ```text
  /// Anchita           [ Remove ]
  /// ```
  public struct Content: Equatable, Sendable {
    /// The row's title; it wraps when the row is narrow.
    public var title: String
    /// The button's label: `Remove` by default.
    public var buttonLabel: String

    /// Creates the content of a remove-button row.
    ///
    /// ```swift
    /// let content = RemoveButtonKind.Content(title: "Milk", buttonLabel: "Delete")
    /// ```
    ///
    /// ```text
    /// Milk              [ Delete ]
    /// ```
    public init(title: String, buttonLabel: String = "Remove") {
      self.title = title
      self.buttonLabel = buttonLabel
    }
  }
}
