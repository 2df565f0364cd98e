import RowKit
import RowKitTesting
import Testing

// The examples of the article "Focus, Actions and Messages"
// (Docs/RowKit.docc/FocusAndMessages.md), as written there.

struct VolumeKind: ComposedRowKind {
  typealias Content = Int
  static let maximum = 3
  var id: RowKindID { "volume" }

  func body(of level: Int) -> Node {
    .hstack {
      Node.control("level") { Node.text("Volume \(level)") }
      Node.button("down", label: "-", isEnabled: level > 0)
      Node.button("up", label: "+", isEnabled: level < Self.maximum)
    }
  }

  func action(for event: ControlEvent, content level: Int) -> RowAction<Int> {
    let step: Int
    switch (event.control, event.activation) {
    case ("level"?, .key(.left)): step = -1
    case ("level"?, .key(.right)): step = 1
    case ("down"?, _) where event.isPress: step = -1
    case ("up"?, _) where event.isPress: step = 1
    default: return .none
    }
    let next = min(max(0, level + step), Self.maximum)
    // At a limit the key is used all the same: Left on the level never leaves it.
    guard next != level else { return .handled }
    let action = RowAction<Int>.update(next, message: VolumeChanged(level: next))
    // A button that reached its limit is disabled: focus the other one.
    switch next {
    case Self.maximum where event.control == "up": return action.focusing(.control("down"))
    case 0 where event.control == "down": return action.focusing(.control("up"))
    default: return action
    }
  }
}

struct VolumeChanged: Equatable, Sendable {
  var level: Int
}

@Suite struct FocusAndMessagesArticleTests {
  func makeTable(level: Int = 1) throws -> TableView {
    var registry = RowKindRegistry()
    try registry.register(VolumeKind())
    return try TableView(
      registry: registry, rows: [Row(id: "speaker", kind: VolumeKind(), content: level)],
      viewport: Size(columns: 24, lines: 1))
  }

  @Test func theMessagesExamplePrintsWhatTheArticleSays() throws {
    let table = try makeTable()
    var printed: [String] = []
    func print(_ text: String) { printed.append(text) }

    let subscription = table.onMessage(VolumeChanged.self) { row, change in
      print("\(row): volume \(change.level)")
    }
    try table.setFocus("speaker", control: "up")
    try table.handle(.enter)
    try table.handle(.enter)
    table.unsubscribe(subscription)
    try table.handle(.enter)

    #expect(printed == ["speaker: volume 2", "speaker: volume 3"])
    // The last Enter pressed `-`, where the focus went when `+` was disabled.
    #expect(try table.row("speaker").content.content(as: Int.self) == 2)
  }

  @Test func aButtonAtItsLimitIsDisabledAndTheFocusMovesToTheOther() throws {
    let table = try makeTable(level: 2)
    try table.setFocus("speaker", control: "up")
    try table.handle(.enter)
    expectLines(RenderedLines.of(table), ["› Volume 3   < - > [-+-]"])
    #expect(table.focus == Focus(row: "speaker", control: "down"))
    try table.handle(.tab)  // `+` is disabled: Tab goes round to the level
    #expect(table.focus == Focus(row: "speaker", control: "level"))
  }

  @Test func leftAndRightOnTheLevelAreHandledEvenAtALimit() throws {
    let table = try makeTable(level: 0)
    let driver = TableDriver(table)
    try table.setFocus("speaker", control: "level")
    try driver.press(.left)  // at 0: handled, so the focus does not move
    #expect(table.focus == Focus(row: "speaker", control: "level"))
    driver.expectNoMessages()
    try driver.press(.right, .right)
    driver.expectMessages([VolumeChanged(level: 1), VolumeChanged(level: 2)])
    #expect(table.focus == Focus(row: "speaker", control: "level"))
    expectLines(driver.lines, ["› Volume 2   [ - ] [ + ]"])
  }

  @Test func theSelectionExamplePrintsWhatTheArticleSays() throws {
    var registry = RowKindRegistry()
    try registry.register(VolumeKind())
    let table = try TableView(
      registry: registry,
      rows: ["urvashi", "vaishnavi", "anchita"].map {
        Row(id: RowID($0), kind: VolumeKind(), content: 1)
      },
      viewport: Size(columns: 24, lines: 3))
    var printed: [String] = []
    func print(_ text: String) { printed.append(text) }

    table.selectionMode = .multiple
    table.onMessage(SelectionChanged.self) { _, change in
      print("\(change.selectedCount) selected")
    }
    try table.toggleSelection("urvashi")
    try table.setFocus("urvashi")
    table.extendSelection(by: 1)  // Shift-Down: from the anchor to the next row
    table.selectAll()
    table.clearSelection()

    #expect(printed == ["1 selected", "2 selected", "3 selected", "0 selected"])
  }
}
