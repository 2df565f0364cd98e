import RowKitTesting
import Testing

@testable import RowKitTerminal

/// The session's event queue against an array: random appends, takes from the front
/// and takes from the back, through its compactions.
@Suite struct EventQueueTests {
  static let seeds = SeededGenerator.testSeeds(fixed: [1, 2, 3, 0xC0FFEE])

  @Test(arguments: seeds)
  func behavesAsAnArray(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    var queue = EventQueue<Int>()
    var model: [Int] = []
    var next = 0
    for step in 0..<2_000 {
      switch Int.random(in: 0..<10, using: &generator) {
      case 0..<4:
        let count = Int.random(in: 0...600, using: &generator)
        queue.append(contentsOf: next..<next + count)
        model += next..<next + count
        next += count
      case 4..<9:
        let count = Int.random(in: 0...700, using: &generator)
        let taken = (0..<count).compactMap { _ in queue.popFirst() }
        let expected = Array(model.prefix(count))
        model.removeFirst(expected.count)
        #expect(taken == expected, "seed \(seed), step \(step)")
      default:
        let count = Int.random(in: -2...50, using: &generator)
        let taken = queue.removeLast(count)
        let expected = Array(model.suffix(max(0, count)))
        model.removeLast(expected.count)
        #expect(taken == expected, "seed \(seed), step \(step)")
      }
      #expect(queue.count == model.count, "seed \(seed), step \(step)")
      #expect(queue.isEmpty == model.isEmpty)
    }
    #expect(queue.contains { $0 == model.last } == !model.isEmpty)
  }
}
