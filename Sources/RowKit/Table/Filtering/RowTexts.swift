/// The searchable text of every row, in flat order as the rows stood when it was
/// gathered, packed as UTF-8 in one buffer: what a text filter searches.
///
/// A row without searchable text lends no bytes and is noted in ``hasText``.
struct RowTexts: SearchableTexts {
  /// Every text's bytes, one after another.
  var bytes: [UInt8] = []
  /// Where each text ends in ``bytes``; text `i` starts where text `i - 1` ends.
  var ends: [UInt32] = []
  /// Each text's row slot.
  var slots: [UInt32] = []
  /// Whether each row has searchable text at all.
  var hasText: [Bool] = []

  var count: Int { ends.count }

  /// Gathers the texts of a tree's rows, in order.
  ///
  /// - Complexity: O(n) kind calls, plus the texts' bytes.
  init(of tree: RowTree) {
    let order = tree.slotsInOrder()
    ends.reserveCapacity(order.count)
    slots = order
    hasText.reserveCapacity(order.count)
    bytes.reserveCapacity(order.count * 16)
    for slot in order {
      if let text = tree.row(inSlot: slot).content.searchText {
        bytes.append(contentsOf: text.utf8)
        hasText.append(true)
      } else {
        hasText.append(false)
      }
      // Texts past 4 GiB in all are searched as empty.
      ends.append(UInt32(truncatingIfNeeded: min(bytes.count, Int(UInt32.max))))
    }
  }

  init() {}

  func withText(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    let start = index == 0 ? 0 : Int(ends[index - 1])
    let end = max(start, Int(ends[index]))
    bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<end])) }
  }

  /// Touches the first byte of the next sixteen texts every sixteen, so that their
  /// cache misses overlap instead of coming one after another: a narrowing query
  /// re-checks matches spread over the whole buffer.
  func forEachText(at numbers: [Int], _ body: (Int, UnsafeBufferPointer<UInt8>) -> Void) {
    bytes.withUnsafeBufferPointer { all in
      ends.withUnsafeBufferPointer { ends in
        var touched: UInt8 = 0
        for (position, number) in numbers.enumerated() {
          if position & 15 == 0 {
            for ahead in numbers[position..<min(position + 16, numbers.count)] {
              let start = ahead == 0 ? 0 : Int(ends[ahead - 1])
              if start < Int(ends[ahead]) { touched |= all[start] }
            }
          }
          let start = number == 0 ? 0 : Int(ends[number - 1])
          let end = max(start, Int(ends[number]))
          // Uses what was read, so that the reads stay (a number is never negative).
          if touched == 0xFF && number < 0 { continue }
          body(number, UnsafeBufferPointer(rebasing: all[start..<end]))
        }
      }
    }
  }

  func forEachText(in range: Range<Int>, _ body: (Int, UnsafeBufferPointer<UInt8>) -> Void) {
    bytes.withUnsafeBufferPointer { all in
      ends.withUnsafeBufferPointer { ends in
        var start = range.lowerBound == 0 ? 0 : Int(ends[range.lowerBound - 1])
        for index in range {
          let end = max(start, Int(ends[index]))
          body(index, UnsafeBufferPointer(rebasing: all[start..<end]))
          start = end
        }
      }
    }
  }
}
