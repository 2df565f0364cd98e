import RowKit
import RowKitTesting
import Testing

/// ``RowChanges``: the ids of a diff of rows.
@Suite struct RowChangesTests {
  @Test func summarisesADiffAsIDsInOldAndNewOrder() throws {
    let old = ["a", "b", "c", "d", "e"].map { label(RowID($0), $0) }
    let new = [label("e", "e"), label("a", "a"), label("c", "C"), label("f", "f")]
    let changes = try RowChanges(from: old, to: new)
    #expect(changes.deleted == ["b", "d"])
    #expect(changes.inserted == ["f"])
    #expect(changes.moved == ["e"])
    #expect(changes.updated == ["c"])
    #expect(!changes.isEmpty)
    #expect(try RowChanges(from: new, to: new).isEmpty)
  }

  @Test func aKindSwitchUnderTheSameIDIsAnUpdate() throws {
    let old = [label("a", "x")]
    let new = [toggle("a", "x")]
    #expect(try RowChanges(from: old, to: new).updated == ["a"])
  }

  @Test func repeatedIDsAreATypedError() {
    #expect(throws: DiffError.duplicateIDInNew(offset: 1, firstOffset: 0)) {
      try RowChanges(from: [label("a", "1")], to: [label("a", "1"), label("a", "2")])
    }
  }

  /// The ids listed straight from the diff's matching (``RowChanges/init(from:to:)``)
  /// are those read from the ``Diff`` of the same rows, on seeded random edits:
  /// deletions, insertions, new contents and shuffles.
  @Test(arguments: SeededGenerator.testSeeds())
  func listedFromTheMatchingAsFromTheDiff(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    for step in 0..<200 {
      let count = Int.random(in: 0...60, using: &random)
      let old = (0..<count).map { label(RowID("row \($0)"), "\($0)") }
      var new = old.filter { _ in Int.random(in: 0..<5, using: &random) != 0 }
      for offset in new.indices where Int.random(in: 0..<6, using: &random) == 0 {
        new[offset] = label(new[offset].id, "changed")
      }
      for extra in 0..<Int.random(in: 0...5, using: &random) {
        let row = label(RowID("new \(extra)"), "new")
        new.insert(row, at: Int.random(in: 0...new.count, using: &random))
      }
      if step % 2 == 0 { new.shuffle(using: &random) }
      let diff = try Diff(
        from: old, to: new, id: { $0.id }, contentEquals: { $0.content == $1.content })
      let context: Comment = "seed \(seed) step \(step); ROWKIT_SEED=\(seed)"
      #expect(try RowChanges(from: old, to: new) == RowChanges(diff, from: old, to: new), context)
    }
  }
}
