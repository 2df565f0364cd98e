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

extension CanvasCell {
  /// The byte of the character of the cell at `cell` when that character is, byte for
  /// byte, one of `table`'s (``TextCanvas/printableASCII``, read in place): `nil` for
  /// any other character. Equal bytes are the same value, so the byte is the
  /// character's; no character is copied (no retain and release). A printable ASCII
  /// character stored another way is answered `nil` too: callers then read the
  /// character itself.
  @inline(__always)
  static func printableASCIIByte(
    at cell: UnsafeRawPointer, table: UnsafeBufferPointer<Character>
  ) -> UInt8? {
    let offset = characterOffset
    // A guess at the byte, confirmed by the whole character's bytes below.
    let byte = cell.load(fromByteOffset: offset, as: UInt8.self)
    let index = Int(byte &- 0x20)
    guard index < table.count, let base = table.baseAddress else { return nil }
    let entry = UnsafeRawPointer(base + index)
    let size = MemoryLayout<Character>.size
    var at = 0
    while at + 8 <= size {
      guard
        cell.loadUnaligned(fromByteOffset: offset + at, as: UInt64.self)
          == entry.loadUnaligned(fromByteOffset: at, as: UInt64.self)
      else { return nil }
      at += 8
    }
    while at < size {
      guard
        cell.load(fromByteOffset: offset + at, as: UInt8.self)
          == entry.load(fromByteOffset: at, as: UInt8.self)
      else { return nil }
      at += 1
    }
    return byte
  }

  /// Where a cell's character starts among its bytes.
  @inline(__always)
  static var characterOffset: Int {
    // trap-safe: `character` is a stored property, so it has an offset.
    MemoryLayout<CanvasCell>.offset(of: \.character)!
  }
}
