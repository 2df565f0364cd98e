import RowKit
import RowKitConfirm
import RowKitKinds
import RowKitRemoveButton
import RowKitTesting
import Testing

/// The example of RowKitTesting's landing page (Docs/RowKitTesting.docc), as written
/// there: it is a test of the built-in kinds.
@Suite struct RowKitTestingExamples {
  @Test func removeAsksFirstAndNoPutsTheRowBack() throws {
    var registry = RowKindRegistry()
    try registry.register(BuiltInKinds.self)
    let table = try TableView(
      registry: registry,
      rows: [BuiltInKinds.removableRow(id: "tea", title: "Tea")],
      viewport: Size(columns: 30, lines: 1))
    let driver = TableDriver(table)

    try driver.tap(label: "Remove", inRow: "tea")
    expectLines(driver.lines, ["› Remove Tea?   [ Yes ] < No >"])
    try driver.tap(label: "No", inRow: "tea")
    expectLines(driver.lines, ["› Tea               < Remove >"])
  }

  @Test func removeAndNoTellTheOwner() throws {
    var registry = RowKindRegistry()
    try registry.register(BuiltInKinds.self)
    let table = try TableView(
      registry: registry,
      rows: [BuiltInKinds.removableRow(id: "tea", title: "Tea")],
      viewport: Size(columns: 30, lines: 1))
    let driver = TableDriver(table)

    try driver.tap(label: "Remove", inRow: "tea")
    driver.expectMessages([RemoveRequested(title: "Tea", isConfirming: true)])
    try driver.press(.enter)  // the confirmation has the focus on No
    driver.expectMessages([ConfirmAnswer.cancelled], rows: ["tea"])
    driver.expectNoMessages()
  }

  @Test func theFailureTheLandingPageShows() {
    let diff = LineDiff.describe(
      expected: ["  Tea               [ Remove ]"], actual: ["› Tea               < Remove >"])
    #expect(
      diff?.split(separator: "\n").map(String.init) == [
        "  -   1   Tea               [ Remove ]⏎",
        "  +   1 › Tea               < Remove >⏎",
      ])
  }
}
