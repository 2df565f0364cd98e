import RowKit

/// Text cut to a width with an ellipsis, for the lines the runtime draws itself (the
/// status lines, the filter line, the help line, the help overlay).
enum TextFitting {
  /// The ellipsis that ends cut text.
  static let ellipsis: Character = "…"

  /// `text` made visible (``/RowKit/Sanitizer``) and, when wider than `width`
  /// columns in `mode`, cut at a character boundary to `width - 1` columns or fewer
  /// and ended with `…` (spaces before the cut are dropped: `click…`, not `click …`);
  /// a width under 1 gives the empty string. Wide characters are never split.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  static func fitted(_ text: String, width: Int, mode: WidthMode) -> String {
    guard width > 0 else { return "" }
    let visible = Sanitizer.visible(text)
    guard DisplayWidth.of(visible, mode: mode) > width else { return visible }
    var result = ""
    var used = 0
    let room = width - 1
    for character in visible {
      let columns = DisplayWidth.of(character, mode: mode)
      guard used + columns <= room else { break }
      result.append(character)
      used += columns
    }
    while result.last?.isWhitespace == true { result.removeLast() }
    result.append(ellipsis)
    return result
  }

  /// The end of `text` made visible that fits in `width` columns in `mode`, after
  /// `…` when cut (the filter line shows where typing goes); a width under 1 gives
  /// the empty string. Wide characters are never split.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  static func fittedTail(_ text: String, width: Int, mode: WidthMode) -> String {
    guard width > 0 else { return "" }
    let visible = Sanitizer.visible(text)
    guard DisplayWidth.of(visible, mode: mode) > width else { return visible }
    var kept: [Character] = []
    var used = 0
    for character in visible.reversed() {
      let columns = DisplayWidth.of(character, mode: mode)
      guard used + columns <= width - 1 else { break }
      kept.append(character)
      used += columns
    }
    return String(ellipsis) + String(kept.reversed())
  }

  /// The width of `text` as drawn (made visible first).
  static func width(of text: String, mode: WidthMode) -> Int {
    DisplayWidth.of(Sanitizer.visible(text), mode: mode)
  }
}
