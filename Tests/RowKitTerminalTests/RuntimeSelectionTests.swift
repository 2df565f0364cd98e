import RowKit
import RowKitTerminal
import RowKitTesting
import Testing

/// The keymap's selection actions reach the table's selection: Space toggles the
/// focused row, Shift-Up/Down extend from the anchor, Ctrl-A selects every row.
@Suite struct RuntimeSelectionTests {
  /// A name, with no control: Space is not the row's.
  struct NameKind: ComposedRowKind {
    typealias Content = String
    var id: RowKindID { "name" }
    func body(of content: String) -> Node { .text(content) }
  }

  func makeRuntime(_ mode: SelectionMode) throws -> TerminalRuntime {
    var registry = RowKindRegistry()
    try registry.register(NameKind())
    let names = ["Anchita", "Urvashi", "Vaishnavi", "Zoya"]
    let table = try TableView(
      registry: registry, rows: names.map { Row(id: RowID($0), kind: NameKind(), content: $0) },
      viewport: .zero)
    table.selectionMode = mode
    let runtime = TerminalRuntime(table: table)
    runtime.screen = Size(columns: 20, lines: 6)
    runtime.statusLines = { ["\(table.selectedCount) selected"] }
    runtime.helpLine = "q quit"
    return runtime
  }

  func key(_ key: Key, _ modifiers: KeyModifiers = [], in runtime: TerminalRuntime) {
    runtime.handle(.input(.key(KeyPress(key, modifiers: modifiers))))
  }

  @Test func spaceShiftArrowsAndCtrlASelect() throws {
    let runtime = try makeRuntime(.multiple)
    let table = runtime.table
    key(.down, in: runtime)
    key(.space, in: runtime)
    #expect(table.isSelected("Anchita"))
    key(.down, .shift, in: runtime)
    key(.down, .shift, in: runtime)
    #expect(table.focus?.row == "Vaishnavi")
    #expect(table.selectedCount == 3)
    // Shift-Up gives back what the last Shift-Down added.
    key(.up, .shift, in: runtime)
    #expect(table.selectedCount == 2)
    #expect(!table.isSelected("Vaishnavi"))
    key(.character("a"), .control, in: runtime)
    #expect(table.selectedCount == 4)
    #expect(runtime.errorLine == nil)
    expectLines(
      RenderedLines.of(runtime.frame()).suffix(2), ["4 selected", "q quit"])
  }

  @Test func withoutASelectionShiftArrowsMoveAndSpaceIsNotAvailable() throws {
    let runtime = try makeRuntime(.none)
    key(.down, in: runtime)
    key(.down, .shift, in: runtime)
    #expect(runtime.table.focus?.row == "Urvashi")
    #expect(runtime.errorLine == nil)
    key(.space, in: runtime)
    #expect(runtime.errorLine == "error: space (select or deselect the row): not available")
    key(.character("a"), .control, in: runtime)
    #expect(runtime.errorLine == "error: ctrl-a (select every row): not available")
    #expect(runtime.table.selectedCount == 0)
  }
}
