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
      DisplayWidth.of("e\u{301}")  // 1: e and a combining acute accent, one cluster
      DisplayWidth.of("\u{2764}\u{FE0F}")  // 2: a heart asked for as emoji
      DisplayWidth.of("★")  // 1: East Asian Ambiguous counts as narrow
    }
    #expect(widths == [4, 1, 2, 1])
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
