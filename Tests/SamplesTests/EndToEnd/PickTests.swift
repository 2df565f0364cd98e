import Foundation
import RowKitTesting
import Testing

/// `pick --filter` end to end: ranking, modes, case, separators, bytes that are not
/// UTF-8, limits and exit statuses, as a script would see them.
@Suite struct PickTests {
  let files = lineBytes([
    "Sources/RowKit/Table/TableView.swift", "Docs/activity.txt", "Docs/tableview-notes.md",
    "Tests/RowKitTests/Table/TableViewTests.swift", "README.md",
  ])

  @Test func filterPrintsTheMatchesBestFirst() throws {
    let result = try runPick(["--filter", "tv"], input: files)
    #expect(result.status == 0)
    #expect(result.error == "")
    // T after "/" and the hump V first (51; the two TableView files tie and keep the
    // input's order), then "tableview" with its v inside a word (44), then "activity"
    // with both inside a word (29).
    expectLines(
      result.lines,
      [
        "Sources/RowKit/Table/TableView.swift",
        "Tests/RowKitTests/Table/TableViewTests.swift",
        "Docs/tableview-notes.md",
        "Docs/activity.txt",
      ])
  }

  @Test func noSortKeepsTheInputsOrderAndExactNeedsOneRun() throws {
    let unsorted = try runPick(["--filter", "tv", "--no-sort"], input: files)
    expectLines(
      unsorted.lines,
      [
        "Sources/RowKit/Table/TableView.swift", "Docs/activity.txt", "Docs/tableview-notes.md",
        "Tests/RowKitTests/Table/TableViewTests.swift",
      ])
    // All three start "tableview" after a "/": equal scores, the input's order.
    let exact = try runPick(["--filter", "tableview", "--exact"], input: files)
    expectLines(
      exact.lines,
      [
        "Sources/RowKit/Table/TableView.swift", "Docs/tableview-notes.md",
        "Tests/RowKitTests/Table/TableViewTests.swift",
      ])
  }

  @Test func smartCaseRespectsAQueryWithUpperCase() throws {
    let result = try runPick(["--filter", "View", "--exact"], input: files)
    expectLines(
      result.lines,
      ["Sources/RowKit/Table/TableView.swift", "Tests/RowKitTests/Table/TableViewTests.swift"])
  }

  @Test func theExitStatusSaysWhetherAnythingMatched() throws {
    #expect(try runPick(["--filter", "zzz"], input: files).status == 1)
    #expect(try runPick(["--filter", "zzz"], input: files).output == [])
    #expect(try runPick(["--filter", "a"], input: []).status == 1)
    // The empty query matches every line.
    let all = try runPick(["--filter", ""], input: files)
    #expect(all.status == 0)
    #expect(all.output == files)
  }

  @Test func usageErrorsAreOneSanitisedLineAndStatus2() throws {
    let cases: [([String], String)] = [
      (["--filter"], "pick: --filter needs a value (QUERY)"),
      (
        ["--tty", "/nonexistent/tty"],
        "pick: cannot open the terminal /nonexistent/tty to show the picker (--filter needs none)"
      ),
      (["--tty", "/dev/null"], "pick: /dev/null is not a terminal (--filter needs none)"),
      (["--height", "2"], "pick: --height takes a number of lines from 3 to 10000, not '2'"),
      (["--filter", "a", "--bogus"], "pick: unknown option '--bogus' (see --help)"),
      (
        ["--filter", "a", "--max-line", "\u{1B}[2J"],
        "pick: --max-line takes a size from 1 to 1G (bytes, or with K, M or G), not '␛[2J'"
      ),
      (
        ["--filter", "a", "--input", "/nonexistent/lines"],
        "pick: cannot read input file '/nonexistent/lines': no such file"
      ),
    ]
    for (arguments, message) in cases {
      let result = try runPick(arguments, input: files)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.error == message + "\n", "\(arguments)")
      #expect(result.output == [], "\(arguments)")
    }
  }

  @Test func linesAreWrittenBackByteForByte() throws {
    // Invalid UTF-8, a carriage return, a tab, an escape and a last line without a
    // line feed: what matched is printed exactly, with a line feed after it.
    let input: [UInt8] = [0x61, 0xFF, 0x62, 0x0A, 0x61, 0x0D, 0x62, 0x0A, 0x61, 0x09, 0x1B, 0x62]
    let result = try runPick(["--filter", "ab", "--no-sort"], input: input)
    #expect(result.status == 0)
    #expect(result.output == input + [0x0A])
  }

  @Test func read0AndPrint0SeparateLinesWithNUL() throws {
    // With --read0 a line feed is part of a line.
    let input = Array("one\ntwo\u{0}three\u{0}four".utf8)
    let result = try runPick(["--filter", "o", "--read0", "--print0", "--no-sort"], input: input)
    #expect(result.output == Array("one\ntwo\u{0}four\u{0}".utf8))
    let lines = try runPick(["--filter", "t", "--read0", "--no-sort"], input: input)
    #expect(lines.output == Array("one\ntwo\nthree\n".utf8))
    let print0 = try runPick(
      ["--filter", "e", "--print0", "--no-sort"], input: lineBytes(["one", "two", "three"]))
    #expect(print0.output == Array("one\u{0}three\u{0}".utf8))
  }

  @Test func inputFromAFile() throws {
    let path = try temporaryFile(Data(files), name: "files.txt")
    let result = try runPick(["--filter", "readme", "--input", path])
    #expect(result.lines == ["README.md"])
  }

  @Test func theLimitsEndTheRunWithOneLine() throws {
    let long = try runPick(
      ["--filter", "a", "--max-line", "8"], input: lineBytes(["short", "a much longer line"]))
    #expect(long.status == 2)
    #expect(
      long.error
        == "pick: standard input: line 2 holds more than 8 bytes (--max-line raises the limit)\n")
    #expect(long.output == [])
    // A line without end is stopped at the cap too, without reading to the end.
    let endless = try runPick(
      ["--filter", "a", "--max-line", "1K"], input: [UInt8](repeating: 0x61, count: 5000))
    #expect(
      endless.error
        == "pick: standard input: line 1 holds more than 1K bytes (--max-line raises the limit)\n")
    let large = try runPick(
      ["--filter", "a", "--max-input", "100"], input: [UInt8](repeating: 0x0A, count: 200))
    #expect(large.status == 2)
    #expect(
      large.error
        == "pick: cannot read standard input: it holds more than 100 bytes (--max-input raises the limit)\n"
    )
    let file = try temporaryFile(Data(repeating: 0x0A, count: 200))
    let largeFile = try runPick(["--filter", "a", "--max-input", "100", "--input", file])
    #expect(largeFile.status == 2)
    #expect(
      largeFile.error.hasSuffix("it holds more than 100 bytes (--max-input raises the limit)\n"))
  }

  @Test func outputThatCannotBeWrittenIsStatus2() throws {
    let result = try runPick(["--filter", "a"], input: files, outputPath: "/dev/full")
    #expect(result.status == 2)
    #expect(result.error == "pick: cannot write output: No space left on device\n")
  }

  @Test func helpAndVersion() throws {
    let help = try runPick(["--help"])
    #expect(help.status == 0)
    #expect(help.lines.first == "usage: pick [options]")
    #expect(
      help.lines.contains(
        "  --filter QUERY  print the lines that match QUERY, best first, and exit (no UI)"))
    let version = try runPick(["--version"])
    #expect(version.lines.count == 1 && version.lines[0].hasPrefix("pick (RowKit) "))
  }
}
