import RowKit

/// A quiz question: a question, any number of single-choice options, and an answer
/// footer that stays hidden until it is revealed.
///
/// All of the row's state lives in its ``Content`` value: the selected option, whether
/// options can be selected, each option's background colour, and whether the answer
/// is revealed. Tapping an option (its mark or any line of its wrapped text), or
/// pressing Enter or Space while it has the focus, selects it, deselects the others,
/// and tells the table's owner with an ``OptionChosen`` message.
///
/// Plain text (no colour) shows every piece of state: `(•)` marks the selected option
/// and `( )` the others; locked options show `(-)` and the question ends with
/// `[locked]`; an option with a background colour ends with the colour's name, for
/// example `[red]`; a revealed answer shows as `Answer: …`.
///
/// ```swift
/// var content = CheckableOptionsKind.Content(
///   question: "Question Text", options: ["Option1", "Option2", "Option3"],
///   answer: "Answer Text")
/// content.select(1)
/// content.setBackground(.red, for: 1)
/// content.reveal()
/// let row = Row(id: 1, kind: CheckableOptionsKind(), content: content)
/// ```
///
/// In a table 30 columns wide (the first two columns are the focus gutter) it reads:
///
/// ```text
///   Question Text
///   ( ) Option1
///   (•) Option2 [red]           <- on a red background
///   ( ) Option3
///   Answer: Answer Text         <- on a green background
/// ```
///
/// Locked with ``Content/setSelectable(_:)`` and the answer hidden, the same
/// question reads:
///
/// ```text
///   Question Text [locked]
///   (-) Option1
///   (-) Option2 [red]
///   (-) Option3
/// ```
public struct CheckableOptionsKind: ComposedRowKind {
  /// The id the kind is registered under: `"checkable-options"` by default.
  public let id: RowKindID

  /// Creates the kind, registered under `id`.
  ///
  /// ```swift
  /// try registry.register(CheckableOptionsKind())
  /// ```
  public init(id: RowKindID = "checkable-options") {
    self.id = id
  }

  /// The control id of the option at `index`: `option[index]`.
  ///
  /// ```swift
  /// try table.activate(CheckableOptionsKind.optionControl(2), in: rowID)  // selects option 2
  /// ```
  public static func optionControl(_ index: Int) -> ControlID {
    ControlID("option", index: index)
  }

  /// The composition of a question: the question in bold, one line (or more, when
  /// its text wraps) per option, and the answer footer on green when revealed.
  ///
  /// ```text
  /// Question Text
  /// ( ) Option1
  /// (•) Option2 [red]
  /// Answer: Answer Text
  /// ```
  public func body(of content: Content) -> Node {
    Node.vstack {
      Node.text(Self.questionLine(content), style: Style(attributes: .bold))
      for (index, option) in content.options.enumerated() {
        Self.optionNode(option, index: index, content: content)
      }
      if content.isRevealed, let answer = content.answer {
        Node.text(Self.answerLine(answer)).background(.green)
      }
    }
  }

  /// Selects the pressed option and tells the owner with an ``OptionChosen`` message.
  ///
  /// Pressing the selected option keeps it selected (and tells the owner again);
  /// while options are locked, or for a control that names no option, nothing
  /// happens.
  public func action(for event: ControlEvent, content: Content) -> RowAction<Content> {
    guard event.isPress, let control = event.control, control.name == "option",
      let index = control.index
    else { return .none }
    var next = content
    guard next.select(index) else { return .none }
    return .update(next, message: OptionChosen(index: index, text: content.options[index].text))
  }

  static func questionLine(_ content: Content) -> String {
    content.isSelectable ? content.question : content.question + " [locked]"
  }

  static func optionLine(_ option: Content.Option) -> String {
    guard let color = option.background else { return option.text }
    return option.text + " [\(color.name)]"
  }

  static func answerLine(_ answer: String) -> String {
    "Answer: " + answer
  }

  private static func optionNode(_ option: Content.Option, index: Int, content: Content) -> Node {
    let isSelected = content.selectedOption == index
    let look = isSelected ? Style(attributes: .bold) : .plain
    let line = Node.hstack {
      Node.mark(.radio, isOn: isSelected, isEnabled: content.isSelectable, style: look)
      Node.text(optionLine(option), style: look)
    }
    // A locked option is no control: taps on it reach the row, and Tab skips it.
    let node = content.isSelectable ? Node.control(optionControl(index)) { line } : line
    guard let color = option.background else { return node }
    return node.background(color)
  }
}
