import RowKit
import Testing

/// The examples of the Text Rendering article, with the results the article shows.
@Suite struct TextRenderingArticleTests {
  @Test func displayWidthExamples() {
    #expect(DisplayWidth.of("中文") == 4)
    #expect(DisplayWidth.of("e\u{301}") == 1)
    #expect(DisplayWidth.of("\u{2764}\u{FE0F}") == 2)
    #expect(DisplayWidth.of("★") == 1)
  }

  @Test func wrappingExamples() {
    #expect(TextWrapper.wrap("The quick brown fox", width: 10) == ["The quick", "brown fox"])
    #expect(TextWrapper.wrap("a\n", width: 10) == ["a", ""])
  }

  @Test func sanitisingExample() {
    #expect(Sanitizer.visible("A\u{1B}]0;pwned\u{7}B") == "A␛]0;pwned␇B")
    #expect(Sanitizer.visible("\u{9B}2J") == "␛[2J")
  }
}
