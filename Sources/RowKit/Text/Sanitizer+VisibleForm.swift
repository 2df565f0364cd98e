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
    if let ascii = character.asciiValue {
      if ascii >= 0x20 && ascii != 0x7F { return .unchanged }
      if character == "\r\n" {
        return options.contains(.keepLineBreaks) ? .unchanged : .replaced("\u{240D}\u{240A}")
      }
      if ascii == 0x09, options.contains(.keepTabs) { return .unchanged }
      if ascii == 0x0A || ascii == 0x0D, options.contains(.keepLineBreaks) { return .unchanged }
      return .replaced(placeholder(for: Unicode.Scalar(ascii)))
    }
    let scalars = character.unicodeScalars
    if scalars.count == 1, let scalar = scalars.first {
      guard isUnsafe(scalar) else { return .unchanged }
      if scalar.value == 0x2028 || scalar.value == 0x2029, options.contains(.keepLineBreaks) {
        return .unchanged
      }
      return .replaced(placeholder(for: scalar))
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
