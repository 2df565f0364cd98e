import RowKit

/// The message a ``CheckableOptionsKind`` row sends its table's owner when an option
/// is chosen, to the subscribers of ``/RowKit/TableView/onMessage(_:_:)``.
///
/// ```swift
/// table.onMessage(OptionChosen.self) { row, chosen in
///   print("row \(row): option \(chosen.index) (\(chosen.text))")
/// }
/// ```
///
/// ```text
/// row 7: option 1 (Option2)
/// ```
public struct OptionChosen: Hashable, Sendable {
  /// The index of the chosen option.
  public var index: Int
  /// The chosen option's text.
  public var text: String

  /// Creates the message.
  ///
  /// ```swift
  /// let message = OptionChosen(index: 1, text: "Option2")
  /// ```
  public init(index: Int, text: String) {
    self.index = index
    self.text = text
  }
}
