/// Greedy word wrapping of text to a width in display columns.
public enum TextWrapper {
  /// The lines of `text` wrapped to `width` columns.
  public static func wrap(_ text: some StringProtocol, width: Int) -> [String] {
    // Provisional: hard breaks at width, no word boundaries.
    let width = max(1, width)
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var used = 0
      for character in Sanitizer.visible(paragraph) {
        let w = DisplayWidth.of(character)
        if used + w > width {
          lines.append(line)
          line = ""
          used = 0
        }
        line.append(character)
        used += w
      }
      lines.append(line)
    }
    return lines
  }

  /// The number of lines `text` needs at `width` columns.
  public static func lineCount(_ text: some StringProtocol, width: Int) -> Int {
    wrap(text, width: width).count
  }
}
