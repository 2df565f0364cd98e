/// Bytes being written by a renderer, with the few encoders renderers share.
///
/// The last bytes appended one at a time wait in an inline block of 64, and go into the
/// array together: appending one byte to an array costs several times more than storing
/// it in the block (a frame of a few changes is written in one array append).
struct OutputBuffer {
  /// The bytes written, but the last ``pendingCount``.
  private var written: [UInt8] = []
  /// The last bytes written, not yet in `written`: the first ``pendingCount``.
  private var pending = SIMD64<UInt8>()
  /// How many bytes `pending` holds (0 to 63 between appends).
  private var pendingCount = 0

  /// The escape byte, which begins every control sequence.
  static let escape: UInt8 = 0x1B

  /// The bytes written.
  var bytes: [UInt8] {
    mutating get {
      flush()
      return written
    }
  }

  /// The number of bytes written.
  var count: Int { written.count + pendingCount }

  /// Makes room for `capacity` bytes in all, so that writing them allocates no more.
  mutating func reserveCapacity(_ capacity: Int) {
    written.reserveCapacity(capacity)
  }

  /// Appends one byte.
  @inline(__always)
  mutating func append(_ byte: UInt8) {
    let index = pendingCount
    withUnsafeMutableBytes(of: &pending) { $0[index] = byte }
    pendingCount = index &+ 1
    if pendingCount == 64 { flush() }
  }

  /// Appends the UTF-8 of a literal.
  mutating func append(_ text: StaticString) {
    flush()
    text.withUTF8Buffer { written.append(contentsOf: $0) }
  }

  /// Moves the bytes waiting in `pending` into `written`.
  private mutating func flush() {
    guard pendingCount > 0 else { return }
    let count = pendingCount
    withUnsafeBytes(of: &pending) { block in
      written.append(contentsOf: UnsafeRawBufferPointer(rebasing: block[..<count]))
    }
    pendingCount = 0
  }

  /// Removes the spaces that end the bytes, back to the first `start` bytes at most.
  mutating func removeTrailingSpaces(keepingFirst start: Int) {
    flush()
    while written.count > start, written.last == 0x20 { written.removeLast() }
  }

  /// Appends a non-negative number in decimal: one or two digits (a line or a column of
  /// most screens, an SGR code) in place, longer numbers digit by digit.
  @inline(__always)
  mutating func appendDecimal(_ value: Int) {
    if value < 10 {
      append(UInt8(truncatingIfNeeded: 0x30 &+ value))
    } else if value < 100 {
      let tens = value / 10
      append(UInt8(truncatingIfNeeded: 0x30 &+ tens))
      append(UInt8(truncatingIfNeeded: 0x30 &+ value &- tens &* 10))
    } else {
      appendLongDecimal(value)
    }
  }

  /// ``appendDecimal(_:)`` of a number of three digits or more.
  private mutating func appendLongDecimal(_ value: Int) {
    if value >= 10 { appendLongDecimal(value / 10) }
    append(UInt8(truncatingIfNeeded: 0x30 + value % 10))
  }

  /// Appends the character of a cell as UTF-8.
  ///
  /// Cells only ever hold sanitised characters; this checks again, so that even a
  /// canvas built some other way cannot put a control byte on the output.
  @inline(__always)
  mutating func appendGlyph(_ character: Character) {
    if let ascii = Self.printableASCII(character) {
      append(ascii)
    } else {
      appendOtherGlyph(character)
    }
  }

  /// ``appendGlyph(_:)`` of a character other than one printable ASCII byte.
  private mutating func appendOtherGlyph(_ character: Character) {
    flush()
    switch Sanitizer.visibleForm(of: character, options: []) {
    case .unchanged: written.append(contentsOf: character.utf8)
    case .replaced: written.append(contentsOf: "\u{FFFD}".utf8)
    }
  }

  /// The number of bytes ``appendGlyph(_:)`` appends for `character`.
  static func glyphCount(_ character: Character) -> Int {
    if printableASCII(character) != nil { return 1 }
    switch Sanitizer.visibleForm(of: character, options: []) {
    case .unchanged: return character.utf8.count
    case .replaced: return 3
    }
  }

  /// The character's byte when it is one printable ASCII character (read from its
  /// UTF-8 directly: `asciiValue` compares every character with CR-LF first).
  @inline(__always)
  static func printableASCII(_ character: Character) -> UInt8? {
    let utf8 = character.utf8
    guard utf8.count == 1, let byte = utf8.first, byte >= 0x20, byte != 0x7F else { return nil }
    return byte
  }

  /// The bytes as a string (they are always valid UTF-8).
  var string: String {
    mutating get { String(decoding: bytes, as: UTF8.self) }
  }
}
