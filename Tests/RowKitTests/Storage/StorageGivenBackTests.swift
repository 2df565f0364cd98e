import RowKitTesting
import Testing

@testable import RowKit

/// `apply(rows: [])` and large deletes give the table's storage back, as a program
/// that empties a table of a million rows expects: the row tree's slots, hashes,
/// locations, nodes and id index, the filter's gathered texts and the selection are
/// sized for the rows left (within the tree's ``RowTree/isSparse`` margin of four
/// times the rows), not for the rows there were.
@Suite struct StorageGivenBackTests {
  static let count = 100_000

  /// A table of `count` labels, filtered (its texts gathered), with a selection of
  /// most rows listed one by one, drawn.
  func fullTable(count: Int = Self.count) throws -> TableView {
    let rows = (0..<count).map { label(RowID($0), "name \($0)") }
    let table = try TableView(
      registry: TestKinds.registry(), rows: rows, viewport: Size(columns: 20, lines: 5))
    table.selectionMode = .multiple
    _ = try table.selectRange(from: RowID(0), to: RowID(count - 2))
    table.filter = .text(TextQuery("name"))
    _ = table.render()
    return table
  }

  /// Every buffer the table keeps per row, by its capacity in elements (the filter's
  /// texts by the rows they list).
  func capacities(_ table: TableView) -> [String: Int] {
    let tree = table.tree
    return [
      "slot rows": tree.slotRows.capacity,
      "slot hashes": tree.slotHashes.capacity,
      "locations": tree.location.capacity,
      "free slots": tree.freeSlots.capacity,
      "leaves": tree.leaves.capacity,
      "leaf entries": tree.leafEntries.capacity / tree.leafCapacity,
      "branches": tree.branches.capacity,
      "id index buckets": tree.index.buckets.count,
      "filter texts": table.filterState.texts.count,
      "selection": table.selectionState.rows.ids.capacity,
    ]
  }

  /// The buffers above `limit` elements.
  func oversized(_ table: TableView, limit: Int) -> [String: Int] {
    capacities(table).filter { $0.value > limit }
  }

  @Test func applyOfNoRowsGivesEverythingBack() throws {
    let table = try fullTable()
    #expect(table.tree.slotRows.capacity >= Self.count)
    #expect(table.filterState.texts.count == Self.count)
    #expect(table.selectionState.rows.ids.capacity >= Self.count - 1)
    let changes = try table.apply(rows: [])
    #expect(changes.deleted.count == Self.count)
    #expect(table.numberOfRows == 0)
    #expect(oversized(table, limit: 64) == [:])
    #expect(table.invariantViolations() == [])
    #expect(RenderedLines.of(table) == ["", "", "", "", ""])
  }

  @Test func aBatchDeletingMostRowsGivesStorageBack() throws {
    let table = try fullTable()
    let kept = 1_000
    try table.performBatchUpdates((kept..<Self.count).map { .delete(RowID($0)) })
    #expect(table.numberOfRows == kept)
    #expect(oversized(table, limit: 4 * kept) == [:])
    #expect(table.invariantViolations() == [])
  }

  @Test func applyKeepingFewRowsGivesStorageBack() throws {
    let table = try fullTable()
    let kept = (0..<500).map { label(RowID($0 * 7), "name \($0 * 7)") }
    try table.apply(rows: kept)
    #expect(table.allRows == kept)
    #expect(oversized(table, limit: 4 * kept.count) == [:])
    #expect(table.invariantViolations() == [])
  }

  /// Deletes one at a time: the tree compacts once its slots are four times its rows.
  @Test func deletesOneAtATimeGiveStorageBack() throws {
    let count = 20_000
    let table = try fullTable(count: count)
    for id in stride(from: count - 1, through: 100, by: -1) { try table.delete(RowID(id)) }
    #expect(table.numberOfRows == 100)
    #expect(oversized(table, limit: 1_024) == [:])
    #expect(table.invariantViolations() == [])
  }
}
