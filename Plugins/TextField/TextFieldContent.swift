import RowKit

extension TextFieldKind {
  /// The state of a text field row, all of it: the text, the cursor, the placeholder,
  /// the label and the maximum length.
  ///
  /// ```swift
  /// let content = TextFieldKind.Content(placeholder: "New item", label: "Add")
  /// ```
  ///
  /// ```text
  /// Add New item                 (the placeholder, dimmed, while the text is empty)
  /// ```
  ///
  /// The text never holds control characters or line breaks: what is inserted is
  /// cleaned first (``cleaned(_:)``).
  public struct Content: Equatable, Sendable {
    /// The text typed so far.
    public internal(set) var text: String
    /// Where the cursor is: the number of characters (grapheme clusters) before it,
    /// within `0...text.count`.
    public internal(set) var cursor: Int
    /// What the field shows, dimmed, while its text is empty.
    public var placeholder: String
    /// A label drawn before the field, or `nil` for none.
    public var label: String?
    /// The most characters (grapheme clusters) the text can hold; what an insert
    /// brings beyond it is cut. At least 0.
    public var maximumLength: Int {
      didSet { maximumLength = max(0, maximumLength) }
    }

    /// The maximum length when none is given: 4,096 characters.
    public static let defaultMaximumLength = 4096

    /// Creates the content of a text field.
    ///
    /// - Parameters:
    ///   - text: the text to start with, cleaned (``cleaned(_:)``) and cut to
    ///     `maximumLength`.
    ///   - placeholder: what the field shows while empty.
    ///   - label: a label before the field.
    ///   - maximumLength: the most characters the text can hold (negative counts as 0).
    ///   - cursor: where the cursor starts, in characters; `nil` (the default) puts it
    ///     at the end. Kept within the text.
    public init(
      text: String = "", placeholder: String = "", label: String? = nil,
      maximumLength: Int = Content.defaultMaximumLength, cursor: Int? = nil
    ) {
      let limit = max(0, maximumLength)
      let characters = Array(Self.cleaned(text).prefix(limit))
      self.text = String(characters)
      self.cursor = min(max(0, cursor ?? characters.count), characters.count)
      self.placeholder = placeholder
      self.label = label
      self.maximumLength = limit
    }
  }
}
