import RowKit
import RowKitConfirm
import RowKitRemoveButton
import RowKitSampleSupport
import RowKitTesting
import Testing

@testable import RowKitSampleRoster

/// The roster keeps every name's state in its row: whether a row asks, and about
/// which name, is read from the row's content, so a row made to ask by anyone (not
/// only by its own `Remove`) is answered like one, and nothing is kept beside the
/// table after an answer.
@Suite struct RosterStateTests {
  /// Runs script lines on the app, as `--script` does.
  func run(_ script: String, on app: RosterApp) throws(SampleError) {
    var runner = ScriptedRunner(app: app, screen: Size(columns: 40, lines: 5), colors: false)
    try runner.run(Script.parse(script, file: "-"))
  }

  @Test func aRowSwitchedToAskingByTheTableIsAnsweredFromItsContent() throws {
    let app = try RosterApp(names: RosterNames.builtIn, grouped: false)
    // No Remove was pressed, so no message told the app anything.
    try app.table.switchKind(
      RowID(2), to: ConfirmKind(),
      content: RosterRows.asking(about: .init(title: "Vaishnavi")))
    #expect(RosterRows.askedName(of: try app.table.row(RowID(2))) == "Vaishnavi")
    try run("yes 2", on: app)
    #expect(app.statusLines == ["2 names · removed Vaishnavi"])
    #expect(!app.table.contains(RowID(2)))
  }

  @Test func askingRowsComeBackFromTheirContentAfterNo() throws {
    let app = try RosterApp(names: RosterNames.builtIn, grouped: false)
    try run("remove 1\nremove 3\nno 3", on: app)
    #expect(app.statusLines == ["3 names · kept Anchita"])
    let rows = app.table.allRows
    #expect(rows.map(RosterRows.askedName(of:)) == ["Urvashi", nil, nil])
    #expect(rows.map(RosterRows.name(of:)) == ["Urvashi", "Vaishnavi", "Anchita"])
    // Anchita's row is a remove-button row again, and asks again on Remove.
    try run("remove 3\nyes 3\nyes 1", on: app)
    #expect(app.statusLines == ["1 name · removed Urvashi"])
    #expect(app.table.allRows.map(RosterRows.name(of:)) == ["Vaishnavi"])
  }

  @Test func rowsAppliedFromOutsideAreTheState() throws {
    // The app reads the table, so rows put in by apply(rows:) are the whole roster.
    let app = try RosterApp(names: RosterNames.builtIn, grouped: false)
    let asking = Row(
      id: RowID(7), kind: ConfirmKind(), content: RosterRows.asking(about: .init(title: "Zed")))
    try app.table.apply(rows: [RosterRows.row(id: RowID(1), name: "Urvashi"), asking])
    var error: SampleError?
    do { try run("remove 2", on: app) } catch let caught { error = caught }
    #expect(
      error?.description
        == "-:1: row 2 (Zed) is asking for confirmation already: answer 'yes 2' or 'no 2'")
    try run("no 2\nremove 2\nyes 2", on: app)
    #expect(app.statusLines == ["1 name · removed Zed"])
  }
}
