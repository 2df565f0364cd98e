import RowKit
import RowKitTesting
import Testing

/// The diff of a dense permutation (every element kept, most of them moved), the case
/// the branch-free search of the longest increasing subsequence serves: its moves
/// turn the old order into the new one, and they are as few as any reordering needs.
@Suite struct DiffPermutationTests {
  /// The length of a longest strictly increasing subsequence, by dynamic programming
  /// over the values in order with a plain binary search (a model of the diff's).
  func longestIncreasingLength(_ values: [Int]) -> Int {
    var tails: [Int] = []
    for value in values {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if tails[middle] < value { low = middle + 1 } else { high = middle }
      }
      if low == tails.count { tails.append(value) } else { tails[low] = value }
    }
    return tails.count
  }

  /// The old order turned into the new one by the diff's moves: the moved elements
  /// taken out from the highest old offset down, then put in from the lowest new
  /// offset up.
  func applyMoves(_ diff: Diff, to old: [Int]) -> [Int] {
    var elements = old
    for move in diff.moves.sorted(by: { $0.old > $1.old }) { elements.remove(at: move.old) }
    for move in diff.moves { elements.insert(old[move.old], at: move.new) }
    return elements
  }

  @Test(arguments: SeededGenerator.testSeeds())
  func shuffledOrderIsReachedWithTheFewestMoves(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    for step in 0..<20 {
      let count = Int.random(in: 0...3_000, using: &random)
      let old = Array(0..<count)
      var new = old.shuffled(using: &random)
      // Now and then only a part is shuffled, so that long runs keep their order.
      if step % 3 == 1, count > 10 {
        new = old
        let start = Int.random(in: 0..<count / 2, using: &random)
        new[start..<count].shuffle(using: &random)
      }
      let diff = try Diff(from: old, to: new, id: { $0 })
      let context: Comment = "seed \(seed) step \(step), \(count) elements; ROWKIT_SEED=\(seed)"
      #expect(diff.deletions.isEmpty && diff.insertions.isEmpty && diff.updates.isEmpty, context)
      #expect(diff.moves.count == count - longestIncreasingLength(new), context)
      #expect(diff.moves.allSatisfy { new[$0.new] == old[$0.old] }, context)
      #expect(zip(diff.moves, diff.moves.dropFirst()).allSatisfy { $0.new < $1.new }, context)
      #expect(applyMoves(diff, to: old) == new, context)
    }
  }

  @Test func reversedOrderKeepsOneElement() throws {
    let old = Array(0..<100)
    let diff = try Diff(from: old, to: old.reversed(), id: { $0 })
    #expect(diff.moves.count == 99)
    #expect(applyMoves(diff, to: old) == Array(old.reversed()))
  }
}
