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
      throw error("\(what) must be a whole number, not '\(Sanitizer.visible(arguments[index]))'")
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
public enum Script {
  /// The commands of a script's text.
  public static func parse(_ text: String, file: String) -> [ScriptCommand] {
    var commands: [ScriptCommand] = []
    var number = 0
    for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      number += 1
      let line = rawLine.drop { $0 == " " || $0 == "\t" }
      guard !line.isEmpty, line.first != "#" else { continue }
      let name = line.prefix { $0 != " " && $0 != "\t" }
      let rest = line.dropFirst(name.count).drop { $0 == " " || $0 == "\t" }
      let arguments = rest.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
      var trimmed = String(rest)
      while trimmed.last == " " || trimmed.last == "\t" { trimmed.removeLast() }
      commands.append(
        ScriptCommand(
          name: String(name), arguments: arguments, rest: trimmed, file: file, line: number))
    }
    return commands
  }

  /// The key names scripts accept, and the keys they stand for.
  public static let keys: [String: Key] = [
    "up": .up, "down": .down, "left": .left, "right": .right, "tab": .tab,
    "backtab": .backTab, "enter": .enter, "space": .space, "pageup": .pageUp,
    "pagedown": .pageDown, "home": .home, "end": .end, "escape": .escape,
  ]
}
