import RowKit
import RowKitCheckableOptions
import RowKitConfirm
import RowKitKinds
import RowKitRemoveButton
import RowKitTesting
import Testing

/// The examples of the kind modules' landing pages (Docs/RowKitCheckableOptions.docc,
/// RowKitConfirm.docc, RowKitRemoveButton.docc and RowKitKinds.docc), as written
/// there, with what each page says they print.
@Suite struct KindModulesExamples {
  @Test func aQuestionCheckedByItsButton() throws {
    var printed = ""
    func print(_ text: String, terminator: String = "\n") { printed += text + terminator }

    let question = CheckableOptionsKind.Content(
      question: "Which planet is known as the Red Planet?",
      options: ["Venus", "Mars", "Jupiter"], answer: "Mars", correctOption: 1,
      checkButton: "Check")

    var registry = RowKindRegistry()
    try registry.register(CheckableOptionsKind())
    let table = try TableView(
      registry: registry,
      rows: [Row(id: "planets", kind: CheckableOptionsKind(), content: question)],
      viewport: Size(columns: 44, lines: 5))
    try table.activate(CheckableOptionsKind.optionControl(0), in: "planets")  // Venus
    let chosen = TextRenderer.plain.render(table.render())
    try table.activate(CheckableOptionsKind.checkControl, in: "planets")
    print(chosen + TextRenderer.plain.render(table.render()), terminator: "")

    expectLines(
      printed.split(separator: "\n").map(String.init),
      [
        "  Which planet is known as the Red Planet?",
        "  (•) Venus",
        "  ( ) Mars",
        "  ( ) Jupiter",
        "  [ Check ]",
        "  Which planet is known as the Red Planet?",
        "  (•) Venus [wrong]",
        "  ( ) Mars [correct]",
        "  ( ) Jupiter",
        "  Answer: Mars",
      ])
  }

  @Test func aConfirmRowWithItsOwnLabels() throws {
    var printed = ""
    func print(_ text: String, terminator: String = "\n") { printed += text + terminator }

    var registry = RowKindRegistry()
    try registry.register(ConfirmKind())
    let question = ConfirmKind.Content(
      prompt: "Discard changes?", onConfirm: .deleteRow, onCancel: .keepRow,
      confirmLabel: "Discard", cancelLabel: "Keep")
    let table = try TableView(
      registry: registry,
      rows: [Row(id: "draft", kind: ConfirmKind(), content: question)],
      viewport: Size(columns: 40, lines: 1))
    print(TextRenderer.plain.render(table.render()), terminator: "")

    expectLines(
      printed.split(separator: "\n").map(String.init),
      ["  Discard changes?  [ Discard ] [ Keep ]"])
  }

  @Test func removeDeletesAtOnceWithoutAConfirmation() throws {
    var printed = ""
    func print(_ text: String, terminator: String = "\n") { printed += text + terminator }

    var registry = RowKindRegistry()
    try registry.register(RemoveButtonKind())
    let table = try TableView(
      registry: registry,
      rows: ["Urvashi", "Vaishnavi"].map {
        Row(id: RowID($0), kind: RemoveButtonKind(), content: .init(title: $0))
      },
      viewport: Size(columns: 30, lines: 2))
    try table.tap(at: Point(column: 22, line: 0))  // Remove, in Urvashi's row
    print(TextRenderer.plain.render(table.render()), terminator: "")

    expectLines(
      printed.split(separator: "\n").map(String.init),
      ["› Vaishnavi         < Remove >"])
  }

  @Test func removeAsksAndNoPutsTheRowBack() throws {
    var printed = ""
    func print(_ text: String, terminator: String = "\n") { printed += text + terminator }

    var registry = RowKindRegistry()
    try registry.register(BuiltInKinds.self)
    let table = try TableView(
      registry: registry,
      rows: [BuiltInKinds.removableRow(id: "anchita", title: "Anchita")],
      viewport: Size(columns: 34, lines: 1))
    try table.tap(at: Point(column: 26, line: 0))  // Remove
    let asking = TextRenderer.plain.render(table.render())
    try table.tap(at: Point(column: 30, line: 0))  // No
    print(asking + TextRenderer.plain.render(table.render()), terminator: "")

    expectLines(
      printed.split(separator: "\n").map(String.init),
      [
        "› Remove Anchita?   [ Yes ] < No >",
        "› Anchita               < Remove >",
      ])
  }
}
