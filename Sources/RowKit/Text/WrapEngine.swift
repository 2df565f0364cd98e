/// Receives the output of ``WrapEngine``: characters and spaces of the current line,
/// and the ends of lines.
protocol WrapSink {
  /// Whether the sink reads the characters; a counter only needs the line ends.
  static var needsText: Bool { get }
  /// Appends a safe character to the current line.
  mutating func append(_ character: Character)
  /// Appends `count` spaces to the current line.
  mutating func appendSpaces(_ count: Int)
  /// Ends the current line.
  mutating func endLine()
  /// Learns that a word (a run that breaks only where it is too wide) of `columns`
  /// columns is being placed.
  mutating func word(columns: Int)
}

extension WrapSink {
  /// Ignores words: most sinks only want characters and line ends.
  mutating func word(columns: Int) {}
}

/// Builds the lines of a wrap.
struct LineCollector: WrapSink {
  static var needsText: Bool { true }
  var lines: [String] = []
  var current = ""

  mutating func append(_ character: Character) { current.append(character) }
  mutating func appendSpaces(_ count: Int) {
    current.append(contentsOf: repeatElement(" " as Character, count: count))
  }
  mutating func endLine() {
    lines.append(current)
    current = ""
  }
}

/// Counts the lines of a wrap without building them.
struct LineCounter: WrapSink {
  static var needsText: Bool { false }
  var count = 0

  mutating func append(_ character: Character) {}
  mutating func appendSpaces(_ count: Int) {}
  mutating func endLine() { count += 1 }
}

/// Finds the widest line of a wrap without building the lines.
struct WidestLine: WrapSink {
  static var needsText: Bool { true }
  var widest = 0
  var current = 0

  mutating func append(_ character: Character) { current += DisplayWidth.of(character) }
  mutating func appendSpaces(_ count: Int) { current += count }
  mutating func endLine() {
    widest = max(widest, current)
    current = 0
  }
}

/// Finds the widest word, without building lines: the narrowest width at which no
/// word has to break.
struct WidestWord: WrapSink {
  static var needsText: Bool { false }
  var widest = 0

  mutating func append(_ character: Character) {}
  mutating func appendSpaces(_ count: Int) {}
  mutating func endLine() {}
  mutating func word(columns: Int) { widest = max(widest, columns) }
}

/// The greedy layout shared by ``TextWrapper/wrap(_:width:)`` and
/// ``TextWrapper/lineCount(_:width:)``, so that the two can never disagree.
///
/// It keeps the pending spaces and the pending word as index ranges into the text
/// and walks a range again only when it places it.
enum WrapEngine {
  /// The tab stop interval in columns.
  static let tabInterval = 8

  /// What a character is to the layout.
  enum Role {
    case lineBreak
    case space
    case breakAfter
    case word
  }

  static func role(of character: Character) -> Role {
    if let ascii = character.asciiValue {
      switch ascii {
      case 0x20, 0x09: return .space
      case 0x0A, 0x0D: return .lineBreak  // "\r\n" is ASCII too: its value is 0x0A
      default: return .word
      }
    }
    switch character.singleScalarValue ?? 0 {
    case 0x2028, 0x2029: return .lineBreak
    case 0x200B: return .breakAfter
    case 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: return .space
    default: return .word
    }
  }

  static func run<Text: StringProtocol, Sink: WrapSink>(
    _ text: Text, width: Int, into sink: inout Sink
  ) {
    var state = State<Text, Sink>(text: text, width: max(1, width))
    var index = text.startIndex
    var glueStart = index
    var wordStart = index
    var inWord = false
    var wordColumns = 0
    while index < text.endIndex {
      let character = text[index]
      let next = text.index(after: index)
      switch role(of: character) {
      case .lineBreak:
        state.place(
          glue: glueStart..<wordStart, word: wordStart..<index, columns: wordColumns, into: &sink)
        if !inWord { state.placeTrailing(glue: glueStart..<index, into: &sink) }
        sink.endLine()
        state.newLine()
        glueStart = next
        wordStart = next
        inWord = false
      case .space:
        if inWord {
          state.place(
            glue: glueStart..<wordStart, word: wordStart..<index, columns: wordColumns, into: &sink)
          glueStart = index
          inWord = false
        }
        wordStart = next
      case .breakAfter:
        if !inWord {
          wordStart = index
          wordColumns = 0
        }
        state.place(
          glue: glueStart..<wordStart, word: wordStart..<next, columns: wordColumns, into: &sink)
        glueStart = next
        wordStart = next
        inWord = false
      case .word:
        if !inWord {
          wordStart = index
          inWord = true
          wordColumns = 0
        }
        wordColumns += state.visibleWidth(character)
      }
      index = next
    }
    if inWord {
      state.place(
        glue: glueStart..<wordStart, word: wordStart..<index, columns: wordColumns, into: &sink)
    } else {
      state.placeTrailing(glue: glueStart..<index, into: &sink)
    }
    sink.endLine()
  }

  /// The current line while the engine runs.
  struct State<Text: StringProtocol, Sink: WrapSink> {
    let text: Text
    let width: Int
    var column = 0
    var hasWord = false

    init(text: Text, width: Int) {
      self.text = text
      self.width = width
    }

    mutating func newLine() {
      column = 0
      hasWord = false
    }

    /// The columns a run of spaces takes when it starts at `start`.
    func glueWidth(_ glue: Range<Text.Index>, from start: Int) -> Int {
      var column = start
      for character in text[glue] {
        column += advance(of: character, at: column)
      }
      return column - start
    }

    func advance(of character: Character, at column: Int) -> Int {
      if character.asciiValue == 0x09 {
        return WrapEngine.tabInterval - column % WrapEngine.tabInterval
      }
      return character.columns
    }

    /// Calls `body` with each visible unit of a character (the character itself, or
    /// each character of its placeholder) and the columns it takes. A unit wider than
    /// the line is passed as U+FFFD.
    func forEachUnit(of character: Character, _ body: (Character, Int) -> Void) {
      switch Sanitizer.visibleForm(of: character, options: .layout) {
      case .unchanged:
        unit(character, body)
      case .replaced(let text):
        for part in text { unit(part, body) }
      }
    }

    private func unit(_ character: Character, _ body: (Character, Int) -> Void) {
      let measured = character.columns
      if measured > width {
        body("\u{FFFD}", 1)  // U+FFFD takes one column
      } else {
        body(character, measured)
      }
    }

    /// The columns a character takes once sanitised (U+FFFD stand-ins included).
    func visibleWidth(_ character: Character) -> Int {
      if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return 1 }
      var total = 0
      forEachUnit(of: character) { _, columns in total += columns }
      return total
    }

    /// Places a run of spaces followed by a word, wrapping before the word when the
    /// two do not fit on the current line.
    mutating func place(
      glue: Range<Text.Index>, word: Range<Text.Index>, columns wordColumns: Int,
      into sink: inout Sink
    ) {
      guard !word.isEmpty else { return }
      sink.word(columns: wordColumns)
      let glueColumns = glueWidth(glue, from: column)
      if column + glueColumns + wordColumns <= width {
        emitGlue(glue, into: &sink)
        emitWord(word, columns: wordColumns, into: &sink)
        return
      }
      if hasWord {
        sink.endLine()
        newLine()
      }
      emitWord(word, columns: wordColumns, into: &sink)
    }

    /// Places the spaces that end a paragraph, cut at the width.
    mutating func placeTrailing(glue: Range<Text.Index>, into sink: inout Sink) {
      for character in text[glue] {
        let step = advance(of: character, at: column)
        if character.asciiValue == 0x09 || character.asciiValue == 0x20 {
          let room = min(step, width - column)
          guard room > 0 else { return }
          sink.appendSpaces(room)
          column += room
        } else {
          guard column + step <= width else { return }
          sink.append(character)
          column += step
        }
      }
    }

    mutating func emitGlue(_ glue: Range<Text.Index>, into sink: inout Sink) {
      for character in text[glue] {
        let step = advance(of: character, at: column)
        if character.asciiValue == 0x09 || character.asciiValue == 0x20 {
          sink.appendSpaces(step)
        } else {
          sink.append(character)
        }
        column += step
      }
    }

    /// Emits a word, breaking it between characters where it meets the width.
    mutating func emitWord(_ word: Range<Text.Index>, columns: Int, into sink: inout Sink) {
      hasWord = true
      if !Sink.needsText, self.column + columns <= width {
        self.column += columns
        return
      }
      var column = self.column
      for character in text[word] {
        forEachUnit(of: character) { unit, columns in
          if column + columns > width {
            sink.endLine()
            column = 0
          }
          sink.append(unit)
          column += columns
        }
      }
      self.column = column
    }
  }
}
