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
/// example `[red]`; a revealed answer shows as `Answer: …`, and, when the content
/// knows its ``Content/correctOption``, the correct option ends with `[correct]` (on
/// green) and a wrong choice with `[wrong]` (on red). The kind draws these marks
/// itself from the content, so an app keeps no marks beside its rows.
///
/// With a ``Content/checkButton`` label, a button under the options reveals the
/// answer: disabled (`[-Check-]`) until an option is chosen, and replaced by the
/// answer once it shows.
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

  /// The control id of the check button (``Content/checkButton``): `check`.
  ///
  /// ```swift
  /// try table.activate(CheckableOptionsKind.checkControl, in: rowID)  // reveals the answer
  /// ```
  public static let checkControl: ControlID = "check"

  /// The question and the options, one after another: what a text filter searches
  /// (``/RowKit/TableView/filter``).
  public func searchText(of content: Content) -> String? {
    ([content.question] + content.options.map(\.text)).joined(separator: " ")
  }

  /// The composition of a question: the question in bold, one line (or more, when
  /// its text wraps) per option, and the answer footer on green when revealed (or
  /// the check button before that, if any).
  ///
  /// ```text
  /// Question Text
  /// ( ) Option1
  /// (•) Option2 [red]
  /// Answer: Answer Text
  /// ```
  public func body(of content: Content) -> Node {
    // One array made at its final size (no builder's arrays to join), each option's
    // search offset carried from the one before.
    var children: [Node] = []
    children.reserveCapacity(content.options.count + 2)
    children.append(
      Node.searchText(
        Self.questionLine(content), style: Style(attributes: .bold),
        length: content.question.utf8.count))
    var searchOffset = content.question.utf8.count + 1
    for (index, option) in content.options.enumerated() {
      children.append(
        Self.optionNode(option, index: index, content: content, searchOffset: searchOffset))
      searchOffset += option.text.utf8.count + 1
    }
    if content.isRevealed, let answer = content.answer {
      children.append(Node.text(Self.answerLine(answer)).background(.green))
    } else if let label = content.checkButton, !content.isRevealed {
      children.append(
        Node.button(Self.checkControl, label: label, isEnabled: content.selectedOption != nil))
    }
    return Node.vstack(children)
  }

  /// The chosen option, else the first: moving onto a question focuses its answer.
  public func defaultControl(of content: Content) -> ControlID? {
    content.selectedOption.map(Self.optionControl)
  }

  /// Selects the pressed option and tells the owner with an ``OptionChosen`` message;
  /// the check button reveals the answer, focuses the chosen option and sends an
  /// ``AnswerRevealed`` message.
  ///
  /// Pressing the selected option keeps it selected (and tells the owner again);
  /// while options are locked, or for a control that names no option, nothing
  /// happens. The check button does nothing before an option is chosen (it is
  /// disabled then) or once the answer shows (it is gone).
  public func action(for event: ControlEvent, content: Content) -> RowAction<Content> {
    guard event.isPress, let control = event.control else { return .none }
    if control == Self.checkControl {
      guard content.checkButton != nil, !content.isRevealed,
        let chosen = content.selectedOption
      else { return .none }
      var next = content
      next.reveal()
      return .update(next, message: AnswerRevealed(isCorrect: next.isAnsweredCorrectly))
        .focusing(.control(Self.optionControl(chosen)))
    }
    guard control.name == "option", let index = control.index else { return .none }
    var next = content
    guard next.select(index) else { return .none }
    return .update(next, message: OptionChosen(index: index, text: content.options[index].text))
  }

  static func questionLine(_ content: Content) -> String {
    content.isSelectable ? content.question : content.question + " [locked]"
  }

  /// The option's text and its marks: its background colour's name, and once the
  /// answer is revealed, `[correct]` or `[wrong]`.
  static func optionLine(_ option: Content.Option, mark: Mark? = nil) -> String {
    var line = option.text
    if let color = option.background { line += " [\(color.name)]" }
    if let mark { line += mark == .correct ? " [correct]" : " [wrong]" }
    return line
  }

  /// How a revealed answer marks an option.
  enum Mark {
    case correct
    case wrong
  }

  /// The mark of the option at `index`: the correct option and a wrong choice are
  /// marked once the answer is revealed.
  static func mark(ofOption index: Int, in content: Content) -> Mark? {
    guard content.isRevealed, let correct = content.correctOption else { return nil }
    if index == correct { return .correct }
    return index == content.selectedOption ? .wrong : nil
  }

  static func answerLine(_ answer: String) -> String {
    "Answer: " + answer
  }

  /// The option's line: its mark and its text, a control unless options are locked.
  /// The text starts at `searchOffset` in the search text (``searchText(of:)``): after
  /// the question and the options before it, each followed by a space.
  private static func optionNode(
    _ option: Content.Option, index: Int, content: Content, searchOffset: Int
  ) -> Node {
    let isSelected = content.selectedOption == index
    let look = isSelected ? Style(attributes: .bold) : .plain
    let mark = mark(ofOption: index, in: content)
    let line = Node.hstack([
      Node.mark(.radio, isOn: isSelected, isEnabled: content.isSelectable, style: look),
      Node.searchText(
        optionLine(option, mark: mark), style: look, from: searchOffset,
        length: option.text.utf8.count),
    ])
    // A locked option is no control: taps on it reach the row, and Tab skips it.
    let node = content.isSelectable ? Node.control(optionControl(index), wrapping: line) : line
    let fill: Color? =
      switch mark {
      case .correct?: .green
      case .wrong?: .red
      case nil: option.background
      }
    guard let fill else { return node }
    return node.background(fill)
  }
}
