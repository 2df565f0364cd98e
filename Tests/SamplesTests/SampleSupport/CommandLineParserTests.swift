import RowKitSampleSupport
import Testing

@Suite struct CommandLineParserTests {
  let specs = [OptionSpec("data", value: "FILE", help: "load a file")] + OptionSpec.common

  @Test func valuesFlagsAndInlineValues() throws {
    let parsed = try CommandLineParser.parse(
      ["--width", "40", "--color=never", "--data", "q.json", "--help"], specs: specs)
    #expect(parsed.values == ["width": "40", "color": "never", "data": "q.json"])
    #expect(parsed.flags == ["help"])
    #expect(try parsed.positiveInt("width") == 40)
    #expect(try parsed.positiveInt("height") == nil)
  }

  @Test func aValueMayStartWithDashes() throws {
    let parsed = try CommandLineParser.parse(["--data", "--odd-name"], specs: specs)
    #expect(parsed["data"] == "--odd-name")
  }

  @Test func dashHIsHelpUnlessItIsAValue() throws {
    #expect(try CommandLineParser.parse(["-h"], specs: specs).flags == ["help"])
    let value = try CommandLineParser.parse(["--data", "-h"], specs: specs)
    #expect(value["data"] == "-h" && value.flags.isEmpty)
  }

  @Test(arguments: [
    (["--bogus"], "unknown option '--bogus' (see --help)"),
    (["--width"], "--width needs a value (N)"),
    (["--help=yes"], "--help takes no value"),
    (["--width", "3", "--width", "4"], "--width is given twice"),
    (["stray"], "unexpected argument 'stray' (see --help)"),
    (["-x"], "unexpected argument '-x' (see --help)"),
    (["--"], "unexpected argument '--' (see --help)"),
    (["--\u{1B}[31m"], "unknown option '--␛[31m' (see --help)"),
  ])
  func badCommandLinesAreUsageErrors(arguments: [String], message: String) {
    #expect(throws: SampleError.usage(message)) {
      try CommandLineParser.parse(arguments, specs: specs)
    }
  }

  @Test(arguments: ["0", "-3", "wide", "", "100000001"])
  func positiveIntRejects(text: String) throws {
    let parsed = try CommandLineParser.parse(["--width", text], specs: specs)
    #expect(
      throws: SampleError.usage("--width needs a whole number from 1 to 100000000, not '\(text)'")
    ) {
      try parsed.positiveInt("width")
    }
  }

  @Test func usageListsEveryOptionInAColumn() {
    let usage = CommandLineParser.usage(program: "demo", summary: "A demo.", specs: specs)
    #expect(
      usage.split(separator: "\n", omittingEmptySubsequences: false) == [
        "usage: demo [options]",
        "",
        "A demo.",
        "",
        "options:",
        "  --data FILE       load a file",
        "  --width N         viewport width in columns (default: terminal, COLUMNS, 80)",
        "  --height N        viewport height in lines (default: terminal, LINES, 24)",
        "  --color WHEN      auto, always or never (default: auto)",
        "  --output FORMAT   text or svg: how printed frames are written (default: text)",
        "  --output-dir DIR  write each printed frame into a numbered file in DIR",
        "  --frame SCREEN    scripted or interactive: which screen the frames show",
        "  --width-mode M    text widths: auto, grapheme or codepoint (default: auto)",
        "  --terminal NAME   measure as this terminal: auto, kitty, tmux… (default: auto)",
        "  --script FILE|-   run the script's commands and print the final frame",
        "  --max-input N     the most bytes read from one input (default: 32M)",
        "  --timeout S       seconds a FIFO or device may stay silent (default: 10)",
        "  --help            print this help and exit",
        "  --version         print the version and exit",
      ])
  }
}
