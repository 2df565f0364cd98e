import RowKit
import RowKitSampleSupport
import Testing

@Suite struct WidthModeOptionTests {
  func settings(_ arguments: [String]) throws -> SampleSettings {
    try SampleSettings(CommandLineParser.parse(arguments, specs: OptionSpec.common))
  }

  @Test func optionComesFirstThenTheEnvironmentThenNothing() throws {
    let grapheme = ["ROWKIT_WIDTH": "grapheme"]
    #expect(
      try settings(["--width-mode", "codepoint"]).widthMode(environment: grapheme) == .perCodePoint)
    #expect(
      try settings(["--width-mode", "auto"]).widthMode(environment: grapheme) == .graphemeClusters)
    #expect(try settings([]).widthMode(environment: ["ROWKIT_WIDTH": "codepoint"]) == .perCodePoint)
    #expect(try settings([]).widthMode(environment: [:]) == nil)
    #expect(
      try settings(["--width-mode", "grapheme"]).widthMode(environment: [:]) == .graphemeClusters)
  }

  @Test func terminalComesFirstThenWidthModeThenTheEnvironment() throws {
    let kitty = TerminalProfile.kitty.widthMode
    #expect(
      try settings(["--terminal", "kitty", "--width-mode", "codepoint"]).widthMode(
        environment: [:]) == kitty)
    #expect(try settings(["--terminal", "auto"]).widthMode(environment: [:]) == nil)
    #expect(
      try settings([]).widthMode(
        environment: ["ROWKIT_TERMINAL": "tmux", "ROWKIT_WIDTH": "grapheme"])
        == TerminalProfile.tmux.widthMode)
    #expect(
      try settings(["--width-mode", "grapheme"]).widthMode(environment: ["ROWKIT_TERMINAL": "tmux"])
        == .graphemeClusters)
    #expect(throws: SampleError.self) {
      try settings([]).widthMode(environment: ["ROWKIT_TERMINAL": "nope"])
    }
  }

  @Test func badValuesAreUsageErrors() throws {
    #expect(throws: SampleError.usage("--width-mode takes auto, grapheme or codepoint, not 'wide'"))
    {
      try settings(["--width-mode", "wide"])
    }
    #expect(throws: SampleError.usage("ROWKIT_WIDTH takes auto, grapheme or codepoint, not 'x'")) {
      try settings([]).widthMode(environment: ["ROWKIT_WIDTH": "x"])
    }
  }
}
