import RowKit

extension CheckableOptionsKind {
  /// The state of one quiz question: everything a ``CheckableOptionsKind`` row shows.
  ///
  /// The value keeps itself consistent: the selection and the correct option are
  /// always `nil` or the index of an option, and the selection is always `nil` while
  /// options are locked. Setting `selectedOption` to an index that names no option
  /// (the seed's `-1`, say) clears the selection rather than trapping; shrinking
  /// `options` below the selection or the correct option clears them too.
  ///
  /// ```swift
  /// var content = CheckableOptionsKind.Content(
  ///   question: "Capital of France?", options: ["Lyon", "Paris"], answer: "Paris")
  /// content.select(1)
  /// content.reveal()
  /// ```
  ///
  /// ```text
  /// Capital of France?
  /// ( ) Lyon
  /// (•) Paris
  /// Answer: Paris
  /// ```
  public struct Content: Equatable, Sendable {
    /// The question, shown in bold above the options.
    public var question: String
    /// The options, top to bottom; any number, including none.
    public var options: [Option] {
      didSet { normalize() }
    }
    /// The index of the selected option, or `nil` for none.
    ///
    /// An index that names no option, or any index while options are locked, is
    /// stored as `nil`.
    public var selectedOption: Int? {
      didSet { normalize() }
    }
    /// Whether options can be selected; `false` locks them and clears the selection.
    public var isSelectable: Bool {
      didSet { normalize() }
    }
    /// The answer shown in the footer once revealed; `nil` shows no footer.
    public var answer: String?
    /// Whether the answer is shown: the footer, and the marks of the correct option
    /// and of a wrong choice.
    public var isRevealed: Bool
    /// The index of the correct option, if known; once the answer is revealed, the
    /// kind marks it `[correct]` on green, and a wrong choice `[wrong]` on red.
    ///
    /// An index that names no option is stored as `nil`.
    public var correctOption: Int? {
      didSet { normalize() }
    }
    /// The label of a button under the options that reveals the answer (for example
    /// `"Check"`), or `nil` for no button.
    ///
    /// The button is disabled until an option is chosen and gives its place to the
    /// answer once it shows; pressing it reveals the answer, moves the focus to the chosen option and
    /// sends an ``AnswerRevealed`` message.
    public var checkButton: String?

    /// Creates a question.
    ///
    /// ```swift
    /// let content = CheckableOptionsKind.Content(
    ///   question: "Question Text", options: ["Option1", "Option2"], selectedOption: 0)
    /// ```
    ///
    /// ```text
    /// Question Text
    /// (•) Option1
    /// ( ) Option2
    /// ```
    public init(
      question: String, options: [Option] = [], selectedOption: Int? = nil,
      isSelectable: Bool = true, answer: String? = nil, isRevealed: Bool = false,
      correctOption: Int? = nil, checkButton: String? = nil
    ) {
      self.question = question
      self.options = options
      self.selectedOption = selectedOption
      self.isSelectable = isSelectable
      self.answer = answer
      self.isRevealed = isRevealed
      self.correctOption = correctOption
      self.checkButton = checkButton
      normalize()
    }

    /// Whether the chosen option is the correct one: `nil` when no option is chosen
    /// or the correct option is not known.
    public var isAnsweredCorrectly: Bool? {
      guard let selectedOption, let correctOption else { return nil }
      return selectedOption == correctOption
    }

    private mutating func normalize() {
      if let index = selectedOption, !isSelectable || !options.indices.contains(index) {
        selectedOption = nil
      }
      if let index = correctOption, !options.indices.contains(index) {
        correctOption = nil
      }
    }
  }
}

extension CheckableOptionsKind.Content {
  /// One option of a question: its text and an optional background colour.
  ///
  /// A string literal makes an option without a colour.
  ///
  /// ```swift
  /// let options: [CheckableOptionsKind.Content.Option] = ["Lyon", .init("Paris", background: .red)]
  /// ```
  ///
  /// ```text
  /// ( ) Lyon
  /// ( ) Paris [red]      <- on a red background
  /// ```
  public struct Option: Equatable, Sendable, ExpressibleByStringLiteral {
    /// The option's text; it wraps when it is wider than the row.
    public var text: String
    /// The colour that fills the option's lines, or `nil` for none.
    public var background: Color?

    /// Creates an option.
    ///
    /// ```swift
    /// let option = CheckableOptionsKind.Content.Option("Option2", background: .red)
    /// ```
    public init(_ text: String, background: Color? = nil) {
      self.text = text
      self.background = background
    }

    /// Creates an option without a colour from a string literal.
    ///
    /// ```swift
    /// let option: CheckableOptionsKind.Content.Option = "Option1"
    /// ```
    public init(stringLiteral value: String) {
      self.init(value)
    }
  }
}
