extension CanvasCell {
  /// Whether the cells at `a` and `b` have the same bytes (``MemoryLayout/size``, no padding after
  /// the last field): then they are equal. Cells with different bytes may still be
  /// equal (the same long text stored twice).
  @inline(__always)
  static func sameBytes(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
    RawBytes.same(a, b, count: MemoryLayout<CanvasCell>.size)
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
    guard RawBytes.same(cell + offset, entry, count: MemoryLayout<Character>.size) else {
      return nil
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
