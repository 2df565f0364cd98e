/// Bytes being written by a renderer, with the few encoders renderers share.
struct OutputBuffer {
  var bytes: [UInt8] = []

  static let escape: UInt8 = 0x1B

  mutating func append(_ byte: UInt8) { bytes.append(byte) }

  mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Appends a non-negative number in decimal (numbers below 100, the usual ones, with
  /// no recursion).
  mutating func appendDecimal(_ value: Int) {
    if value < 10 {
      bytes.append(UInt8(truncatingIfNeeded: 0x30 + value))
      return
    }
    if value < 100 {
      bytes.append(UInt8(truncatingIfNeeded: 0x30 + value / 10))
      bytes.append(UInt8(truncatingIfNeeded: 0x30 + value % 10))
      return
    }
    appendDecimal(value / 10)
    bytes.append(UInt8(truncatingIfNeeded: 0x30 + value % 10))
  }

  /// Appends the character of a cell as UTF-8.
  ///
  /// Cells only ever hold sanitised characters; this checks again, so that even a
  /// canvas built some other way cannot put a control byte on the output.
  @inline(__always)
  mutating func appendGlyph(_ character: Character) {
    if let ascii = Self.printableASCII(character) {
      bytes.append(ascii)
    } else {
      appendOtherGlyph(character)
    }
  }

  /// ``appendGlyph(_:)`` of a character other than one printable ASCII byte.
  private mutating func appendOtherGlyph(_ character: Character) {
    switch Sanitizer.visibleForm(of: character, options: []) {
    case .unchanged: bytes.append(contentsOf: character.utf8)
    case .replaced: bytes.append(contentsOf: "\u{FFFD}".utf8)
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
  var string: String { String(decoding: bytes, as: UTF8.self) }
}
