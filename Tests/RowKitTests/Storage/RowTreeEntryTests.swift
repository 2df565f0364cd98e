import Testing

@testable import RowKit

/// A leaf entry packs its height and hidden reasons into one word beside its slot: each
/// reads back what was stored, independently of the other.
@Suite struct RowTreeEntryTests {
  @Test func entryIsEightBytes() {
    #expect(MemoryLayout<RowTree.Entry>.stride == 8)
  }

  @Test func heightsAndHiddenReasonsReadBackIndependently() {
    let heights: [Int32] = [-1, 0, 1, 2, 17, 1 << 24, RowTree.Entry.maximumHeight]
    let reasons: [RowTree.Hidden] = [[], .filtered, .collapsed, [.filtered, .collapsed]]
    for height in heights {
      for hidden in reasons {
        var entry = RowTree.Entry(height: height, slot: 0xFFFF_FFFF, hidden: hidden)
        #expect(entry.height == height, "height \(height), hidden \(hidden.rawValue)")
        #expect(entry.hidden == hidden, "height \(height), hidden \(hidden.rawValue)")
        #expect(entry.isShown == hidden.isEmpty)
        #expect(entry.slot == 0xFFFF_FFFF)
        entry.height = -1
        #expect(entry.height == -1 && entry.hidden == hidden)
        entry.height = 5
        #expect(entry.height == 5 && entry.hidden == hidden)
        entry.hidden = []
        #expect(entry.height == 5 && entry.isShown)
        entry.hidden.insert(.collapsed)
        #expect(entry.height == 5 && entry.hidden == .collapsed && !entry.isShown)
      }
    }
  }

  @Test func negativeHeightsReadAsNotMeasuredAndTallOnesAreClamped() {
    #expect(RowTree.Entry(height: -7, slot: 1).height == -1)
    #expect(RowTree.Entry(height: Int32.min, slot: 1).height == -1)
    let tall = RowTree.Entry(height: Int32.max, slot: 1, hidden: .filtered)
    #expect(tall.height == RowTree.Entry.maximumHeight)
    #expect(tall.hidden == .filtered)
  }
}
