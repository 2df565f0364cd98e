import RowKit
import RowKitConfirm
import RowKitKinds
import RowKitRemoveButton
import RowKitTesting
import Testing

/// The second seed: names with a Remove button that asks Yes / No first, driven by
/// taps at screen coordinates (located in the rendered text) and by keys alone.
@Suite struct PerRowKindSwitchingTests {
  let names = ["Urvashi", "Vaishnavi", "Anchita"]

  func makeTable() throws -> TableView {
    try TableView(
      registry: try builtInRegistry(),
      rows: names.map { BuiltInKinds.removableRow(id: RowID($0), title: $0) },
      viewport: Size(columns: 40, lines: 5))
  }

  /// Taps the button labelled `label` on the line showing `text`, found in the frame.
  func tap(_ label: String, onLineWith text: String, in table: TableView) throws {
    let lines = RenderedLines.of(table)
    let point = try #require(buttonPoint(label, onLineWith: text, in: lines), "\(lines)")
    let hit = try table.tap(at: point)
    #expect(hit?.control != nil, "no button under \(point)")
  }

  let initial = [
    "  Urvashi                     [ Remove ]",
    "  Vaishnavi                   [ Remove ]",
    "  Anchita                     [ Remove ]",
    "",
    "",
  ]

  @Test func tapsSwitchOneRowToYesNoAndBack() throws {
    let table = try makeTable()
    expectLines(RenderedLines.of(table), initial)
    let cell = try #require(table.cell(for: "Vaishnavi"))

    try tap("Remove", onLineWith: "Vaishnavi", in: table)
    expectLines(
      RenderedLines.of(table),
      [
        "  Urvashi                     [ Remove ]",
        "› Remove Vaishnavi?       [ Yes ] < No >",
        "  Anchita                     [ Remove ]",
        "",
        "",
      ])
    #expect(table.cell(for: "Vaishnavi") === cell)  // same cell, its slot swapped
    #expect(table.allRows.map(\.kindID) == ["remove-button", "confirm", "remove-button"])

    try tap("No", onLineWith: "Vaishnavi", in: table)
    expectLines(
      RenderedLines.of(table),
      [
        "  Urvashi                     [ Remove ]",
        "› Vaishnavi                   < Remove >",
        "  Anchita                     [ Remove ]",
        "",
        "",
      ])
    #expect(
      try table.row("Vaishnavi") == BuiltInKinds.removableRow(id: "Vaishnavi", title: "Vaishnavi"))

    try tap("Remove", onLineWith: "Vaishnavi", in: table)
    try tap("Yes", onLineWith: "Vaishnavi", in: table)
    expectLines(
      RenderedLines.of(table),
      [
        "  Urvashi                     [ Remove ]",
        "› Anchita                     < Remove >",
        "",
        "",
        "",
      ])
    #expect(
      table.allRows == [
        BuiltInKinds.removableRow(id: "Urvashi", title: "Urvashi"),
        BuiltInKinds.removableRow(id: "Anchita", title: "Anchita"),
      ])
    let counters = table.counters
    #expect(counters.cellsCreated == 3)
    #expect(counters.contentViewsCreated["remove-button", default: 0] <= 3)
    #expect(counters.contentViewsCreated["confirm", default: 0] == 1)
  }

  @Test func keysAloneDoTheSame() throws {
    let table = try makeTable()
    try table.handle(.down)  // focus Urvashi's Remove
    try table.handle(.down)  // Vaishnavi's Remove
    #expect(table.focus == Focus(row: "Vaishnavi", control: RemoveButtonKind.removeControl))
    try table.handle(.enter)
    // The confirmation focuses No: Enter pressed twice never deletes.
    expectLines(
      Array(RenderedLines.of(table).prefix(3)),
      [
        "  Urvashi                     [ Remove ]",
        "› Remove Vaishnavi?       [ Yes ] < No >",
        "  Anchita                     [ Remove ]",
      ])
    #expect(table.focus == Focus(row: "Vaishnavi", control: ConfirmKind.cancelControl))
    try table.handle(.enter)
    expectLines(
      Array(RenderedLines.of(table).prefix(3)),
      [
        "  Urvashi                     [ Remove ]",
        "› Vaishnavi                   < Remove >",
        "  Anchita                     [ Remove ]",
      ])
    try table.handle(.enter)
    try table.handle(.left)  // No -> Yes
    #expect(table.focus == Focus(row: "Vaishnavi", control: ConfirmKind.confirmControl))
    try table.handle(.enter)
    expectLines(
      Array(RenderedLines.of(table).prefix(3)),
      [
        "  Urvashi                     [ Remove ]",
        "› Anchita                     < Remove >",
        "",
      ])
    #expect(table.allRows.map(\.id) == ["Urvashi", "Anchita"])
    #expect(table.counters.contentViewsCreated["confirm", default: 0] == 1)
    #expect(table.counters.totalContentViewsCreated <= 4)
  }

  @Test func everyRowCanBeConfirmingAtOnceAndEachKeepsItsOwnState() throws {
    let table = try makeTable()
    for name in names { try tap("Remove", onLineWith: name, in: table) }
    table.clearFocus()
    expectLines(
      Array(RenderedLines.of(table).prefix(3)),
      [
        "  Remove Urvashi?         [ Yes ] [ No ]",
        "  Remove Vaishnavi?       [ Yes ] [ No ]",
        "  Remove Anchita?         [ Yes ] [ No ]",
      ])
    try tap("No", onLineWith: "Anchita", in: table)
    try tap("Yes", onLineWith: "Urvashi", in: table)
    table.clearFocus()
    expectLines(
      Array(RenderedLines.of(table).prefix(2)),
      [
        "  Remove Vaishnavi?       [ Yes ] [ No ]",
        "  Anchita                     [ Remove ]",
      ])
  }

  @Test func manyRowsScrolledWhileConfirmingStayBounded() throws {
    let table = try TableView(
      registry: try builtInRegistry(),
      rows: (0..<500).map { BuiltInKinds.removableRow(id: RowID($0), title: "Name \($0)") },
      viewport: Size(columns: 40, lines: 6))
    for step in 0..<200 {
      // Remove on a row that shows it; No on a row that asks already.
      let id = table.visibleRowIDs[step % 6]
      let asking = try table.row(id).kindID == ConfirmKind().id
      try table.activate(
        asking ? ConfirmKind.cancelControl : RemoveButtonKind.removeControl, in: id)
      table.scroll(by: 3)
    }
    #expect(table.counters.cellsCreated <= 8)
    #expect(table.counters.totalContentViewsCreated <= 16)
  }

  @Test func builtInKindsRegisterWithOneCall() throws {
    let registry = try builtInRegistry()
    #expect(registry.ids == ["checkable-options", "confirm", "remove-button"])
    var twice = registry
    #expect(throws: RowKindRegistryError.duplicateKind("checkable-options")) {
      try twice.register(BuiltInKinds.self)
    }
    #expect(twice.ids == registry.ids)
  }
}
