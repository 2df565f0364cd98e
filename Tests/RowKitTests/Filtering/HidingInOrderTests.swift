import RowKitTesting
import Testing

@testable import RowKit

/// The row tree's in-order hiding (what a text filter uses): marking rows by flat
/// index and hiding all rows but a list, against a plain array of hidden reasons, in
/// trees several levels deep, with the invariants checked after every step.
@Suite struct HidingInOrderTests {
  private func tree(rows count: Int) -> RowTree {
    var tree = RowTree(estimate: 2, leafCapacity: 4, branchCapacity: 4)
    let rows = (0..<count).map { Row(id: RowID($0), kind: LabelKind(), content: "row \($0)") }
    _ = tree.build(count: count, rows: rows)
    return tree
  }

  private func expectAgrees(_ tree: RowTree, _ model: [RowTree.Hidden], _ context: String) {
    #expect(tree.invariantViolations() == [], "\(context)")
    let slots = tree.slotsInOrder()
    #expect(slots.map { tree.hidden(slot: $0) } == model, "\(context)")
    #expect(tree.shownCount == model.filter(\.isEmpty).count, "\(context)")
  }

  @Test(arguments: SeededGenerator.testSeeds())
  func markingByFlatIndexAgreesWithAnArray(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let count = Int.random(in: 1..<300, using: &random)
    var tree = tree(rows: count)
    var model = [RowTree.Hidden](repeating: [], count: count)
    // Some rows measured, so that the summaries' heights change too.
    for index in 0..<count where Bool.random(using: &random) {
      tree.setHeight(Int32.random(in: 0...5, using: &random), at: index)
    }
    for step in 0..<60 {
      let context = "seed \(seed), step \(step): replay with ROWKIT_SEED=\(seed)"
      let reason: RowTree.Hidden = Bool.random(using: &random) ? .filtered : .collapsed
      let indexes = (0..<count).filter { _ in Int.random(in: 0..<4, using: &random) == 0 }
      if Int.random(in: 0..<3, using: &random) == 0 {
        tree.setHidden(reason, allBut: indexes.map { UInt32($0) })
        for index in 0..<count {
          if indexes.contains(index) {
            model[index].remove(reason)
          } else {
            model[index].insert(reason)
          }
        }
      } else {
        let isHidden = Bool.random(using: &random)
        let before = model.filter(\.isEmpty).count
        let flipped = tree.setHidden(reason, isHidden, flatIndexes: indexes.map { UInt32($0) })
        for index in indexes {
          if isHidden { model[index].insert(reason) } else { model[index].remove(reason) }
        }
        #expect(flipped == abs(model.filter(\.isEmpty).count - before), "\(context)")
      }
      expectAgrees(tree, model, context)
    }
  }

  @Test func indexesOutOfOrderOrPastTheEndArePassedOver() {
    var tree = tree(rows: 40)
    var model = [RowTree.Hidden](repeating: [], count: 40)
    let flipped = tree.setHidden(.filtered, true, flatIndexes: [3, 3, 9, 5, 30, 39, 40, 1_000])
    for index in [3, 9, 30, 39] { model[index] = .filtered }
    #expect(flipped == 4)
    expectAgrees(tree, model, "out of order")
    tree.setHidden(.filtered, allBut: [7, 2, 20, 20, 50])
    model = (0..<40).map { [7, 20].contains($0) ? [] : .filtered }
    expectAgrees(tree, model, "all but, out of order")
  }
}
