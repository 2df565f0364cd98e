import RowKit
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
}
