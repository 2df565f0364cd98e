import RowKitTesting
import Testing

@testable import RowKit

/// The leaves' entries, kept in one array (``RowTree/leafEntries``): room for every
/// leaf, and growth by an eighth, not by doubling, when splits need more.
@Suite struct LeafStorageTests {
  private func row(_ number: Int) -> Row {
    Row(id: RowID(number), kind: LabelKind(), content: "row \(number)")
  }

  @Test func splitsAfterBuildingGrowTheEntriesByAnEighthNotTwofold() {
    var tree = RowTree(estimate: 1)
    let rows = (0..<100_000).map(row)
    #expect(tree.build(count: rows.count, rows: rows) == nil)
    let built = tree.leafEntries.capacity
    #expect(built <= tree.leaves.count * tree.leafCapacity * 9 / 8)
    // 20,000 rows at one place: each leaf there fills and splits, about 1,250 times.
    for number in 100_000..<120_000 { tree.insert(row(number), at: 50_000) }
    #expect(tree.invariantViolations() == [])
    let needed = tree.leaves.count * tree.leafCapacity
    #expect(needed > built)
    // Doubling would leave the array about 1.5 times what the leaves need.
    #expect(tree.leafEntries.capacity <= needed * 5 / 4)
    #expect(tree.count == 120_000)
    #expect(tree[50_000].id == RowID(119_999))
  }
}
