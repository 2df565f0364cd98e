import RowKit
import RowKitRemoveButton
import RowKitTesting
import Testing

@Suite struct RemoveButtonKindTests {
  func removeRow(_ id: RowID, _ title: String, kind: RemoveButtonKind = RemoveButtonKind()) -> Row {
    Row(id: id, kind: kind, content: .init(title: title))
  }

  @Test func titleAndButtonAtTheRightEdge() throws {
    let shown = try render(
      [removeRow(1, "Urvashi"), removeRow(2, "Vaishnavi"), removeRow(3, "Anchita")], width: 30)
    expectLines(
      shown.lines,
      [
        "  Urvashi           [ Remove ]",
        "  Vaishnavi         [ Remove ]",
        "  Anchita           [ Remove ]",
      ])
    let wide = try render(removeRow(1, "Urvashi"), width: 50)
    expectLines(wide.lines, ["  Urvashi                               [ Remove ]"])
  }

  @Test func theTitleWrapsOrTheButtonGoesBelowAt20Columns() throws {
    let shown = try render(
      [removeRow(1, "Urvashi"), removeRow(2, "Vaishnavi"), removeRow(3, "Milk and honey")],
      width: 20)
    expectLines(
      shown.lines,
      [
        "  Urvashi [ Remove ]",
        "  Vaishnavi",
        "  [ Remove ]",
        "  Milk    [ Remove ]",
        "  and",
        "  honey",
      ])
  }

  @Test func aCustomLabel() throws {
    let row = Row(
      id: 1, kind: RemoveButtonKind(), content: .init(title: "Milk", buttonLabel: "Del"))
    expectLines(try render(row, width: 20).lines, ["  Milk       [ Del ]"])
  }

  @Test func withoutAConfirmationRemoveDeletesAtOnce() throws {
    let shown = try render([removeRow(1, "Urvashi"), removeRow(2, "Anchita")], width: 30)
    var requests: [RemoveRequested] = []
    shown.table.onMessage(RemoveRequested.self) { _, request in requests.append(request) }
    let point = try #require(buttonPoint("Remove", onLineWith: "Urvashi", in: shown.lines))
    try shown.table.tap(at: point)
    #expect(shown.table.allRows.map(\.id) == [2])
    #expect(requests == [RemoveRequested(title: "Urvashi", isConfirming: false)])
  }

  @Test func aConfirmationSwitchesTheRowToWhatItBuilds() throws {
    let kind = RemoveButtonKind { content in
      AnyRowContent(kind: RemoveButtonKind(), content: .init(title: "Gone: \(content.title)"))
    }
    let shown = try render([removeRow(1, "Urvashi", kind: kind)], width: 30)
    var requests: [RemoveRequested] = []
    shown.table.onMessage(RemoveRequested.self) { _, request in requests.append(request) }
    try shown.table.activate(RemoveButtonKind.removeControl, in: 1)
    #expect(
      try shown.table.row(1).content.content(as: RemoveButtonKind.Content.self)?.title
        == "Gone: Urvashi")
    #expect(requests == [RemoveRequested(title: "Urvashi", isConfirming: true)])
  }

  @Test func tapsOnTheTitleDoNothing() throws {
    let shown = try render([removeRow(1, "Urvashi")], width: 30)
    try shown.table.tap(at: Point(column: 4, line: 0))
    try shown.table.tap(at: Point(column: 19, line: 0))  // the space left of the button
    #expect(shown.table.numberOfRows == 1)
  }
}
