import RowKitTesting

/// Random text built from nasty fragments and random scalars, for property tests.
enum RandomText {
  static let fragments: [String] =
    NastyStrings.all + [
      " ", "  ", "\t", "\n", "\r\n", "\r", "\u{200B}", "\u{A0}", "word", "中", "😀", "\u{301}",
      "\u{1B}", "\u{1B}[", "\u{9B}", "\u{200D}", "\u{FE0F}", "\u{1F1FA}",
    ]

  static func make(using random: inout SeededGenerator) -> String {
    var text = ""
    for _ in 0..<Int.random(in: 0...8, using: &random) {
      if Bool.random(using: &random) {
        text += fragments.randomElement(using: &random)!
      } else {
        text.unicodeScalars.append(randomScalar(using: &random))
      }
    }
    return text
  }

  static func randomScalar(using random: inout SeededGenerator) -> Unicode.Scalar {
    let ranges: [ClosedRange<UInt32>] = [
      0...0x7F, 0x80...0x24F, 0x300...0x36F, 0x2000...0x206F, 0x3000...0x9FFF, 0x1F300...0x1FAFF,
      0xFE00...0xFE0F, 0x1100...0x11FF, 0xFF00...0xFFFD,
    ]
    while true {
      let range = ranges.randomElement(using: &random)!
      if let scalar = Unicode.Scalar(UInt32.random(in: range, using: &random)) { return scalar }
    }
  }
}
