import RowKitTesting
import Testing

@testable import RowKit

/// The height runs against an array of heights, through random measures, forgets,
/// inserts and removes, with the invariants checked after every step.
@Suite struct HeightRunsTests {
  @Test func runsOfUnmeasuredRowsAreOneNode() {
    var runs = HeightRuns(count: 100_000_000, estimate: 1)
    #expect(runs.nodeCount == 1)
    #expect(runs.totalHeight == 100_000_000)
    runs.setHeight(3, at: 50_000_000)
    // The run cut in two around one measured row.
    #expect(runs.nodeCount == 3)
    #expect(runs.totalHeight == 100_000_002)
    #expect(runs.top(of: 50_000_001) == 50_000_003)
    #expect(runs.index(containingLine: 50_000_002)! == (50_000_000, 2))
    #expect(runs.index(containingLine: 50_000_003)! == (50_000_001, 0))
    runs.forget(0..<100_000_000)
    #expect(runs.nodeCount == 1)
    #expect(runs.invariantViolations() == [])
  }

  @Test(arguments: SeededGenerator.testSeeds())
  func agreesWithAnArrayOfHeights(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var model = Array(repeating: Int32(-1), count: 50)
    var runs = HeightRuns(count: 50, estimate: 2)
    for step in 0..<2_000 {
      let context = "seed \(seed), step \(step): replay with ROWKIT_SEED=\(seed)"
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<4 where !model.isEmpty:
        let index = Int.random(in: 0..<model.count, using: &random)
        let height = Int32.random(in: 0...4, using: &random)
        model[index] = height
        runs.setHeight(height, at: index)
      case 4..<6:
        let index = Int.random(in: 0...model.count, using: &random)
        let count = Int.random(in: 1...20, using: &random)
        model.insert(contentsOf: Array(repeating: -1, count: count), at: index)
        runs.insert(count, at: index)
      case 6..<8 where !model.isEmpty:
        let lower = Int.random(in: 0..<model.count, using: &random)
        let upper = Int.random(in: lower...min(model.count, lower + 15), using: &random)
        model.removeSubrange(lower..<upper)
        runs.remove(lower..<upper)
      case 8 where !model.isEmpty:
        let lower = Int.random(in: 0..<model.count, using: &random)
        let upper = Int.random(in: lower...model.count, using: &random)
        for index in lower..<upper { model[index] = -1 }
        runs.forget(lower..<upper)
      default:
        runs.estimate = Int.random(in: 1...3, using: &random)
      }
      #expect(runs.invariantViolations() == [], "\(context)")
      let heights = model.map { $0 < 0 ? runs.estimate : Int($0) }
      #expect(runs.count == model.count, "\(context)")
      #expect(runs.totalHeight == heights.reduce(0, +), "\(context)")
      #expect(runs.measuredCount == model.filter { $0 >= 0 }.count, "\(context)")
      var top = 0
      for (index, height) in heights.enumerated() {
        #expect(runs.storedHeight(at: index) == model[index], "\(context), row \(index)")
        #expect(runs.top(of: index) == top, "\(context), top of \(index)")
        for line in top..<top + height {
          let found = runs.index(containingLine: line)
          #expect(found?.index == index && found?.offset == line - top, "\(context), line \(line)")
        }
        top += height
      }
      #expect(runs.index(containingLine: top) == nil, "\(context)")
      if runs.invariantViolations() != [] { return }
    }
  }
}
