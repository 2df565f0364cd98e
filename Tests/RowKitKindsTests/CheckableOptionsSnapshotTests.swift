import RowKit
import RowKitCheckableOptions
import RowKitTesting
import Testing

typealias Quiz = CheckableOptionsKind.Content

/// The first seed's usage: Option2 selected and on red, the answer revealed.
func seedQuestion() -> Quiz {
  var content = Quiz(
    question: "Question Text", options: ["Option1", "Option2", "Option3"], answer: "Answer Text")
  content.selectedOption = 1
  content.setBackground(.red, for: 1)
  content.reveal()
  return content
}

func quizRow(_ id: RowID, _ content: Quiz) -> Row {
  Row(id: id, kind: CheckableOptionsKind(), content: content)
}

/// A question whose text and second option wrap at narrow widths.
func riverQuestion() -> Quiz {
  Quiz(
    question: "Which river flows through the most countries?",
    options: ["Nile", .init("The Danube, through ten countries", background: .blue), "Amazon"],
    selectedOption: 1, answer: "The Danube", isRevealed: true)
}

@Suite struct CheckableOptionsSnapshotTests {
  @Test func firstSeedShowsEveryPieceOfStateAt30Columns() throws {
    let shown = try render(quizRow(1, seedQuestion()), width: 30)
    expectLines(
      shown.lines,
      [
        "  Question Text",
        "  ( ) Option1",
        "  (•) Option2 [red]",
        "  ( ) Option3",
        "  Answer: Answer Text",
      ])
    let canvas = shown.canvas
    #expect(canvas[2, 0].style.attributes.contains(.bold))  // the question
    #expect(backgrounds(canvas, line: 1, columns: 0..<30) == [nil])
    #expect(backgrounds(canvas, line: 2, columns: 2..<30) == [.red])  // Option2's whole line
    #expect(backgrounds(canvas, line: 2, columns: 0..<2) == [nil])  // not the gutter
    #expect(canvas[2, 2].style.attributes.contains(.bold))  // the selected mark
    #expect(canvas[6, 2].style.attributes.contains(.bold))  // the selected text
    #expect(!canvas[6, 1].style.attributes.contains(.bold))
    #expect(backgrounds(canvas, line: 3, columns: 0..<30) == [nil])
    #expect(backgrounds(canvas, line: 4, columns: 2..<30) == [.green])  // the answer
  }

  @Test func firstSeedAt60Columns() throws {
    let shown = try render(quizRow(1, seedQuestion()), width: 60)
    expectLines(
      shown.lines,
      [
        "  Question Text",
        "  ( ) Option1",
        "  (•) Option2 [red]",
        "  ( ) Option3",
        "  Answer: Answer Text",
      ])
    #expect(backgrounds(shown.canvas, line: 2, columns: 2..<60) == [.red])
    #expect(backgrounds(shown.canvas, line: 4, columns: 2..<60) == [.green])
  }

  @Test func firstSeedAt20ColumnsWrapsTheAnswer() throws {
    let shown = try render(quizRow(1, seedQuestion()), width: 20)
    expectLines(
      shown.lines,
      [
        "  Question Text",
        "  ( ) Option1",
        "  (•) Option2 [red]",
        "  ( ) Option3",
        "  Answer: Answer",
        "  Text",
      ])
    #expect(backgrounds(shown.canvas, line: 2, columns: 2..<20) == [.red])
    #expect(backgrounds(shown.canvas, line: 4, columns: 2..<20) == [.green])
    #expect(backgrounds(shown.canvas, line: 5, columns: 2..<20) == [.green])
  }

  @Test func wrappedQuestionAndOptionAt40Columns() throws {
    let shown = try render(quizRow(1, riverQuestion()), width: 40)
    expectLines(
      shown.lines,
      [
        "  Which river flows through the most",
        "  countries?",
        "  ( ) Nile",
        "  (•) The Danube, through ten countries",
        "      [blue]",
        "  ( ) Amazon",
        "  Answer: The Danube",
      ])
    #expect(backgrounds(shown.canvas, line: 3, columns: 2..<40) == [.blue])
    #expect(backgrounds(shown.canvas, line: 4, columns: 2..<40) == [.blue])
    #expect(backgrounds(shown.canvas, line: 5, columns: 2..<40) == [nil])
    #expect(backgrounds(shown.canvas, line: 6, columns: 2..<40) == [.green])
  }

  @Test func everythingWrapsAt20Columns() throws {
    let shown = try render(quizRow(1, riverQuestion()), width: 20)
    expectLines(
      shown.lines,
      [
        "  Which river flows",
        "  through the most",
        "  countries?",
        "  ( ) Nile",
        "  (•) The Danube,",
        "      through ten",
        "      countries",
        "      [blue]",
        "  ( ) Amazon",
        "  Answer: The Danube",
      ])
    for line in 4...7 {
      #expect(backgrounds(shown.canvas, line: line, columns: 2..<20) == [.blue], "line \(line)")
    }
    #expect(backgrounds(shown.canvas, line: 8, columns: 0..<20) == [nil])
    #expect(backgrounds(shown.canvas, line: 9, columns: 2..<20) == [.green])
    #expect(shown.table.contentHeight == 10)
  }

  @Test func lockedQuestionShowsDashMarksAndTheWordLocked() throws {
    var content = seedQuestion()
    content.setSelectable(false)
    content.hide()
    let shown = try render(quizRow(1, content), width: 30)
    expectLines(
      shown.lines,
      [
        "  Question Text [locked]",
        "  (-) Option1",
        "  (-) Option2 [red]",
        "  (-) Option3",
      ])
    #expect(shown.canvas[3, 1].style.attributes.contains(.dim))
    #expect(backgrounds(shown.canvas, line: 2, columns: 2..<30) == [.red])
  }

  @Test func everyColourHasAPlainName() throws {
    let colours: [Color] = [.green, .brightBlue, .indexed(208), .rgb(255, 136, 0)]
    let content = Quiz(
      question: "Colours", options: colours.map { Quiz.Option("x", background: $0) })
    let shown = try render(quizRow(1, content), width: 30)
    expectLines(
      shown.lines,
      [
        "  Colours",
        "  ( ) x [green]",
        "  ( ) x [bright blue]",
        "  ( ) x [colour 208]",
        "  ( ) x [#FF8800]",
      ])
    for (offset, colour) in colours.enumerated() {
      #expect(backgrounds(shown.canvas, line: offset + 1, columns: 2..<30) == [colour])
    }
  }

  @Test func zeroOptionsShowTheQuestionAndTheAnswer() throws {
    let content = Quiz(question: "No options here", answer: "Nothing", isRevealed: true)
    let shown = try render(quizRow(1, content), width: 20)
    expectLines(shown.lines, ["  No options here", "  Answer: Nothing"])
    #expect(CheckableOptionsKind().controls(of: content).isEmpty)
  }

  @Test func eightOptionsEachOnItsOwnLine() throws {
    let content = Quiz(
      question: "Pick eight", options: (1...8).map { Quiz.Option("Option\($0)") },
      selectedOption: 7)
    let shown = try render(quizRow(1, content), width: 20)
    expectLines(
      shown.lines,
      ["  Pick eight"] + (1...7).map { "  ( ) Option\($0)" } + ["  (•) Option8"])
    #expect(
      CheckableOptionsKind().controls(of: content)
        == (0..<8).map {
          CheckableOptionsKind.optionControl($0)
        })
  }

  @Test func theFocusedOptionShowsAngleBrackets() throws {
    let shown = try render(quizRow(1, seedQuestion()), width: 30)
    try shown.table.setFocus(1, control: CheckableOptionsKind.optionControl(1))
    expectLines(
      Array(RenderedLines.of(shown.table).prefix(3)),
      [
        "› Question Text",
        "  ( ) Option1",
        "  <•> Option2 [red]",
      ])
  }
}
