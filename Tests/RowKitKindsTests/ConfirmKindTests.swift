import RowKit
import RowKitConfirm
import RowKitTesting
import Testing

@Suite struct ConfirmKindTests {
  func confirmRow(
    _ prompt: String, onConfirm: ConfirmKind.Outcome = .deleteRow,
    onCancel: ConfirmKind.Outcome = .keepRow
  ) -> Row {
    Row(
      id: 1, kind: ConfirmKind(),
      content: .init(prompt: prompt, onConfirm: onConfirm, onCancel: onCancel))
  }

  @Test func promptAndButtonsAtTheRightEdge() throws {
    let wide = try render(confirmRow("Remove Vaishnavi?"), width: 40)
    expectLines(wide.lines, ["  Remove Vaishnavi?       [ Yes ] [ No ]"])
    let wider = try render(confirmRow("Remove Vaishnavi?"), width: 50)
    expectLines(wider.lines, ["  Remove Vaishnavi?                 [ Yes ] [ No ]"])
    #expect(backgrounds(wide.canvas, line: 0, columns: 0..<40) == [nil])
  }

  @Test func theButtonsGoBelowThePromptAt20Columns() throws {
    // 18 content columns: the buttons take 14 and a space, too few for "Vaishnavi?".
    let narrow = try render(confirmRow("Remove Vaishnavi?"), width: 20)
    expectLines(narrow.lines, ["  Remove Vaishnavi?", "  [ Yes ] [ No ]"])
    let short = try render(confirmRow("Sure?"), width: 20)
    expectLines(short.lines, ["  Sure?", "  [ Yes ] [ No ]"])
    let fits = try render(confirmRow("Sure?"), width: 22)
    expectLines(fits.lines, ["  Sure? [ Yes ] [ No ]"])
  }

  @Test func customLabels() throws {
    let row = Row(
      id: 1, kind: ConfirmKind(),
      content: .init(prompt: "Discard?", confirmLabel: "Discard", cancelLabel: "Keep"))
    let shown = try render(row, width: 40)
    expectLines(shown.lines, ["  Discard?          [ Discard ] [ Keep ]"])
  }

  @Test func theFocusedButtonIsBoldAndInverse() throws {
    let shown = try render(confirmRow("Remove Anchita?"), width: 40)
    try shown.table.setFocus(1, control: ConfirmKind.cancelControl)
    let canvas = shown.table.render()
    expectLines(plainLines(canvas), ["› Remove Anchita?         [ Yes ] < No >"])
    #expect(canvas[34, 0].style.attributes.isSuperset(of: [.bold, .inverse]))
    #expect(canvas[26, 0].style.attributes.isEmpty)
  }

  @Test func eachOutcomeAndItsMessage() throws {
    let restored = AnyRowContent(kind: ConfirmKind(), content: .init(prompt: "Restored"))
    let table = try render(
      confirmRow("Go?", onConfirm: .switchRow(to: restored), onCancel: .keepRow), width: 40
    ).table
    var answers: [ConfirmAnswer] = []
    table.onMessage(ConfirmAnswer.self) { _, answer in answers.append(answer) }
    let before = try table.row(1)
    try table.activate(ConfirmKind.cancelControl, in: 1)
    #expect(try table.row(1) == before)
    try table.activate(ConfirmKind.confirmControl, in: 1)
    #expect(try table.row(1).content == restored)
    try table.switchKind(1, to: ConfirmKind(), content: .init(prompt: "Go?", onConfirm: .deleteRow))
    try table.handle(.home)
    #expect(table.focus == Focus(row: 1, control: ConfirmKind.cancelControl))
    try table.handle(.left)
    try table.handle(.enter)
    #expect(table.numberOfRows == 0)
    #expect(answers == [.cancelled, .confirmed, .confirmed])
  }

  @Test func theRowTakesTheFocusOnNoSoEnterTwiceNeverConfirms() throws {
    let table = try render(confirmRow("Remove Vaishnavi?", onConfirm: .deleteRow), width: 40)
      .table
    #expect(ConfirmKind().defaultControl(of: .init(prompt: "?")) == ConfirmKind.cancelControl)
    try table.handle(.down)
    #expect(table.focus == Focus(row: 1, control: ConfirmKind.cancelControl))
    try table.handle(.enter)
    try table.handle(.enter)
    #expect(table.numberOfRows == 1)
    // A tap on the prompt keeps the focused button; Tab order stays Yes, No.
    try table.tap(at: Point(column: 4, line: 0))
    #expect(table.focus == Focus(row: 1, control: ConfirmKind.cancelControl))
    try table.handle(.backTab)
    #expect(table.focus == Focus(row: 1, control: ConfirmKind.confirmControl))
  }

  @Test func tapsOutsideTheButtonsDoNothing() throws {
    let table = try render(confirmRow("Remove Vaishnavi?"), width: 40).table
    var answers: [ConfirmAnswer] = []
    table.onMessage(ConfirmAnswer.self) { _, answer in answers.append(answer) }
    for column in [0, 2, 20, 25, 33] {
      #expect(table.hitTest(Point(column: column, line: 0))?.control == nil, "column \(column)")
      try table.tap(at: Point(column: column, line: 0))
    }
    #expect(table.numberOfRows == 1)
    #expect(answers.isEmpty)
  }

  @Test func escapeAnswersNoWhereverTheFocusIs() throws {
    let restored = AnyRowContent(kind: ConfirmKind(), content: .init(prompt: "Restored"))
    let table = try render(
      confirmRow("Remove Vaishnavi?", onConfirm: .deleteRow, onCancel: .switchRow(to: restored)),
      width: 40
    ).table
    var answers: [ConfirmAnswer] = []
    table.onMessage(ConfirmAnswer.self) { _, answer in answers.append(answer) }
    // On Yes, Escape still answers No: the row is put back, never deleted.
    try table.setFocus(1, control: ConfirmKind.confirmControl)
    try table.handle(.escape)
    #expect(try table.row(1).content == restored)
    #expect(answers == [.cancelled])
    // With a modifier held, Escape is no answer.
    let kind = ConfirmKind()
    let content = ConfirmKind.Content(prompt: "Sure?")
    let altEscape = ControlEvent(control: "yes", activation: .key(.escape), modifiers: .alt)
    #expect(kind.action(for: altEscape, content: content).isIgnored)
    let escape = ControlEvent(control: nil, activation: .key(.escape))
    #expect(kind.action(for: escape, content: content).message as? ConfirmAnswer == .cancelled)
  }
}
