import RowKit
import Testing

/// The examples of the Text Rendering article (Docs/RowKit.docc/TextRendering.md), as
/// written there: each example line is an expression whose value the article gives
/// in a comment, collected by ``Results`` and compared with those values.
@Suite struct TextRenderingArticleTests {
  /// Collects the value of every expression line of a block, so the article's lines
  /// compile as they are, without `_ =`.
  @resultBuilder enum Results {
    static func buildExpression<Value>(_ value: Value) -> [Value] { [value] }
    static func buildBlock<Value>(_ parts: [Value]...) -> [Value] { parts.flatMap { $0 } }
  }

  func results<Value>(@Results _ lines: () -> [Value]) -> [Value] { lines() }

  @Test func displayWidthExamples() {
    let widths = results {
      DisplayWidth.of("中文")  // 4
      DisplayWidth.of("e\u{301}")  // 1: one cluster
      DisplayWidth.of("\u{2764}\u{FE0F}")  // 2: a heart asked for as emoji
      DisplayWidth.of("\u{2764}\u{FE0F}", mode: .perCodePoint)  // 1: heart, then zero-width VS16
      DisplayWidth.of("★")  // 1: East Asian Ambiguous is narrow
      DisplayWidth.of("\u{915}\u{93E}", mode: WidthMode(profile: .kitty))  // 1: kitty's क + ा
    }
    #expect(widths == [4, 1, 2, 1, 1, 1])
  }

  /// The table of examples in both modes, exactly as the article shows it.
  @Test(arguments: [
    ("\u{4E2D}\u{6587}", 4, 4), ("e\u{301}", 1, 1), ("\u{915}\u{93E}", 2, 2),
    ("\u{939}\u{93F}\u{902}\u{926}\u{940}", 4, 4), ("\u{E01}\u{E33}", 2, 2),
    ("\u{FF76}\u{FF9E}\u{FF77}\u{FF9E}", 4, 4), ("\u{600}123", 4, 4), ("\u{2764}", 1, 1),
    ("\u{2764}\u{FE0F}", 2, 1), ("\u{231A}\u{FE0E}", 1, 2), ("\u{1F44D}\u{1F3FD}", 2, 4),
    ("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", 2, 6), ("\u{1F1EF}\u{1F1F5}", 2, 2),
    ("\u{1F1EF}", 2, 1), ("1\u{FE0F}\u{20E3}", 2, 1), ("\u{3164}", 2, 2),
  ])
  func widthTableInBothModes(_ text: String, _ clusters: Int, _ codePoints: Int) {
    #expect(DisplayWidth.of(text) == clusters)
    #expect(DisplayWidth.of(text, mode: .perCodePoint) == codePoints)
  }

  @Test func wrappingExamples() {
    let wrapped = results {
      TextWrapper.wrap("The quick brown fox", width: 10)  // ["The quick", "brown fox"]
      TextWrapper.wrap("a\n", width: 10)  // ["a", ""]
    }
    #expect(wrapped == [["The quick", "brown fox"], ["a", ""]])
  }

  @Test func sanitisingExample() {
    let visible = results {
      Sanitizer.visible("A\u{1B}]0;pwned\u{7}B")  // "A␛]0;pwned␇B"
    }
    #expect(visible == ["A␛]0;pwned␇B"])
    #expect(Sanitizer.visible("\u{9B}2J") == "␛[2J")
  }
}
