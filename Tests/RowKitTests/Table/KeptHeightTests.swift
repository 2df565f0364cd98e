import RowKitTesting
import Testing

@testable import RowKit

/// A row whose content changes while it is shown keeps the height measured for its
/// content before until the next layout measures it again (`keptHeight`): whatever
/// happens before that layout, the frame shows the row at its new content's height.
@Suite struct KeptHeightTests {
  /// 40 labels at 12x5; every frame drawn once.
  func table() throws -> TableView {
    let table = try TableView(
      rows: (0..<40).map { label(RowID($0), "row \($0)") }, viewport: Size(columns: 12, lines: 5))
    _ = table.render()
    return table
  }

  static let threeLines = "a b c d e f g h i j k"

  @Test func aRowThatGrowsPushesTheRowsBelowItDown() throws {
    let table = try table()
    try table.reconfigure(1, kind: LabelKind(), content: Self.threeLines)
    #expect(table.keptHeight?.id == 1)
    #expect(plainLines(table) == ["  row 0", "  a b c d e", "  f g h i j", "  k", "  row 2"])
    #expect(table.keptHeight == nil)
    #expect(table.invariantViolations() == [])
  }

  @Test func aScrollBeforeTheLayoutCountsTheNewHeight() throws {
    let table = try table()
    try table.reconfigure(0, kind: LabelKind(), content: Self.threeLines)
    // No layout in between: the scroll walks the row at its new content's height.
    table.scroll(by: 2)
    #expect(plainLines(table) == ["  k", "  row 1", "  row 2", "  row 3", "  row 4"])
    #expect(table.keptHeight == nil)
    #expect(table.invariantViolations() == [])
  }

  @Test func aRowChangedOffScreenIsMeasuredWhenShown() throws {
    let table = try table()
    try table.reconfigure(2, kind: LabelKind(), content: Self.threeLines)
    // Scrolled away before a layout: the layout places other rows, and forgets the
    // kept height.
    table.scroll(toOffset: 20)
    // Row 2 counts one line (its height before, as the estimate) until it is measured.
    #expect(plainLines(table).first == "  row 20")
    #expect(table.keptHeight == nil)
    table.scroll(toOffset: 0)
    #expect(plainLines(table) == ["  row 0", "  row 1", "  a b c d e", "  f g h i j", "  k"])
    #expect(table.invariantViolations() == [])
  }

  @Test func aFailedBatchLeavesTheFrameAsItWas() throws {
    let table = try table()
    let before = plainLines(table)
    #expect(throws: TableError.unknownRowID("zz")) {
      try table.performBatchUpdates([
        .reconfigure(1, AnyRowContent(kind: LabelKind(), content: Self.threeLines)),
        .delete("zz"),
      ])
    }
    #expect(plainLines(table) == before)
    #expect(table.invariantViolations() == [])
  }

  @Test func aRowRemovedBeforeTheLayoutLeavesNothingKept() throws {
    let table = try table()
    try table.reconfigure(1, kind: LabelKind(), content: Self.threeLines)
    try table.delete(1)
    #expect(plainLines(table) == ["  row 0", "  row 2", "  row 3", "  row 4", "  row 5"])
    #expect(table.keptHeight == nil)
    #expect(table.invariantViolations() == [])
  }

  @Test func aSecondChangedRowForgetsItsHeightAtOnce() throws {
    let table = try table()
    try table.reconfigure(0, kind: LabelKind(), content: "zero")
    try table.reconfigure(1, kind: LabelKind(), content: Self.threeLines)
    #expect(table.keptHeight?.id == 0)
    #expect(table.tree.storedHeight(slot: try #require(table.tree.slot(of: 1))) == -1)
    #expect(plainLines(table) == ["  zero", "  a b c d e", "  f g h i j", "  k", "  row 2"])
  }
}
