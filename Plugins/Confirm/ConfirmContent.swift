import RowKit

extension ConfirmKind {
  /// The state of a confirm row: the prompt, the button labels, and what each button
  /// does.
  ///
  /// ```swift
  /// let content = ConfirmKind.Content(
  ///   prompt: "Discard changes?", onConfirm: .deleteRow, onCancel: .keepRow,
  ///   confirmLabel: "Discard", cancelLabel: "Keep")
  /// ```
  ///
  /// ```text
  /// Discard changes?    [ Discard ] [ Keep ]
  /// ```
  public struct Content: Equatable, Sendable {
    /// The question, for example `Remove Vaishnavi?`; it wraps when the row is narrow.
    public var prompt: String
    /// What the confirming button does.
    public var onConfirm: Outcome
    /// What the cancelling button does.
    public var onCancel: Outcome
    /// The confirming button's label: `Yes` by default.
    public var confirmLabel: String
    /// The cancelling button's label: `No` by default.
    public var cancelLabel: String

    /// Creates the content of a confirm row.
    ///
    /// ```swift
    /// let content = ConfirmKind.Content(prompt: "Remove Anchita?", onConfirm: .deleteRow)
    /// ```
    ///
    /// ```text
    /// Remove Anchita?           [ Yes ] [ No ]
    /// ```
    public init(
      prompt: String, onConfirm: Outcome = .keepRow, onCancel: Outcome = .keepRow,
      confirmLabel: String = "Yes", cancelLabel: String = "No"
    ) {
      self.prompt = prompt
      self.onConfirm = onConfirm
      self.onCancel = onCancel
      self.confirmLabel = confirmLabel
      self.cancelLabel = cancelLabel
    }
  }
}
