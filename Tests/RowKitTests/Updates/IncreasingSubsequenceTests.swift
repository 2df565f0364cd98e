import RowKitTesting
import Testing

@testable import RowKit

/// The longest increasing subsequence behind a diff's moves, against brute force.
@Suite struct IncreasingSubsequenceTests {
  /// The length of a longest strictly increasing subsequence, by trying every subset.
  func bruteForceLength(_ values: [UInt32], absent: UInt32) -> Int {
    var best = 0
    for mask in 0..<(1 << values.count) {
      var last: UInt32? = nil
      var length = 0
      var increasing = true
      for position in values.indices where mask & (1 << position) != 0 {
        let value = values[position]
        if value == absent || (last.map { value <= $0 } ?? false) {
          increasing = false
          break
        }
        last = value
        length += 1
      }
      if increasing { best = max(best, length) }
    }
    return best
  }

  @Test(arguments: SeededGenerator.testSeeds())
  func matchesBruteForceOnSmallInputs(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let absent = UInt32.max
    for _ in 0..<300 {
      let count = Int.random(in: 0...10, using: &random)
      // Distinct values, as old offsets are, with some left out as absent.
      var values = (0..<UInt32(count)).shuffled(using: &random)
      for position in values.indices where Int.random(in: 0..<5, using: &random) == 0 {
        values[position] = absent
      }
      let (members, length) = values.withUnsafeBufferPointer {
        IncreasingSubsequence.longest(in: $0, absent: absent)
      }
      let chosen = values.indices.filter { members.contains($0) }
      let expected = bruteForceLength(values, absent: absent)
      #expect(length == expected, "seed \(seed): \(values); replay with ROWKIT_SEED=\(seed)")
      #expect(chosen.count == length, "seed \(seed): \(values)")
      #expect(chosen.allSatisfy { values[$0] != absent }, "seed \(seed): \(values)")
      #expect(
        zip(chosen, chosen.dropFirst()).allSatisfy { values[$0] < values[$1] },
        "seed \(seed): \(values)")
    }
  }

  @Test func sortedInputIsKeptWhole() {
    let values: [UInt32] = [0, 1, 2, 5, 9]
    let (members, length) = values.withUnsafeBufferPointer {
      IncreasingSubsequence.longest(in: $0, absent: .max)
    }
    #expect(length == 5)
    #expect(values.indices.allSatisfy { members.contains($0) })
  }
}
