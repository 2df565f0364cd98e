import Foundation
import RowKitTesting
import Testing

@Suite struct QuizTests {
  let capitals = """
    {"title": "Capitals",
     "questions": [
      {"question": "Capital of France?", "options": ["Lyon", "Paris"], "answer": "Paris",
       "correct": 2},
      {"question": "Capital of Japan?", "options": ["Osaka", "Tokyo", "Kyoto"], "correct": 2},
      {"question": "No answer given", "options": ["A"]}
     ]}
    """

  @Test func theBuiltInQuizWithoutAScript() throws {
    let result = try run(.quiz, ["--width", "50", "--height", "12"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    expectLines(
      result.lines,
      [
        "  RowKit quiz: choose an option per question, then",
        "  reveal the answers",
        "",
        "  1. Which planet is known as the Red Planet?",
        "  ( ) Venus",
        "  ( ) Mars",
        "  ( ) Jupiter",
        "  ( ) Mercury",
        "  [-Check-]",
        "",
        "  2. A table reuses its cells as rows scroll out",
        "0 of 7 answered",
      ])
  }

  @Test func revealingMarksTheCorrectOptionGreenAndAWrongChoiceRed() throws {
    let script = """
      select 1 1
      select 4 2
      render
      reveal 1
      reveal 4
      color 4 3 yellow
      scroll 21
      """
    let result = try run(.quiz, ["--width", "50", "--height", "14"], stdin: script)
    #expect(result.status == 0)
    #expect(result.frames.count == 2)
    #expect(result.frames[0].last == "2 of 7 answered")
    expectLines(
      result.frames[1],
      [
        "",
        "  3. 日本の首都はどこですか？",
        "  ( ) 大阪",
        "  ( ) 東京",
        "  ( ) 京都",
        "  [-Check-]",
        "",
        "  4. How many bits are in a byte?",
        "  ( ) 4",
        "  (•) 8 [correct]",
        "  ( ) 16 [yellow]",
        "  Answer: 8",
        "",
        "2 of 7 answered · revealed: 1 of 2 right",
      ])
  }

  @Test func theMarksFollowTheChoiceWhileTheAnswerIsRevealed() throws {
    let path = try temporaryFile(capitals, name: "capitals.json")
    let script = "select 1 2\nreveal all\nselect 1 1\nselect 2 2\nclear 3\n"
    let result = try run(.quiz, ["--data", path, "--width", "40", "--height", "16"], stdin: script)
    #expect(result.status == 0)
    expectLines(
      result.lines,
      [
        "  Capitals",
        "",
        "  1. Capital of France?",
        "  (•) Lyon [wrong]",
        "  ( ) Paris [correct]",
        "  Answer: Paris",
        "",
        "  2. Capital of Japan?",
        "  ( ) Osaka",
        "  (•) Tokyo [correct]",
        "  ( ) Kyoto",
        "  Answer: Tokyo",
        "",
        "  3. No answer given",
        "  ( ) A",
        "2 of 3 answered · revealed: 1 of 2 right",
      ])
  }

  @Test func aTapAtTheCoordinatesOfAnEarlierFrameChoosesThatOption() throws {
    let first = try run(.quiz, ["--width", "50", "--height", "12"], stdin: "render\n")
    let position = try #require(screenPosition(of: "( ) Mars", in: first.frames[0]))
    #expect(position.column == 3 && position.line == 6)
    let second = try run(
      .quiz, ["--width", "50", "--height", "12"],
      stdin: "tap \(position.column) \(position.line)\n")
    expectLines(
      Array(second.lines[3...8]),
      [
        "› 1. Which planet is known as the Red Planet?",
        "  ( ) Venus",
        "  <•> Mars",
        "  ( ) Jupiter",
        "  ( ) Mercury",
        "  [ Check ]",
      ])
    #expect(second.lines.last == "1 of 7 answered")
  }

  @Test func keysMoveTheFocusAndEnterChooses() throws {
    // The first Down passes over the title, which cannot take the focus, to the first
    // option; the second goes down the options, drawn one per line.
    let script = "key down\nkey down\nkey enter\n"
    let result = try run(.quiz, ["--width", "50", "--height", "9"], stdin: script)
    // The focused question scrolls into view whole, its blank line included.
    expectLines(
      result.lines,
      [
        "",
        "› 1. Which planet is known as the Red Planet?",
        "  ( ) Venus",
        "  <•> Mars",
        "  ( ) Jupiter",
        "  ( ) Mercury",
        "  [ Check ]",
        "",
        "1 of 7 answered",
      ])
  }

  @Test func lockingShowsLockedMarksAndRefusesChoices() throws {
    let ok = try run(.quiz, ["--width", "50", "--height", "7"], stdin: "lock 1\nscroll 3\n")
    expectLines(
      ok.lines,
      [
        "  1. Which planet is known as the Red Planet?",
        "  [locked]",
        "  (-) Venus",
        "  (-) Mars",
        "  (-) Jupiter",
        "  (-) Mercury",
        "0 of 7 answered",
      ])
    let refused = try run(.quiz, stdin: "lock 1\nselect 1 2\n")
    #expect(refused.status == 2)
    #expect(refused.stdout.isEmpty)
    #expect(refused.stderr == "quiz: -:2: question 1 is locked ('unlock 1' first)\n")
    let unlocked = try run(.quiz, ["--height", "9"], stdin: "lock 1\nunlock 1\nselect 1 2\n")
    #expect(unlocked.lines.contains("  (•) Mars"))
  }

  /// (`NO_COLOR` and `TERM=dumb` are covered by the colour policy's own tests: with its
  /// output in a file, a sample never writes colour under `auto` anyway.)
  @Test func colourIsWrittenOnlyWhenAsked() throws {
    let script = "select 1 1\nreveal 1\n"
    let styled = try run(.quiz, ["--height", "9", "--color", "always"], stdin: script)
    #expect(styled.stdout.contains("\u{1B}[42m( ) Mars [correct]"))
    #expect(styled.stdout.contains("\u{1B}[1;41m(•)"))
    let auto = try run(.quiz, ["--height", "9"], stdin: script)
    #expect(!auto.stdout.contains("\u{1B}"))
    let never = try run(.quiz, ["--height", "9", "--color", "never"], stdin: script)
    #expect(never.stdout == auto.stdout)
  }

  @Test func nastyTextInAQuizFileShowsAsVisiblePlaceholders() throws {
    let quiz: [String: Any] = [
      "title": "A\u{1B}[2J\u{1B}]0;pwned\u{07}B",
      "questions": [
        [
          "question": "\u{1B}]8;;https://evil.example\u{1B}\\click\u{1B}]8;;\u{1B}\\",
          "options": ["\u{9B}31m red", "abc\u{202E}gnp.exe\u{202C}", "ok\u{08}\u{08}"],
        ]
      ],
    ]
    let path = try temporaryFile(try JSONSerialization.data(withJSONObject: quiz))
    let result = try run(.quiz, ["--data", path, "--width", "60", "--height", "8"])
    #expect(result.status == 0)
    #expect(!result.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B })
    expectLines(
      result.lines,
      [
        "  A␛[2J␛]0;pwned␇B",
        "",
        "  1. ␛]8;;https://evil.example␛\\click␛]8;;␛\\",
        "  ( ) ␛[31m red",
        "  ( ) abc\u{FFFD}gnp.exe\u{FFFD}",
        "  ( ) ok␈␈",
        "",
        "0 of 1 answered",
      ])
  }

  @Test func invalidUTF8InAQuizFileIsRefusedWithItsPosition() throws {
    var bytes = Array(#"{"questions": [{"question": "bad "#.utf8)
    bytes += [0x9B, 0xC3, 0x28]
    bytes += Array(#" bytes", "options": ["x"]}]}"#.utf8)
    let path = try temporaryFile(Data(bytes))
    let result = try run(.quiz, ["--data", path, "--width", "40", "--height", "4"])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "quiz: \(path): not valid JSON: invalid UTF-8 (byte 0x9B): the file must be UTF-8 "
        + "throughout (line 1, column 34)\n")
  }
}
