import RowKit

/// One command of a sample script: its name, its words, and where it stands.
///
/// Scripts have one command per line; blank lines and lines starting with `#` are
/// ignored; rows and options are numbered from 1.
public struct ScriptCommand: Hashable, Sendable {
  /// The command's name, for example `tap`.
  public var name: String
  /// The words after the name.
  public var arguments: [String]
  /// Everything after the name, spaces kept (for commands that take a name).
  public var rest: String
  /// The script's file name (`-` for standard input).
  public var file: String
  /// The 1-based line number.
  public var line: Int

  /// Creates a command.
  public init(name: String, arguments: [String], rest: String, file: String, line: Int) {
    self.name = name
    self.arguments = arguments
    self.rest = rest
    self.file = file
    self.line = line
  }

  /// An error about this line: `FILE:LINE: message`.
  public func error(_ message: String) -> SampleError {
    .script(file: file, line: line, message: message)
  }

  /// Checks the number of arguments.
  ///
  /// - Throws: ``SampleError/script(file:line:message:)`` naming the expected form.
  public func expectArguments(_ count: Int, _ form: String) throws(SampleError) {
    guard arguments.count == count else {
      throw error("'\(name)' takes \(form)")
    }
  }

  /// A whole-number argument.
  ///
  /// - Throws: ``SampleError/script(file:line:message:)`` if it is missing or not an
  ///   integer in `range`.
  public func int(at index: Int, _ what: String, in range: ClosedRange<Int>) throws(SampleError)
    -> Int
  {
    guard index < arguments.count else { throw error("'\(name)' needs \(what)") }
    guard let value = Int(arguments[index]) else {
      throw error("\(what) must be a whole number, not \(Sanitizer.quoted(arguments[index]))")
    }
    guard range.contains(value) else {
      throw error("\(what) \(value) is out of range \(range.lowerBound)...\(range.upperBound)")
    }
    return value
  }

  /// A 1-based row number of a table with `count` rows, as a 0-based index.
  ///
  /// - Throws: ``SampleError/script(file:line:message:)`` if it is missing, not a
  ///   number, or out of range.
  public func row(at index: Int, count: Int) throws(SampleError) -> Int {
    guard count > 0 else { throw error("there are no rows") }
    return try int(at: index, "row", in: 1...count) - 1
  }
}

/// Parses sample scripts.
///
/// Lines end at a line feed or a carriage return and line feed, nothing else: a lone
/// carriage return, U+0085 NEL, U+2028, U+2029, a vertical tab or a form feed inside a
/// line is data (shown visibly wherever it is drawn), and `FILE:LINE` counts line feeds.
/// A UTF-8 byte order mark at the start is skipped. Words are separated by spaces and
/// tabs.
public enum Script {
  /// The commands of a script's text, all at once.
  ///
  /// - Complexity: O(n) for n bytes.
  public static func parse(_ text: String, file: String) -> [ScriptCommand] {
    Array(commands(in: text, file: file))
  }

  /// The commands of a script's text, one at a time as they are asked for, so that a
  /// long script costs one command's memory beyond its text.
  public static func commands(in text: String, file: String) -> ScriptCommands {
    ScriptCommands(text: text, file: file)
  }

  /// Bytes read from a script or names file as text: a UTF-8 byte order mark at the
  /// start is skipped and invalid UTF-8 becomes U+FFFD.
  ///
  /// - Complexity: O(n) for n bytes.
  public static func text(decoding bytes: [UInt8]) -> String {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      return Sanitizer.decoding(bytes[3...])
    }
    return Sanitizer.decoding(bytes)
  }

  /// The lines of a text, split at line feeds and carriage return plus line feed only
  /// (without their ends), lazily; a final line feed ends the last line.
  public static func lines(of text: String) -> ScriptLines {
    ScriptLines(text: text)
  }

  /// The command on one line (without its line end), or `nil` for a blank line or a
  /// comment.
  static func command(on rawLine: Substring, file: String, line number: Int) -> ScriptCommand? {
    let line = rawLine.drop { $0 == " " || $0 == "\t" }
    guard !line.isEmpty, line.first != "#" else { return nil }
    let name = line.prefix { $0 != " " && $0 != "\t" }
    let rest = line.dropFirst(name.count).drop { $0 == " " || $0 == "\t" }
    let arguments = rest.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    var trimmed = String(rest)
    while trimmed.last == " " || trimmed.last == "\t" { trimmed.removeLast() }
    return ScriptCommand(
      name: String(name), arguments: arguments, rest: trimmed, file: file, line: number)
  }

  /// The key names scripts accept, and the keys they stand for.
  public static let keys: [String: Key] = [
    "up": .up, "down": .down, "left": .left, "right": .right, "tab": .tab,
    "backtab": .backTab, "enter": .enter, "space": .space, "pageup": .pageUp,
    "pagedown": .pageDown, "home": .home, "end": .end, "escape": .escape,
  ]
}

/// The commands of a script's text, parsed line by line as they are asked for.
public struct ScriptCommands: Sequence, IteratorProtocol {
  var lines: ScriptLines
  let file: String

  init(text: String, file: String) {
    lines = ScriptLines(text: text)
    self.file = file
  }

  /// The next command, or `nil` at the end of the text.
  public mutating func next() -> ScriptCommand? {
    while let line = lines.next() {
      if let command = Script.command(on: line, file: file, line: lines.number) {
        return command
      }
    }
    return nil
  }
}

/// The lines of a text, split at line feeds (and carriage return plus line feed) only.
public struct ScriptLines: Sequence, IteratorProtocol {
  let text: String
  var position: String.Index
  /// The 1-based number of the line last returned.
  public private(set) var number = 0

  init(text: String) {
    self.text = text
    position = text.startIndex
    if text.unicodeScalars.first == "\u{FEFF}" {
      position = text.unicodeScalars.index(after: position)
    }
  }

  /// The next line, without its end, or `nil` after the last.
  public mutating func next() -> Substring? {
    let utf8 = text.utf8
    guard position < text.endIndex else { return nil }
    let end = utf8[position...].firstIndex(of: 0x0A) ?? text.endIndex
    var lineEnd = end
    if lineEnd > position, utf8[utf8.index(before: lineEnd)] == 0x0D {
      lineEnd = utf8.index(before: lineEnd)
    }
    // A line feed, and the carriage return of a CRLF, are cluster boundaries on the
    // side that matters here, so the slice is exact.
    let line = Substring(text.unicodeScalars[position..<lineEnd])
    number += 1
    position = end < text.endIndex ? utf8.index(after: end) : end
    return line
  }
}
