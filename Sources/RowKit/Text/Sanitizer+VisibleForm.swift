/// How one character is shown after sanitising.
enum VisibleForm: Equatable {
  /// The character is safe as it is.
  case unchanged
  /// The character is replaced by this (short, safe) text.
  case replaced(String)
}

extension Sanitizer {
  /// The visible form of one character.
  ///
  /// Every scalar the sanitiser replaces is a grapheme cluster of its own (Unicode
  /// gives controls, format characters and separators a cluster break on both sides,
  /// `\r\n` aside), so sanitising character by character equals sanitising scalar by
  /// scalar. A cluster that holds an unsafe scalar anyway is rebuilt scalar by scalar.
  ///
  /// - Complexity: O(1) for a character of one scalar; otherwise O(*k*) in its scalars.
  static func visibleForm(of character: Character, options: Sanitizer.Options) -> VisibleForm {
    let scalars = character.unicodeScalars
    // One scalar (most characters), told by reading at most two: no count of them all.
    var iterator = scalars.makeIterator()
    if let scalar = iterator.next(), iterator.next() == nil {
      guard isUnsafe(scalar) else { return .unchanged }
      let value = scalar.value
      if value == 0x09, options.contains(.keepTabs) { return .unchanged }
      if value == 0x0A || value == 0x0D || value == 0x2028 || value == 0x2029,
        options.contains(.keepLineBreaks)
      {
        return .unchanged
      }
      return .replaced(placeholder(for: scalar))
    }
    if character == "\r\n" {
      return options.contains(.keepLineBreaks) ? .unchanged : .replaced("\u{240D}\u{240A}")
    }
    guard scalars.contains(where: isUnsafe) else { return .unchanged }
    var rebuilt = ""
    for scalar in scalars {
      if isUnsafe(scalar) {
        rebuilt.append(contentsOf: placeholder(for: scalar))
      } else {
        rebuilt.unicodeScalars.append(scalar)
      }
    }
    return .replaced(rebuilt)
  }

  /// The placeholder text for an unsafe scalar (see the table on ``Sanitizer``).
  static func placeholder(for scalar: Unicode.Scalar) -> String {
    switch scalar.value {
    case 0x00...0x1F:
      return String(Character(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}"))
    case 0x7F:
      return "\u{2421}"
    case 0x80...0x9F:
      return "\u{241B}" + String(Character(Unicode.Scalar(UInt8(scalar.value - 0x40))))
    case 0x2028:
      return "\u{2424}"
    case 0x2029:
      return "\u{00B6}"
    default:
      return "\u{FFFD}"
    }
  }
}
