import RowKit
import RowKitCheckableOptions
import RowKitTesting
import Testing

/// Taps and keys on a question, through the table's hit testing.
@Suite struct CheckableOptionsBehaviourTests {
  /// A one-row table showing `content` in full at `width` columns.
  func table(_ content: Quiz, width: Int = 30) throws -> TableView {
    try render(quizRow(1, content), width: width).table
  }

  func content(of table: TableView) throws -> Quiz {
    try #require(try table.row(1).content.content(as: Quiz.self))
  }

  /// The point of the first line that starts with `prefix` after the gutter.
  func point(ofLineStarting prefix: String, in table: TableView, column: Int = 3) throws -> Point {
    let lines = RenderedLines.of(table)
    let line = try #require(lines.firstIndex { $0.dropFirst(2).hasPrefix(prefix) }, "\(lines)")
    return Point(column: column, line: line)
  }

  @Test func tappingAnOptionSelectsItAndDeselectsTheOthers() throws {
    let table = try table(Quiz(question: "Q", options: ["A", "B", "C"]))
    try table.tap(at: Point(column: 3, line: 1))
    #expect(try content(of: table).selectedOption == 0)
    try table.tap(at: Point(column: 8, line: 3))  // on the text of C
    #expect(try content(of: table).selectedOption == 2)
    table.clearFocus()
    expectLines(RenderedLines.of(table), ["  Q", "  ( ) A", "  ( ) B", "  (•) C"])
  }

  @Test func tappingTheSelectedOptionKeepsItSelected() throws {
    let table = try table(Quiz(question: "Q", options: ["A", "B"], selectedOption: 1))
    var chosen: [OptionChosen] = []
    table.onMessage(OptionChosen.self) { _, message in chosen.append(message) }
    try table.tap(at: Point(column: 2, line: 2))
    try table.tap(at: Point(column: 2, line: 2))
    #expect(try content(of: table).selectedOption == 1)
    #expect(chosen == [OptionChosen(index: 1, text: "B"), OptionChosen(index: 1, text: "B")])
  }

  @Test func tappingAnyWrappedLineOfAnOptionSelectsIt() throws {
    let long = "A rather long option that wraps"
    let question = Quiz(question: "Q", options: ["Short", .init(long), "Last"])
    // At 20 columns the long option wraps to 3 lines, under its text column.
    let height = CheckableOptionsKind().height(of: question, width: 18)
    #expect(height == 6)
    for line in 2...4 {
      for column in [2, 6, 19] {
        let table = try table(question, width: 20)
        try table.tap(at: Point(column: column, line: line))
        #expect(
          try content(of: table).selectedOption == 1, "line \(line), column \(column)")
      }
    }
    let table = try table(question, width: 20)
    try table.tap(at: Point(column: 19, line: 5))
    #expect(try content(of: table).selectedOption == 2)
  }

  @Test func tappingTheQuestionSelectsNothing() throws {
    let table = try table(Quiz(question: "Q", options: ["A"]))
    try table.tap(at: Point(column: 2, line: 0))
    #expect(try content(of: table).selectedOption == nil)
  }

  @Test func lockedOptionsIgnoreTapsAndKeys() throws {
    var question = Quiz(question: "Q", options: ["A", "B"], selectedOption: 0)
    question.setSelectable(false)
    let table = try table(question)
    let recorder = MessageRecorder(table)
    try table.tap(at: Point(column: 3, line: 1))
    try table.tap(at: Point(column: 3, line: 2))
    try table.handle(.enter)
    try table.handle(.space)
    #expect(throws: TableError.unknownControl(CheckableOptionsKind.optionControl(1), row: 1)) {
      try table.activate(CheckableOptionsKind.optionControl(1), in: 1)
    }
    #expect(try content(of: table) == question)
    #expect(recorder.count == 0)
    #expect(CheckableOptionsKind().controls(of: question).isEmpty)
    expectLines(RenderedLines.of(table), ["› Q [locked]", "  (-) A", "  (-) B"])
  }

  @Test func lockingAQuestionInTheTableClearsItsSelection() throws {
    let table = try table(Quiz(question: "Q", options: ["A", "B"]))
    try table.tap(at: Point(column: 3, line: 2))
    var locked = try content(of: table)
    locked.setSelectable(false)
    try table.reconfigure(1, kind: CheckableOptionsKind(), content: locked)
    expectLines(RenderedLines.of(table), ["› Q [locked]", "  (-) A", "  (-) B"])
  }

  @Test func clearSelectionShowsNoSelectedMark() throws {
    let table = try table(Quiz(question: "Q", options: ["A", "B"], selectedOption: 1))
    var cleared = try content(of: table)
    cleared.clearSelection()
    try table.reconfigure(1, kind: CheckableOptionsKind(), content: cleared)
    expectLines(RenderedLines.of(table), ["  Q", "  ( ) A", "  ( ) B"])
  }

  @Test func revealAddsExactlyTheFooterLinesAndHideRemovesThem() throws {
    let hidden = Quiz(question: "Q", options: ["A", "B"], answer: "The answer is B, of course")
    var revealed = hidden
    revealed.reveal()
    let kind = CheckableOptionsKind()
    // "Answer: The answer is B, of course" takes 3 lines at 12 columns, 2 at 18, 1 at 40.
    for (width, footer) in [(12, 3), (18, 2), (40, 1)] {
      let added = kind.height(of: revealed, width: width) - kind.height(of: hidden, width: width)
      #expect(added == footer, "width \(width)")
    }
    let table = try TableView(
      registry: try builtInRegistry(), rows: [quizRow(1, hidden)],
      viewport: Size(columns: 30, lines: 6))
    let before = RenderedLines.of(table)
    try table.reconfigure(1, kind: kind, content: revealed)
    let after = RenderedLines.of(table)
    expectLines(Array(after.prefix(3)), Array(before.prefix(3)))
    #expect(after[3] == "  Answer: The answer is B, of")
    #expect(after[4] == "  course")
    #expect(table.contentHeight == 5)
    let canvas = table.render()
    #expect(backgrounds(canvas, line: 3, columns: 2..<30) == [.green])
    #expect(backgrounds(canvas, line: 4, columns: 2..<30) == [.green])
    try table.reconfigure(1, kind: kind, content: hidden)
    expectLines(RenderedLines.of(table), before)
    #expect(table.contentHeight == 3)
  }

  @Test func theOwnerIsToldWhichOptionWasChosen() throws {
    let table = try table(seedQuestion())
    let recorder = MessageRecorder(table)
    try table.tap(at: try point(ofLineStarting: "( ) Option3", in: table))
    #expect(recorder.rows == [1])
    #expect(recorder.messages(of: OptionChosen.self) == [OptionChosen(index: 2, text: "Option3")])
  }

  @Test func keysMoveBetweenOptionsAndEnterOrSpaceSelects() throws {
    let table = try table(Quiz(question: "Q", options: ["A", "B", "C"]))
    try table.handle(.down)
    #expect(table.focus == Focus(row: 1, control: CheckableOptionsKind.optionControl(0)))
    try table.handle(.tab)
    try table.handle(.enter)
    #expect(try content(of: table).selectedOption == 1)
    try table.handle(.right)
    try table.handle(.space)
    #expect(try content(of: table).selectedOption == 2)
    expectLines(RenderedLines.of(table), ["› Q", "  ( ) A", "  ( ) B", "  <•> C"])
  }

  @Test func eightOptionsCanEachBeChosen() throws {
    let question = Quiz(question: "Eight", options: (1...8).map { Quiz.Option("Option\($0)") })
    let table = try table(question, width: 20)
    for index in (0..<8).reversed() {
      try table.tap(at: try point(ofLineStarting: "( ) Option\(index + 1)", in: table))
      #expect(try content(of: table).selectedOption == index)
      let marked = RenderedLines.of(table).filter { $0.contains("•") }
      #expect(marked == ["  <•> Option\(index + 1)"])
    }
  }

  @Test func zeroOptionsIgnoreEveryTap() throws {
    let question = Quiz(question: "Nothing to choose", answer: "None", isRevealed: true)
    let table = try table(question)
    for line in 0..<2 { try table.tap(at: Point(column: 4, line: line)) }
    try table.handle(.enter)
    #expect(try content(of: table) == question)
  }

  @Test func anActivationOfAMissingOptionIsATypedErrorAndChangesNothing() throws {
    let table = try table(Quiz(question: "Q", options: ["A"]))
    for control in [
      CheckableOptionsKind.optionControl(7), CheckableOptionsKind.optionControl(-1),
      ControlID("option"),
    ] {
      #expect(throws: TableError.unknownControl(control, row: 1)) {
        try table.activate(control, in: 1)
      }
    }
    #expect(try content(of: table).selectedOption == nil)
  }
}
