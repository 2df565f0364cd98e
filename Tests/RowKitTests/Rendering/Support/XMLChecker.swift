/// A strict checker for the XML the SVG renderer writes, and a small tree to query.
///
/// It accepts well-formed XML 1.0 documents without a DTD: an optional `<?xml …?>`
/// declaration, one root element, nested elements with unique, quoted attributes,
/// text, comments, and the references `&amp;` `&lt;` `&gt;` `&quot;` `&apos;`
/// `&#N;` `&#xH;` (of characters XML allows). Anything else — an unescaped `<` or
/// `&`, a mismatched or unclosed tag, a character XML does not allow, text outside
/// the root — is an error naming the offset.
struct XMLChecker {
  /// An element: its name, attributes in order, and children.
  struct Element: Equatable {
    var name: String
    var attributes: [(name: String, value: String)] = []
    var children: [Node] = []

    static func == (lhs: Element, rhs: Element) -> Bool {
      lhs.name == rhs.name && lhs.children == rhs.children
        && lhs.attributes.map(\.name) == rhs.attributes.map(\.name)
        && lhs.attributes.map(\.value) == rhs.attributes.map(\.value)
    }

    subscript(attribute: String) -> String? {
      attributes.first { $0.name == attribute }?.value
    }

    /// The decoded text of the element and its descendants.
    var text: String {
      children.map {
        switch $0 {
        case .text(let text): text
        case .element(let element): element.text
        }
      }.joined()
    }

    /// Every descendant element named `name`, in document order.
    func all(_ name: String) -> [Element] {
      children.flatMap { child -> [Element] in
        guard case .element(let element) = child else { return [] }
        return (element.name == name ? [element] : []) + element.all(name)
      }
    }
  }

  /// A child of an element.
  enum Node: Equatable {
    case element(Element)
    case text(String)
  }

  struct Failure: Error, CustomStringConvertible {
    var offset: Int
    var message: String
    var description: String { "XML error at scalar \(offset): \(message)" }
  }

  private let scalars: [Unicode.Scalar]
  private var position = 0

  private init(_ document: String) {
    scalars = Array(document.unicodeScalars)
  }

  /// Checks a document and returns its root element.
  static func parse(_ document: String) throws -> Element {
    var checker = XMLChecker(document)
    return try checker.document()
  }

  private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }

  private func fail(_ message: String) -> Failure { Failure(offset: position, message: message) }

  private var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

  private func starts(with text: String) -> Bool {
    let wanted = Array(text.unicodeScalars)
    guard position + wanted.count <= scalars.count else { return false }
    return Array(scalars[position..<position + wanted.count]) == wanted
  }

  private mutating func expect(_ text: String) throws {
    guard starts(with: text) else { throw fail("expected '\(text)'") }
    position += text.unicodeScalars.count
  }

  private mutating func skipSpace() {
    while let scalar = current, [" ", "\t", "\n", "\r"].contains(scalar) { position += 1 }
  }

  private mutating func document() throws -> Element {
    for scalar in scalars where !Self.isAllowed(scalar) {
      throw Failure(
        offset: scalars.firstIndex(of: scalar) ?? 0,
        message: "character U+\(String(scalar.value, radix: 16, uppercase: true)) not allowed")
    }
    if starts(with: "<?xml") {
      guard let end = find("?>") else { throw fail("unterminated declaration") }
      position = end + 2
    }
    try skipMisc()
    guard current == "<" else { throw fail("expected the root element") }
    let root = try element()
    try skipMisc()
    guard position == scalars.count else { throw fail("content after the root element") }
    return root
  }

  private func find(_ text: String) -> Int? {
    let wanted = Array(text.unicodeScalars)
    var index = position
    while index + wanted.count <= scalars.count {
      if Array(scalars[index..<index + wanted.count]) == wanted { return index }
      index += 1
    }
    return nil
  }

  /// Whitespace and comments outside the root.
  private mutating func skipMisc() throws {
    while true {
      skipSpace()
      guard starts(with: "<!--") else { return }
      try comment()
    }
  }

  private mutating func comment() throws {
    position += 4
    guard let end = find("--") else { throw fail("unterminated comment") }
    position = end
    try expect("-->")
  }

  private mutating func name() throws -> String {
    var result = ""
    while let scalar = current {
      let isStart =
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
        || scalar == ":"
      let isLater = isStart || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "."
      guard result.isEmpty ? isStart : isLater else { break }
      result.unicodeScalars.append(scalar)
      position += 1
    }
    guard !result.isEmpty else { throw fail("expected a name") }
    return result
  }

  private mutating func element() throws -> Element {
    try expect("<")
    var element = Element(name: try name())
    while true {
      let hadSpace = [" ", "\t", "\n", "\r"].contains(current ?? "x")
      skipSpace()
      if starts(with: "/>") {
        position += 2
        return element
      }
      if current == ">" {
        position += 1
        break
      }
      guard hadSpace else { throw fail("expected a space before an attribute") }
      let attribute = try name()
      guard element[attribute] == nil else { throw fail("attribute '\(attribute)' repeated") }
      skipSpace()
      try expect("=")
      skipSpace()
      guard let quote = current, quote == "\"" || quote == "'" else {
        throw fail("attribute value not quoted")
      }
      position += 1
      let value = try characterData(until: quote)
      position += 1
      element.attributes.append((attribute, value))
    }
    while true {
      if starts(with: "</") {
        position += 2
        let closing = try name()
        guard closing == element.name else {
          throw fail("'</\(closing)>' closes '<\(element.name)>'")
        }
        skipSpace()
        try expect(">")
        return element
      }
      if starts(with: "<!--") {
        try comment()
      } else if current == "<" {
        element.children.append(.element(try self.element()))
      } else if current == nil {
        throw fail("'<\(element.name)>' is not closed")
      } else {
        element.children.append(.text(try characterData(until: "<")))
      }
    }
  }

  /// Text up to `end` (not consumed), references decoded.
  private mutating func characterData(until end: Unicode.Scalar) throws -> String {
    var result = ""
    while let scalar = current, scalar != end {
      if end != "<" && scalar == "<" { throw fail("'<' in an attribute value") }
      if starts(with: "]]>") { throw fail("']]>' in text") }
      if scalar == "&" {
        result.unicodeScalars.append(try reference())
      } else {
        result.unicodeScalars.append(scalar)
        position += 1
      }
    }
    guard current == end else { throw fail("unterminated text or attribute") }
    return result
  }

  private mutating func reference() throws -> Unicode.Scalar {
    position += 1
    guard let semicolon = find(";"), semicolon - position <= 10 else {
      throw fail("'&' that starts no reference")
    }
    let body = String(String.UnicodeScalarView(scalars[position..<semicolon]))
    position = semicolon + 1
    let named: [String: Unicode.Scalar] = [
      "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'",
    ]
    if let scalar = named[body] { return scalar }
    var code: UInt32?
    if body.hasPrefix("#x") {
      code = UInt32(body.dropFirst(2), radix: 16)
    } else if body.hasPrefix("#") {
      code = UInt32(body.dropFirst(), radix: 10)
    }
    guard let code, let scalar = Unicode.Scalar(code), Self.isAllowed(scalar) else {
      throw fail("bad reference '&\(body);'")
    }
    return scalar
  }
}
