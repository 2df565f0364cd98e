/// One byte for every code point, stored in two stages: a block number for each
/// block of 256 code points, then the distinct blocks, so that blocks alike (most of
/// the planes) are stored once.
///
/// The generated tables (``ScalarClassTable``, ``ScalarHistoryTable``) hold their
/// data as hexadecimal text and read it through this type.
struct TwoStageTable: Sendable {
  /// The block numbers (one byte each), then the blocks.
  private let bytes: [UInt8]

  /// Where the blocks start in `bytes`, after the block numbers.
  private let stage2Start: Int

  /// A table from hexadecimal digits (other characters, such as line breaks, are
  /// skipped): `stage2Start` bytes of block numbers, then the blocks.
  init(hex text: String, stage2Start: Int) {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count / 2)
    var high: UInt8?
    for byte in text.utf8 {
      let digit: UInt8
      switch byte {
      case 0x30...0x39: digit = byte - 0x30
      case 0x41...0x46: digit = byte - 0x41 + 10
      default: continue
      }
      if let first = high {
        bytes.append(first << 4 | digit)
        high = nil
      } else {
        high = digit
      }
    }
    self.bytes = bytes
    self.stage2Start = stage2Start
  }

  /// The byte of `value` (any value; above U+10FFFF answers as U+10FFFF).
  ///
  /// - Complexity: O(1).
  @inline(__always)
  func byte(of value: UInt32) -> UInt8 {
    let code = Int(min(value, 0x10_FFFF))
    return bytes.withUnsafeBufferPointer { bytes in
      let block = Int(bytes[code >> 8])
      return bytes[stage2Start &+ (block << 8 | code & 0xFF)]
    }
  }
}
