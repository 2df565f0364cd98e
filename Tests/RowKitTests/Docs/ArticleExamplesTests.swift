import Foundation
import Testing

/// Every Swift example in the DocC catalogs and the READMEs is code that compiles and
/// runs.
///
/// Each ```` ```swift ```` block of every article and landing page in `Docs/`, of the
/// README and of the samples' READMEs must
/// appear, line for line (indentation aside), in an *example source*: a Swift file
/// under `Tests/<target>/Docs/`, which `swift test` compiles and runs, or under
/// `Samples/Consumer/`, which `Scripts/consumer` builds, tests and runs. The block's
/// `import` lines may stand apart from the rest (at the top of the file). When the
/// article shows what the example prints (a paragraph `prints`, then a code block),
/// every printed line must appear, in order, as a string literal in the same file:
/// the example's test asserts it.
///
/// Package manifests (blocks starting `// swift-tools-version`) are not Swift a test
/// target can compile; `Scripts/consumer` resolves each of them in a package of its
/// own, next to a RowKit checkout with another folder name.
///
/// To add an example: write it in the article, put the same code in the example
/// source of its module's test target (`Tests/RowKitTests/Docs/` for RowKit, and so
/// on) inside a test that checks what it does, and run this test.
@Suite struct ArticleExamplesTests {
  /// A fenced code block of an article.
  struct Block {
    var article: String
    var line: Int
    var language: String
    var lines: [String]
    /// The block that shows what this one prints, if the article says so.
    var printed: [String]?

    var location: String { "\(article):\(line)" }
  }

  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Files under a folder of the repository whose names end in `suffix`, sorted.
  static func files(under folder: String, endingIn suffix: String) -> [String] {
    let base = root.appendingPathComponent(folder)
    guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
    return walker.compactMap { $0 as? String }
      .filter { $0.hasSuffix(suffix) && !$0.contains(".build/") }
      .map { folder + "/" + $0 }
      .sorted()
  }

  static func read(_ path: String) throws -> [String] {
    let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The articles and landing pages of the DocC catalogs, and the READMEs: the
  /// repository's and each sample package's.
  static var articles: [String] {
    files(under: "Docs", endingIn: ".md") + ["README.md"]
      + files(under: "Samples", endingIn: "README.md")
  }

  static var exampleSources: [String] {
    let testDocs = files(under: "Tests", endingIn: ".swift").filter { $0.contains("/Docs/") }
    return testDocs + files(under: "Samples/Consumer", endingIn: ".swift")
  }

  /// The fenced code blocks of an article, each with what it prints when the article
  /// says so.
  static func blocks(of article: String) throws -> [Block] {
    let lines = try read(article)
    var blocks: [Block] = []
    var index = 0
    var sincePrevious: [String] = []
    while index < lines.count {
      let fence = lines[index].trimmingCharacters(in: .whitespaces)
      guard fence.hasPrefix("```") else {
        sincePrevious.append(fence)
        index += 1
        continue
      }
      var body: [String] = []
      index += 1
      while index < lines.count, !lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("```")
      {
        body.append(lines[index])
        index += 1
      }
      let block = Block(
        article: article, line: index - body.count, language: String(fence.dropFirst(3)),
        lines: body)
      let saysPrints = sincePrevious.filter { !$0.isEmpty } == ["prints"]
      if saysPrints, let last = blocks.indices.last, blocks[last].language == "swift" {
        blocks[last].printed = body
      } else {
        blocks.append(block)
      }
      sincePrevious = []
      index += 1
    }
    return blocks
  }

  /// A line with the spaces before a trailing `//` comment made one: aligning
  /// comments in an article is layout, not a change (`Scripts/format` undoes it).
  static func normalized(_ line: String) -> String {
    line.replacing(/(\S) {2,}\/\//) { "\($0.1) //" }
  }

  /// Where `wanted` starts in `lines`, with one extra indentation for all of it.
  static func find(_ wanted: [String], in lines: [String]) -> Int? {
    let wanted = wanted.map(normalized)
    guard let first = wanted.first else { return nil }
    for start in lines.indices where normalized(lines[start]).hasSuffix(first) {
      let indent = String(normalized(lines[start]).dropLast(first.count))
      guard indent.allSatisfy({ $0 == " " }), start + wanted.count <= lines.count else {
        continue
      }
      let matches = zip(wanted, lines[start...]).allSatisfy { expected, actual in
        expected.isEmpty
          ? actual.allSatisfy { $0 == " " } : normalized(actual) == indent + expected
      }
      if matches { return start }
    }
    return nil
  }

  /// A line as a Swift string literal.
  static func literal(_ line: String) -> String {
    "\""
      + line.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  /// The modules an article's own package makes: the targets its manifest blocks
  /// declare. An example source stands in for them, so imports of them are not looked
  /// for there.
  static func ownModules(of blocks: [Block]) -> Set<String> {
    var modules: Set<String> = []
    for block in blocks where block.lines.first?.hasPrefix("// swift-tools-version") == true {
      for line in block.lines {
        guard let match = line.firstMatch(of: /^\s*name: "([^"]+)",?$/) else { continue }
        modules.insert(String(match.1))
      }
    }
    return modules
  }

  /// Why a Swift block is not an example, or `nil` when it is one; imports of
  /// `ownModules` (plain or `@testable`) need not be in the example source.
  static func problem(
    with block: Block, sources: [String: [String]], ownModules: Set<String> = []
  ) -> String? {
    var imports: [String] = []
    var code = block.lines
    while let first = code.first,
      first.hasPrefix("import ") || first.hasPrefix("@testable import ") || first.isEmpty
    {
      let module = first.split(separator: " ").last.map(String.init) ?? ""
      if !first.isEmpty, !ownModules.contains(module) { imports.append(first) }
      code.removeFirst()
    }
    guard !code.isEmpty else { return "\(block.location): a block of imports only" }
    for (path, lines) in sources.sorted(by: { $0.key < $1.key }) {
      guard let start = find(code, in: lines), imports.allSatisfy(lines.contains) else {
        continue
      }
      var position = start
      for line in block.printed ?? [] {
        guard
          let found = lines[position...].firstIndex(where: { $0.contains(literal(line)) })
        else {
          return "\(block.location): \(path) runs the example but never checks that it prints "
            + literal(line)
        }
        position = found
      }
      return nil
    }
    return "\(block.location): this swift block is in no example source "
      + "(Tests/<target>/Docs/*.swift or Samples/Consumer); its first line: \(code[0])"
  }

  /// A manifest block that names a package of `Samples/` must be that package's
  /// manifest, as it is; `Scripts/consumer` resolves every manifest block.
  static func problem(withManifest block: Block) throws -> String? {
    guard let name = block.lines.first(where: { $0.hasPrefix("  name: ") }) else { return nil }
    for path in files(under: "Samples", endingIn: "/Package.swift") {
      let manifest = try read(path)
      guard manifest.contains(name) else { continue }
      let text = manifest.last == "" ? Array(manifest.dropLast()) : manifest
      return text == block.lines ? nil : "\(block.location): differs from \(path)"
    }
    return nil
  }

  @Test func everySwiftBlockOfEveryArticleIsInAnExampleSource() throws {
    var sources: [String: [String]] = [:]
    for path in Self.exampleSources { sources[path] = try Self.read(path) }
    var checked = 0
    var problems: [String] = []
    for article in Self.articles {
      let blocks = try Self.blocks(of: article)
      let ownModules = Self.ownModules(of: blocks)
      for block in blocks where block.language == "swift" {
        if block.lines.first?.hasPrefix("// swift-tools-version") == true {
          if let problem = try Self.problem(withManifest: block) { problems.append(problem) }
          continue
        }
        checked += 1
        if let problem = Self.problem(with: block, sources: sources, ownModules: ownModules) {
          problems.append(problem)
        }
      }
    }
    for problem in problems { Issue.record(Comment(rawValue: problem)) }
    // The catalogs hold examples; finding none means the files were not found.
    #expect(checked >= 10, "only \(checked) swift blocks in \(Self.articles)")
  }

  @Test func theCheckerFindsIndentedCodeAndRejectsDrift() {
    let source = [
      "import RowKit", "@Test func example() {", "  let a = 1", "", "  let b = a + 1",
      "  #expect(b == 2)", "  #expect(lines == [\"x \\\"y\\\"\"])", "}",
    ]
    var block = Block(
      article: "A.md", line: 3, language: "swift",
      lines: ["import RowKit", "", "let a = 1", "", "let b = a + 1"], printed: ["x \"y\""])
    #expect(Self.problem(with: block, sources: ["S.swift": source]) == nil)
    block.printed = ["z"]
    #expect(
      Self.problem(with: block, sources: ["S.swift": source])?.contains("never checks") == true)
    block.printed = nil
    block.lines[4] = "let b = a + 2"
    #expect(Self.problem(with: block, sources: ["S.swift": source])?.contains("A.md:3") == true)
    block.lines = ["let a = 1    // one", "", "let b = a + 1"]
    #expect(Self.problem(with: block, sources: ["S.swift": source])?.contains("A.md:3") == true)
    let commented = ["  let a = 1  // one", "", "  let b = a + 1"]
    #expect(Self.problem(with: block, sources: ["S.swift": commented]) == nil)
    block.lines = ["import Other", "let a = 1"]
    #expect(Self.problem(with: block, sources: ["S.swift": source]) != nil)
    block.lines = ["import RowKit", "", "@testable import app", "", "let a = 1"]
    #expect(Self.problem(with: block, sources: ["S.swift": source]) != nil)
    #expect(Self.problem(with: block, sources: ["S.swift": source], ownModules: ["app"]) == nil)
  }

  @Test func anArticlesOwnModulesAreTheTargetsOfItsManifests() {
    let manifest = Block(
      article: "A.md", line: 1, language: "swift",
      lines: [
        "// swift-tools-version:6.0", "let package = Package(", "  name: \"App\",",
        "  targets: [", "    .executableTarget(", "      name: \"app\",",
        "      dependencies: [.product(name: \"RowKit\", package: \"RowKit\")]),",
        "    .testTarget(name: \"appTests\")", "  ]", ")",
      ])
    #expect(Self.ownModules(of: [manifest]) == ["App", "app"])
  }
}
