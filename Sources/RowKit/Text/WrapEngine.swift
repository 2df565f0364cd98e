/// Receives the output of ``WrapEngine``: slices and characters of the current line,
/// and the ends of lines.
protocol WrapSink {
  /// Whether the sink reads the text; a counter only needs the line ends.
  static var needsText: Bool { get }
  /// Appends a slice of the input's UTF-8 (safe text) to the current line.
  mutating func append(_ utf8: UnsafeBufferPointer<UInt8>)
  /// Appends the UTF-8 of a placeholder (not part of the input) to the current line.
  mutating func appendPlaceholder(_ utf8: UnsafeBufferPointer<UInt8>)
  /// Appends `count` spaces to the current line.
  mutating func appendSpaces(_ count: Int)
  /// Ends the current line, which is `columns` wide.
  mutating func endLine(columns: Int)
  /// Learns that a word (a run that breaks only where it is too wide) of `columns`
  /// columns is being placed.
  mutating func word(columns: Int)
  /// Learns the size of the text before the layout starts.
  mutating func prepare(byteCount: Int, width: Int)
}

extension WrapSink {
  /// Appends a placeholder like text; only a sink that tracks slices tells them apart.
  mutating func appendPlaceholder(_ utf8: UnsafeBufferPointer<UInt8>) { append(utf8) }
  /// Ignores words: most sinks only want text and line ends.
  mutating func word(columns: Int) {}
  /// Prepares nothing.
  mutating func prepare(byteCount: Int, width: Int) {}
}

/// Builds the lines of a wrap. A line that is one run of the input's bytes (words and
/// the spaces between them, as written) becomes a `String` straight from those bytes;
/// only a line with expanded tabs, placeholders or dropped characters is assembled in
/// a buffer first.
struct LineCollector: WrapSink {
  static var needsText: Bool { true }
  var lines: [String] = []
  /// The run of input bytes the line is so far, while `current` is empty.
  var run: UnsafeBufferPointer<UInt8>?
  var current: [UInt8] = []

  mutating func append(_ utf8: UnsafeBufferPointer<UInt8>) {
    if current.isEmpty {
      guard let previous = run else {
        run = utf8
        return
      }
      if let base = previous.baseAddress, base + previous.count == utf8.baseAddress {
        run = UnsafeBufferPointer(start: previous.baseAddress, count: previous.count + utf8.count)
        return
      }
    }
    moveRunToCurrent()
    current.append(contentsOf: utf8)
  }
  mutating func appendPlaceholder(_ utf8: UnsafeBufferPointer<UInt8>) {
    moveRunToCurrent()
    current.append(contentsOf: utf8)
  }
  mutating func appendSpaces(_ count: Int) {
    moveRunToCurrent()
    for _ in 0..<count { current.append(0x20) }
  }
  mutating func prepare(byteCount: Int, width: Int) {
    lines.reserveCapacity(byteCount / width + 1)
  }
  mutating func moveRunToCurrent() {
    guard let previous = run else { return }
    current.append(contentsOf: previous)
    run = nil
  }
  mutating func endLine(columns: Int) {
    // The bytes are whole scalars of valid UTF-8: decoding repairs nothing.
    if let run, current.isEmpty {
      lines.append(String(decoding: run, as: UTF8.self))
    } else {
      lines.append(String(decoding: current, as: UTF8.self))
    }
    run = nil
    current.removeAll(keepingCapacity: true)
  }
}

/// Counts the lines of a wrap without building them.
struct LineCounter: WrapSink {
  static var needsText: Bool { false }
  var count = 0

  mutating func append(_ utf8: UnsafeBufferPointer<UInt8>) {}
  mutating func appendSpaces(_ count: Int) {}
  mutating func endLine(columns: Int) { count &+= 1 }
}

/// Finds the widest line of a wrap without building the lines.
struct WidestLine: WrapSink {
  static var needsText: Bool { false }
  var widest = 0

  mutating func append(_ utf8: UnsafeBufferPointer<UInt8>) {}
  mutating func appendSpaces(_ count: Int) {}
  mutating func endLine(columns: Int) { widest = max(widest, columns) }
}

/// Finds the widest word, without building lines: the narrowest width at which no
/// word has to break.
struct WidestWord: WrapSink {
  static var needsText: Bool { false }
  var widest = 0

  mutating func append(_ utf8: UnsafeBufferPointer<UInt8>) {}
  mutating func appendSpaces(_ count: Int) {}
  mutating func endLine(columns: Int) {}
  mutating func word(columns: Int) { widest = max(widest, columns) }
}

/// The greedy layout shared by ``TextWrapper/wrap(_:width:mode:)`` and
/// ``TextWrapper/lineCount(_:width:mode:)``, so that the two can never disagree.
///
/// It walks the text's UTF-8 once with a ``ClusterScanner`` (one table lookup per
/// non-ASCII scalar), keeps the pending spaces and the pending word as byte ranges,
/// and hands a word that fits to the sink as one slice. Only a word that must break,
/// or that holds a character the ``Sanitizer`` replaces, is walked again, character
/// by character.
enum WrapEngine {
  /// The tab stop interval in columns.
  static let tabInterval = 8

  static func run<Sink: WrapSink>(
    _ text: Substring, width: Int, mode: WidthMode, into sink: inout Sink
  ) {
    text.withUTF8Scanning { bytes, text in
      var layout = Layout<Sink>(bytes: bytes, text: text, width: max(1, width), mode: mode)
      layout.run(into: &sink)
    }
  }

  /// What a cluster is to the layout.
  enum Role {
    case lineBreak
    case space
    case breakAfter
    case word
  }

  @inline(__always)
  static func role(of cluster: ScannedCluster) -> Role {
    // An ASCII character with a mark on it (" " U+0301) is a word; "\r\n" a break.
    if cluster.first < 0x80 && (cluster.isSingleScalar || cluster.first == 0x0D) {
      switch cluster.first {
      case 0x20, 0x09: return .space
      case 0x0A, 0x0D: return .lineBreak  // "\r\n" too
      default: return .word
      }
    }
    guard cluster.isSingleScalar else { return .word }
    switch cluster.first {
    case 0x2028, 0x2029: return .lineBreak
    case 0x200B: return .breakAfter
    case 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: return .space
    default: return .word
    }
  }

  /// One run of the layout over one text.
  struct Layout<Sink: WrapSink> {
    let bytes: UnsafeBufferPointer<UInt8>
    let text: Substring
    let width: Int
    let mode: WidthMode
    /// The column of the current line.
    var column = 0
    /// Whether the current line holds a word.
    var hasWord = false
    /// The pending spaces: a byte range, and whether they are all U+0020.
    var glueStart = 0
    var glueEnd = 0
    var gluePlain = true
    /// The pending word: a byte range, its visible columns, and whether it must be
    /// walked character by character to be emitted.
    var wordStart = 0
    var wordEnd = 0
    var wordColumns = 0
    var wordNeedsUnits = false
    var inWord = false

    init(bytes: UnsafeBufferPointer<UInt8>, text: Substring, width: Int, mode: WidthMode) {
      self.bytes = bytes
      self.text = text
      self.width = width
      self.mode = mode
    }

    mutating func run(into sink: inout Sink) {
      var scanner = ClusterScanner(bytes: bytes, text: text, mode: mode)
      let count = bytes.count
      sink.prepare(byteCount: count, width: width)
      var position = 0
      while position < count {
        // Runs of printable ASCII and of spaces, a byte at a time. The last byte of a
        // run followed by a non-ASCII scalar may join it: the scanner takes that one.
        let byte = bytes[position]
        if byte > 0x20 && byte < 0x7F {
          var end = position &+ 1
          while end < count, bytes[end] > 0x20, bytes[end] < 0x7F { end &+= 1 }
          if end < count && bytes[end] >= 0x80 { end &-= 1 }
          if end > position {
            if !inWord {
              inWord = true
              wordStart = position
              wordColumns = 0
              wordNeedsUnits = false
            }
            wordColumns &+= end &- position
            wordEnd = end
            position = end
            continue
          }
        } else if byte == 0x20 {
          var end = position &+ 1
          while end < count, bytes[end] == 0x20 { end &+= 1 }
          if end < count && bytes[end] >= 0x80 { end &-= 1 }
          if end > position {
            if inWord {
              placeWord(into: &sink)
              inWord = false
              glueStart = position
              gluePlain = true
            }
            glueEnd = end
            position = end
            continue
          }
        }
        scanner.seek(to: position)
        guard let cluster = scanner.next() else { break }
        position = cluster.end
        switch WrapEngine.role(of: cluster) {
        case .word:
          if !inWord {
            inWord = true
            wordStart = cluster.start
            wordColumns = 0
            wordNeedsUnits = false
          }
          wordEnd = cluster.end
          if !cluster.isUnsafe && cluster.width <= width {
            wordColumns &+= cluster.width
          } else {
            wordNeedsUnits = true
            wordColumns &+= visibleWidth(cluster)
          }
        case .space:
          if inWord {
            placeWord(into: &sink)
            inWord = false
            glueStart = cluster.start
            gluePlain = true
          }
          glueEnd = cluster.end
          if cluster.first != 0x20 { gluePlain = false }
        case .lineBreak:
          if inWord {
            placeWord(into: &sink)
          } else {
            placeTrailing(into: &sink)
          }
          sink.endLine(columns: column)
          newLine()
          startGlue(at: cluster.end)
        case .breakAfter:
          if !inWord {
            wordStart = cluster.start
            wordColumns = 0
            wordNeedsUnits = false
          }
          wordEnd = cluster.end
          placeWord(into: &sink)
          startGlue(at: cluster.end)
        }
      }
      if inWord {
        placeWord(into: &sink)
      } else {
        placeTrailing(into: &sink)
      }
      sink.endLine(columns: column)
    }

    mutating func newLine() {
      column = 0
      hasWord = false
    }

    mutating func startGlue(at position: Int) {
      inWord = false
      glueStart = position
      glueEnd = position
      gluePlain = true
    }

    /// The UTF-8 of a byte range.
    @inline(__always)
    func slice(_ start: Int, _ end: Int) -> UnsafeBufferPointer<UInt8> {
      UnsafeBufferPointer(rebasing: bytes[start..<end])
    }

    /// The UTF-8 of a unit that is not in the text (a placeholder, U+FFFD).
    static func placeholder(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
      var text = text
      text.withUTF8 { body($0) }
    }

    /// The columns a cluster takes once sanitised (U+FFFD stand-ins included).
    func visibleWidth(_ cluster: ScannedCluster) -> Int {
      var total = 0
      forEachUnit(of: cluster) { _, columns, _ in total &+= columns }
      return total
    }

    /// Calls `body` with each visible unit of a cluster (the cluster itself, or each
    /// character of its placeholder) and the columns it takes. A unit wider than the
    /// line is passed as U+FFFD.
    func forEachUnit(
      of cluster: ScannedCluster, _ body: (UnsafeBufferPointer<UInt8>, Int, Bool) -> Void
    ) {
      if !cluster.isUnsafe {
        if cluster.width > width {
          Self.placeholder("\u{FFFD}") { body($0, 1, true) }  // U+FFFD takes one column
        } else {
          body(slice(cluster.start, cluster.end), cluster.width, false)
        }
        return
      }
      let character = Character(String(decoding: slice(cluster.start, cluster.end), as: UTF8.self))
      switch Sanitizer.visibleForm(of: character, options: .layout) {
      case .unchanged:
        body(slice(cluster.start, cluster.end), cluster.width, false)
      case .replaced(let replacement):
        for unit in replacement {
          let columns = unit.columns(mode)
          let fits = columns <= width
          Self.placeholder(fits ? String(unit) : "\u{FFFD}") {
            body($0, fits ? columns : 1, true)
          }
        }
      }
    }

    /// The columns the pending spaces take when they start at `start`.
    func glueWidth(from start: Int) -> Int {
      if gluePlain { return glueEnd &- glueStart }
      var column = start
      var scanner = ClusterScanner(bytes: bytes, text: text, mode: mode, start: glueStart)
      while scanner.position < glueEnd, let cluster = scanner.next() {
        column &+= advance(of: cluster, at: column)
      }
      return column &- start
    }

    func advance(of cluster: ScannedCluster, at column: Int) -> Int {
      cluster.first == 0x09
        ? WrapEngine.tabInterval - column % WrapEngine.tabInterval : cluster.width
    }

    /// Places the pending spaces followed by the pending word, wrapping before the
    /// word when the two do not fit on the current line.
    mutating func placeWord(into sink: inout Sink) {
      guard wordStart < wordEnd else { return }
      sink.word(columns: wordColumns)
      let glueColumns = glueWidth(from: column)
      if column &+ glueColumns &+ wordColumns <= width {
        emitGlue(into: &sink)
        emitWord(into: &sink)
        return
      }
      if hasWord {
        sink.endLine(columns: column)
        newLine()
      }
      emitWord(into: &sink)
    }

    /// Places the spaces that end a paragraph, cut at the width.
    mutating func placeTrailing(into sink: inout Sink) {
      var scanner = ClusterScanner(bytes: bytes, text: text, mode: mode, start: glueStart)
      while scanner.position < glueEnd, let cluster = scanner.next() {
        let step = advance(of: cluster, at: column)
        if cluster.first == 0x09 || cluster.first == 0x20 {
          let room = min(step, width &- column)
          guard room > 0 else { return }
          sink.appendSpaces(room)
          column &+= room
        } else {
          guard column &+ step <= width else { return }
          if Sink.needsText { sink.append(slice(cluster.start, cluster.end)) }
          column &+= step
        }
      }
    }

    mutating func emitGlue(into sink: inout Sink) {
      if gluePlain {
        // Spaces as written: hand them over as a slice, so the line stays one run.
        let count = glueEnd &- glueStart
        if count > 0 && Sink.needsText { sink.append(slice(glueStart, glueEnd)) }
        column &+= count
        return
      }
      var scanner = ClusterScanner(bytes: bytes, text: text, mode: mode, start: glueStart)
      while scanner.position < glueEnd, let cluster = scanner.next() {
        let step = advance(of: cluster, at: column)
        if cluster.first == 0x09 || cluster.first == 0x20 {
          sink.appendSpaces(step)
        } else if Sink.needsText {
          sink.append(slice(cluster.start, cluster.end))
        }
        column &+= step
      }
    }

    /// Emits the pending word, breaking it between characters where it meets the
    /// width.
    mutating func emitWord(into sink: inout Sink) {
      hasWord = true
      if column &+ wordColumns <= width {
        if !Sink.needsText {
          column &+= wordColumns
          return
        }
        if !wordNeedsUnits {
          sink.append(slice(wordStart, wordEnd))
          column &+= wordColumns
          return
        }
      }
      var column = self.column
      var scanner = ClusterScanner(bytes: bytes, text: text, mode: mode, start: wordStart)
      while scanner.position < wordEnd, let cluster = scanner.next() {
        forEachUnit(of: cluster) { unit, columns, isPlaceholder in
          if column &+ columns > width {
            sink.endLine(columns: column)
            column = 0
          }
          if Sink.needsText {
            if isPlaceholder { sink.appendPlaceholder(unit) } else { sink.append(unit) }
          }
          column &+= columns
        }
      }
      self.column = column
    }
  }
}
