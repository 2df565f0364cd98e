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
    #expect(TerminalSize.fallback(environment: [:]) == Size(columns: 80, lines: 24))
  }

  @Test func columnsAndLinesFromEnvironment() {
    let size = TerminalSize.fallback(environment: ["COLUMNS": "132", "LINES": "43"])
    #expect(size == Size(columns: 132, lines: 43))
  }

  @Test func eachDimensionFallsBackOnItsOwn() {
    #expect(TerminalSize.fallback(environment: ["COLUMNS": "100"]) == Size(columns: 100, lines: 24))
    #expect(TerminalSize.fallback(environment: ["LINES": "50"]) == Size(columns: 80, lines: 50))
  }

  @Test(arguments: ["", "0", "-5", "abc", "12x", " 90", "+90", "99999999999999999999", "70000"])
  func badValuesAreIgnored(value: String) {
    let size = TerminalSize.fallback(environment: ["COLUMNS": value, "LINES": value])
    #expect(size == Size(columns: 80, lines: 24))
  }

  @Test func measuredSizeWinsOverEnvironment() {
    let env = ["COLUMNS": "132", "LINES": "43"]
    #expect(
      TerminalSize.fallback(environment: env, measured: Size(columns: 90, lines: 30))
        == Size(columns: 90, lines: 30))
    #expect(
      TerminalSize.fallback(environment: env, measured: Size(columns: 90, lines: 0))
        == Size(columns: 90, lines: 43))
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
