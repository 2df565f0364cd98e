import RowKit
import Testing

/// The diff engine on small inputs whose changes can be read off by eye.
@Suite struct DiffTests {
  struct Item: Identifiable, Equatable {
    var id: Int
    var title: String
  }

  @Test func documentedExampleGivesEachKindOfChange() throws {
    let old = [Item(id: 1, title: "a"), Item(id: 2, title: "b"), Item(id: 3, title: "c")]
    let new = [Item(id: 3, title: "c"), Item(id: 1, title: "A"), Item(id: 4, title: "d")]
    let diff = try Diff(from: old, to: new)
    #expect(diff.deletions == [1])
    #expect(diff.insertions == [2])
    #expect(diff.moves == [Diff.Match(old: 2, new: 0)])
    #expect(diff.updates == [Diff.Match(old: 0, new: 1)])
    #expect(diff.oldCount == 3 && diff.newCount == 3)
    #expect(!diff.isEmpty && !diff.isUpdatesOnly)
  }

  @Test func equalCollectionsGiveAnEmptyDiff() throws {
    let values = ["a", "b", "c"]
    #expect(try Diff(from: values, to: values, id: { $0 }).isEmpty)
    #expect(try Diff(from: [String](), to: [String](), id: { $0 }).isEmpty)
  }

  @Test func fromNothingEverythingIsInsertedAndToNothingEverythingDeleted() throws {
    let values = ["a", "b", "c"]
    #expect(try Diff(from: [], to: values, id: { $0 }).insertions == [0, 1, 2])
    #expect(try Diff(from: values, to: [], id: { $0 }).deletions == [0, 1, 2])
  }

  @Test func oneElementMovedFarIsOneMove() throws {
    let old = Array(0..<10)
    let new = [9] + Array(0..<9)
    let diff = try Diff(from: old, to: new, id: { $0 })
    #expect(diff.moves == [Diff.Match(old: 9, new: 0)])
    #expect(diff.deletions.isEmpty && diff.insertions.isEmpty && diff.updates.isEmpty)
  }

  @Test func reversingKeepsOneElementAndMovesTheRest() throws {
    let diff = try Diff(from: [0, 1, 2, 3], to: [3, 2, 1, 0], id: { $0 })
    #expect(diff.moves.count == 3)
  }

  @Test func contentOnlyChangesAreUpdatesInNewOrder() throws {
    let old = [Item(id: 1, title: "a"), Item(id: 2, title: "b"), Item(id: 3, title: "c")]
    let new = [Item(id: 1, title: "A"), Item(id: 2, title: "b"), Item(id: 3, title: "C")]
    let diff = try Diff(from: old, to: new)
    #expect(diff.isUpdatesOnly)
    #expect(diff.updates.map(\.description) == ["0->0", "2->2"])
  }

  @Test func oldNeedsOnlyToBeWalkedInOrderAndOffsetsIgnoreIndexTypes() throws {
    // A filtered collection is not random-access; a slice's indices do not start at 0.
    let old = (0..<8).lazy.filter { $0 % 2 == 0 }  // 0 2 4 6
    let new = [9, 9, 6, 0, 4, 7][2...]  // 6 0 4 7, at indices 2...5
    let diff = try Diff(from: old, to: new, id: { $0 })
    #expect(diff.deletions == [1])
    #expect(diff.insertions == [3])
    #expect(diff.moves == [Diff.Match(old: 3, new: 0)])
  }

  @Test func repeatedNewIDIsAnErrorNamingBothOffsets() {
    #expect(throws: DiffError.duplicateIDInNew(offset: 3, firstOffset: 1)) {
      try Diff(from: [1, 2], to: [0, 2, 5, 2], id: { $0 })
    }
  }

  @Test func repeatedOldIDIsAnErrorWhetherOrNotItIsMatched() {
    #expect(throws: DiffError.duplicateIDInOld(offset: 2, firstOffset: 0)) {
      try Diff(from: [7, 1, 7], to: [7], id: { $0 })
    }
    #expect(throws: DiffError.duplicateIDInOld(offset: 3, firstOffset: 1)) {
      try Diff(from: [0, 8, 1, 8], to: [0, 1], id: { $0 })
    }
  }

  @Test func newIsCheckedBeforeOld() {
    #expect(throws: DiffError.duplicateIDInNew(offset: 1, firstOffset: 0)) {
      try Diff(from: [1, 1], to: [2, 2], id: { $0 })
    }
  }

  @Test func errorsSayWhatIsWrongInOneLine() {
    #expect(
      DiffError.duplicateIDInOld(offset: 4, firstOffset: 2).description
        == "the old element at offset 4 has the same id as the one at 2")
    #expect(
      DiffError.duplicateIDInNew(offset: 1, firstOffset: 0).description
        == "the new element at offset 1 has the same id as the one at 0")
  }

  @Test func manyCollidingLowBitsStillMatch() throws {
    // Ids that share their low bits exercise probing and the table's growth.
    let old = (0..<3_000).map { $0 << 20 }
    let new = Array(old.reversed().prefix(1_000)) + (0..<2_000).map { ($0 << 20) + 1 }
    let diff = try Diff(from: old, to: new, id: { $0 })
    #expect(diff.deletions == Array(0..<2_000))
    #expect(diff.insertions == Array(1_000..<3_000))
    #expect(diff.moves.count == 999)
  }
}
