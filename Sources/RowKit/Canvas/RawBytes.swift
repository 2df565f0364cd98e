/// Byte-for-byte comparison of values in memory: the one loop the canvas and the frame
/// diff use to tell that two cells, two styles or two characters are the same value
/// without copying them (equal bytes are equal values; values with different bytes
/// may still be equal, and their callers then compare their fields).
enum RawBytes {
  /// Whether the `count` bytes at `a` and at `b` are the same: eight at a time, and the
  /// last ones in one load that overlaps the one before when there are eight or more,
  /// else one by one.
  @inline(__always)
  static func same(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
    var offset = 0
    while offset + 8 <= count {
      guard
        a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          == b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      else { return false }
      offset += 8
    }
    guard offset < count else { return true }
    if count >= 8 {
      return a.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        == b.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    }
    while offset < count {
      guard
        a.load(fromByteOffset: offset, as: UInt8.self)
          == b.load(fromByteOffset: offset, as: UInt8.self)
      else { return false }
      offset += 1
    }
    return true
  }
}
