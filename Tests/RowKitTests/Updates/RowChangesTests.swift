import RowKitTesting
import Testing

@testable import RowKit

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

  /// Every derivation lists the ids the ``Diff`` of the same rows names, read by the
  /// test from the rows at the diff's offsets: from new rows that are an array or a
  /// slice (kept, their ids read in place) and from another collection (ids copied),
  /// by ``RowChanges/init(from:to:)`` and ``RowChanges/init(_:from:to:)``; on seeded
  /// random edits: deletions, insertions, new contents and shuffles.
  @Test(arguments: SeededGenerator.testSeeds())
  func everyDerivationListsTheIDsTheDiffNames(seed: UInt64) throws {
    print("RowChangesTests.everyDerivationListsTheIDsTheDiffNames: ROWKIT_SEED=\(seed)")
    var random = SeededGenerator(seed: seed)
    for step in 0..<200 {
      let (old, new) = RowChangesTests.edited(step: step, using: &random)
      let diff = try Diff(
        from: old, to: new, id: { $0.id }, contentEquals: { $0.content == $1.content })
      let expected = RowChangesTests.expected(diff, from: old, to: new)
      let context: Comment = "seed \(seed) step \(step); ROWKIT_SEED=\(seed)"
      // A slice that does not start at 0, and a collection with no contiguous storage.
      let padded = [label("padding", "p")] + new
      let slice = padded[1...]
      let mapped = new.lazy.map { $0 }
      let derived = [
        try RowChanges(from: old, to: new), try RowChanges(from: old, to: slice),
        try RowChanges(from: old, to: mapped), RowChanges(diff, from: old, to: new),
        RowChanges(diff, from: old, to: slice), RowChanges(diff, from: old, to: mapped),
        RowChanges(diff, from: old.lazy.map { $0 }, to: new),
      ]
      for (number, changes) in derived.enumerated() {
        let which: Comment = "\(context), derivation \(number)"
        #expect(Array(changes.deleted) == expected.deleted, which)
        #expect(Array(changes.inserted) == expected.inserted, which)
        #expect(Array(changes.moved) == expected.moved, which)
        #expect(Array(changes.updated) == expected.updated, which)
        #expect(changes == derived[0], which)
        #expect(changes.hashValue == derived[0].hashValue, which)
      }
    }
  }

  /// `apply(rows:)` returns the ids the ``Diff`` of the table's rows and the new ones
  /// names, its lists read in place from the new rows, and keeps the table's invariants,
  /// on seeded random edits (a shuffle every other step, which rearranges the tree).
  @Test(arguments: SeededGenerator.testSeeds())
  func applyListsTheIDsTheDiffNames(seed: UInt64) throws {
    print("RowChangesTests.applyListsTheIDsTheDiffNames: ROWKIT_SEED=\(seed)")
    var random = SeededGenerator(seed: seed)
    let table = try TableView(
      registry: TestKinds.registry(), rows: [], viewport: Size(columns: 12, lines: 5))
    var rows: [Row] = []
    for step in 0..<100 {
      let (_, new) = RowChangesTests.edited(step: step, using: &random, from: rows)
      let diff = try Diff(
        from: rows, to: new, id: { $0.id }, contentEquals: { $0.content == $1.content })
      let expected = RowChangesTests.expected(diff, from: rows, to: new)
      let context: Comment = "seed \(seed) step \(step); ROWKIT_SEED=\(seed)"
      let changes = try table.apply(rows: new)
      #expect(Array(changes.deleted) == expected.deleted, context)
      #expect(Array(changes.inserted) == expected.inserted, context)
      #expect(Array(changes.moved) == expected.moved, context)
      #expect(Array(changes.updated) == expected.updated, context)
      #expect(table.invariantViolations() == [], context)
      _ = table.render()
      rows = new
    }
  }

  /// A list compares and hashes by its ids in order, whether it holds the ids or offsets
  /// into the new rows, and prints as an array of them.
  @Test func listsCompareByTheirIDsHoweverTheyHoldThem() throws {
    let old = [label("a", "a"), label("b", "b"), label("c", "c")]
    let new = [label("c", "c"), label(7, "seven"), label("a", "a"), label("b", "B")]
    let changes = try RowChanges(from: old, to: new)
    #expect(changes.moved == ["c"])
    #expect(changes.inserted == [7])
    #expect(changes.updated == ["b"])
    #expect(changes.moved == RowChanges.IDs(["c"]))
    #expect(changes.moved.hashValue == RowChanges.IDs(["c"]).hashValue)
    #expect(changes.moved != changes.updated)
    #expect(changes.inserted.description == "[7]")
    #expect(RowChanges.IDs(["a", 3, "b"]).description == "[a, 3, b]")
    #expect(changes.deleted.isEmpty)
    #expect(RowChanges.IDs([RowID]()) == [])
    var edited = changes
    edited.moved = ["x", "y"]
    #expect(Array(edited.moved) == ["x", "y"])
    #expect(edited != changes)
  }

  /// The rows of the step before (`old`, or numbered ones) and new rows made from them:
  /// some deleted, some given new contents, some inserted, shuffled every other step.
  static func edited(
    step: Int, using random: inout SeededGenerator, from previous: [Row]? = nil
  ) -> (old: [Row], new: [Row]) {
    let old =
      previous
      ?? (0..<Int.random(in: 0...60, using: &random)).map {
        label(RowID("row \($0)"), "\($0)")
      }
    var new = old.filter { _ in Int.random(in: 0..<5, using: &random) != 0 }
    for offset in new.indices where Int.random(in: 0..<6, using: &random) == 0 {
      new[offset] = label(new[offset].id, "changed \(step)")
    }
    for extra in 0..<Int.random(in: 0...5, using: &random) {
      let row = label(RowID("new \(step) \(extra)"), "new")
      new.insert(row, at: Int.random(in: 0...new.count, using: &random))
    }
    if step % 2 == 0 { new.shuffle(using: &random) }
    return (old, new)
  }

  /// The ids a diff names, read from the rows at its offsets.
  static func expected(
    _ diff: Diff, from old: [Row], to new: [Row]
  ) -> (deleted: [RowID], inserted: [RowID], moved: [RowID], updated: [RowID]) {
    (
      diff.deletions.map { old[$0].id }, diff.insertions.map { new[$0].id },
      diff.moves.map { new[$0.new].id }, diff.updates.map { new[$0.new].id }
    )
  }
}
