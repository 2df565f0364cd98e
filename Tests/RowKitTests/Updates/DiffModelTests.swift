import RowKit
import RowKitTesting
import Testing

/// The diff engine against a quadratic reference model on seeded random inputs:
/// deletes, inserts, moves, content changes and, now and then, a repeated id.
@Suite struct DiffModelTests {
  struct Element: Equatable, CustomStringConvertible {
    var id: Int
    var content: Int
    var description: String { "\(id):\(content)" }
  }

  /// What the diff must say, found the obvious way.
  struct Reference {
    var error: DiffError?
    var deletions: [Int] = []
    var insertions: [Int] = []
    var matches: [Diff.Match] = []
    var updates: [Diff.Match] = []
    var leastMoves = 0

    init(old: [Element], new: [Element]) {
      func firstRepeat(_ elements: [Element]) -> (offset: Int, first: Int)? {
        for offset in elements.indices {
          if let first = elements[..<offset].firstIndex(where: { $0.id == elements[offset].id }) {
            return (offset, first)
          }
        }
        return nil
      }
      if let found = firstRepeat(new) {
        error = .duplicateIDInNew(offset: found.offset, firstOffset: found.first)
        return
      }
      if let found = firstRepeat(old) {
        error = .duplicateIDInOld(offset: found.offset, firstOffset: found.first)
        return
      }
      deletions = old.indices.filter { offset in !new.contains { $0.id == old[offset].id } }
      insertions = new.indices.filter { offset in !old.contains { $0.id == new[offset].id } }
      for offset in new.indices {
        if let match = old.firstIndex(where: { $0.id == new[offset].id }) {
          matches.append(Diff.Match(old: match, new: offset))
          if old[match].content != new[offset].content {
            updates.append(Diff.Match(old: match, new: offset))
          }
        }
      }
      // Longest increasing run of old offsets in new order, by dynamic programming.
      var longest = [Int](repeating: 1, count: matches.count)
      for later in matches.indices {
        for earlier in 0..<later where matches[earlier].old < matches[later].old {
          longest[later] = max(longest[later], longest[earlier] + 1)
        }
      }
      leastMoves = matches.count - (longest.max() ?? 0)
    }
  }

  /// Random old and new lists of elements.
  func makeInput(_ random: inout SeededGenerator) -> (old: [Element], new: [Element]) {
    let count = Int.random(in: 0...40, using: &random)
    let ids = Array((0..<200).shuffled(using: &random).prefix(count + 20))
    let old = ids.prefix(count).map { Element(id: $0, content: 0) }
    var new = old.filter { _ in Int.random(in: 0..<5, using: &random) != 0 }
    for offset in new.indices where Int.random(in: 0..<5, using: &random) == 0 {
      new[offset].content = 1
    }
    for _ in 0..<Int.random(in: 0...4, using: &random) where !new.isEmpty {
      let element = new.remove(at: Int.random(in: new.indices, using: &random))
      new.insert(element, at: Int.random(in: 0...new.count, using: &random))
    }
    for id in ids.dropFirst(count) where Int.random(in: 0..<3, using: &random) == 0 {
      new.insert(Element(id: id, content: 2), at: Int.random(in: 0...new.count, using: &random))
    }
    if Int.random(in: 0..<3, using: &random) == 0 { new.shuffle(using: &random) }
    var result = (old: old, new: new)
    switch Int.random(in: 0..<8, using: &random) {
    case 0 where !old.isEmpty:
      let element = old[Int.random(in: old.indices, using: &random)]
      result.old.insert(element, at: Int.random(in: 0...old.count, using: &random))
    case 1 where !new.isEmpty:
      let element = new[Int.random(in: new.indices, using: &random)]
      result.new.insert(element, at: Int.random(in: 0...new.count, using: &random))
    default: break
    }
    return result
  }

  /// Old turned into new by the diff, following the recipe in ``Diff``'s documentation.
  func apply(_ diff: Diff, to old: [Element], new: [Element]) -> [Element] {
    var elements = old
    let removed = Set(diff.deletions + diff.moves.map(\.old))
    for offset in removed.sorted(by: >) { elements.remove(at: offset) }
    let moved = Dictionary(uniqueKeysWithValues: diff.moves.map { ($0.new, $0.old) })
    for offset in (diff.insertions + diff.moves.map(\.new)).sorted() {
      elements.insert(moved[offset].map { old[$0] } ?? new[offset], at: offset)
    }
    for update in diff.updates { elements[update.new] = new[update.new] }
    return elements
  }

  @Test(arguments: SeededGenerator.testSeeds())
  func agreesWithTheReferenceModel(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    for step in 0..<2_000 {
      let (old, new) = makeInput(&random)
      let reference = Reference(old: old, new: new)
      let context: Comment = "seed \(seed) step \(step): \(old) -> \(new); ROWKIT_SEED=\(seed)"
      let diff: Diff
      do {
        diff = try Diff(from: old, to: new, id: \.id, contentEquals: ==)
      } catch {
        #expect(error == reference.error, context)
        continue
      }
      #expect(reference.error == nil, context)
      #expect(diff.deletions == reference.deletions, context)
      #expect(diff.insertions == reference.insertions, context)
      #expect(diff.updates == reference.updates, context)
      #expect(diff.moves.count == reference.leastMoves, context)
      #expect(Set(diff.moves).isSubset(of: reference.matches), context)
      let kept = reference.matches.filter { !diff.moves.contains($0) }.map(\.old)
      #expect(zip(kept, kept.dropFirst()).allSatisfy { $0 < $1 }, context)
      #expect(apply(diff, to: old, new: new) == new, context)
      #expect(diff.oldCount == old.count && diff.newCount == new.count, context)
    }
  }
}
