import RowKitTesting
import Testing

@testable import RowKit

/// A question: a title over options stacked one per line, with `Skip` beside the
/// last option; the second option is the default control.
struct StackedKind: ComposedRowKind {
  typealias Content = String
  var id: RowKindID { "stacked" }
  func body(of content: String) -> Node {
    .vstack {
      Node.text(content)
      Node.button("one", label: "1")
      Node.button("two", label: "2")
      Node.hstack {
        Node.button("three", label: "3")
        Node.button("skip", label: "Skip")
      }
    }
  }
  func defaultControl(of content: String) -> ControlID? { "two" }
}

/// A heading that counts the taps it gets (its kind still hears them).
struct TappedHeadingKind: ComposedRowKind {
  struct Tapped: Equatable, Sendable {}
  typealias Content = String
  var id: RowKindID { "tapped-heading" }
  func body(of content: String) -> Node { .text(content) }
  func isFocusable(_ content: String) -> Bool { false }
  func action(for event: ControlEvent, content: String) -> RowAction<String> {
    event.activation == .tap ? .message(Tapped()) : .none
  }
}

/// The focus policy, one test per rule of the table in "Focus, Actions and Messages".
@Suite struct FocusPolicyTests {
  static func registry() throws -> RowKindRegistry {
    var registry = TestKinds.registry()
    try registry.register(HeadingKind())
    try registry.register(TappedHeadingKind())
    try registry.register(PairKind())
    try registry.register(StackedKind())
    return registry
  }

  func pair(_ id: RowID, _ title: String) -> Row {
    Row(id: id, kind: PairKind(), content: .init(title: title))
  }

  /// Two groups, each a heading over its rows.
  func makeGroups(lines: Int = 8) throws -> TableView {
    try TableView(
      registry: Self.registry(),
      sections: [
        Section([heading("today", "Today"), pair(1, "One"), pair(2, "Two")]),
        Section([heading("done", "Done"), pair(3, "Three")]),
      ],
      viewport: Size(columns: 22, lines: lines))
  }

  func check(_ table: TableView, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(table.invariantViolations() == [], sourceLocation: sourceLocation)
  }

  @Test func aRowWhoseKindRefusesTheFocusIsPassedOverByEveryKey() throws {
    let table = try makeGroups()
    try table.setFocus(2)
    try table.handle(.down)  // over "Done"
    #expect(table.focus?.row == 3)
    try table.handle(.down)  // nowhere further: stays
    #expect(table.focus?.row == 3)
    try table.handle(.home)
    #expect(table.focus?.row == 1)
    try table.handle(.up)  // "Today" cannot take it: stays
    #expect(table.focus?.row == 1)
    try table.handle(.end)
    #expect(table.focus?.row == 3)
    try table.handle(.tab)  // round past both headings
    #expect(table.focus == Focus(row: 1, control: "b"))
    check(table)
  }

  @Test func setFocusRefusesARowThatCannotTakeTheFocus() throws {
    let table = try makeGroups()
    #expect(throws: TableError.notFocusable("today")) { try table.setFocus("today") }
    #expect(table.focus == nil)
  }

  @Test func aTapOnARowThatCannotTakeTheFocusReachesItsKindAndMovesNoFocus() throws {
    let table = try TableView(
      registry: Self.registry(),
      rows: [Row(id: "h", kind: TappedHeadingKind(), content: "Head"), pair(1, "One")],
      viewport: Size(columns: 22, lines: 2))
    let recorder = MessageRecorder(table)
    try table.setFocus(1, control: "a")
    try table.tap(at: Point(column: 3, line: 0))
    #expect(recorder.messages(of: TappedHeadingKind.Tapped.self).count == 1)
    #expect(table.focus == Focus(row: 1, control: "a"))
  }

  @Test func theFirstDownOrTabGoesToTheFirstFocusableRow() throws {
    for key in [Key.down, .tab, .up, .backTab] {
      let table = try makeGroups()
      try table.handle(key)
      #expect(table.focus == Focus(row: 1, control: "b"), "\(key)")
    }
    // Scrolled past the first group: the first focusable row shown.
    let table = try makeGroups(lines: 2)
    try table.scroll(to: "done", position: .top)
    try table.handle(.down)
    #expect(table.focus?.row == 3)
  }

  @Test func aDeletedFocusedRowHandsTheFocusToTheNearestFocusableRowInItsSection() throws {
    let table = try makeGroups()
    try table.setFocus(2)
    try table.delete(2)  // the last of its group: the one above it, not "Done"
    #expect(table.focus == Focus(row: 1, control: "b"))
    check(table)
  }

  @Test func aDeletedFocusedRowWithNoFocusableRowLeftInItsSectionHandsItToTheNextSection()
    throws
  {
    let table = try makeGroups()
    try table.setFocus(1)
    try table.performBatchUpdates([.delete(2), .delete(1)])
    #expect(table.focus == Focus(row: 3, control: "b"))
    try table.delete(3)
    #expect(table.focus == nil)  // only headings are left
    check(table)
  }

  @Test func aFocusedRowWhoseNewContentCannotTakeTheFocusHandsItOn() throws {
    let table = try makeGroups()
    try table.setFocus(2)
    try table.switchKind(2, to: HeadingKind(), content: "Now a heading")
    #expect(table.focus == Focus(row: 1, control: "b"))
    check(table)
  }

  /// Ten tasks on a viewport of four lines, the focus on the second.
  func makeTasks() throws -> TableView {
    let table = try TableView(
      registry: Self.registry(), rows: (1...10).map { pair(RowID($0), "Task \($0)") },
      viewport: Size(columns: 22, lines: 4))
    try table.setFocus(2)
    _ = table.render()
    return table
  }

  @Test func afterApplyTheFocusStaysWithItsRowWhileTheRowStaysOnScreen() throws {
    let table = try makeTasks()
    var rows = table.allRows
    rows.swapAt(1, 2)  // task 2 moves one line down
    try table.apply(rows: rows)
    #expect(table.focus?.row == 2)
    check(table)
  }

  @Test func afterApplyAFocusedRowThatMovesOffScreenLeavesTheFocusWhereItWas() throws {
    let table = try makeTasks()
    var rows = table.allRows
    rows.append(rows.remove(at: 1))  // task 2 is done: to the end, off screen
    try table.apply(rows: rows)
    #expect(table.focus == Focus(row: 3, control: "b"))  // now on the second line
    expectLines(
      RenderedLines.of(table),
      [
        "  Task 1   [ A ] [ B ]",
        "› Task 3   [ A ] < B >",
        "  Task 4   [ A ] [ B ]",
        "  Task 5   [ A ] [ B ]",
      ])
    check(table)
  }

  @Test func focusFollowsRowKeepsTheFocusOnAMovedRow() throws {
    let table = try makeTasks()
    table.focusFollowsRow = true
    var rows = table.allRows
    rows.append(rows.remove(at: 1))
    try table.apply(rows: rows)
    #expect(table.focus?.row == 2)
    check(table)
  }

  @Test func enteringARowFocusesItsDefaultControlWhicheverKeyEntered() throws {
    let keys: [Key] = [.down, .up, .tab, .backTab, .home, .end, .pageDown, .pageUp]
    for key in keys {
      let table = try TableView(
        registry: Self.registry(), rows: [pair(1, "One"), pair(2, "Two"), pair(3, "Three")],
        viewport: Size(columns: 22, lines: 3))
      try table.setFocus(2, control: key == .tab ? "b" : "a")
      try table.handle(key)
      #expect(table.focus?.row != 2, "\(key)")
      #expect(table.focus?.control == "b", "\(key) enters on the default control")
    }
  }

  @Test func upAndDownMoveBetweenControlsStackedVerticallyBeforeLeavingTheRow() throws {
    let table = try TableView(
      registry: Self.registry(),
      rows: [Row(id: "q", kind: StackedKind(), content: "Question"), pair(2, "Next")],
      viewport: Size(columns: 22, lines: 6))
    try table.handle(.down)
    #expect(table.focus == Focus(row: "q", control: "two"))
    try table.handle(.up)
    #expect(table.focus == Focus(row: "q", control: "one"))
    try table.handle(.up)  // nothing above: the row above, and there is none
    #expect(table.focus == Focus(row: "q", control: "one"))
    try table.handle(.down)
    try table.handle(.down)  // below "2": "3", the nearest by columns, not "Skip"
    #expect(table.focus == Focus(row: "q", control: "three"))
    try table.handle(.right)
    #expect(table.focus == Focus(row: "q", control: "skip"))
    try table.handle(.up)  // from "Skip" up: "2", the only control on the line above
    #expect(table.focus == Focus(row: "q", control: "two"))
    try table.handle(.down)
    try table.handle(.down)  // nothing below "3": the next row
    #expect(table.focus == Focus(row: 2, control: "b"))
    check(table)
  }
}
