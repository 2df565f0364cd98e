import RowKit
import RowKitCheckableOptions
import RowKitTesting
import Testing

/// The correct option and the check button live in the content; the kind draws the
/// marks and reveals the answer itself.
@Suite struct CheckableOptionsRevealTests {
  func capital(selected: Int? = nil, revealed: Bool = false) -> Quiz {
    Quiz(
      question: "Capital of France?", options: ["Lyon", "Paris", "Nice"],
      selectedOption: selected, answer: "Paris", isRevealed: revealed, correctOption: 1,
      checkButton: "Check")
  }

  func table(_ content: Quiz) throws -> TableView {
    try render(quizRow(1, content), width: 30).table
  }

  @Test func theKindMarksTheCorrectOptionAndAWrongChoiceOnceRevealed() throws {
    let hidden = try render(quizRow(1, capital(selected: 0)), width: 30)
    expectLines(
      hidden.lines,
      ["  Capital of France?", "  (•) Lyon", "  ( ) Paris", "  ( ) Nice", "  [ Check ]"])
    let shown = try render(quizRow(1, capital(selected: 0, revealed: true)), width: 30)
    expectLines(
      shown.lines,
      [
        "  Capital of France?", "  (•) Lyon [wrong]", "  ( ) Paris [correct]", "  ( ) Nice",
        "  Answer: Paris",
      ])
    #expect(backgrounds(shown.canvas, line: 1, columns: 2..<30) == [.red])
    #expect(backgrounds(shown.canvas, line: 2, columns: 2..<30) == [.green])
    #expect(backgrounds(shown.canvas, line: 3, columns: 2..<30) == [nil])
    // The marks follow the choice: no app keeps them beside the row.
    var right = capital(selected: 1, revealed: true)
    #expect(right.isAnsweredCorrectly == true)
    expectLines(
      try render(quizRow(1, right), width: 30).lines,
      [
        "  Capital of France?", "  ( ) Lyon", "  (•) Paris [correct]", "  ( ) Nice",
        "  Answer: Paris",
      ])
    right.correctOption = 9  // names no option
    #expect(right.correctOption == nil && right.isAnsweredCorrectly == nil)
  }

  @Test func theCheckButtonIsDisabledUntilAnOptionIsChosen() throws {
    let table = try table(capital())
    expectLines(Array(RenderedLines.of(table).suffix(1)), ["  [-Check-]"])
    #expect(
      CheckableOptionsKind().controls(of: capital())
        == (0..<3).map(CheckableOptionsKind.optionControl))
    #expect(throws: TableError.unknownControl(CheckableOptionsKind.checkControl, row: 1)) {
      try table.activate(CheckableOptionsKind.checkControl, in: 1)
    }
    try table.tap(at: Point(column: 4, line: 4))  // on the disabled button: nothing
    #expect(try table.row(1).content.content(as: Quiz.self)?.isRevealed == false)
  }

  @Test func checkRevealsFocusesTheChosenOptionAndTellsTheOwner() throws {
    let table = try table(capital())
    let driver = TableDriver(table)
    try driver.tap(label: "( ) Nice", inRow: 1)
    driver.expectMessages([OptionChosen(index: 2, text: "Nice")])
    try driver.press(.tab)  // Nice -> Check, enabled now
    #expect(table.focus == Focus(row: 1, control: CheckableOptionsKind.checkControl))
    try driver.press(.enter)
    driver.expectMessages([AnswerRevealed(isCorrect: false)])
    #expect(table.focus == Focus(row: 1, control: CheckableOptionsKind.optionControl(2)))
    expectLines(
      driver.lines,
      [
        "  Capital of France?", "  ( ) Lyon", "  ( ) Paris [correct]", "  <•> Nice [wrong]",
        "  Answer: Paris",
      ].map { $0 == "  Capital of France?" ? "› Capital of France?" : $0 })
  }

  @Test func movingOntoAQuestionFocusesItsChosenOption() throws {
    let table = try table(capital(selected: 1))
    try table.handle(.down)
    #expect(table.focus == Focus(row: 1, control: CheckableOptionsKind.optionControl(1)))
    let fresh = try self.table(capital())
    try fresh.handle(.down)
    #expect(fresh.focus == Focus(row: 1, control: CheckableOptionsKind.optionControl(0)))
  }
}
