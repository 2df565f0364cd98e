import RowKit
import RowKitTesting
import Testing

@Suite struct CommonOptionsTests {
  static let samples: [Sample] = [.quiz, .roster, .showcase]

  @Test(arguments: samples)
  func helpPrintsUsageOnStandardOutput(sample: Sample) throws {
    for flag in ["--help", "-h"] {
      let result = try run(sample, ["--width", "30", flag])
      #expect(result.status == 0)
      #expect(result.stderr.isEmpty)
      #expect(result.lines.first == "usage: \(sample.rawValue) [options]")
      #expect(
        result.stdout.contains(
          "  --script FILE|-   run the script's commands and print the final frame"))
      #expect(
        result.stdout.contains(
          "  render            print the current frame, then '--- end of frame ---'"))
      #expect(
        result.lines.suffix(2) == [
          "exit status: 0 done, 1 bad data file or failed output, 2 bad option or script",
          "line (limits and faults: the article Reliability in RowKit's documentation).",
        ])
      #expect(result.lines.allSatisfy { $0.count <= 80 })
    }
  }

  @Test(arguments: samples)
  func versionPrintsTheVersionAndTheTerminal(sample: Sample) throws {
    let result = try run(sample, ["--version"])
    #expect(result.status == 0)
    #expect(result.lines.first == "\(sample.rawValue) (RowKit) \(RowKitRelease.version)")
    // Not run in a terminal: the environment's answer, marked as such.
    #expect(result.lines.count == 2)
    #expect(result.lines.last?.hasPrefix("terminal ") == true)
    #expect(result.lines.last?.hasSuffix("(not asked: not a terminal)") == true)
    #expect(result.stderr.isEmpty)
    let named = try run(sample, ["--version", "--terminal", "kitty"])
    #expect(
      named.lines.last
        == "terminal kitty (--terminal); widths \(TerminalProfile.kitty.widthMode)")
  }

  @Test(arguments: [
    (["--bogus"], "unknown option '--bogus' (see --help)"),
    (["--width"], "--width needs a value (N)"),
    (["--width", "0"], "--width needs a whole number from 1 to 10000, not '0'"),
    (["--height=tall"], "--height needs a whole number from 1 to 10000, not 'tall'"),
    (["--color", "pink"], "--color takes auto, always or never, not 'pink'"),
    (["--output", "pdf"], "--output takes text or svg, not 'pdf'"),
    (["--width-mode", "wide"], "--width-mode takes auto, grapheme or codepoint, not 'wide'"),
    (
      ["--terminal", "vt52"],
      "--terminal: a terminal is auto or one of \(TerminalProfile.allCases.map(\.rawValue).joined(separator: ", ")), not 'vt52'"
    ),
    (["--help=1"], "--help takes no value"),
    (["--width", "3", "--width", "4"], "--width is given twice"),
    (["extra"], "unexpected argument 'extra' (see --help)"),
    (
      ["--script", "/nonexistent/s.txt"],
      "cannot read script file '/nonexistent/s.txt': no such file"
    ),
    (["--script", "/tmp"], "cannot read script file '/tmp': it is a directory"),
    (["--data", "/nonexistent.json"], "unknown option '--data' (see --help)"),
  ])
  func usageErrorsPrintOneLineAndNothingOnStandardOutput(arguments: [String], message: String)
    throws
  {
    let result = try run(.roster, arguments, stdin: "remove 1\n")
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "roster: \(message)\n")
  }

  @Test func theSizeComesFromTheOptionsThenColumnsAndLinesThen80x24() throws {
    let fromEnvironment = try run(
      .roster, ["--flat"], environment: ["COLUMNS": "30", "LINES": "4"])
    expectLines(
      fromEnvironment.lines,
      [
        "  Urvashi           [ Remove ]",
        "  Vaishnavi         [ Remove ]",
        "  Anchita           [ Remove ]",
        "3 names",
      ])
    let fromOptions = try run(
      .roster, ["--flat", "--width", "26", "--height", "2"],
      environment: ["COLUMNS": "30", "LINES": "4"])
    expectLines(fromOptions.lines, ["  Urvashi       [ Remove ]", "3 names"])
    let fallback = try run(.roster, ["--flat"])
    #expect(fallback.lines.count == 24)
    #expect(fallback.lines[0] == "  Urvashi" + String(repeating: " ", count: 61) + "[ Remove ]")
  }

  @Test func aScriptFileRunsAndItsErrorsNameTheFileAndLine() throws {
    let path = try temporaryFile("# demo\nremove 1\nrender\n\nyes 2\n", name: "demo.roster")
    let result = try run(.roster, ["--flat", "--script", path, "--width", "40", "--height", "4"])
    #expect(result.status == 2)
    #expect(
      result.stderr == "roster: \(path):5: row 2 (Vaishnavi) is not asking for confirmation\n")
    // What the script printed before the bad line stays on standard output.
    expectLines(
      result.lines,
      [
        "  Remove Urvashi?         [ Yes ] [ No ]",
        "  Vaishnavi                   [ Remove ]",
        "  Anchita                     [ Remove ]",
        "3 names · asked about Urvashi",
        "--- end of frame ---",
      ])
  }

  @Test func outputSVGPrintsAPictureOfTheFrameWithItsColours() throws {
    let result = try run(
      .roster, ["--flat", "--output", "svg", "--color", "never", "--width", "30", "--height", "4"],
      stdin: "remove 2\n")
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(
      result.lines.first
        == #"<svg xmlns="http://www.w3.org/2000/svg" width="288" height="90" viewBox="0 0 288 90">"#
    )
    #expect(result.lines.last == "</svg>")
    #expect(result.stdout.contains(#"<text x="27" y="41" textLength="54">Remove</text>"#))
    #expect(result.stdout.contains(#"<text x="27" y="59" textLength="90">Vaishnavi?</text>"#))
    // The status line is inverse: a light bar behind dark text, whatever --color says.
    #expect(
      result.stdout.contains(##"<rect x="9" y="63" width="270" height="18" fill="#D0D0D0"/>"##))
  }

  @Test func scriptDashReadsStandardInput() throws {
    let result = try run(
      .roster, ["--flat", "--script", "-", "--height", "3"], stdin: "remove 3\nyes 3\n")
    #expect(result.status == 0)
    #expect(result.lines.last == "2 names · removed Anchita")
  }

  @Test(arguments: [
    (Sample.quiz, "jump 1", "-:1: unknown command 'jump'"),
    (.quiz, "select 1", "-:1: 'select' takes Q OPTION"),
    (.quiz, "select 9 1", "-:1: question 9 is out of range 1...7"),
    (.quiz, "select 1 5", "-:1: option 5 is out of range 1...4"),
    (.quiz, "select one 1", "-:1: question must be a whole number, not 'one'"),
    (.quiz, "reveal first", "-:1: question must be a whole number, not 'first'"),
    (.quiz, "reveal", "-:1: 'reveal' takes Q or all"),
    (.quiz, "lock 0", "-:1: question 0 is out of range 1...7"),
    (.quiz, "clear 1 2", "-:1: 'clear' takes Q"),
    (
      .quiz, "color 1 1 pink",
      "-:1: unknown colour 'pink' (colours: red, green, yellow, blue, magenta, cyan, white, none)"
    ),
    (.quiz, "\n# comment\ntap 81 1", "-:3: column 81 is out of range 1...80"),
    (
      .quiz, "key f1",
      "-:1: unknown key 'f1' (keys: backtab, down, end, enter, escape, home, left, pagedown, pageup, right, space, tab, up, or one character)"
    ),
    (.quiz, "scroll", "-:1: 'scroll' takes N (lines; negative scrolls up)"),
    (.quiz, "resize 80", "-:1: 'resize' takes COLS LINES"),
    (.roster, "remove 4", "-:1: row 4 is out of range 1...3"),
    (.roster, "yes 1", "-:1: row 1 (Anchita) is not asking for confirmation"),
    (.roster, "no 3", "-:1: row 3 (Vaishnavi) is not asking for confirmation"),
    (
      .roster, "remove 2\nremove 2",
      "-:2: row 2 (Urvashi) is asking for confirmation already: answer 'yes 2' or 'no 2'"
    ),
    (.roster, "add", "-:1: 'add' takes NAME"),
    (
      .roster, "remove 1\nyes 1\nremove 1\nyes 1\nremove 1\nyes 1\nremove 1",
      "-:7: there are no rows"
    ),
    (.showcase, "switch 1", "-:1: 'switch' takes ROW KIND"),
    (.showcase, "switch 10001 confirm", "-:1: row 10001 is out of range 1...10000"),
    (
      .showcase, "switch 1 \u{1B}[2J",
      "-:1: unknown kind '␛[2J' (kinds: checkable-options, confirm, remove-button, progress)"
    ),
  ])
  func badScriptLinesNameTheLineAndExitWith2(sample: Sample, script: String, message: String)
    throws
  {
    let result = try run(sample, stdin: script + "\n")
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "\(sample.rawValue): \(message)\n")
  }

  @Test(arguments: [
    (
      "{",
      "not valid JSON: unexpected end of file, expected a key in double quotes (line 1, column 2)"
    ),
    ("[1]", "top level: expected an object"),
    ("{}", "top level: missing the field \"questions\" (a list of questions)"),
    (#"{"questions": []}"#, "questions: the quiz has no questions"),
    (#"{"questions": {"a": 1}}"#, "questions: expected a list"),
    (#"{"qs": 1}"#, "qs: unknown field (known: title, questions)"),
    (
      #"{"title": 3, "questions": [{"question": "q", "options": ["a"]}]}"#,
      "title: expected a string"
    ),
    (#"{"questions": [{"options": ["a"]}]}"#, "questions[0]: missing the field \"question\""),
    (
      #"{"questions": [{"question": "q", "options": ["a"]}, {"question": 7, "options": ["b"]}]}"#,
      "questions[1].question: expected a string"
    ),
    (
      #"{"questions": [{"question": "q", "options": []}]}"#,
      "questions[0].options: a question needs at least one option"
    ),
    (
      #"{"questions": [{"question": "q", "options": ["a", "b"]}, {"question": "r", "options": ["c", 3]}]}"#,
      "questions[1].options[1]: expected a string"
    ),
    (
      #"{"questions": [{"question": "q", "options": ["a"], "correct": 2}]}"#,
      "questions[0].correct: 2 is out of range: the question has options 1...1"
    ),
    (
      #"{"questions": [{"question": "q", "options": ["a"], "correct": true}]}"#,
      "questions[0].correct: expected a whole number, not true or false"
    ),
    (
      #"{"questions": [{"question": "q", "options": ["a"], "correct": 1.5}]}"#,
      "questions[0].correct: expected a whole number, not 1.5"
    ),
    (
      #"{"questions": [{"question": "q", "options": ["a"], "anwser": "a"}]}"#,
      "questions[0].anwser: unknown field (known: question, options, answer, correct)"
    ),
    (
      "{\"questions\": [{\"question\": \"q\", \"options\": [\"a\"]},\n oops]}",
      "not valid JSON: unexpected 'o', expected a value (line 2, column 2)"
    ),
  ])
  func malformedQuizFilesAreDataErrorsNamingTheField(json: String, message: String) throws {
    let path = try temporaryFile(json, name: "quiz.json")
    let result = try run(.quiz, ["--data", path])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "quiz: \(path): \(message)\n")
  }

  @Test func missingAndEmptyDataFilesAreDataErrors() throws {
    let missing = try run(.quiz, ["--data", "/nonexistent/quiz.json"])
    #expect(missing.status == 1)
    #expect(missing.stdout.isEmpty)
    #expect(
      missing.stderr == "quiz: cannot read data file '/nonexistent/quiz.json': no such file\n")
    let names = try run(.roster, ["--names", "/nonexistent/names.txt"])
    #expect(names.status == 1)
    #expect(
      names.stderr == "roster: cannot read names file '/nonexistent/names.txt': no such file\n")
    let blank = try temporaryFile("\n   \n\n", name: "names.txt")
    let empty = try run(.roster, ["--names", blank])
    #expect(empty.status == 1)
    #expect(empty.stdout.isEmpty)
    #expect(empty.stderr == "roster: \(blank): no names (one name per line)\n")
    let rows = try run(.showcase, ["--rows", "0"])
    #expect(rows.status == 2)
    #expect(rows.stderr == "showcase: --rows needs a whole number from 1 to 2000000, not '0'\n")
  }

  @Test func aHostileFileNameIsShownSafely() throws {
    let result = try run(.quiz, ["--data", "/nonexistent/\u{1B}]0;pwned\u{07}.json"])
    #expect(result.status == 1)
    #expect(
      result.stderr == "quiz: cannot read data file '/nonexistent/␛]0;pwned␇.json': no such file\n")
  }
}
