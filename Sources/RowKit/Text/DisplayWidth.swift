/// Display width of text in terminal columns, measured per `Character`.
public enum DisplayWidth {
  /// The number of columns a character takes: 0, 1 or 2.
  public static func of(_ character: Character) -> Int {
    // Provisional rule set; replaced by the generated East Asian Width table.
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
    if first.properties.isEmojiPresentation { return 2 }
    switch first.value {
    case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return 2
    case 0x200B...0x200F, 0x2060...0x2064, 0xFEFF, 0x00AD:
      return 0
    default:
      return first.properties.generalCategory == .nonspacingMark ? 0 : 1
    }
  }

  /// The number of columns a string takes, summed per `Character`.
  public static func of(_ text: some StringProtocol) -> Int {
    var total = 0
    for character in text { total += of(character) }
    return total
  }
}
