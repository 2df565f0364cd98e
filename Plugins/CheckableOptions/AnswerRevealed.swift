import RowKit

/// The message a ``CheckableOptionsKind`` row sends its table's owner when its check
/// button (``CheckableOptionsKind/Content/checkButton``) reveals the answer.
///
/// ```swift
/// table.onMessage(AnswerRevealed.self) { row, revealed in
///   print(revealed.isCorrect == true ? "\(row): right" : "\(row): not right")
/// }
/// ```
///
/// ```text
/// 3: right
/// ```
public struct AnswerRevealed: Hashable, Sendable {
  /// Whether the chosen option is the correct one; `nil` when the question does not
  /// know its correct option (``CheckableOptionsKind/Content/correctOption``).
  public var isCorrect: Bool?

  /// Creates the message.
  ///
  /// ```swift
  /// let message = AnswerRevealed(isCorrect: true)
  /// ```
  public init(isCorrect: Bool?) {
    self.isCorrect = isCorrect
  }
}
