import RowKit
import RowKitTesting
import Testing

/// A title with buttons `A` and `B`; `B` is its default control. `A` counts presses and
/// moves the focus to `B`; keys ask for the other focus changes.
struct PairKind: ComposedRowKind {
  struct Content: Equatable, Sendable {
    var title: String
    var presses = 0
    var showsB = true
  }

  struct Pressed: Equatable, Sendable {
    var control: ControlID
  }

  var id: RowKindID { "pair" }

  func body(of content: Content) -> Node {
    .hstack {
      Node.text(content.title)
      Node.button("a", label: "A")
      if content.showsB { Node.button("b", label: "B") }
    }
  }

  func defaultControl(of content: Content) -> ControlID? { "b" }

  func action(for event: ControlEvent, content: Content) -> RowAction<Content> {
    var next = content
    switch event.activation {
    case .key(.character("c")): return .focus(.clear)
    case .key(.character("z")): return .focus(.control("nowhere"))
    case .key(.character("h")):
      next.showsB = false
      return .update(next)
    case .key(.character("d")): return .delete()
    default: break
    }
    guard event.isPress else { return .none }
    switch event.control {
    case "a":
      next.presses += 1
      return .update(next, message: Pressed(control: "a")).focusing(.control("b"))
    case "b": return .message(Pressed(control: "b"))
    default: return .none
    }
  }
}

/// A row that keeps the Down key for itself, though nothing changes.
struct StickyKind: ComposedRowKind {
  typealias Content = String
  var id: RowKindID { "sticky" }
  func body(of content: String) -> Node { .control("stay") { Node.text(content) } }
  func action(for event: ControlEvent, content: String) -> RowAction<String> {
    event.activation == .key(.down) ? .handled : .none
  }
}

/// A row whose `Copy` inserts a row with the fixed id `copy` after it: the second
/// copy in a table fails.
struct CopierKind: ComposedRowKind {
  typealias Content = String
  var id: RowKindID { "copier" }
  func body(of content: String) -> Node {
    .hstack {
      Node.text(content)
      Node.button("copy", label: "Copy")
    }
  }
  func action(for event: ControlEvent, content: String) -> RowAction<String> {
    guard event.isPress, event.control == "copy" else { return .none }
    return RowAction(
      .insertAfter([Row(id: "copy", kind: LabelKind(), content: "copy")]), message: "copied",
      focus: .clear)
  }
}

/// Where the focus goes after a tap, a key, a kind's request, a change and a delete:
/// the rules of `TableView.handle(_:)`'s documentation, one test each.
@Suite struct FocusRulesTests {
  func makeTable(_ titles: [String] = ["One", "Two", "Three"]) throws -> TableView {
    var registry = TestKinds.registry()
    try registry.register(PairKind())
    try registry.register(StickyKind())
    try registry.register(CopierKind())
    return try TableView(
      registry: registry,
      rows: titles.enumerated().map {
        Row(id: RowID($0 + 1), kind: PairKind(), content: .init(title: $1))
      },
      viewport: Size(columns: 20, lines: 3))
  }

  func presses(_ table: TableView, _ id: RowID) throws -> Int? {
    try table.row(id).content.content(as: PairKind.Content.self)?.presses
  }

  @Test func aTapFocusesTheControlUnderIt() throws {
    let table = try makeTable()
    expectLines(Array(RenderedLines.of(table).prefix(1)), ["  One    [ A ] [ B ]"])
    try table.tap(at: Point(column: 9, line: 0))
    #expect(table.focus == Focus(row: 1, control: "b"))
  }

  @Test func aTapOutsideTheControlsOfAnotherRowGivesItsDefaultControl() throws {
    let table = try makeTable()
    try table.setFocus(1, control: "a")
    try table.tap(at: Point(column: 3, line: 1))
    #expect(table.focus == Focus(row: 2, control: "b"))
  }

  @Test func aTapOutsideTheControlsOfTheFocusedRowKeepsItsControl() throws {
    let table = try makeTable()
    try table.setFocus(1, control: "a")
    try table.tap(at: Point(column: 3, line: 0))
    #expect(table.focus == Focus(row: 1, control: "a"))
  }

  @Test func movingOntoARowGivesItsDefaultControlAndTabGoesInOrder() throws {
    let table = try makeTable()
    try table.handle(.down)
    #expect(table.focus == Focus(row: 1, control: "b"))
    try table.handle(.end)
    #expect(table.focus == Focus(row: 3, control: "b"))
    try table.handle(.home)
    try table.handle(.tab)  // from B, the row's last control, to the next row's default
    #expect(table.focus == Focus(row: 2, control: "b"))
  }

  @Test func anActionMovesTheFocusWithinItsRowAfterItsChange() throws {
    let table = try makeTable()
    let recorder = MessageRecorder(table)
    try table.setFocus(1, control: "a")
    try table.handle(.enter)
    #expect(try presses(table, 1) == 1)
    #expect(table.focus == Focus(row: 1, control: "b"))
    #expect(recorder.messages(of: PairKind.Pressed.self) == [.init(control: "a")])
    expectLines(Array(RenderedLines.of(table).prefix(1)), ["› One    [ A ] < B >"])
  }

  @Test func aRequestForAControlTheRowLacksGivesItsDefaultControl() throws {
    let table = try makeTable()
    try table.setFocus(1, control: "a")
    try table.handle(.character("z"))
    #expect(table.focus == Focus(row: 1, control: "b"))
  }

  @Test func anActionCanTakeTheFocusAway() throws {
    let table = try makeTable()
    try table.setFocus(2)
    try table.handle(.character("c"))
    #expect(table.focus == nil)
  }

  @Test func aRequestAppliesOnlyWhileTheActingRowHasTheFocus() throws {
    let table = try makeTable()
    try table.setFocus(2, control: "a")
    try table.activate("a", in: 1)
    #expect(try presses(table, 1) == 1)
    #expect(table.focus == Focus(row: 2, control: "a"))
  }

  @Test func aHandledKeyDoesNotFallThroughToNavigation() throws {
    var registry = TestKinds.registry()
    try registry.register(StickyKind())
    let table = try TableView(
      registry: registry,
      rows: [Row(id: "s", kind: StickyKind(), content: "stay"), label("l", "below")],
      viewport: Size(columns: 20, lines: 2))
    try table.setFocus("s")
    try table.handle(.down)
    #expect(table.focus == Focus(row: "s", control: "stay"))
    try table.handle(.up)  // ignored by the kind: navigation
    try table.setFocus("l")
    try table.handle(.up)
    #expect(table.focus?.row == "s")
  }

  @Test func aChangeThatRemovesTheFocusedControlGivesTheDefaultElseTheFirst() throws {
    let table = try makeTable()
    try table.setFocus(1, control: "b")
    try table.handle(.character("h"))  // B is gone, and with it the default control
    #expect(table.focus == Focus(row: 1, control: "a"))
  }

  @Test func aKindSwitchGivesTheNewKindsDefaultControl() throws {
    let table = try makeTable()
    try table.setFocus(2, control: "a")
    try table.switchKind(2, to: StickyKind(), content: "switched")
    #expect(table.focus == Focus(row: 2, control: "stay"))
    try table.switchKind(2, to: PairKind(), content: .init(title: "Two"))
    #expect(table.focus == Focus(row: 2, control: "b"))
  }

  @Test func aDeletedFocusedRowHandsTheFocusToTheRowNowAtItsPlace() throws {
    let table = try makeTable()
    try table.setFocus(2, control: "a")
    try table.handle(.character("d"))
    #expect(table.focus == Focus(row: 3, control: "b"))
    try table.handle(.character("d"))  // the last row: the new last row takes it
    #expect(table.focus == Focus(row: 1, control: "b"))
    try table.handle(.character("d"))  // no rows left
    #expect(table.focus == nil)
    #expect(table.numberOfRows == 0)
  }

  @Test func aFailedActionChangesNothingTheFocusIncludedAndSendsNothing() throws {
    var registry = TestKinds.registry()
    try registry.register(CopierKind())
    let table = try TableView(
      registry: registry,
      rows: [
        Row(id: "x", kind: CopierKind(), content: "x"),
        Row(id: "y", kind: CopierKind(), content: "y"),
      ],
      viewport: Size(columns: 20, lines: 4))
    let recorder = MessageRecorder(table)
    try table.tap(at: Point(column: 12, line: 0))  // x's Copy: inserts "copy", clears focus
    #expect(table.focus == nil)
    try table.setFocus("x")
    let before = table.allRows
    #expect(throws: TableError.duplicateRowID("copy")) {
      try table.tap(at: Point(column: 12, line: 2))  // y's Copy
    }
    #expect(table.allRows == before)
    #expect(table.focus == Focus(row: "x", control: "copy"))
    #expect(recorder.descriptions == ["copied"])
  }
}
