/// The pure part of the `new-row-kind` command: checking a kind's name and writing the
/// text of the kind's source file and of its test file.
///
/// It uses nothing but the standard library, so the tests of the plugin compile this
/// same file into a test target (plugins cannot be imported by tests).
enum RowKindTemplate {
  /// Why a name cannot be used.
  enum NameError: Error, Equatable, CustomStringConvertible {
    /// The name is empty.
    case empty
    /// The name starts with a digit.
    case startsWithDigit(String)
    /// The name contains a character that is not an ASCII letter, digit or underscore.
    case invalidCharacter(String, Character)
    /// The name is a Swift keyword.
    case keyword(String)

    var description: String {
      switch self {
      case .empty:
        return "the row kind's name is empty; pass a name such as 'Rating'"
      case .startsWithDigit(let name):
        return "'\(name)' is not a valid Swift identifier: it starts with a digit"
      case .invalidCharacter(let name, let character):
        let shown = character == " " ? "a space" : "'\(character)'"
        return
          "'\(name)' is not a valid Swift identifier: it contains \(shown) "
          + "(use ASCII letters, digits and underscores)"
      case .keyword(let name):
        return "'\(name)' is not a valid Swift identifier: it is a Swift keyword"
      }
    }
  }

  /// The names a kind called `name` gets.
  struct Names: Equatable {
    /// The name as given, without a trailing `Kind`, first letter capitalised: `Rating`.
    var base: String
    /// The kind's type: `RatingKind`.
    var kindType: String { base + "Kind" }
    /// The test suite's type: `RatingKindTests`.
    var testType: String { kindType + "Tests" }
    /// The kind's source file: `RatingKind.swift`.
    var sourceFile: String { kindType + ".swift" }
    /// The test file: `RatingKindTests.swift`.
    var testFile: String { testType + ".swift" }
    /// The id the kind registers under, in kebab case: `rating`, `http-status`.
    var kindID: String { RowKindTemplate.kebabCase(base) }
  }

  /// Checks `name` and returns the names derived from it.
  ///
  /// A name must be a Swift identifier made of ASCII letters, digits and underscores
  /// (RowKit's lint allows only ASCII identifiers), must not start with a digit and must
  /// not be a keyword. A lowercase first letter is capitalised, and a trailing `Kind`
  /// is dropped (`RatingKind` makes `RatingKind`, not `RatingKindKind`).
  static func names(for name: String) throws(NameError) -> Names {
    guard let first = name.first else { throw .empty }
    if let bad = name.first(where: { !isIdentifierCharacter($0) }) {
      throw .invalidCharacter(name, bad)
    }
    if first.isASCII, first.isNumber { throw .startsWithDigit(name) }
    if keywords.contains(name) { throw .keyword(name) }
    var base = first.uppercased() + name.dropFirst()
    if base.hasSuffix("Kind"), base.count > 4 { base.removeLast(4) }
    return Names(base: base)
  }

  static func isIdentifierCharacter(_ character: Character) -> Bool {
    guard character.isASCII, let value = character.asciiValue else { return false }
    return (value >= 0x30 && value <= 0x39) || (value >= 0x41 && value <= 0x5A)
      || (value >= 0x61 && value <= 0x7A) || value == 0x5F
  }

  /// Swift's reserved words and the keywords that cannot name a type.
  static let keywords: Set<String> = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
    "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated",
    "open", "operator", "package", "precedencegroup", "private", "protocol", "public",
    "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
    "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
    "if", "in", "repeat", "return", "switch", "throw", "throws", "where", "while", "Any",
    "as", "await", "false", "is", "nil", "self", "Self", "super", "true", "try", "async",
    "actor", "some", "any", "Type", "Protocol", "_",
  ]

  /// `HTTPStatus` → `http-status`, `Rating2` → `rating2`.
  static func kebabCase(_ name: String) -> String {
    let characters = Array(name)
    var result = ""
    for (index, character) in characters.enumerated() {
      if character.isUppercase, index > 0 {
        let previous = characters[index - 1]
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        let startsWord =
          previous.isLowercase || previous.isNumber
          || (previous.isUppercase && next?.isLowercase == true)
        if startsWord, previous != "_" { result.append("-") }
      }
      result.append(character == "_" ? "-" : Character(character.lowercased()))
    }
    return result
  }

  /// Whether `source` declares a type (or a type alias) named `name`.
  ///
  /// Comments and string literals are skipped; attributes and modifiers between the
  /// introducer and the name do not matter because the name follows the introducer.
  static func declaresType(named name: String, in source: String) -> Bool {
    let introducers: Set<String> = [
      "struct", "class", "enum", "actor", "protocol", "typealias", "associatedtype",
    ]
    var previous: String?
    for token in identifierTokens(in: source) {
      if token == name, let previous, introducers.contains(previous) { return true }
      previous = token
    }
    return false
  }

  /// The identifiers and keywords of `source`, outside comments and string literals.
  static func identifierTokens(in source: String) -> [String] {
    var tokens: [String] = []
    var current = ""
    var characters = source.unicodeScalars.makeIterator()
    var pending: Unicode.Scalar?
    func next() -> Unicode.Scalar? {
      if let scalar = pending {
        pending = nil
        return scalar
      }
      return characters.next()
    }
    func flush() {
      if !current.isEmpty { tokens.append(current) }
      current = ""
    }
    while let scalar = next() {
      switch scalar {
      case "/":
        flush()
        let following = next()
        if following == "/" {
          while let skipped = next(), skipped != "\n" {}
        } else if following == "*" {
          var depth = 1
          var last: Unicode.Scalar = " "
          while depth > 0, let skipped = next() {
            if last == "/" && skipped == "*" {
              depth += 1
              last = " "
            } else if last == "*" && skipped == "/" {
              depth -= 1
              last = " "
            } else {
              last = skipped
            }
          }
        } else {
          pending = following
        }
      case "\"":
        flush()
        var escaped = false
        while let skipped = next() {
          if escaped {
            escaped = false
          } else if skipped == "\\" {
            escaped = true
          } else if skipped == "\"" {
            break
          }
        }
      case "`":
        continue
      default:
        if scalar.properties.isAlphabetic || scalar == "_" || ("0"..."9").contains(scalar) {
          current.unicodeScalars.append(scalar)
        } else {
          flush()
        }
      }
    }
    flush()
    return tokens
  }

  /// The source of the kind: a ``ComposedRowKind`` with a content value, a body with a
  /// button, and an action that counts presses.
  static func kindSource(_ names: Names) -> String {
    let kind = names.kindType
    return """
      import RowKit

      /// A row that shows a title, a count and an **Add** button; pressing the button
      /// adds one to the count.
      ///
      /// Generated by `new-row-kind \(names.base)`: change the content value, the body and
      /// the action into your own, and keep all of a row's state in ``Content`` so a
      /// reused cell never shows another row's state. Register the kind before making a
      /// table with its rows:
      ///
      /// ```swift
      /// var registry = RowKindRegistry()
      /// try registry.register(\(kind)())
      /// let row = Row(id: "first", kind: \(kind)(), content: .init(title: "First"))
      /// ```
      ///
      /// At 24 columns a row draws `First          0 [ Add ]`.
      public struct \(kind): ComposedRowKind {
        /// All of a row's state.
        public struct Content: Equatable, Sendable {
          /// The text on the left.
          public var title: String
          /// How many times **Add** was pressed.
          public var count: Int

          /// Creates a content value.
          public init(title: String, count: Int = 0) {
            self.title = title
            self.count = count
          }
        }

        /// The control that adds one to the count.
        public static let add: ControlID = "add"

        /// Creates the kind.
        public init() {}

        /// The id the kind is registered under.
        public var id: RowKindID { "\(names.kindID)" }

        /// The title on the left, the count and the button on the right.
        public func body(of content: Content) -> Node {
          .hstack {
            Node.text(content.title)
            Node.spacer()
            Node.text(String(content.count))
            Node.button(Self.add, label: "Add")
          }
        }

        /// Pressing **Add** (a tap, Enter or Space) adds one to the count.
        public func action(for event: ControlEvent, content: Content) -> RowAction<Content> {
          guard event.isPress, event.control == Self.add else { return .none }
          var next = content
          next.count += 1
          return .update(next)
        }
      }

      """
  }

  /// The source of the kind's tests: Swift Testing with `RowKitTesting`, comparing
  /// rendered lines with literal text and tapping the button through a `TableDriver`.
  static func testSource(_ names: Names, module: String) -> String {
    let kind = names.kindType
    let imports = ["RowKit", "RowKitTesting", "Testing", module]
    let importLines = Set(imports).sorted().map { "import \($0)" }.joined(separator: "\n")
    return """
      \(importLines)

      /// Tests of ``\(kind)``, generated by `new-row-kind \(names.base)`: they pass as
      /// generated; change them together with the kind.
      @Suite struct \(names.testType) {
        @Test func drawsTheTitleTheCountAndTheButton() throws {
          let lines = try RenderedLines.of(\(kind)(), .init(title: "First", count: 3), width: 24)
          expectLines(lines, ["First          3 [ Add ]"])
        }

        @Test func tappingAddCountsUpAndFocusesTheButton() throws {
          var registry = RowKindRegistry()
          try registry.register(\(kind)())
          let table = try TableView(
            registry: registry,
            rows: [
              Row(id: "first", kind: \(kind)(), content: .init(title: "First")),
              Row(id: "second", kind: \(kind)(), content: .init(title: "Second")),
            ],
            viewport: Size(columns: 26, lines: 2))
          let driver = TableDriver(table)

          try driver.tap(label: "Add", inRow: "second")
          try driver.press(.enter)

          expectLines(
            driver.lines,
            [
              "  First          0 [ Add ]",
              "› Second         2 < Add >",
            ])
          let content = try table.row("second").content.content(as: \(kind).Content.self)
          #expect(content?.count == 2)
        }
      }

      """
  }
}
