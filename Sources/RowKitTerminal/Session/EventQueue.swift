/// A first-in, first-out queue: appends at the back and takes from the front in O(1)
/// amortised time.
///
/// The elements sit in an array with a read index in front of them. A taken slot is
/// cleared at once (a large paste is not kept alive by the queue), and the array drops
/// its taken prefix when that is at least half of it, so the storage never holds more
/// than twice the elements waiting plus one compaction step.
struct EventQueue<Element> {
  private var storage: [Element?] = []
  private var head = 0

  /// The number of elements waiting.
  var count: Int { storage.count - head }

  /// Whether no element waits.
  var isEmpty: Bool { head == storage.count }

  /// Appends an element at the back.
  mutating func append(_ element: Element) {
    storage.append(element)
  }

  /// Appends elements at the back, in order.
  mutating func append(contentsOf elements: some Sequence<Element>) {
    for element in elements { storage.append(element) }
  }

  /// Takes the element at the front, or `nil` when none waits.
  ///
  /// - Complexity: O(1) amortised.
  mutating func popFirst() -> Element? {
    guard head < storage.count else { return nil }
    let element = storage[head]
    storage[head] = nil
    head += 1
    if head == storage.count {
      storage.removeAll(keepingCapacity: storage.capacity <= Self.keptCapacity)
      head = 0
    } else if head >= Self.compactionThreshold && head * 2 >= storage.count {
      storage.removeFirst(head)
      head = 0
    }
    return element
  }

  /// Takes the last `k` elements (at most ``count``), in order.
  ///
  /// - Complexity: O(k).
  mutating func removeLast(_ k: Int) -> [Element] {
    let taken = min(max(0, k), count)
    let tail = storage.suffix(taken).compactMap { $0 }
    storage.removeLast(taken)
    if head == storage.count {
      storage.removeAll(keepingCapacity: storage.capacity <= Self.keptCapacity)
      head = 0
    }
    return tail
  }

  /// Whether a waiting element satisfies `predicate`.
  ///
  /// - Complexity: O(``count``).
  func contains(where predicate: (Element) -> Bool) -> Bool {
    storage[head...].contains { $0.map(predicate) ?? false }
  }

  /// The capacity an emptied queue keeps for the next burst.
  private static var keptCapacity: Int { 8192 }
  /// The taken prefix below which the queue does not compact.
  private static var compactionThreshold: Int { 1024 }
}
