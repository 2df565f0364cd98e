import RowKitTesting
import Testing

@testable import RowKit

/// The row tree's lazy collapse marks against a plain array of rows, heights and hidden
/// reasons: ranges collapsed and expanded among inserts, deletes, moves, re-measures,
/// filter bits and single-row collapses, in trees several levels deep (nodes of 4), with
/// the invariants (the marks' included) and every read of the display index checked
/// after every step.
@Suite struct CollapseMarkTests {
  private struct Model {
    var ids: [Int] = []
    var heights: [Int32] = []
    var hidden: [RowTree.Hidden] = []
    let estimate = 2

    func height(_ index: Int) -> Int { heights[index] < 0 ? estimate : Int(heights[index]) }
    var shown: [Int] { hidden.indices.filter { hidden[$0].isEmpty } }
  }

  private func row(_ number: Int) -> Row {
    Row(id: RowID(number), kind: LabelKind(), content: "row \(number)")
  }

  private func expectAgrees(_ tree: RowTree, _ model: Model, _ context: String) {
    #expect(tree.invariantViolations() == [], "\(context)")
    let indices = Array(model.ids.indices)
    #expect(tree.rows.map(\.id) == model.ids.map { RowID($0) }, "\(context)")
    #expect(tree.entriesInOrder().map(\.hidden) == model.hidden, "\(context): entries")
    #expect(indices.map { tree.entry(at: $0).hidden } == model.hidden, "\(context): entry(at:)")
    let slots = tree.slotsInOrder()
    #expect(slots.map { tree.hidden(slot: $0) } == model.hidden, "\(context): hidden(slot:)")
    let shown = model.shown
    #expect(tree.shownCount == shown.count, "\(context): shown count")
    var before = 0
    var shownBefore: [Int] = []
    for index in 0...model.ids.count {
      shownBefore.append(before)
      if index < model.ids.count, model.hidden[index].isEmpty { before += 1 }
    }
    #expect((0...model.ids.count).map { tree.shownBefore($0) } == shownBefore, "\(context)")
    #expect(shown.indices.map { tree.flatIndex(ofShown: $0) } == shown, "\(context)")
    #expect(tree.shownRows().flatIndexes.map { Int($0) } == shown, "\(context): shownRows")
    var tops: [Int] = []
    var top = 0
    for index in indices {
      tops.append(top)
      if model.hidden[index].isEmpty { top += model.height(index) }
    }
    #expect(tree.totalHeight == top, "\(context): total height")
    #expect(indices.map { tree.top(of: $0) } == tops, "\(context): tops")
    let lines = Array(-1...top)
    let covering = lines.map { line in
      shown.first { tops[$0] <= line && line < tops[$0] + model.height($0) }
    }
    #expect(lines.map { tree.flatIndex(containingLine: $0) } == covering, "\(context): lines")
  }

  @Test(arguments: SeededGenerator.testSeeds())
  func marksAgreeWithAnArrayThroughEveryEdit(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var model = Model()
    var tree = RowTree(estimate: model.estimate, leafCapacity: 4, branchCapacity: 4)
    let initial = Int.random(in: 0..<200, using: &random)
    model.ids = Array(0..<initial)
    model.heights = [Int32](repeating: -1, count: initial)
    model.hidden = [RowTree.Hidden](repeating: [], count: initial)
    #expect(tree.build(count: initial, rows: model.ids.map(row)) == nil)
    var next = initial
    for step in 0..<400 {
      let context = "seed \(seed), step \(step): replay with ROWKIT_SEED=\(seed)"
      let count = model.ids.count
      switch Int.random(in: 0..<12, using: &random) {
      case 0..<3:
        // A range collapsed or expanded: most steps, so that marks meet every edit.
        let lower = Int.random(in: 0...count, using: &random)
        let upper = Int.random(in: lower...count, using: &random)
        let hide = Bool.random(using: &random)
        let before = model.shown.count
        let flipped = tree.setCollapsed(hide, flatRange: lower..<upper)
        for index in lower..<upper {
          if hide {
            model.hidden[index].insert(.collapsed)
          } else {
            model.hidden[index].remove(.collapsed)
          }
        }
        #expect(flipped == abs(model.shown.count - before), "\(context): flipped")
      case 3, 4:
        let index = Int.random(in: 0...count, using: &random)
        let hidden = RowTree.Hidden(rawValue: UInt8.random(in: 0...3, using: &random))
        let height: Int32 =
          Bool.random(using: &random) ? -1 : Int32.random(in: 0...3, using: &random)
        tree.insert(row(next), height: height, hidden: hidden, at: index)
        model.ids.insert(next, at: index)
        model.heights.insert(height, at: index)
        model.hidden.insert(hidden, at: index)
        next += 1
      case 5...6 where count > 0:
        let index = Int.random(in: 0..<count, using: &random)
        let removed = tree.remove(at: index)
        #expect(removed.row.id == RowID(model.ids[index]), "\(context)")
        model.ids.remove(at: index)
        model.heights.remove(at: index)
        model.hidden.remove(at: index)
      case 7 where count > 0:
        let index = Int.random(in: 0..<count, using: &random)
        let destination = Int.random(in: 0..<count, using: &random)
        guard let slot = tree.slot(of: RowID(model.ids[index])) else {
          Issue.record("\(context): no slot")
          return
        }
        tree.move(slot: slot, to: destination)
        let id = model.ids.remove(at: index)
        let height = model.heights.remove(at: index)
        let hidden = model.hidden.remove(at: index)
        model.ids.insert(id, at: destination)
        model.heights.insert(height, at: destination)
        model.hidden.insert(hidden, at: destination)
      case 8 where count > 0:
        let index = Int.random(in: 0..<count, using: &random)
        let height = Int32.random(in: -1...4, using: &random)
        tree.setHeight(height, at: index)
        model.heights[index] = height
      case 9 where count > 0:
        // One row's bit: the filter's, or a collapse's (as undo sets it).
        let index = Int.random(in: 0..<count, using: &random)
        let reason: RowTree.Hidden = Bool.random(using: &random) ? .filtered : .collapsed
        let hide = Bool.random(using: &random)
        guard let slot = tree.slot(of: RowID(model.ids[index])) else {
          Issue.record("\(context): no slot")
          return
        }
        tree.setHidden(reason, hide, slots: CollectionOfOne(slot))
        if hide { model.hidden[index].insert(reason) } else { model.hidden[index].remove(reason) }
      case 10:
        // The filter in order, over marked and unmarked rows alike.
        let indexes = (0..<count).filter { _ in Int.random(in: 0..<3, using: &random) == 0 }
        let hide = Bool.random(using: &random)
        tree.setHidden(.filtered, hide, flatIndexes: indexes.map { UInt32($0) })
        for index in indexes {
          if hide {
            model.hidden[index].insert(.filtered)
          } else {
            model.hidden[index].remove(.filtered)
          }
        }
      default:
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
          tree.clearHidden(.collapsed)
          for index in model.hidden.indices { model.hidden[index].remove(.collapsed) }
        case 1:
          tree.clearHidden(.filtered)
          for index in model.hidden.indices { model.hidden[index].remove(.filtered) }
        case 2:
          let kept = (0..<count).filter { _ in Bool.random(using: &random) }
          tree.setHidden(.filtered, allBut: kept.map { UInt32($0) })
          for index in model.hidden.indices {
            if kept.contains(index) {
              model.hidden[index].remove(.filtered)
            } else {
              model.hidden[index].insert(.filtered)
            }
          }
        default:
          tree.forgetHeights()
          model.heights = [Int32](repeating: -1, count: count)
        }
      }
      expectAgrees(tree, model, context)
      if tree.invariantViolations() != [] { return }
    }
  }

  /// A collapse of most of a deep tree sets a bit only in the leaves its ends cut
  /// through and marks a few children per level; expanding takes every mark away.
  @Test func aLargeCollapseMarksSubtreesInsteadOfEntries() {
    var tree = RowTree(estimate: 1, leafCapacity: 4, branchCapacity: 4)
    let rows = (0..<10_000).map(row)
    #expect(tree.build(count: rows.count, rows: rows) == nil)
    #expect(tree.setCollapsed(true, flatRange: 3..<9_998) == 9_995)
    #expect(tree.shownCount == 5)
    #expect(tree.invariantViolations() == [])
    let bits = tree.leaves.indices.reduce(0) { sum, leaf in
      sum + tree.entries(ofLeaf: leaf).filter { $0.hidden.contains(.collapsed) }.count
    }
    let marks = tree.branches.reduce(0) { sum, branch in
      sum + branch.children.filter(\.isCollapsed).count
    }
    // Two leaves of 4 at most, and at most 3 marks a level on either side of the range.
    #expect(bits <= 8, "\(bits) entries hold the bit")
    #expect(marks <= 6 * tree.depth, "\(marks) marks at depth \(tree.depth)")
    #expect(tree.setCollapsed(false, flatRange: 3..<9_998) == 9_995)
    #expect(tree.shownCount == 10_000)
    #expect(tree.invariantViolations() == [])
    #expect(tree.branches.allSatisfy { !$0.children.contains(where: \.isCollapsed) })
  }
}
