import Foundation
import RowKitTesting
import Testing

/// `--output-dir` (a numbered file per frame, never two documents in one stream) and
/// `--frame interactive` (the interactive screen: help line, the runtime's keys,
/// errors on the status line), end to end.
@Suite struct FrameOutputTests {
  func newDirectory() -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("frames-\(UUID().uuidString)/nested").path
  }

  func read(_ directory: String, _ name: String) throws -> String {
    try String(contentsOfFile: directory + "/" + name, encoding: .utf8)
  }

  @Test func everyFrameGoesIntoANumberedFileAndNothingToStandardOutput() throws {
    let directory = newDirectory()
    let result = try run(
      .roster, ["--flat", "--width", "30", "--height", "5", "--output-dir", directory],
      stdin: "render\nremove 2\nrender\nno 2\n")
    #expect(result.status == 0)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.isEmpty)
    let names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    #expect(names == ["frame-0001.txt", "frame-0002.txt", "frame-0003.txt"])
    expectLines(
      try read(directory, "frame-0002.txt").split(separator: "\n").map(String.init),
      [
        "  Urvashi           [ Remove ]",
        "  Remove        [ Yes ] [ No ]",
        "  Vaishnavi?",
        "  Anchita           [ Remove ]",
        "3 names · asked about Vaishna…",
      ])
    #expect(try read(directory, "frame-0003.txt").contains("kept Vaishnavi"))
  }

  @Test func svgFramesAreOneWholeDocumentPerFile() throws {
    let directory = newDirectory()
    let result = try run(
      .quiz, ["--output", "svg", "--width", "40", "--height", "8", "--output-dir", directory],
      stdin: "select 1 2\nrender\ncheck 1\n")
    #expect(result.status == 0)
    #expect(result.stdout.isEmpty)
    for name in ["frame-0001.svg", "frame-0002.svg"] {
      let picture = try read(directory, name)
      #expect(picture.hasPrefix("<svg "), "\(name)")
      #expect(picture.components(separatedBy: "<svg ").count == 2, "\(name): one document")
      #expect(picture.hasSuffix("</svg>\n"), "\(name)")
    }
    #expect(try read(directory, "frame-0002.svg").contains(">Mars&#160;[correct]<"))
  }

  @Test func renderWithSVGOnStandardOutputIsAScriptError() throws {
    let result = try run(
      .quiz, ["--output", "svg", "--width", "40", "--height", "8"], stdin: "select 1 2\nrender\n")
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "quiz: -:2: 'render' makes a second picture, and one stream holds one SVG "
        + "document: give --output-dir DIR for a file per frame\n")
  }

  @Test func aFrameFileThatCannotBeWrittenEndsWithStatus1() throws {
    let file = try temporaryFile("not a directory\n")
    let result = try run(.roster, ["--output-dir", file + "/frames"], stdin: "")
    #expect(result.status == 1)
    #expect(result.stderr == "roster: cannot make directory '\(file)/frames': Not a directory\n")
  }

  @Test(arguments: [
    (["--frame", "fancy"], "--frame takes scripted or interactive, not 'fancy'"),
    (["--output-dir="], "--output-dir needs a directory, not ''"),
  ])
  func badFrameOptionsAreUsageErrors(arguments: [String], message: String) throws {
    let result = try run(.roster, arguments, stdin: "")
    #expect(result.status == 2)
    #expect(result.stderr == "roster: \(message)\n")
  }

  @Test func theInteractiveFrameHasTheFocusAndTheHelpLine() throws {
    let result = try run(
      .quiz, ["--width", "60", "--height", "12", "--frame", "interactive"],
      stdin: "key down\nkey down\nkey enter\nkey tab\nkey tab\nkey tab\nkey enter\n")
    #expect(result.status == 0)
    expectLines(
      Array(result.lines.suffix(9)),
      [
        "› 1. Which planet is known as the Red Planet?",
        "  ( ) Venus",
        "  <•> Mars [correct]",
        "  ( ) Jupiter",
        "  ( ) Mercury",
        "  Answer: Mars",
        "",
        "1 of 7 answered · revealed: 1 of 1 right",
        "↑↓ options, questions  ←→ tab  enter choose  c check  click…",
      ])
  }

  @Test func theInteractiveFrameTakesTheSamplesKeysAndShowsTheirErrors() throws {
    // `c` checks the focused question: the quiz's own key, which only the runtime
    // hands to it; without a choice it fails, and the status line says why.
    let arguments = ["--width", "60", "--height", "8"]
    let script = "key down\nkey down\nkey c\n"
    let interactive = try run(.quiz, arguments + ["--frame", "interactive"], stdin: script)
    #expect(interactive.status == 0)
    #expect(interactive.stderr.isEmpty)
    #expect(
      Array(interactive.lines.suffix(2)) == [
        "error: choose an option of question 1 first",
        "↑↓ options, questions  ←→ tab  enter choose  c check  click…",
      ])
    // The scripted screen hands keys to the table only, where `c` does nothing.
    let scripted = try run(.quiz, arguments, stdin: script)
    #expect(scripted.status == 0)
    #expect(scripted.lines.last == "0 of 7 answered")
  }
}
