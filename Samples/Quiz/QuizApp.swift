import RowKit
import RowKitCheckableOptions
import RowKitSampleSupport
import RowKitTerminal

/// The quiz: a title row, then one checkable-options row per question.
///
/// Every question's content carries its correct option, its reveal state and a
/// `Check` button, so the kind itself marks the correct option green and a wrong
/// choice red once the answer is revealed; the app keeps no state beside the rows.
final class QuizApp: SampleApp {
  /// The table: row `"title"`, then rows `1...n` for questions 1 to n.
  let table: TableView
  /// The quiz shown.
  let quiz: Quiz

  /// The label of each question's button that reveals its answer.
  static let checkLabel = "Check"

  /// Builds the table of a quiz.
  ///
  /// - Throws: ``SampleError/data(_:)`` if the table cannot be built.
  init(quiz: Quiz) throws(SampleError) {
    self.quiz = quiz
    var registry = RowKindRegistry()
    let rows =
      [Row(id: "title", kind: TitleKind(), content: quiz.title ?? "Quiz")]
      + quiz.questions.enumerated().map { index, question in
        Row(
          id: RowID(index + 1), kind: CheckableOptionsKind(),
          content: .init(
            question: "\(index + 1). \(question.question)",
            options: question.options.map { .init($0) }, answer: question.answerText,
            correctOption: question.correct,
            // A question with nothing to reveal gets no Check button.
            checkButton: question.answerText == nil ? nil : Self.checkLabel))
      }
    do {
      try registry.register(TitleKind())
      try registry.register(CheckableOptionsKind())
      table = try TableView(
        registry: registry, rows: rows, viewport: Size(columns: 80, lines: 24),
        chrome: CellChrome(insets: EdgeInsets(bottom: 1)))
    } catch {
      throw .data("cannot build the quiz: \(error)")
    }
  }

  /// How far the quiz is: answered questions, and how many revealed ones are right.
  var statusLines: [String] {
    let contents = quiz.questions.indices.compactMap { content(of: $0) }
    let answered = contents.filter { $0.selectedOption != nil }.count
    var line = "\(answered) of \(quiz.questions.count) answered"
    let checked = contents.filter { $0.isRevealed && $0.correctOption != nil }
    if !checked.isEmpty {
      let right = checked.filter { $0.isAnsweredCorrectly == true }.count
      line += " · revealed: \(right) of \(checked.count) right"
    }
    return [line]
  }

  /// The quiz's keys: `c` checks the focused question, as its `Check` button does.
  var helpLine: String {
    "↑↓ options, questions  ←→ tab  enter choose  c check  click  q quit"
  }

  /// `c` checks the focused question; other keys go on to the table.
  ///
  /// - Throws: ``QuizNotice`` when the focused question cannot be checked yet.
  func handle(key: KeyPress) throws -> TerminalRuntime.KeyResponse {
    guard key == .character("c") else { return .ignored }
    guard let row = table.focus?.row, let number = row.intValue,
      let content = content(of: number - 1)
    else { throw QuizNotice.noQuestionFocused }
    guard !content.isRevealed else { return .handled }
    guard content.selectedOption != nil else { throw QuizNotice.chooseFirst(question: number) }
    try table.activate(CheckableOptionsKind.checkControl, in: row)
    return .handled
  }

  /// The row id of question `index` (0-based).
  func rowID(_ index: Int) -> RowID { RowID(index + 1) }

  /// The content of question `index` (0-based).
  func content(of index: Int) -> CheckableOptionsKind.Content? {
    try? table.row(rowID(index)).content.content(as: CheckableOptionsKind.Content.self)
  }

  /// Changes question `index` (0-based) in one reconfiguration.
  ///
  /// - Throws: a ``TableError`` if the row cannot be reconfigured.
  func update(_ index: Int, _ change: (inout CheckableOptionsKind.Content) -> Void)
    throws(TableError)
  {
    guard var content = content(of: index) else { throw .unknownRowID(rowID(index)) }
    change(&content)
    try table.reconfigure(rowID(index), kind: CheckableOptionsKind(), content: content)
  }
}

/// Why the `c` key cannot check a question, shown on the status line.
enum QuizNotice: Error, CustomStringConvertible {
  /// The focus is on no question (the title, or nothing).
  case noQuestionFocused
  /// The focused question has no chosen option yet.
  case chooseFirst(question: Int)

  var description: String {
    switch self {
    case .noQuestionFocused: return "move to a question first (↑↓), then press c"
    case .chooseFirst(let number): return "choose an option of question \(number) first"
    }
  }
}
