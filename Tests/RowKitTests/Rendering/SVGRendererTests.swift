import RowKitTesting
import Testing

@testable import RowKit

@Suite struct SVGRendererTests {
  let font = SVGTheme.monospaceFonts

  /// The `<text>` elements of a picture.
  func texts(_ svg: String) throws -> [XMLChecker.Element] {
    try XMLChecker.parse(svg).all("text")
  }

  @Test func aSmallCanvasGivesExactlyThisDocument() throws {
    var canvas = TextCanvas(size: Size(columns: 7, lines: 2))
    canvas.write("ok", at: .zero, style: Style(foreground: .green, attributes: .bold))
    canvas.write("中", at: Point(column: 3, line: 0), style: Style(foreground: .red))
    canvas.write("<", at: Point(column: 5, line: 0))
    canvas.write("&", at: Point(column: 6, line: 0), style: Style(attributes: .underline))
    canvas.write("Tab", at: Point(column: 0, line: 1), style: Style(attributes: .inverse))
    canvas.write(
      "x", at: Point(column: 4, line: 1),
      style: Style(foreground: .indexed(196), background: .rgb(0, 0, 255)))
    canvas.write("\"'", at: Point(column: 5, line: 1), style: Style(attributes: [.italic, .dim]))
    let expected = [
      ##"<svg xmlns="http://www.w3.org/2000/svg" width="81" height="54" viewBox="0 0 81 54">"##,
      ##"<rect width="81" height="54" fill="#1C1E22"/>"##,
      ##"<rect x="9" y="27" width="27" height="18" fill="#D0D0D0"/>"##,
      ##"<rect x="45" y="27" width="9" height="18" fill="#0000FF"/>"##,
      ##"<g font-family="\##(font)" font-size="15" fill="#D0D0D0">"##,
      ##"<text x="9" y="23" textLength="18" fill="#5E9E40" font-weight="bold">ok</text>"##,
      ##"<text x="45" y="23" text-anchor="middle" fill="#DC5E66">中</text>"##,
      ##"<text x="54" y="23">&lt;</text>"##,
      ##"<text x="63" y="23" text-decoration="underline">&amp;</text>"##,
      ##"<text x="9" y="41" textLength="27" fill="#1C1E22">Tab</text>"##,
      ##"<text x="45" y="41" fill="#FF0000">x</text>"##,
      ##"<text x="54" y="41" textLength="18" font-style="italic" opacity="0.6">&quot;'</text>"##,
      "</g>",
      "</svg>",
    ]
    expectLines(TextRenderer.svg.render(canvas).split(separator: "\n").map(String.init), expected)
  }

  @Test func theDocCommentExampleIsExact() {
    var canvas = TextCanvas(size: Size(columns: 4, lines: 1))
    canvas.write("ok", at: .zero, style: Style(foreground: .green, attributes: .bold))
    expectLines(
      TextRenderer.svg.render(canvas).split(separator: "\n").map(String.init),
      [
        ##"<svg xmlns="http://www.w3.org/2000/svg" width="54" height="36" viewBox="0 0 54 36">"##,
        ##"<rect width="54" height="36" fill="#1C1E22"/>"##,
        ##"<g font-family="\##(font)" font-size="15" fill="#D0D0D0">"##,
        ##"<text x="9" y="23" textLength="18" fill="#5E9E40" font-weight="bold">ok</text>"##,
        "</g>",
        "</svg>",
      ])
  }

  @Test func anEmptyCanvasIsOnlyTheMargin() throws {
    let svg = TextRenderer.svg.render(TextCanvas(size: .zero))
    let root = try XMLChecker.parse(svg)
    #expect(root.name == "svg")
    #expect(root["width"] == "18")
    #expect(root["height"] == "18")
    #expect(root.all("text").isEmpty)
  }

  @Test func runsOfOneLookAreOneTextWithoutTheirOuterSpacesAndSplitAtGaps() throws {
    var canvas = TextCanvas(size: Size(columns: 24, lines: 1))
    canvas.write("  one word  and more ", at: .zero)
    canvas.write("!", at: Point(column: 21, line: 0), style: Style(foreground: .red))
    let elements = try texts(TextRenderer.svg.render(canvas))
    #expect(elements.map(\.text) == ["one\u{A0}word", "and\u{A0}more", "!"])
    #expect(elements.map { $0["x"] } == ["27", "117", "198"])  // columns 2, 12, 21
    #expect(elements.map { $0["textLength"] } == ["72", "72", nil])  // 8, 8, 1 cells
  }

  @Test func spacesAreNonBreakingSoNoViewerCollapsesThem() {
    var canvas = TextCanvas(size: Size(columns: 5, lines: 1))
    canvas.write("a b", at: .zero, style: Style(foreground: .blue))
    canvas.write(" ", at: Point(column: 4, line: 0), style: Style(attributes: .underline))
    let svg = TextRenderer.svg.render(canvas)
    #expect(svg.contains(">a&#160;b</text>"))
    #expect(svg.contains(" text-decoration=\"underline\">&#160;</text>"))
  }

  @Test func underlinedSpacesAreDrawn() throws {
    var canvas = TextCanvas(size: Size(columns: 4, lines: 1))
    canvas.write(" a ", at: .zero, style: Style(attributes: .underline))
    let elements = try texts(TextRenderer.svg.render(canvas))
    #expect(elements.map(\.text) == ["\u{A0}a\u{A0}"])
    #expect(elements[0]["x"] == "9")
  }

  @Test func markupInTheTextIsEscaped() throws {
    var canvas = TextCanvas(size: Size(columns: 40, lines: 1))
    let hostile = #"</text><script>alert("x&y")</script>"#
    canvas.write(hostile, at: .zero)
    let svg = TextRenderer.svg.render(canvas)
    #expect(!svg.contains("<script"))
    #expect(svg.contains("&lt;/text&gt;&lt;script&gt;alert(&quot;x&amp;y&quot;)"))
    let root = try XMLChecker.parse(svg)
    #expect(root.all("text").map(\.text) == [hostile])
    #expect(root.all("script").isEmpty)
  }

  @Test func charactersXMLDoesNotAllowBecomeReplacementCharacters() throws {
    var canvas = TextCanvas(size: Size(columns: 6, lines: 1))
    canvas.write("a\u{FFFE}b\u{FFFF}", at: .zero)
    // A cell holding a raw control character, which writing would have sanitised.
    canvas.cells[5] = CanvasCell(character: "\u{1B}", width: 1, style: .plain)
    let svg = TextRenderer.svg.render(canvas)
    #expect(
      !svg.unicodeScalars.contains { $0.value == 0x1B || $0.value >= 0xFFFE && $0.value <= 0xFFFF })
    #expect(try texts(svg).map(\.text) == ["a\u{FFFD}b\u{FFFD}\u{A0}\u{FFFD}"])
  }

  @Test func namedPaletteAndRGBColoursFollowTheTheme() throws {
    let styles: [(Style, String)] = [
      (Style(foreground: .red), "#DC5E66"),
      (Style(foreground: .brightWhite), "#FFFFFF"),
      (Style(foreground: .indexed(1)), "#DC5E66"),  // entries 0-15 are the named colours
      (Style(foreground: .indexed(16)), "#000000"),  // cube corner
      (Style(foreground: .indexed(67)), "#5F87AF"),  // cube (1, 2, 3)
      (Style(foreground: .indexed(231)), "#FFFFFF"),
      (Style(foreground: .indexed(232)), "#080808"),  // grey ramp
      (Style(foreground: .indexed(255)), "#EEEEEE"),
      (Style(foreground: .rgb(0x12, 0xAB, 0xEF)), "#12ABEF"),
    ]
    for (style, fill) in styles {
      var canvas = TextCanvas(size: Size(columns: 1, lines: 1))
      canvas.write("x", at: .zero, style: style)
      #expect(try texts(TextRenderer.svg.render(canvas)).first?["fill"] == fill, "\(style)")
    }
  }

  @Test func backgroundsAreRectanglesBehindTheirCells() throws {
    var canvas = TextCanvas(size: Size(columns: 6, lines: 2))
    canvas.fill(Rect(column: 1, line: 1, width: 3, height: 1), style: Style(background: .green))
    canvas.write("ab", at: Point(column: 4, line: 1), style: Style(background: .green))
    let rects = try XMLChecker.parse(TextRenderer.svg.render(canvas)).all("rect")
    #expect(rects.count == 2)
    // One run: columns 1-5 of line 1, the filled cells and the written ones.
    #expect(rects[1]["x"] == "18")
    #expect(rects[1]["y"] == "27")
    #expect(rects[1]["width"] == "45")
    #expect(rects[1]["fill"] == "#5E9E40")
  }

  @Test func inverseSwapsTheColoursIncludingTheDefaults() throws {
    var canvas = TextCanvas(size: Size(columns: 2, lines: 1))
    canvas.write("a", at: .zero, style: Style(foreground: .blue, attributes: .inverse))
    canvas.write("b", at: Point(column: 1, line: 0), style: Style(attributes: .inverse))
    let root = try XMLChecker.parse(TextRenderer.svg.render(canvas))
    #expect(root.all("rect").compactMap { $0["fill"] } == ["#1C1E22", "#488CD6", "#D0D0D0"])
    #expect(root.all("text").map { $0["fill"] } == ["#1C1E22", "#1C1E22"])
  }

  @Test func aCustomThemeChangesColoursAndTheGrid() throws {
    var theme = SVGTheme.dark
    theme.palette[1] = .rgb(1, 2, 3)
    theme.background = .rgb(255, 255, 255)
    theme.cellWidth = 10
    theme.lineHeight = 20
    theme.padding = 0
    var canvas = TextCanvas(size: Size(columns: 3, lines: 2))
    canvas.write("r", at: Point(column: 2, line: 1), style: Style(foreground: .red))
    let root = try XMLChecker.parse(TextRenderer.svg(theme: theme).render(canvas))
    #expect(root["viewBox"] == "0 0 30 40")
    #expect(root.all("rect").first?["fill"] == "#FFFFFF")
    let text = try #require(root.all("text").first)
    #expect(text["fill"] == "#010203")
    #expect(text["x"] == "20")
    #expect(text["y"] == "35")
  }

  @Test func wideCharactersAreCentredOnTheirTwoCells() throws {
    var canvas = TextCanvas(size: Size(columns: 8, lines: 1))
    canvas.write("a中文b😀", at: .zero)
    let elements = try texts(TextRenderer.svg.render(canvas))
    #expect(elements.map(\.text) == ["a", "中", "文", "b", "😀"])
    #expect(elements.map { $0["x"] } == ["9", "27", "45", "54", "72"])
    #expect(elements.map { $0["text-anchor"] } == [nil, "middle", "middle", nil, "middle"])
  }

  /// Puts each `<text>` back on a grid by its position: the line must read as the
  /// plain renderer's line, so every run and every wide character is where it belongs.
  /// (Spaces and no-break spaces both read as spaces: the picture writes spaces as
  /// no-break spaces.)
  func regrid(_ svg: String, canvas: TextCanvas) throws -> [String] {
    // nil marks the right half of a wide character.
    var lines = Array(
      repeating: [Character?](repeating: " ", count: canvas.size.columns),
      count: canvas.size.lines)
    for text in try texts(svg) {
      let x = try #require(Int(text["x"] ?? ""))
      let y = try #require(Int(text["y"] ?? ""))
      let line = (y - 9) / 18
      var column = (x - 9) / 9
      if text["text-anchor"] == "middle" { column -= 1 }
      for character in text.text {
        lines[line][column] = character
        if DisplayWidth.of(character) == 2 {
          lines[line][column + 1] = nil
          column += 1
        }
        column += 1
      }
    }
    return lines.map { String($0.compactMap { $0 }).readingNoBreakSpacesAsSpaces }
  }

  @Test(arguments: SeededGenerator.testSeeds())
  func randomCanvasesAreWellFormedAndOnTheGrid(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    for _ in 0..<40 {
      let size = Size(columns: Int.random(in: 1...30, using: &random), lines: 3)
      var canvas = TextCanvas(size: size)
      for _ in 0..<6 {
        let style = Style(
          foreground: Bool.random(using: &random) ? Color.named.randomElement(using: &random) : nil,
          background: Bool.random(using: &random)
            ? .indexed(.random(in: 0...255, using: &random)) : nil,
          attributes: TextAttributes(rawValue: .random(in: 0...31, using: &random)))
        canvas.write(
          RandomText.make(using: &random),
          at: Point(
            column: .random(in: -2..<size.columns, using: &random),
            line: .random(in: 0..<3, using: &random)), style: style)
      }
      let svg = TextRenderer.svg.render(canvas)
      let plain = TextRenderer.plain.render(canvas).split(
        separator: "\n", omittingEmptySubsequences: false
      )
      .dropLast().map { String($0).replacingXMLForbidden.readingNoBreakSpacesAsSpaces }
      #expect(throws: Never.self, "seed \(seed): replay with ROWKIT_SEED=\(seed)") {
        try XMLChecker.parse(svg)
      }
      expectLines(
        try regrid(svg, canvas: canvas), plain, "seed \(seed): replay with ROWKIT_SEED=\(seed)")
    }
  }

  @Test func everyNastyStringGivesWellFormedXML() throws {
    for text in NastyStrings.all {
      var canvas = TextCanvas(size: Size(columns: 12, lines: 2))
      canvas.write(text, at: .zero, style: Style(foreground: .cyan))
      canvas.write(text, at: Point(column: 3, line: 1), style: Style(attributes: .underline))
      let svg = TextRenderer.svg.render(canvas)
      #expect(throws: Never.self, "\(text.unicodeScalars.map(\.value))") {
        try XMLChecker.parse(svg)
      }
      #expect(!svg.utf8.contains(0x1B))
    }
  }
}

extension String {
  /// The string with no-break spaces read as spaces and trailing spaces removed.
  ///
  /// Scalar by scalar: a no-break space followed by a mark that extends it (U+FF9F,
  /// for one) is one `Character` with it, and must still read as a space.
  fileprivate var readingNoBreakSpacesAsSpaces: String {
    var text = String(
      String.UnicodeScalarView(unicodeScalars.map { $0.value == 0xA0 ? " " : $0 }))
    while text.last == " " { text.removeLast() }
    return text
  }

  /// The string with the characters XML does not allow replaced, as the SVG renderer
  /// replaces them.
  fileprivate var replacingXMLForbidden: String {
    String(
      String.UnicodeScalarView(
        unicodeScalars.map { $0.value == 0xFFFE || $0.value == 0xFFFF ? "\u{FFFD}" : $0 }))
  }
}
