extension InputDecoder {
  mutating func startUTF8(_ lead: UInt8, needing count: Int) {
    utf8 = [lead]
    utf8Needed = count
  }

  /// Whether `byte` continues the pending UTF-8 sequence, following the table of
  /// well-formed sequences (no overlong forms, no surrogates, nothing past U+10FFFF).
  func continuesUTF8(_ byte: UInt8) -> Bool {
    guard utf8.count == 1 else { return byte & 0xC0 == 0x80 }
    switch utf8[0] {
    case 0xE0: return (0xA0...0xBF).contains(byte)
    case 0xED: return (0x80...0x9F).contains(byte)
    case 0xF0: return (0x90...0xBF).contains(byte)
    case 0xF4: return (0x80...0x8F).contains(byte)
    default: return byte & 0xC0 == 0x80
    }
  }

  mutating func emitReplacement() {
    utf8.removeAll(keepingCapacity: true)
    utf8Needed = 0
    emit(.character("\u{FFFD}"))
  }

  mutating func emitUTF8Character() {
    var value = UInt32(utf8[0]) & (0x7F >> utf8.count)
    for byte in utf8.dropFirst() {
      value = value << 6 | UInt32(byte & 0x3F)
    }
    let bytes = utf8
    utf8.removeAll(keepingCapacity: true)
    guard let scalar = Unicode.Scalar(value) else {
      emit(.character("\u{FFFD}"))
      return
    }
    if (0x80...0x9F).contains(value) {
      // C1 control characters are not printable: consumed, never a character.
      emitOther(.unknown(bytes))
    } else {
      emit(.character(Character(scalar)))
    }
  }
}
