import RowKitTesting
import Testing

@testable import RowKit

/// ``IdentityIndex`` against a dictionary: slots filed, found and removed under hashes
/// chosen to collide (few home buckets, few tags), with slots that grow past the slot
/// bits the index started with, and its invariants checked after every step.
@Suite struct IdentityIndexTests {
  /// A hash from a small set: `homes` home buckets and `tags` tags (the top bits), so
  /// that probe runs are long and tags repeat.
  private func hash(_ random: inout SeededGenerator, homes: UInt32, tags: UInt32) -> UInt32 {
    UInt32.random(in: 0..<tags, using: &random) << 24 | UInt32.random(in: 0..<homes, using: &random)
  }

  @Test(arguments: SeededGenerator.testSeeds())
  func randomFilingAgreesWithADictionary(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var index = IdentityIndex()
    var hashes: [UInt32] = []
    var filed: [UInt32: UInt32] = [:]  // slot -> hash
    let homes = UInt32.random(in: 1...64, using: &random)
    let tags = UInt32.random(in: 1...4, using: &random)
    for step in 0..<SeededGenerator.steps(fallback: 3_000) {
      let context = "seed \(seed), step \(step): replay with ROWKIT_SEED=\(seed)"
      if filed.isEmpty || Int.random(in: 0..<10, using: &random) < 6 {
        // A new slot (so the slots grow past 255, then past 511 and on), or a free one.
        let free = (0..<UInt32(hashes.count)).filter { filed[$0] == nil }
        let slot =
          free.isEmpty || Bool.random(using: &random)
          ? UInt32(hashes.count) : free.randomElement(using: &random) ?? 0
        let hash = self.hash(&random, homes: homes, tags: tags)
        if slot == hashes.count { hashes.append(hash) } else { hashes[Int(slot)] = hash }
        index.insert(slot, hash: hash, hashes: hashes)
        filed[slot] = hash
      } else {
        let slot = filed.keys.randomElement(using: &random) ?? 0
        index.remove(slot, hash: hashes[Int(slot)], hashes: hashes)
        filed[slot] = nil
      }
      #expect(index.invariantViolations(hashes: hashes) == [], "\(context)")
      #expect(index.count == filed.count, "\(context)")
      let probe = filed.keys.randomElement(using: &random) ?? 0
      if let hash = filed[probe] {
        #expect(index.find(hash: hash) { $0 == probe } == probe, "\(context)")
      }
      // A slot not filed is not found, whichever hash it is looked up under.
      let absent = UInt32(hashes.count)
      let any = self.hash(&random, homes: homes, tags: tags)
      #expect(index.find(hash: any) { $0 == absent } == nil, "\(context)")
    }
    #expect(hashes.count > 600, "seed \(seed): the slots never grew past 9 bits")
  }

  @Test func aProbePassesOverEntriesOfAnotherTagWithoutAskingForTheirRows() {
    // Room for all fifty, so they stay in the order they were filed.
    var index = IdentityIndex(capacity: 100)
    var hashes: [UInt32] = []
    // Fifty slots with one home bucket and one tag, then a lookup under the same home
    // with another tag: no slot is asked about.
    for slot in 0..<50 {
      hashes.append(7)
      index.insert(UInt32(slot), hash: 7, hashes: hashes)
    }
    var asked = 0
    let other = UInt32(1) << 31 | 7
    let found = index.find(hash: other) { _ in
      asked += 1
      return true
    }
    #expect(found == nil)
    #expect(asked == 0)
    // Under its own tag, each slot before the one looked for is asked once.
    let nine = index.find(hash: 7) { slot in
      asked += 1
      return slot == 9
    }
    #expect(nine == 9)
    #expect(asked == 10)
    #expect(index.invariantViolations(hashes: hashes) == [])
  }

  @Test func slotsPastTheSlotBitsWidenThemAndKeepEveryEntry() {
    var index = IdentityIndex()
    var hashes: [UInt32] = []
    for slot in 0..<5_000 {
      hashes.append(UInt32(truncatingIfNeeded: slot &* 0x9E37_79B9))
      index.insert(UInt32(slot), hash: hashes[slot], hashes: hashes)
    }
    #expect(index.slotBits == 13)
    #expect(index.invariantViolations(hashes: hashes) == [])
    for slot in stride(from: 0, to: 5_000, by: 7) {
      #expect(index.find(hash: hashes[slot]) { $0 == UInt32(slot) } == UInt32(slot))
    }
    var filled = IdentityIndex()
    #expect(filled.fill(hashes: hashes) { _, _ in false } == nil)
    #expect(filled.slotBits == 13)
    // A million slots (0...999,999) need 20 bits, so their entries keep 12 of tag.
    var million = IdentityIndex()
    let many = (0..<1_000_000).map { UInt32(truncatingIfNeeded: $0 &* 0x9E37_79B9) }
    #expect(million.fill(hashes: many) { _, _ in false } == nil)
    #expect(million.slotBits == 20)
    #expect(filled.invariantViolations(hashes: hashes) == [])
  }
}
