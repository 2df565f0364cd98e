import Testing

@testable import RowKit

/// The rows of a list of sections read in place (what a sectioned apply diffs) are the
/// rows the table keeps: each section's header, rows and footer, in order.
@Suite struct SectionedRowsTests {
  private func row(_ id: String) -> Row {
    Row(id: RowID(id), kind: LabelKind(), content: id)
  }

  @Test func theRowsAreEachSectionsHeaderRowsAndFooterInOrder() {
    let sections = [
      Section(id: "a", header: row("ha"), footer: row("fa"), rows: [row("a1"), row("a2")]),
      Section(id: "b", rows: []),
      Section(id: "c", header: row("hc"), rows: []),
      Section(id: "d", footer: row("fd"), rows: [row("d1")]),
      Section(id: "e", rows: [row("e1"), row("e2"), row("e3")]),
      Section(id: "f", footer: row("ff"), rows: []),
    ]
    let rows = SectionedRows(sections)
    let expected = ["ha", "a1", "a2", "fa", "hc", "d1", "fd", "e1", "e2", "e3", "ff"]
    let ids = (0..<rows.count).map { rows.row(at: $0).id }
    #expect(ids == expected.map { RowID($0) })
    #expect(ids == sections.flatMap(\.allRows).map(\.id))
  }

  @Test func noSectionsAndEmptySectionsHaveNoRows() {
    #expect(SectionedRows([]).count == 0)
    #expect(SectionedRows([Section(id: "a", rows: []), Section(id: "b", rows: [])]).count == 0)
  }
}
