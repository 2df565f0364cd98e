import RowKit
import RowKitTesting
import RowKitTextField
import Testing

/// The text field against ``TextFieldModel`` on random edit sequences: moves by
/// character and by word, deletes, words, pastes with line breaks and control
/// characters, over text of wide, combining and emoji characters, in both width modes
/// and at many widths. After every step the field's content equals the model's, and
/// the drawn row shows exactly the model's window of the text (no character split, no
/// cell beyond the row touched) with the terminal's cursor at the model's column.
@Suite struct TextFieldModelTests {
  /// Characters that never join a neighbour: ASCII, CJK, Hangul, precomposed and
  /// combining accents, a Thai and a Devanagari cluster, emoji with a skin tone, a ZWJ
  /// family, a flag, VS16 and keycap sequences, spaces.
  static let pieces: [String] = [
    "a", "b", "Z", "1", "-", " ", " ", "中", "日", "한", "é", "e\u{301}", "ก\u{E33}",
    "\u{915}\u{94D}\u{937}", "👍🏽", "👨‍👩‍👧", "🇫🇷", "❤️", "1️⃣", "x", "y",
  ]
  static let characters: [Character] = pieces.flatMap { Array($0) }

  @Test func everyPieceIsOneCharacter() {
    #expect(Self.characters.count == Self.pieces.count)
  }
  /// What pastes hold besides characters: line breaks, tabs, controls, bidi controls.
  static let pasteNoise: [String] = [
    "\n", "\r\n", "\r", "\t", "\u{1B}", "\u{7}", "\u{7F}", "\u{9B}", "\u{202E}", "\u{2028}",
  ]

  static let fieldKeys: [KeyPress] = [
    .left, .right, .home, .end, .backspace, .delete, .space,
    KeyPress(.left, modifiers: .alt), KeyPress(.right, modifiers: .alt),
    KeyPress(.left, modifiers: .control), KeyPress(.right, modifiers: .control),
    KeyPress(.left, modifiers: .shift), KeyPress(.backspace, modifiers: .alt),
    KeyPress(.character("a"), modifiers: .control), KeyPress(.character("e"), modifiers: .control),
    KeyPress(.character("b"), modifiers: .control), KeyPress(.character("f"), modifiers: .control),
    KeyPress(.character("h"), modifiers: .control), KeyPress(.character("w"), modifiers: .control),
    KeyPress(.character("u"), modifiers: .control), KeyPress(.character("k"), modifiers: .control),
    KeyPress(.character("b"), modifiers: .alt), KeyPress(.character("f"), modifiers: .alt),
    KeyPress(.character("d"), modifiers: .alt), .enter,
  ]
  /// Keys the field leaves to the table and the app.
  static let otherKeys: [KeyPress] = [
    .up, .down, .tab, .backTab, .escape, .pageDown, .function(2),
    KeyPress(.character("x"), modifiers: .control), KeyPress(.character("q"), modifiers: .alt),
  ]

  static func pick<T>(_ items: [T], _ random: inout SeededGenerator) -> T {
    items[Int.random(in: 0..<items.count, using: &random)]
  }

  static func randomText(_ random: inout SeededGenerator, noise: Bool) -> String {
    var text = ""
    for _ in 0..<Int.random(in: 0...12, using: &random) {
      if noise, Int.random(in: 0..<4, using: &random) == 0 {
        text += pick(pasteNoise, &random)
      } else {
        text.append(pick(characters, &random))
      }
    }
    return text
  }

  @Test(arguments: SeededGenerator.testSeeds())
  func editsAgreeWithThePlainModel(seed: UInt64) throws {
    print("TextFieldModelTests: seed \(seed) (replay with ROWKIT_SEED=\(seed))")
    var random = SeededGenerator(seed: seed)
    for mode in [WidthMode.graphemeClusters, .perCodePoint] {
      for _ in 0..<8 {
        try runSequence(&random, mode: mode, seed: seed)
      }
    }
  }

  func runSequence(_ random: inout SeededGenerator, mode: WidthMode, seed: UInt64) throws {
    let width = Int.random(in: 3...40, using: &random)
    let label: String? = Bool.random(using: &random) ? "Name" : nil
    let maximumLength =
      Int.random(in: 0..<3, using: &random) == 0
      ? Int.random(in: 0...10, using: &random) : 4096
    var model = TextFieldModel(maximumLength: maximumLength)
    let driver = try FieldDriver(
      content: .init(label: label, maximumLength: maximumLength), width: width, mode: mode)
    let context =
      "seed \(seed) (replay with ROWKIT_SEED=\(seed)), \(mode), width \(width), label \(label ?? "none"), max \(maximumLength)"
    for step in 0..<SeededGenerator.steps(fallback: 150) {
      let roll = Int.random(in: 0..<10, using: &random)
      let what: String
      if roll < 4 {
        let character = Self.pick(Self.characters, &random)
        what = "type \(character.unicodeScalars.map { String($0.value, radix: 16) })"
        #expect(try driver.press(.character(character)), "\(context), step \(step): \(what)")
        _ = model.press(.character(character))
      } else if roll < 8 {
        let press = Self.pick(Self.fieldKeys, &random)
        what = "key \(press)"
        #expect(try driver.press(press), "\(context), step \(step): \(what)")
        _ = model.press(press)
      } else if roll < 9 {
        let press = Self.pick(Self.otherKeys, &random)
        what = "other key \(press)"
        #expect(try !driver.press(press), "\(context), step \(step): \(what) is not the field's")
      } else {
        let text = Self.randomText(&random, noise: true)
        what = "paste \(text.unicodeScalars.map { String($0.value, radix: 16) })"
        #expect(try driver.paste(text), "\(context), step \(step): \(what)")
        model.insert(text)
      }
      try check(driver, against: model, "\(context), step \(step) after \(what)")
    }
  }

  /// The invariants after a step: the content is the model's, the drawn row is the
  /// model's window, nothing past the row is touched, the cursor is where the model
  /// puts it.
  func check(_ driver: FieldDriver, against model: TextFieldModel, _ context: String) throws {
    let content = try driver.content()
    let scalars = content.text.unicodeScalars.map(\.value)
    let expectedScalars = String(model.characters).unicodeScalars.map(\.value)
    try #require(scalars == expectedScalars, "\(context): text")
    try #require(Array(content.text).count == model.characters.count, "\(context): characters")
    try #require(content.cursor == model.cursor, "\(context): cursor")
    let drawn = driver.draw()
    let fieldStart = driver.fieldStart(label: content.label)
    let window = model.window(width: driver.width - fieldStart, mode: driver.mode)
    let shownWidth = window.shown.reduce(0) { $0 + DisplayWidth.of($1, mode: driver.mode) }
    let prefix = content.label.map { driver.labelShown($0) + " " } ?? ""
    let expected =
      "› " + prefix + String(window.shown)
      + String(repeating: " ", count: driver.width - fieldStart - shownWidth) + "#"
    let line = RenderedLines.of(drawn.canvas).first ?? ""
    try #require(
      line == expected,
      "\(context): drawn \(line.debugDescription), expected \(expected.debugDescription)")
    try #require(drawn.canvas[driver.width + 2, 0].character == "#", "\(context): past the row")
    let expectedCursor = window.cursorColumn.map { Point(column: 2 + fieldStart + $0, line: 0) }
    try #require(
      drawn.cursor == expectedCursor, "\(context): cursor at \(String(describing: drawn.cursor))")
  }
}
