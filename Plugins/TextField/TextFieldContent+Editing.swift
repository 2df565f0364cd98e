import RowKit

extension TextFieldKind.Content {
  /// Text as a single-line field keeps it: every run of line breaks (`\n`, `\r`,
  /// `\r\n`, vertical tab, form feed, U+0085, U+2028, U+2029) becomes one space, or
  /// nothing at the very start or end of the text; a tab becomes a space; every other
  /// control character (C0, DEL, C1) and every bidi control (``/RowKit/Sanitizer/isUnsafe(_:)``)
  /// is dropped. Everything else is kept as it is.
  ///
  /// ```swift
  /// TextFieldKind.Content.cleaned("oat\r\nmilk\n")   // "oat milk"
  /// TextFieldKind.Content.cleaned("a\u{1B}[31mb\tc")  // "a[31mb c"
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  public static func cleaned(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    var pendingBreak = false
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
        // Nothing is kept before the first character.
        pendingBreak = !scalars.isEmpty
      case 0x09:
        scalars.append(" ")
        pendingBreak = false
      default:
        guard !Sanitizer.isUnsafe(scalar) else { continue }
        if pendingBreak { scalars.append(" ") }
        pendingBreak = false
        scalars.append(scalar)
      }
    }
    return String(scalars)
  }

  /// Applies an edit, keeping the cursor within the text and the text within the
  /// maximum length.
  ///
  /// - Returns: whether the text or the cursor changed.
  @discardableResult
  public mutating func apply(_ edit: TextEdit) -> Bool {
    let before = self
    var characters = Array(text)
    let at = min(max(0, cursor), characters.count)
    switch edit {
    case .insert(let typed):
      insert(typed, into: characters, at: at)
      return self != before
    case .moveLeft: cursor = max(0, at - 1)
    case .moveRight: cursor = min(characters.count, at + 1)
    case .moveWordLeft: cursor = Self.wordStart(before: at, in: characters)
    case .moveWordRight: cursor = Self.wordEnd(after: at, in: characters)
    case .moveToStart: cursor = 0
    case .moveToEnd: cursor = characters.count
    case .deleteBackward:
      guard at > 0 else { return false }
      characters.remove(at: at - 1)
      cursor = at - 1
    case .deleteForward:
      guard at < characters.count else { return false }
      characters.remove(at: at)
    case .deleteWordBackward:
      let start = Self.wordStart(before: at, in: characters)
      characters.removeSubrange(start..<at)
      cursor = start
    case .deleteWordForward:
      characters.removeSubrange(at..<Self.wordEnd(after: at, in: characters))
    case .deleteToStart:
      characters.removeSubrange(0..<at)
      cursor = 0
    case .deleteToEnd:
      characters.removeSubrange(at...)
    }
    text = String(characters)
    // Removing a character between two others can join them into one (a regional
    // indicator between two halves of a flag): the cursor stays within the text.
    cursor = min(cursor, text.count)
    return self != before
  }

  /// This content with an edit applied.
  public func applying(_ edit: TextEdit) -> Self {
    var copy = self
    copy.apply(edit)
    return copy
  }

  /// Inserts cleaned text at `at`, cut to the room left, and puts the cursor after it.
  private mutating func insert(_ typed: String, into characters: [Character], at: Int) {
    let room = maximumLength - characters.count
    guard room > 0 else { return }
    let inserted = String(Self.cleaned(typed).prefix(room))
    guard !inserted.isEmpty else { return }
    let head = String(characters[..<at]) + inserted
    let joined = head + String(characters[at...])
    text = joined
    // The cursor goes after the characters that start before the end of what was
    // inserted: one that the insert joined with the next character is passed over.
    let end = joined.utf8.index(joined.startIndex, offsetBy: head.utf8.count)
    var count = 0
    var index = joined.startIndex
    while index < end {
      count += 1
      index = joined.index(after: index)
    }
    cursor = count
  }

  /// Where a move or a delete by word backwards from `at` stops: back over white
  /// space, then over the word before it.
  static func wordStart(before at: Int, in characters: [Character]) -> Int {
    var index = at
    while index > 0, characters[index - 1].isWhitespace { index -= 1 }
    while index > 0, !characters[index - 1].isWhitespace { index -= 1 }
    return index
  }

  /// Where a move or a delete by word forwards from `at` stops: over white space,
  /// then over the word after it.
  static func wordEnd(after at: Int, in characters: [Character]) -> Int {
    var index = at
    while index < characters.count, characters[index].isWhitespace { index += 1 }
    while index < characters.count, !characters[index].isWhitespace { index += 1 }
    return index
  }
}
