import RowKit
import RowKitCheckableOptions
import SampleSupport

/// The quiz: a title row, then one checkable-options row per question.
///
/// Revealing a question whose correct option is known gives that option a green
/// background and a wrong chosen option a red one; the marks follow the choice while
/// the answer stays revealed.
final class QuizApp: SampleApp {
  /// The table: row `"title"`, then rows `1...n` for questions 1 to n.
  let table: TableView
  /// The quiz shown.
  let quiz: Quiz
  /// The option marked red (a wrong choice) in each revealed question, by index.
  var wrongMarks: [Int: Int] = [:]

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
            options: question.options.map { .init($0) }, answer: question.answerText))
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
    table.onMessage = { [weak self] message in
      guard let self, message.message is OptionChosen, let number = message.row.intValue
      else { return }
      self.update(number - 1) { _ in }
    }
  }

  /// How far the quiz is: answered questions, and how many revealed ones are right.
  var statusLines: [String] {
    let questions = quiz.questions.indices.map {
      (content: content(of: $0), correct: quiz.questions[$0].correct)
    }
    let answered = questions.filter { $0.content?.selectedOption != nil }.count
    var line = "\(answered) of \(quiz.questions.count) answered"
    let checked = questions.filter { $0.content?.isRevealed == true && $0.correct != nil }
    if !checked.isEmpty {
      let right = checked.filter { $0.content?.selectedOption == $0.correct }.count
      line += " · revealed: \(right) of \(checked.count) right"
    }
    return [line]
  }

  /// The row id of question `index` (0-based).
  func rowID(_ index: Int) -> RowID { RowID(index + 1) }

  /// The content of question `index` (0-based).
  func content(of index: Int) -> CheckableOptionsKind.Content? {
    try? table.row(rowID(index)).content.content(as: CheckableOptionsKind.Content.self)
  }

  /// Changes question `index` (0-based) and keeps its reveal marks right, in one
  /// reconfiguration.
  func update(_ index: Int, _ change: (inout CheckableOptionsKind.Content) -> Void) {
    guard var content = content(of: index) else { return }
    change(&content)
    mark(&content, index: index)
    try? table.reconfigure(rowID(index), kind: CheckableOptionsKind(), content: content)
  }

  /// Marks a revealed question's correct option green and a wrong choice red.
  func mark(_ content: inout CheckableOptionsKind.Content, index: Int) {
    guard content.isRevealed, let correct = quiz.questions[index].correct else { return }
    if let old = wrongMarks[index] { content.setBackground(nil, for: old) }
    content.setBackground(.green, for: correct)
    wrongMarks[index] = nil
    if let chosen = content.selectedOption, chosen != correct {
      content.setBackground(.red, for: chosen)
      wrongMarks[index] = chosen
    }
  }
}
