import RowKitConfirm
import RowKitSampleSupport
import RowKitTerminal
import RowKitTesting
import Testing

@testable import RowKit
@testable import RowKitSampleRoster

/// The roster grouped by first letter: sticky letter headers, names selected with `s`
/// and "remove selected", which asks once with `Yes` and `No` in a row of its own.
/// The selection, the sections and the question are the table's state (its
/// selection, its sections, the question's row), never the app's.
@Suite struct RosterGroupsTests {
  static let names = ["Urvashi", "Vaishnavi", "Anchita", "Ada", "Uma", "Vera", "Ann"]

  func run(_ script: String, on app: RosterApp) throws(SampleError) {
    var runner = ScriptedRunner(app: app, screen: Size(columns: 30, lines: 5), colors: false)
    try runner.run(Script.parse(script, file: "-"))
  }

  func frame(_ app: RosterApp) -> [String] {
    #expect(app.table.invariantViolations() == [])
    return RenderedLines.of(app.table)
  }

  /// The interactive screen at 40x9: the table, the status line and the help line.
  func runtime(_ app: RosterApp) -> TerminalRuntime {
    let runtime = app.makeRuntime()
    runtime.screen = Size(columns: 40, lines: 9)
    return runtime
  }

  func press(_ keys: Key..., on runtime: TerminalRuntime) {
    for key in keys { runtime.handle(.input(.key(KeyPress(key)))) }
  }

  @Test func namesAreGroupedByFirstLetterUnderStickyHeaders() throws {
    let app = try RosterApp(names: Self.names)
    app.table.viewport = Size(columns: 30, lines: 4)
    #expect(
      frame(app)
        == [
          "  A", "  Anchita           [ Remove ]", "  Ada               [ Remove ]",
          "  Ann               [ Remove ]",
        ])
    // Anchita and Ada scroll under the pinned A.
    app.table.scroll(by: 2)
    #expect(
      frame(app)
        == ["  A", "  Ann               [ Remove ]", "  U", "  Urvashi           [ Remove ]"])
    // Ann, the A's last name, is under the A, which the U is about to push away.
    app.table.scroll(by: 1)
    #expect(
      frame(app)
        == ["  A", "  U", "  Urvashi           [ Remove ]", "  Uma               [ Remove ]"])
    app.table.scroll(by: 1)
    #expect(
      frame(app)
        == ["  U", "  Urvashi           [ Remove ]", "  Uma               [ Remove ]", "  V"])
    #expect(app.statusLines == ["7 names"])
  }

  @Test func sSelectsTheFocusedNameTheGutterShowsItAndTheHelpLineNamesTheKeys() throws {
    let app = try RosterApp(names: Self.names)
    let runtime = runtime(app)
    // Down focuses Anchita (the A header takes no focus); s selects her, and Ada.
    press(.down, .character("s"), .down, .character("s"), on: runtime)
    expectLines(
      RenderedLines.of(runtime.frame()),
      [
        "  A",
        " ✓Anchita                     [ Remove ]",
        "›✓Ada                         < Remove >",
        "  Ann                         [ Remove ]",
        "  U",
        "  Urvashi                     [ Remove ]",
        "  Uma                         [ Remove ]",
        "7 names · 2 selected",
        "↑↓ rows  ←→ controls  enter press  ? ke…",
      ])
    #expect(app.table.selectedRowIDs == [RowID(3), RowID(4)])
    #expect(
      app.helpLine
        == "↑↓ rows  ←→ controls  enter press  ? keys  q quit  s select  x remove selected")
    // Space still presses the focused button: Ada's Remove asks.
    press(.space, on: runtime)
    #expect(app.statusLines == ["7 names · 2 selected · asked about Ada"])
    #expect(app.table.selectedCount == 2)
  }

  @Test func theSelectionsKeysComeLastSoANarrowHelpLineKeepsQuit() throws {
    let app = try RosterApp(names: Self.names)
    let runtime = app.makeRuntime()
    runtime.screen = Size(columns: 60, lines: 6)
    #expect(
      RenderedLines.of(runtime.frame()).last
        == "↑↓ rows  ←→ controls  enter press  ? keys  q quit  s select…")
  }

  @Test func xAsksOnceAndYesRemovesTheSelectedNamesAndTheLettersLeftEmpty() throws {
    let app = try RosterApp(names: Self.names)
    let runtime = runtime(app)
    // Ada, then both V names (the end of the list).
    press(.down, .down, .character("s"), .end, .character("s"), .up, .character("s"), on: runtime)
    #expect(app.table.selectedRowIDs == [RowID(4), RowID(2), RowID(6)])
    press(.character("x"), on: runtime)
    expectLines(
      RenderedLines.of(runtime.frame()),
      [
        "› Remove 3 selected       [ Yes ] < No >",
        "  names?",
        "  A",
        "  Anchita                     [ Remove ]",
        " ✓Ada                         [ Remove ]",
        "  Ann                         [ Remove ]",
        "  U",
        "7 names · 3 selected · asked about 3 se…",
        "↑↓ rows  ←→ controls  enter press  ? ke…",
      ])
    press(.left, .enter, on: runtime)
    expectLines(
      RenderedLines.of(runtime.frame()),
      [
        "  A",
        "› Anchita                     < Remove >",
        "  Ann                         [ Remove ]",
        "  U",
        "  Urvashi                     [ Remove ]",
        "  Uma                         [ Remove ]",
        "",
        "4 names · removed 3 names",
        "↑↓ rows  ←→ controls  enter press  ? ke…",
      ])
    // The V letter went with its last names; the question went too.
    #expect(
      app.table.sections.map(\.id) == [RosterGroups.sectionID("A"), RosterGroups.sectionID("U")])
    #expect(app.table.selectedCount == 0)
    #expect(app.table.invariantViolations() == [])
  }

  @Test func removeSelectedAsksOnceInPlaceAndYesRemovesEveryName() throws {
    let app = try RosterApp(names: Self.names)
    try run("select 1\nselect 4\nremove selected", on: app)
    #expect(app.statusLines == ["7 names · 2 selected · asked about 2 selected names"])
    // The question is a row of its own at the top, its No focused.
    #expect(frame(app) == ["› Remove 2      [ Yes ] < No >", "  selected", "  names?", "  A"])
    try run("yes selected", on: app)
    #expect(app.statusLines == ["5 names · removed 2 names"])
    #expect(
      frame(app)
        == ["  A", "› Ada               < Remove >", "  Ann               [ Remove ]", "  U"])
    #expect(!app.table.contains(1) && !app.table.contains(3))
  }

  @Test func theQuestionCountsTheSelectionAsItChangesAndGoesWhenItEmpties() throws {
    let app = try RosterApp(names: Self.names)
    try run("select 1\nselect 2\nremove selected\nselect 2", on: app)
    #expect(
      try app.table.row(RosterApp.askingRow).content.content(as: ConfirmKind.Content.self)?.prompt
        == "Remove 1 selected name?")
    // The question itself refuses the selection: s on it selects nothing.
    #expect(!app.table.isSelected(RosterApp.askingRow))
    #expect(try app.table.select(RosterApp.askingRow) == false)
    try run("select 1", on: app)
    #expect(!app.isAskingAboutSelection)
    #expect(app.statusLines == ["7 names · deselected Anchita"])
  }

  @Test func noKeepsTheSelectedNamesAndTheirSelection() throws {
    let app = try RosterApp(names: Self.names)
    try run("select 2\nremove selected\nno selected", on: app)
    #expect(app.statusLines == ["7 names · 1 selected · kept the selected names"])
    #expect(!app.isAskingAboutSelection)
    var error: SampleError?
    do { try run("yes selected", on: app) } catch let caught { error = caught }
    #expect(
      error?.description
        == "-:1: nothing asks about the selected names: 'remove selected' first")
  }

  @Test func xWithoutASelectionSaysWhyOnTheStatusLine() throws {
    let app = try RosterApp(names: Self.names)
    let runtime = runtime(app)
    press(.character("x"), on: runtime)
    #expect(
      RenderedLines.of(runtime.frame())[7] == "error: no name is selected (select name…")
    #expect(!app.isAskingAboutSelection)
  }

  @Test func addFilesANameUnderItsLetterAndTheLastNameTakesItsHeader() throws {
    let app = try RosterApp(names: Self.names)
    try run("add Bea\nadd Zed", on: app)
    #expect(
      app.table.sections.map { $0.header?.content.content(as: String.self) }
        == ["A", "B", "U", "V", "Z"])
    // Bea is name 4, after the three A names; removing her removes the B header too.
    try run("remove 4\nyes 4", on: app)
    #expect(app.statusLines == ["8 names · removed Bea"])
    #expect(
      app.table.sections.map { $0.header?.content.content(as: String.self) }
        == ["A", "U", "V", "Z"])
  }
}
