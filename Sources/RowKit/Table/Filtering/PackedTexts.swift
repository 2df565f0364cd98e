/// Texts packed as UTF-8 in one buffer, one after another, with where each ends: how
/// a text filter keeps the texts it searches, so that a search streams through memory
/// in order.
struct PackedTexts: SearchableTexts {
  /// Every text's bytes, one after another.
  private(set) var bytes: [UInt8] = []
  /// Where each text ends in ``bytes``; text `i` starts where text `i - 1` ends.
  private(set) var ends: [UInt32] = []

  init() {}

  /// Room for `count` texts of `byteCount` bytes in all.
  init(reservingTexts count: Int, bytes byteCount: Int) {
    ends.reserveCapacity(count)
    bytes.reserveCapacity(byteCount)
  }

  var count: Int { ends.count }

  /// Adds a text after the others. Texts past 4 GiB in all are searched as empty.
  mutating func append(_ text: UnsafeBufferPointer<UInt8>) {
    if bytes.count + text.count <= Int(UInt32.max) { bytes.append(contentsOf: text) }
    ends.append(UInt32(truncatingIfNeeded: bytes.count))
  }

  /// Adds a text after the others.
  mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { append($0) }
  }

  func withText(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    let start = index == 0 ? 0 : Int(ends[index - 1])
    let end = max(start, Int(ends[index]))
    bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<end])) }
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

  /// Lends the texts at `numbers` (ascending), in order, with their position in
  /// `numbers`.
  func forEachText(
    atPositions numbers: [UInt32], _ body: (Int, UnsafeBufferPointer<UInt8>) -> Void
  ) {
    bytes.withUnsafeBufferPointer { all in
      ends.withUnsafeBufferPointer { ends in
        for (position, number) in numbers.enumerated() {
          let index = Int(number)
          let start = index == 0 ? 0 : Int(ends[index - 1])
          let end = max(start, Int(ends[index]))
          body(position, UnsafeBufferPointer(rebasing: all[start..<end]))
        }
      }
    }
  }
}
