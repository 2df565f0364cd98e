import RowKit
import RowKitSampleSupport
import Testing

@Suite struct SampleSettingsTests {
  func settings(_ arguments: [String]) throws -> SampleSettings {
    try SampleSettings(CommandLineParser.parse(arguments, specs: OptionSpec.common))
  }

  @Test func optionsWinOverTheMeasuredSizeAndTheEnvironment() throws {
    let given = try settings(["--width", "33", "--height", "7"])
    let size = given.size(
      environment: ["COLUMNS": "100", "LINES": "50"], measured: Size(columns: 90, lines: 30))
    #expect(size == Size(columns: 33, lines: 7))
  }

  @Test func thenTheTerminalThenTheEnvironmentThen80x24() throws {
    let none = try settings([])
    #expect(
      none.size(environment: ["COLUMNS": "100"], measured: Size(columns: 90, lines: 30))
        == Size(columns: 90, lines: 30))
    #expect(
      none.size(environment: ["COLUMNS": "100", "LINES": "50"]) == Size(columns: 100, lines: 50))
    #expect(
      none.size(environment: ["COLUMNS": "wide", "LINES": "-1"]) == Size(columns: 80, lines: 24))
    #expect(none.size(environment: [:]) == Size(columns: 80, lines: 24))
  }

  @Test func colourPolicies() throws {
    #expect(try settings([]).color == .auto)
    #expect(try settings(["--color", "always"]).color == .always)
    #expect(throws: SampleError.usage("--color takes auto, always or never, not 'pink'")) {
      try settings(["--color", "pink"])
    }
  }

  @Test func tooLargeSizesAreUsageErrors() {
    #expect(throws: SampleError.usage("--width needs a whole number from 1 to 10000, not '10001'"))
    {
      try settings(["--width", "10001"])
    }
    #expect(throws: SampleError.usage("--height needs a whole number from 1 to 10000, not '0'")) {
      try settings(["--height", "0"])
    }
  }

  @Test func errorsExitWithTwoForUsageAndScriptsAndOneForData() {
    #expect(SampleError.usage("x").exitStatus == 2)
    #expect(SampleError.script(file: "s", line: 3, message: "x").exitStatus == 2)
    #expect(SampleError.data("x").exitStatus == 1)
    #expect(
      SampleError.script(file: "s.txt", line: 3, message: "bad").description == "s.txt:3: bad")
  }
}
