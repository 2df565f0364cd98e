/// Receives the output of ``WrapEngine``: slices and characters of the current line,
/// and the ends of lines.
protocol WrapSink {
  /// Whether the sink reads the text; a counter only needs the line ends.
  static var needsText: Bool { get }
  /// Appends the input's bytes `start..<end` (safe text) to the current line.
  mutating func append(from start: Int, to end: Int)
  /// Appends the UTF-8 of a placeholder (not part of the input) to the current line.
  mutating func appendPlaceholder(_ utf8: UnsafeBufferPointer<UInt8>)
  /// Appends `count` spaces to the current line.
  mutating func appendSpaces(_ count: Int)
  /// Ends the current line, which is `columns` wide.
  mutating func endLine(columns: Int)
  /// Learns that a word (a run that breaks only where it is too wide) of `columns`
  /// columns is being placed.
  mutating func word(columns: Int)
  /// Learns the text's bytes before the layout starts.
  mutating func prepare(bytes: UnsafeBufferPointer<UInt8>, width: Int)
}

extension WrapSink {
  /// Ignores placeholders: most sinks do not read the text.
  mutating func appendPlaceholder(_ utf8: UnsafeBufferPointer<UInt8>) {}
  /// Ignores the text.
  mutating func append(from start: Int, to end: Int) {}
  /// Ignores words: most sinks only want text and line ends.
  mutating func word(columns: Int) {}
  /// Prepares nothing.
  mutating func prepare(bytes: UnsafeBufferPointer<UInt8>, width: Int) {}
}

/// Builds the lines of a wrap. A line that is one run of the input's bytes (words and
/// the spaces between them, as written) becomes a `String` straight from those bytes;
/// only a line with expanded tabs, placeholders or dropped characters is assembled in
/// a buffer first.
struct LineCollector: WrapSink {
  static var needsText: Bool { true }
  var lines: [String] = []
  /// The input's bytes.
  var source = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
  /// The run of input bytes the line is so far (empty: none), while `current` is empty.
  var runStart = 0
  var runEnd = 0
  var current: [UInt8] = []

  @inline(__always)
  mutating func append(from start: Int, to end: Int) {
    if start == runEnd && runStart < runEnd {
      runEnd = end  // The usual case: the next word or space of the same run.
    } else if runStart == runEnd && current.isEmpty {
      runStart = start
      runEnd = end
    } else {
      moveRunToCurrent()
      current.append(contentsOf: UnsafeBufferPointer(rebasing: source[start..<end]))
    }
  }
  mutating func appendPlaceholder(_ utf8: UnsafeBufferPointer<UInt8>) {
    moveRunToCurrent()
    current.append(contentsOf: utf8)
  }
  mutating func appendSpaces(_ count: Int) {
    moveRunToCurrent()
    for _ in 0..<count { current.append(0x20) }
  }
  mutating func prepare(bytes: UnsafeBufferPointer<UInt8>, width: Int) {
    source = bytes
    lines.reserveCapacity(bytes.count / width + 1)
  }
  mutating func moveRunToCurrent() {
    guard runStart < runEnd else { return }
    current.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<runEnd]))
    runStart = 0
    runEnd = 0
  }
  mutating func endLine(columns: Int) {
    // The bytes are whole scalars of valid UTF-8: decoding repairs nothing.
    if runStart < runEnd {
      lines.append(
        String(decoding: UnsafeBufferPointer(rebasing: source[runStart..<runEnd]), as: UTF8.self))
      runStart = 0
      runEnd = 0
    } else {
      lines.append(String(decoding: current, as: UTF8.self))
      current.removeAll(keepingCapacity: true)
    }
  }
}

/// Counts the lines of a wrap without building them.
struct LineCounter: WrapSink {
  static var needsText: Bool { false }
  var count = 0

  mutating func appendSpaces(_ count: Int) {}
  mutating func endLine(columns: Int) { count &+= 1 }
}

/// Finds the widest line of a wrap without building the lines.
struct WidestLine: WrapSink {
  static var needsText: Bool { false }
  var widest = 0

  mutating func appendSpaces(_ count: Int) {}
  mutating func endLine(columns: Int) { widest = max(widest, columns) }
}

/// Finds the widest word, without building lines: the narrowest width at which no
/// word has to break.
struct WidestWord: WrapSink {
  static var needsText: Bool { false }
  var widest = 0

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
      sink.prepare(bytes: bytes, width: width)
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
            if !inWord { beginWord(at: position) }
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
              startGlue(at: position)
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
          if !inWord { beginWord(at: cluster.start) }
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
            startGlue(at: cluster.start)
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

    mutating func beginWord(at position: Int) {
      inWord = true
      wordStart = position
      wordColumns = 0
      wordNeedsUnits = false
    }

    mutating func startGlue(at position: Int) {
      inWord = false
      glueStart = position
      glueEnd = position
      gluePlain = true
    }

    /// What a unit of a cluster shows: bytes of the text, or a placeholder's UTF-8.
    enum Unit {
      case text(Int, Int)
      case placeholder(UnsafeBufferPointer<UInt8>)
    }

    /// The UTF-8 of a unit that is not in the text (a placeholder, U+FFFD).
    static func placeholder(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
      var text = text
      text.withUTF8 { body($0) }
    }

    /// The columns a cluster takes once sanitised (U+FFFD stand-ins included).
    func visibleWidth(_ cluster: ScannedCluster) -> Int {
      var total = 0
      forEachUnit(of: cluster) { _, columns in total &+= columns }
      return total
    }

    /// Calls `body` with each visible unit of a cluster (the cluster itself, or each
    /// character of its placeholder) and the columns it takes. A unit wider than the
    /// line is passed as U+FFFD.
    func forEachUnit(
      of cluster: ScannedCluster, _ body: (Unit, Int) -> Void
    ) {
      if !cluster.isUnsafe {
        if cluster.width > width {
          Self.placeholder("\u{FFFD}") { body(.placeholder($0), 1) }  // U+FFFD: one column
        } else {
          body(.text(cluster.start, cluster.end), cluster.width)
        }
        return
      }
      let character = Character(
        String(
          decoding: UnsafeBufferPointer(rebasing: bytes[cluster.start..<cluster.end]), as: UTF8.self
        ))
      switch Sanitizer.visibleForm(of: character, options: .layout) {
      case .unchanged:
        body(.text(cluster.start, cluster.end), cluster.width)
      case .replaced(let replacement):
        for unit in replacement {
          let columns = unit.columns(mode)
          let fits = columns <= width
          Self.placeholder(fits ? String(unit) : "\u{FFFD}") {
            body(.placeholder($0), fits ? columns : 1)
          }
        }
      }
    }

    /// The columns the pending spaces take when they start at `start`.
    @inline(__always)
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
          if Sink.needsText { sink.append(from: cluster.start, to: cluster.end) }
          column &+= step
        }
      }
    }

    mutating func emitGlue(into sink: inout Sink) {
      if gluePlain {
        // Spaces as written: hand them over as a slice, so the line stays one run.
        let count = glueEnd &- glueStart
        if count > 0 && Sink.needsText { sink.append(from: glueStart, to: glueEnd) }
        column &+= count
        return
      }
      var scanner = ClusterScanner(bytes: bytes, text: text, mode: mode, start: glueStart)
      while scanner.position < glueEnd, let cluster = scanner.next() {
        let step = advance(of: cluster, at: column)
        if cluster.first == 0x09 || cluster.first == 0x20 {
          sink.appendSpaces(step)
        } else if Sink.needsText {
          sink.append(from: cluster.start, to: cluster.end)
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
          sink.append(from: wordStart, to: wordEnd)
          column &+= wordColumns
          return
        }
      }
      var column = self.column
      var scanner = ClusterScanner(bytes: bytes, text: text, mode: mode, start: wordStart)
      while scanner.position < wordEnd, let cluster = scanner.next() {
        if !cluster.isUnsafe && cluster.width <= width {
          // A word longer than the line, broken at the width: the common clusters go
          // straight to the sink, without a closure (a 10 MB word is 10 MB of these).
          if column &+ cluster.width > width {
            sink.endLine(columns: column)
            column = 0
          }
          if Sink.needsText { sink.append(from: cluster.start, to: cluster.end) }
          column &+= cluster.width
          continue
        }
        forEachUnit(of: cluster) { unit, columns in
          if column &+ columns > width {
            sink.endLine(columns: column)
            column = 0
          }
          if Sink.needsText {
            switch unit {
            case .text(let start, let end): sink.append(from: start, to: end)
            case .placeholder(let utf8): sink.appendPlaceholder(utf8)
            }
          }
          column &+= columns
        }
      }
      self.column = column
    }
  }
}
