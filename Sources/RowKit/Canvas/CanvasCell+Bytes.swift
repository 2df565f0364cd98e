extension CanvasCell {
  /// Whether the cells at `a` and `b` have the same bytes (``MemoryLayout/size``, no padding after
  /// the last field): then they are equal. Cells with different bytes may still be
  /// equal (the same long text stored twice).
  @inline(__always)
  static func sameBytes(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
    let size = MemoryLayout<CanvasCell>.size
    var offset = 0
    while offset + 8 <= size {
      guard
        a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          == b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      else { return false }
      offset += 8
    }
    guard offset < size else { return true }
    // The last bytes in one load that overlaps the one before: a cell is wider than 8
    // bytes (CanvasCellBytesTests checks it).
    return a.loadUnaligned(fromByteOffset: size - 8, as: UInt64.self)
      == b.loadUnaligned(fromByteOffset: size - 8, as: UInt64.self)
  }
}
