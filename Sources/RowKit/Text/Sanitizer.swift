/// Turns row text into text that is safe to show: data, never terminal commands.
public enum Sanitizer {
  /// The text with every control character replaced by a visible placeholder.
  public static func visible(_ text: some StringProtocol) -> String {
    // Provisional: C0, DEL, C1 to Control Pictures or U+FFFD.
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x00...0x1F: out.append(Unicode.Scalar(0x2400 + scalar.value)!)
      case 0x7F: out.append("\u{2421}")
      case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069: out.append("\u{FFFD}")
      default: out.append(scalar)
      }
    }
    return String(out)
  }
}
