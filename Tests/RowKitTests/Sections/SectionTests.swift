import RowKitTesting
import Testing

@testable import RowKit

func title(_ id: RowID, _ text: String) -> Row {
  Row(id: id, kind: SectionTitleKind(), content: text)
}

/// Sections as values: ids, headers and footers in the rows, index paths, updates and
/// the diff by section id, collapse.
@Suite struct SectionTests {
  /// Two sections with headers (the second with a footer too).
  func makeTable(lines: Int = 8) throws -> TableView {
    try TableView(
      sections: [
        Section(id: "a", header: title("ha", "A"), rows: [label(1, "Ada"), label(2, "Alan")]),
        Section(
          id: "b", header: title("hb", "B"), footer: label("fb", "end of B"),
          rows: [label(3, "Bob")]),
      ],
      viewport: Size(columns: 12, lines: lines))
  }

  func check(_ table: TableView) {
    #expect(table.invariantViolations() == [])
  }

  @Test func headersAndFootersAreRowsAndIndexPathsNameBodyRows() throws {
    let table = try makeTable()
    #expect(
      plainLines(table) == ["  A", "  Ada", "  Alan", "  B", "  Bob", "  end of B", "", ""])
    #expect(table.numberOfRows == 6)
    #expect(try table.numberOfRows(inSection: 1) == 1)
    #expect(try table.indexPath(of: 3) == RowIndexPath(row: 0, section: 1))
    #expect(try table.indexPath(of: "hb") == RowIndexPath(row: -1, section: 1))
    #expect(try table.indexPath(of: "fb") == RowIndexPath(row: 1, section: 1))
    #expect(try table.row(at: RowIndexPath(row: 1, section: 0)).id == 2)
    #expect(try table.headerID(ofSection: 1) == "hb")
    #expect(try table.footerID(ofSection: 0) == nil)
    #expect(try table.index(ofSection: "b") == 1)
    #expect(table.sections.map(\.id) == ["a", "b"])
    #expect(table.sections[1].footer?.id == "fb")
    #expect(table.sections[1].rows.map(\.id) == [3])
    check(table)
  }

  @Test func theTitleKindTakesNeitherFocusNorSelection() throws {
    let table = try makeTable()
    table.selectionMode = .multiple
    try table.handle(.down)
    #expect(table.focus?.row == 1)
    #expect(throws: TableError.notFocusable("ha")) { try table.setFocus("ha") }
    _ = table.selectAll()
    #expect(table.selectedCount == 4)
    #expect(!table.isSelected("ha"))
  }

  @Test func updatesPutRowsInTheBodyAndAHeaderThatLeavesLeavesItsSection() throws {
    let table = try makeTable()
    try table.performBatchUpdates([
      .insert([label(4, "Ann")], at: RowIndexPath(row: 0, section: 0)),
      .insertBefore([label(5, "Bea")], "hb"),
      .insertAfter([label(6, "Ben")], "fb"),
      .move(1, to: RowIndexPath(row: 2, section: 1)),
    ])
    check(table)
    #expect(table.sections.map { $0.rows.map(\.id) } == [[4, 2], [5, 3, 1, 6]])
    try table.delete("ha")
    check(table)
    #expect(table.sections[0].header == nil)
    #expect(try table.indexPath(of: 4) == RowIndexPath(row: 0, section: 0))
    try table.move("fb", to: RowIndexPath(row: 0, section: 0))
    check(table)
    #expect(table.sections[1].footer == nil)
    #expect(table.sections.map { $0.rows.map(\.id) } == [["fb", 4, 2], [5, 3, 1, 6]])
  }

  @Test func aFailedBatchKeepsHeadersAndCollapse() throws {
    let table = try makeTable()
    try table.setCollapsed(true, section: "b")
    let before = table.sections
    #expect(throws: TableError.unknownRowID("zz")) {
      try table.performBatchUpdates([
        .delete("hb"), .move(3, to: RowIndexPath(row: 0, section: 0)),
        .insert([label(9, "Hidden")], at: RowIndexPath(row: 0, section: 1)), .delete("zz"),
      ])
    }
    check(table)
    #expect(table.sections == before)
    #expect(plainLines(table) == ["  A", "  Ada", "  Alan", "  B", "", "", "", ""])
  }

  @Test func sectionInsertAndDeleteKeepTheirParts() throws {
    let table = try makeTable()
    try table.performBatchUpdates([
      .insertSection(Section(id: "c", header: title("hc", "C"), rows: [label(7, "Cy")]), at: 1),
      .deleteSection(0),
    ])
    check(table)
    #expect(table.sections.map(\.id) == ["c", "b"])
    #expect(plainLines(table) == ["  C", "  Cy", "  B", "  Bob", "  end of B", "", "", ""])
    #expect(throws: TableError.duplicateSectionID("b")) {
      try table.performBatchUpdates([.insertSection(Section(id: "b"), at: 0)])
    }
  }

  @Test func applyDiffsSectionsByID() throws {
    let table = try makeTable()
    try table.setCollapsed(true, section: "a")
    let changes = try table.apply([
      Section(id: "c", header: title("hc", "C"), rows: [label(2, "Alan")]),
      Section(
        id: "b", header: title("hb", "B"), footer: label("fb", "end of B"),
        rows: [label(3, "Bob")]),
      Section(id: "a", header: title("ha", "A"), rows: [label(1, "Ada")]),
    ])
    check(table)
    #expect(changes.insertedSections == [0])
    #expect(changes.deletedSections == [])
    // The fewest moves: "b" moves, "a" keeps its place relative to nothing else.
    #expect(changes.movedSections == [1])
    #expect(changes.inserted == ["hc"])
    #expect(changes.moved == ["ha", 1])
    // "a" stays collapsed, under its id, now last.
    #expect(try table.isCollapsed(section: "a"))
    #expect(try !table.isCollapsed(section: "c"))
    #expect(
      plainLines(table) == ["  C", "  Alan", "  B", "  Bob", "  end of B", "  A", "", ""])
    #expect(throws: TableError.duplicateSectionID("a")) {
      try table.apply([Section(id: "a"), Section(id: "a")])
    }
    let plain = try table.apply(rows: [label(1, "Ada")])
    #expect(plain.deletedSections == [0, 1, 2])
    #expect(plain.insertedSections == [0])
    check(table)
  }

  @Test func collapseHidesTheRowsAndFooterAndKeepsTheirSelection() throws {
    let table = try makeTable()
    table.selectionMode = .multiple
    _ = try table.select(3)
    try table.setFocus(3)
    try table.setCollapsed(true, section: "b")
    check(table)
    #expect(plainLines(table) == ["  A", "  Ada", "› Alan", "  B", "", "", "", ""])
    // The focus goes to the nearest row that is shown and can take it.
    #expect(table.focus?.row == 2)
    #expect(table.isSelected(3))
    #expect(table.numberOfShownRows == 4)
    try table.insert([label(8, "Bo")], at: RowIndexPath(row: 1, section: 1))
    check(table)
    #expect(!table.isShown(8))
    try table.setCollapsed(false, sectionAt: 1)
    check(table)
    #expect(
      plainLines(table) == ["  A", "  Ada", "› Alan", "  B", " ✓Bob", "  Bo", "  end of B", ""])
    #expect(throws: TableError.unknownSectionID("zz")) {
      try table.setCollapsed(true, section: "zz")
    }
    #expect(throws: TableError.sectionOutOfRange(2)) { try table.setCollapsed(true, sectionAt: 2) }
  }

  @Test func aCollapseThatHidesTheFocusedRowHandsTheFocusToTheNearestShownFocusableRow()
    throws
  {
    let table = try makeTable()
    try table.setFocus(2)
    try table.setCollapsed(true, section: "a")
    check(table)
    // Its section's header cannot take it: the next section's first row.
    #expect(table.focus?.row == 3)
    #expect(plainLines(table) == ["  A", "  B", "› Bob", "  end of B", "", "", "", ""])
    try table.setCollapsed(false, section: "a")
    #expect(table.focus?.row == 3)
    check(table)
  }

  @Test func automaticSectionsAreMatchedByPosition() throws {
    let table = try TableView(
      sections: [Section([label(1, "one")]), Section([label(2, "two")])],
      viewport: Size(columns: 10, lines: 3))
    try table.setCollapsed(true, sectionAt: 1)
    let changes = try table.apply([Section([label(1, "one")]), Section([label(2, "2")])])
    #expect(changes.insertedSections.isEmpty && changes.movedSections.isEmpty)
    #expect(try table.isCollapsed(sectionAt: 1))
    #expect(table.sections.map(\.id) == [.automatic, .automatic])
    check(table)
  }
}
