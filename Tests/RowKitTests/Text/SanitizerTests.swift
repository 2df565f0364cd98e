import Testing

@testable import RowKit

@Suite struct SanitizerTests {
  @Test func c0ControlsBecomeControlPictures() {
    #expect(Sanitizer.visible("a\u{0}b\u{7}c\u{8}") == "a\u{2400}b\u{2407}c\u{2408}")
    #expect(Sanitizer.visible("ok\u{8}\u{8}\u{8}\u{8}\u{8}") == "ok␈␈␈␈␈")
    #expect(Sanitizer.visible("\u{7F}") == "\u{2421}")
  }

  @Test func escapeIntroducerIsReplacedAndTheRestStaysAsText() {
    #expect(Sanitizer.visible("A\u{1B}[2J\u{1B}]0;pwned\u{7}B") == "A␛[2J␛]0;pwned␇B")
    #expect(
      Sanitizer.visible("\u{1B}]8;;https://evil.example\u{1B}\\click\u{1B}]8;;\u{1B}\\")
        == "␛]8;;https://evil.example␛\\click␛]8;;␛\\")
  }

  @Test func c1ControlsShowTheirSevenBitForm() {
    #expect(Sanitizer.visible("\u{9B}31m") == "␛[31m")
    #expect(Sanitizer.visible("\u{9D}0;t\u{9C}") == "␛]0;t␛\\")
    #expect(Sanitizer.visible("\u{85}") == "␛E")
  }

  @Test func bidiControlsBecomeReplacementCharacters() {
    #expect(Sanitizer.visible("abc\u{202E}gnp.exe\u{202C}") == "abc\u{FFFD}gnp.exe\u{FFFD}")
    #expect(
      Sanitizer.visible("\u{2066}\u{2067}\u{2068}\u{2069}") == "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}")
    #expect(Sanitizer.visible("\u{200E}\u{200F}\u{61C}") == "\u{FFFD}\u{FFFD}\u{FFFD}")
  }

  @Test func layoutCharactersAreReplacedUnlessKept() {
    #expect(Sanitizer.visible("a\tb\nc\r\nd\u{2028}e") == "a␉b␊c␍␊d␤e")
    #expect(Sanitizer.visible("a\tb\nc\r\nd\u{2028}e", options: .layout) == "a\tb\nc\r\nd\u{2028}e")
    #expect(Sanitizer.visible("a\tb\n", options: .keepTabs) == "a\tb␊")
  }

  @Test func harmlessInvisibleCharactersAreKept() {
    let text = "\u{FEFF}a\u{200B}b\u{2060}c\u{AD}d\u{34F}"
    #expect(Sanitizer.visible(text) == text)
    #expect(Sanitizer.visible("\u{2733} e\u{301}") == "\u{2733} e\u{301}")
  }

  @Test func textWithoutAnUnsafeScalarIsKeptWholeAndOtherTextCharacterByCharacter() {
    #expect(Sanitizer.visible("200 names · 中文 👍🏽") == "200 names · 中文 👍🏽")
    #expect(Sanitizer.visible("· \u{1B}[2J 中") == "· ␛[2J 中")
    // CR LF: one character of two unsafe scalars.
    #expect(Sanitizer.visible("中\r\n") == "中\u{240D}\u{240A}")
  }

  @Test func invalidUTF8BecomesReplacementCharacters() {
    #expect(Sanitizer.decoding([0x61, 0x9B, 0x62]) == "a\u{FFFD}b")
    #expect(Sanitizer.decoding([0xC3, 0x28]) == "\u{FFFD}(")
    #expect(Sanitizer.visible(decoding: [0xC2, 0x9B, 0x33, 0x31, 0x6D]) == "␛[31m")
    #expect(Sanitizer.visible(decoding: [0x1B, 0x5B, 0x32, 0x4A]) == "␛[2J")
  }

  @Test func outputNeverHoldsUnsafeScalars() {
    var text = ""
    for value in 0..<0x300 { text.unicodeScalars.append(Unicode.Scalar(value)!) }
    text += "\u{200E}\u{200F}\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2069}\u{2028}"
    let visible = Sanitizer.visible(text)
    #expect(!visible.unicodeScalars.contains(where: Sanitizer.isUnsafe))
  }
}
