import RowKit
import Testing

@testable import RowKitTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct TerminalSizeTests {
  @Test func emptyEnvironmentGives80x24() {
    #expect(TerminalSize.resolve(environment: [:]) == Size(columns: 80, lines: 24))
  }

  @Test func columnsAndLinesFromEnvironment() {
    let size = TerminalSize.resolve(environment: ["COLUMNS": "132", "LINES": "43"])
    #expect(size == Size(columns: 132, lines: 43))
  }

  @Test func eachDimensionFallsBackOnItsOwn() {
    #expect(TerminalSize.resolve(environment: ["COLUMNS": "100"]) == Size(columns: 100, lines: 24))
    #expect(TerminalSize.resolve(environment: ["LINES": "50"]) == Size(columns: 80, lines: 50))
  }

  @Test(
    arguments: [
      "", " ", "\t", "0", "00", " 0 ", "-5", "-0", "+90", "abc", "12x", "x12", "1e3", "0x50",
      "9 0", "12.5", "\u{661}\u{662}", "\n90", "90\n",
    ])
  func valuesThatAreNoPositiveDecimalNumberAreIgnored(value: String) {
    #expect(TerminalSize.dimension(value) == nil)
    let size = TerminalSize.resolve(environment: ["COLUMNS": value, "LINES": value])
    #expect(size == Size(columns: 80, lines: 24))
  }

  @Test func surroundingSpacesAndTabsAndLeadingZerosAreAllowed() {
    #expect(TerminalSize.dimension(" 132 ") == 132)
    #expect(TerminalSize.dimension("\t90") == 90)
    #expect(TerminalSize.dimension("0132") == 132)
    #expect(TerminalSize.dimension("1") == 1)
    #expect(TerminalSize.dimension(nil) == nil)
  }

  @Test func hugeValuesAreClampedToTheLargestDimension() {
    #expect(TerminalSize.dimension("10000") == 10_000)
    #expect(TerminalSize.dimension("10001") == 10_000)
    #expect(TerminalSize.dimension("70000") == 10_000)
    #expect(TerminalSize.dimension(String(repeating: "9", count: 30)) == 10_000)
    #expect(TerminalSize.dimension(String(repeating: "0", count: 30) + "7") == 7)
    let size = TerminalSize.resolve(environment: ["COLUMNS": "99999999999999999999999"])
    #expect(size == Size(columns: 10_000, lines: 24))
  }

  @Test func explicitThenMeasuredThenEnvironmentThenStandard() {
    let env = ["COLUMNS": "132", "LINES": "43"]
    let measured = Size(columns: 90, lines: 30)
    #expect(
      TerminalSize.resolve(columns: 33, lines: 7, measured: measured, environment: env)
        == Size(columns: 33, lines: 7))
    #expect(
      TerminalSize.resolve(columns: 33, measured: measured, environment: env)
        == Size(columns: 33, lines: 30))
    #expect(TerminalSize.resolve(measured: measured, environment: env) == measured)
    #expect(
      TerminalSize.resolve(measured: Size(columns: 90, lines: 0), environment: env)
        == Size(columns: 90, lines: 43))
    #expect(TerminalSize.resolve(lines: 5, environment: env) == Size(columns: 132, lines: 5))
  }

  @Test func explicitAndMeasuredNumbersFollowTheSameRule() {
    // Zero or negative gives nothing; above the largest dimension is clamped.
    #expect(
      TerminalSize.resolve(columns: 0, lines: -3, environment: ["COLUMNS": "50"])
        == Size(columns: 50, lines: 24))
    #expect(
      TerminalSize.resolve(columns: Int.max, lines: 20_000, environment: [:])
        == Size(columns: 10_000, lines: 10_000))
    #expect(
      TerminalSize.resolve(measured: Size(columns: 65_535, lines: 12), environment: [:])
        == Size(columns: 10_000, lines: 12))
  }

  @Test func queryOfANonTerminalIsNil() {
    var descriptors: [Int32] = [-1, -1]
    #expect(pipe(&descriptors) == 0)
    defer {
      close(descriptors[0])
      close(descriptors[1])
    }
    #expect(TerminalSize.query(descriptors[1]) == nil)
    #expect(!TerminalDevice.isTerminal(descriptors[1]))
    #expect(TerminalSize.query(-1) == nil)
  }

  @Test func queryReadsAPseudoTerminal() throws {
    let terminal = try PseudoTerminal()
    terminal.resize(columns: 101, lines: 33)
    #expect(TerminalDevice.isTerminal(terminal.secondary))
    #expect(TerminalSize.query(terminal.secondary) == Size(columns: 101, lines: 33))
    #expect(TerminalSize.current(of: terminal.secondary) == Size(columns: 101, lines: 33))
  }
}
