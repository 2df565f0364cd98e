import RowKit

/// A strict JSON parser (RFC 8259) for quiz files, with errors a person can act on.
///
/// It takes UTF-8 only, with or without a byte order mark, and refuses everything the
/// standard does not allow and lenient parsers let through: UTF-16 and UTF-32 (with or
/// without a byte order mark), invalid UTF-8 (a file of mixed encodings), trailing
/// commas, duplicate keys, leading zeros, unescaped control characters in strings,
/// lone surrogates, comments and anything after the value. Nesting deeper than
/// ``maximumDepth`` is refused, so no input can exhaust the stack. Every error says
/// where, as a line and a column (columns count scalars from 1), and a duplicate key
/// names its path.
///
/// - Complexity: O(n) for n bytes.
struct JSONParser {
  /// The deepest nesting of arrays and objects accepted.
  static let maximumDepth = 100

  /// Why a document is not accepted.
  struct Failure: Error, Equatable {
    /// What is wrong, with where it is.
    var message: String
    /// The path of the field it is about (`questions[0].question`), when it is about a
    /// field of a document that is otherwise valid JSON (a duplicate key).
    var path: String? = nil
  }

  private let bytes: [UInt8]
  private var offset = 0
  private var depth = 0
  /// The path to the value being parsed, for duplicate-key errors.
  private var path: [String] = []

  /// Parses a whole document.
  ///
  /// - Throws: a ``Failure`` for the first problem.
  static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
    try checkEncoding(bytes)
    var parser = JSONParser(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.offset = 3 }
    parser.skipWhitespace()
    let value = try parser.value()
    parser.skipWhitespace()
    if parser.offset < bytes.count {
      throw parser.failure("unexpected \(parser.describeHere()) after the end of the document")
    }
    return value
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Refuses UTF-16 and UTF-32, with or without a byte order mark, by their first
  /// bytes (a JSON document starts with an ASCII character).
  private static func checkEncoding(_ bytes: [UInt8]) throws(Failure) {
    let marks: [([UInt8], String)] = [
      ([0x00, 0x00, 0xFE, 0xFF], "UTF-32 (big-endian, with a byte order mark)"),
      ([0xFF, 0xFE, 0x00, 0x00], "UTF-32 (little-endian, with a byte order mark)"),
      ([0xFE, 0xFF], "UTF-16 (big-endian, with a byte order mark)"),
      ([0xFF, 0xFE], "UTF-16 (little-endian, with a byte order mark)"),
    ]
    for (mark, name) in marks where bytes.starts(with: mark) {
      throw Failure(message: "the file is \(name); save it as UTF-8")
    }
    guard bytes.count >= 2 else { return }
    let zeros = bytes.prefix(4).map { $0 == 0 }
    let name: String?
    switch (zeros.count, zeros.first, zeros.dropFirst().first) {
    case (4, true, true) where zeros[2] && !zeros[3]: name = "UTF-32 (big-endian)"
    case (4, false, true) where zeros[2] && zeros[3]: name = "UTF-32 (little-endian)"
    case (_, true, false): name = "UTF-16 (big-endian)"
    case (_, false, true): name = "UTF-16 (little-endian)"
    default: name = nil
    }
    if let name {
      throw Failure(message: "the file is \(name), without a byte order mark; save it as UTF-8")
    }
  }

  // MARK: Values

  private mutating func value() throws(Failure) -> JSONValue {
    guard offset < bytes.count else { throw failure("unexpected end of file, expected a value") }
    switch bytes[offset] {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
    default: throw failure("unexpected \(describeHere()), expected a value")
    }
  }

  private mutating func object() throws(Failure) -> JSONValue {
    try enter()
    offset += 1
    var members: [(key: String, value: JSONValue)] = []
    var keys: Set<String> = []
    skipWhitespace()
    if try consume(UInt8(ascii: "}")) {
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}"), !members.isEmpty {
          throw failure("a trailing comma before '}'")
        }
        throw failure("unexpected \(describeHere()), expected a key in double quotes")
      }
      let keyOffset = offset
      let key = try string()
      guard keys.insert(key).inserted else {
        var problem = failure("given twice", at: keyOffset)
        problem.path = (path + [member(key)]).joined()
        throw problem
      }
      skipWhitespace()
      guard try consume(UInt8(ascii: ":")) else {
        throw failure("unexpected \(describeHere()), expected ':' after the key")
      }
      skipWhitespace()
      path.append(member(key))
      let value = try self.value()
      path.removeLast()
      members.append((key, value))
      skipWhitespace()
      if try consume(UInt8(ascii: ",")) { continue }
      if try consume(UInt8(ascii: "}")) { break }
      throw failure("unexpected \(describeHere()), expected ',' or '}'")
    }
    depth -= 1
    return .object(members)
  }

  private mutating func array() throws(Failure) -> JSONValue {
    try enter()
    offset += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if try consume(UInt8(ascii: "]")) {
      depth -= 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "]"), !elements.isEmpty {
        throw failure("a trailing comma before ']'")
      }
      path.append("[\(elements.count)]")
      elements.append(try value())
      path.removeLast()
      skipWhitespace()
      if try consume(UInt8(ascii: ",")) { continue }
      if try consume(UInt8(ascii: "]")) { break }
      throw failure("unexpected \(describeHere()), expected ',' or ']'")
    }
    depth -= 1
    return .array(elements)
  }

  private mutating func enter() throws(Failure) {
    depth += 1
    if depth > Self.maximumDepth {
      throw failure("nested deeper than \(Self.maximumDepth) levels")
    }
  }

  private mutating func literal(_ word: String, _ value: JSONValue) throws(Failure) -> JSONValue {
    let expected = Array(word.utf8)
    guard bytes[offset...].starts(with: expected) else {
      throw failure("unexpected \(describeHere()), expected a value")
    }
    offset += expected.count
    return value
  }

  /// A number's text, checked against the grammar `-? (0 | [1-9][0-9]*) (. [0-9]+)?
  /// ([eE] [+-]? [0-9]+)?`.
  private mutating func number() throws(Failure) -> String {
    let start = offset
    func digits(_ parser: inout JSONParser) -> Int {
      let first = parser.offset
      while parser.offset < parser.bytes.count,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.offset])
      {
        parser.offset += 1
      }
      return parser.offset - first
    }
    _ = try consume(UInt8(ascii: "-"))
    let leadingZero = offset < bytes.count && bytes[offset] == UInt8(ascii: "0")
    let whole = digits(&self)
    var valid = whole > 0 && !(leadingZero && whole > 1)
    if valid, try consume(UInt8(ascii: ".")) { valid = digits(&self) > 0 }
    if valid, offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
      offset += 1
      if offset < bytes.count,
        bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-")
      {
        offset += 1
      }
      valid = digits(&self) > 0
    }
    let text = String(decoding: bytes[start..<offset], as: UTF8.self)
    guard valid else {
      throw failure("invalid number \(Sanitizer.quoted(text))", at: start)
    }
    return text
  }

  /// A string's value; the offset is at its opening quote.
  private mutating func string() throws(Failure) -> String {
    let start = offset
    offset += 1
    var scalars = String.UnicodeScalarView()
    var runStart = offset
    while true {
      guard offset < bytes.count else {
        throw failure("unexpected end of file inside the string that starts here", at: start)
      }
      let byte = bytes[offset]
      switch byte {
      case UInt8(ascii: "\""):
        try appendRun(from: runStart, to: &scalars)
        offset += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        try appendRun(from: runStart, to: &scalars)
        scalars.append(try escape())
        runStart = offset
      case 0x00..<0x20:
        throw failure(
          "a control character (U+\(hex(UInt32(byte), width: 4))) inside a string; "
            + "write it as an escape such as \\n")
      default:
        offset += 1
      }
    }
  }

  /// Appends the bytes `runStart..<offset` as UTF-8, refusing invalid UTF-8.
  private mutating func appendRun(from runStart: Int, to scalars: inout String.UnicodeScalarView)
    throws(Failure)
  {
    guard runStart < offset else { return }
    if let run = String(validating: bytes[runStart..<offset], as: UTF8.self) {
      scalars.append(contentsOf: run.unicodeScalars)
      return
    }
    var decoder = UTF8()
    var iterator = bytes[runStart..<offset].makeIterator()
    var position = runStart
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        scalars.append(scalar)
        position += UTF8.width(scalar)
      case .emptyInput:
        return
      case .error:
        throw failure(
          "invalid UTF-8 (byte 0x\(hex(UInt32(bytes[position]), width: 2))): "
            + "the file must be UTF-8 throughout", at: position)
      }
    }
  }

  /// The scalar an escape stands for; the offset is at its backslash.
  private mutating func escape() throws(Failure) -> Unicode.Scalar {
    let start = offset
    offset += 1
    guard offset < bytes.count else { throw failure("unexpected end of file in an escape") }
    let byte = bytes[offset]
    offset += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let first = try hexQuad(start)
      if (0xDC00...0xDFFF).contains(first) {
        throw failure("a lone low surrogate \\u\(hex(first, width: 4))", at: start)
      }
      guard (0xD800...0xDBFF).contains(first) else {
        return Unicode.Scalar(first) ?? "\u{FFFD}"
      }
      guard bytes[offset...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
        throw failure("a lone high surrogate \\u\(hex(first, width: 4))", at: start)
      }
      offset += 2
      let second = try hexQuad(start)
      guard (0xDC00...0xDFFF).contains(second) else {
        throw failure("a lone high surrogate \\u\(hex(first, width: 4))", at: start)
      }
      return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) ?? "\u{FFFD}"
    default:
      offset -= 1
      throw failure("an invalid escape \\\(describeHere(quoted: false))", at: start)
    }
  }

  private mutating func hexQuad(_ start: Int) throws(Failure) -> UInt32 {
    guard offset + 4 <= bytes.count,
      let value = UInt32(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16),
      bytes[offset..<offset + 4].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") })
    else {
      throw failure("an invalid \\u escape (it needs four hexadecimal digits)", at: start)
    }
    offset += 4
    return value
  }

  // MARK: Helpers

  private mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x20, 0x09, 0x0A, 0x0D: offset += 1
      default: return
      }
    }
  }

  private mutating func consume(_ byte: UInt8) throws(Failure) -> Bool {
    guard offset < bytes.count, bytes[offset] == byte else { return false }
    offset += 1
    return true
  }

  private func member(_ key: String) -> String {
    let name = Sanitizer.quoted(key, delimiter: "")
    return path.isEmpty ? name : "." + name
  }

  /// The character at the offset, quoted, or `end of file`.
  private func describeHere(quoted: Bool = true) -> String {
    guard offset < bytes.count else { return "end of file" }
    var decoder = UTF8()
    var iterator = bytes[offset..<min(bytes.count, offset + 4)].makeIterator()
    let text: String
    if case .scalarValue(let scalar) = decoder.decode(&iterator) {
      text = String(Character(scalar))
    } else {
      return "byte 0x\(hex(UInt32(bytes[offset]), width: 2))"
    }
    return quoted ? Sanitizer.quoted(text) : Sanitizer.visible(text)
  }

  private func failure(_ message: String, at position: Int? = nil) -> Failure {
    let position = min(position ?? offset, bytes.count)
    var line = 1
    var lineStart = 0
    for index in 0..<position where bytes[index] == 0x0A {
      line += 1
      lineStart = index + 1
    }
    // Columns count Unicode scalars: every byte that does not continue a UTF-8 sequence.
    let column = bytes[lineStart..<position].filter { $0 & 0xC0 != 0x80 }.count + 1
    return Failure(message: "\(message) (line \(line), column \(column))")
  }

  private func hex(_ value: UInt32, width: Int) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
