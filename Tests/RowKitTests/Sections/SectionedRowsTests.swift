import RowKitTesting
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

  /// Reads in any order agree with the flat rows: the cursor that serves reads in
  /// order moves to wherever a read lands (a header, a footer, an empty section,
  /// another section, back again).
  @Test(arguments: [1, 2, 3] as [UInt64])
  func readsInAnyOrderAreTheFlatRows(seed: UInt64) {
    print("SectionedRowsTests seed \(seed)")
    var random = SeededGenerator(seed: seed)
    var sections: [Section] = []
    for index in 0..<12 {
      let rows = (0..<Int.random(in: 0...5, using: &random)).map { row("r\(index).\($0)") }
      sections.append(
        Section(
          id: SectionID("s\(index)"), header: Bool.random(using: &random) ? row("h\(index)") : nil,
          footer: Bool.random(using: &random) ? row("f\(index)") : nil, rows: rows))
    }
    let flat = sections.flatMap(\.allRows)
    let rows = SectionedRows(sections)
    #expect(rows.count == flat.count)
    guard !flat.isEmpty else { return }
    // The pass in order, section by section, writes every row's hash at its index.
    let hashes = [UInt32](unsafeUninitializedCapacity: flat.count) { buffer, initialized in
      buffer.initialize(repeating: 0)
      if let base = buffer.baseAddress { rows.storeIDHashes(in: base) }
      initialized = flat.count
    }
    #expect(hashes == flat.map { OffsetTable.hash($0.id.hashWord) }, "seed \(seed)")
    for step in 0..<400 {
      let position = Int.random(in: 0..<flat.count, using: &random)
      let expected = flat[position]
      let context = "seed \(seed), step \(step), position \(position)"
      #expect(rows.id(at: position) == expected.id, "\(context)")
      #expect(rows.id(at: position, equals: expected.id), "\(context)")
      #expect(rows.content(at: position, equals: expected.content), "\(context)")
      #expect(rows.row(at: position) == expected, "\(context)")
      if position + 1 < flat.count {
        #expect(!rows.id(at: position, equals: flat[position + 1].id), "\(context)")
      }
    }
  }
}
