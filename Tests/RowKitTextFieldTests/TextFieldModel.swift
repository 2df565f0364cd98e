import RowKit
import RowKitTextField

/// The plain model of a text field: an array of characters and a cursor, edited with
/// loops over the array, and a field window found by trying every start.
struct TextFieldModel {
  var characters: [Character] = []
  var cursor = 0
  var maximumLength: Int

  /// The characters a single-line field keeps from typed or pasted text.
  static let lineBreaks: Set<Character> = [
    "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}",
  ]

  /// Pasted text as the field keeps it: line-break runs become one space (none at
  /// the ends), a tab a space, other controls and bidi controls nothing.
  static func cleaned(_ text: String) -> [Character] {
    var result: [Character] = []
    var pendingBreak = false
    for character in text {
      if lineBreaks.contains(character) {
        pendingBreak = !result.isEmpty
      } else if character == "\t" {
        result.append(" ")
        pendingBreak = false
      } else if character.unicodeScalars.allSatisfy({ !isControl($0) }) {
        if pendingBreak { result.append(" ") }
        pendingBreak = false
        result.append(character)
      }
    }
    return result
  }

  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x20 || (0x7F..<0xA0).contains(value)
      || [0x61C, 0x200E, 0x200F].contains(value) || (0x202A...0x202E).contains(value)
      || (0x2066...0x2069).contains(value)
  }

  mutating func insert(_ text: String) {
    let room = maximumLength - characters.count
    guard room > 0 else { return }
    let inserted = cleaned(text).prefix(room)
    characters.insert(contentsOf: inserted, at: cursor)
    cursor += inserted.count
  }

  func cleaned(_ text: String) -> [Character] { Self.cleaned(text) }

  func isSpace(_ index: Int) -> Bool { characters[index].isWhitespace }

  /// The start of the word before the cursor: back over spaces, then over non-spaces.
  var wordStart: Int {
    var index = cursor
    while index > 0 && isSpace(index - 1) { index -= 1 }
    while index > 0 && !isSpace(index - 1) { index -= 1 }
    return index
  }

  /// The end of the word after the cursor.
  var wordEnd: Int {
    var index = cursor
    while index < characters.count && isSpace(index) { index += 1 }
    while index < characters.count && !isSpace(index) { index += 1 }
    return index
  }

  /// What a key does: `false` for a key the field leaves to the table.
  mutating func press(_ press: KeyPress) -> Bool {
    let modifiers = press.modifiers.subtracting(.shift)
    switch (press.key, modifiers) {
    case (.character(let character), []): insert(String(character))
    case (.space, []): insert(" ")
    case (.left, []), (.character("b"), .control):
      cursor = max(0, cursor - 1)
    case (.right, []), (.character("f"), .control):
      cursor = min(characters.count, cursor + 1)
    case (.left, .alt), (.left, .control), (.character("b"), .alt): cursor = wordStart
    case (.right, .alt), (.right, .control), (.character("f"), .alt): cursor = wordEnd
    case (.home, []), (.character("a"), .control): cursor = 0
    case (.end, []), (.character("e"), .control): cursor = characters.count
    case (.backspace, []), (.character("h"), .control):
      if cursor > 0 {
        characters.remove(at: cursor - 1)
        cursor -= 1
      }
    case (.delete, []):
      if cursor < characters.count { characters.remove(at: cursor) }
    case (.backspace, .alt), (.character("w"), .control):
      let start = wordStart
      characters.removeSubrange(start..<cursor)
      cursor = start
    case (.character("d"), .alt):
      characters.removeSubrange(cursor..<wordEnd)
    case (.character("u"), .control):
      characters.removeSubrange(0..<cursor)
      cursor = 0
    case (.character("k"), .control):
      characters.removeSubrange(cursor...)
    case (.enter, []):
      break
    default:
      return false
    }
    return true
  }

  /// The window of a field `width` columns wide: the first start from which the
  /// characters up to the cursor and the cell under it fit, the characters that fit
  /// from there, and the cursor's column.
  func window(width: Int, mode: WidthMode) -> (shown: [Character], cursorColumn: Int?) {
    guard width > 0 else { return ([], nil) }
    let widths = characters.map { DisplayWidth.of($0, mode: mode) }
    let cell = cursor < widths.count ? max(1, widths[cursor]) : 1
    var start = 0
    for candidate in 0...cursor {
      start = candidate
      if widths[candidate..<cursor].reduce(0, +) + cell <= width { break }
    }
    var shown: [Character] = []
    var used = 0
    for index in start..<characters.count {
      guard used + widths[index] <= width else { break }
      used += widths[index]
      shown.append(characters[index])
    }
    return (shown, min(widths[start..<cursor].reduce(0, +), width - 1))
  }
}
