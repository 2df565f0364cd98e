import RowKit
import RowKitTesting
import Testing

@testable import RowKitTerminal

/// Every numeric option of the runtime and the session at its extremes: each is
/// clamped as its documentation says, and nothing traps.
@Suite struct RuntimeLimitsTests {
  static let extremes = [Int.min, Int.min + 1, -1, 0, 1, Int.max - 1, Int.max]

  func makeRuntime() throws -> TerminalRuntime {
    try TerminalRuntimeTests().makeRuntime(rows: 5)
  }

  @Test(arguments: extremes)
  func wheelLinesAreClampedToTenThousand(_ lines: Int) throws {
    let runtime = try makeRuntime()
    runtime.options.wheelLines = lines
    _ = runtime.frame()
    runtime.handle(.input(.mouse(MouseEvent(code: 65, column: 1, line: 1, released: false))))
    runtime.handle(.input(.mouse(MouseEvent(code: 64, column: 1, line: 1, released: false))))
    #expect(runtime.wheelStep == min(max(lines, -10_000), 10_000))
    _ = runtime.frame()
  }

  @Test(arguments: extremes)
  func maximaAndScreenSizesAreClamped(_ value: Int) throws {
    let runtime = try makeRuntime()
    runtime.options.maximumColumns = value
    runtime.options.maximumLines = value
    runtime.handle(.resize(Size(columns: 30, lines: 6)))
    #expect(runtime.screen == Size(columns: min(max(0, value), 30), lines: min(max(0, value), 6)))
    _ = runtime.frame()
    runtime.screen = Size(columns: value, lines: value)
    let clamped = min(max(0, value), TerminalSize.largestDimension)
    #expect(runtime.screen == Size(columns: clamped, lines: clamped))
    runtime.options.maximumColumns = nil
    runtime.options.maximumLines = nil
    runtime.handle(.resize(Size(columns: value, lines: value)))
    #expect(runtime.screen == Size(columns: clamped, lines: clamped))
  }

  @Test(arguments: extremes)
  func aStatusLineCountIsClampedToTheScreen(_ count: Int) throws {
    let runtime = try makeRuntime()
    runtime.statusLineCount = count
    runtime.statusLines = { ["one", "two"] }
    let lines = RenderedLines.of(runtime.frame())
    #expect(lines.count == 4)
    switch count {
    case ...0: expectLines(Array(lines.suffix(2)), ["  n=0   [ Add ] [ Copy ]", "q quit"])
    case 1: expectLines(Array(lines.suffix(2)), ["one", "q quit"])
    // As many status lines as the screen has: the last ones blank, the first cut off.
    default: expectLines(lines, ["two", "", "", "q quit"])
    }
  }

  @Test func waitsAreClampedToWhatPollTakes() {
    #expect(TerminalSession.milliseconds(.milliseconds(-500)) == 0)
    #expect(TerminalSession.milliseconds(.seconds(-1.5)) == 0)
    #expect(TerminalSession.milliseconds(.zero) == 0)
    #expect(TerminalSession.milliseconds(.nanoseconds(1)) == 1)
    #expect(TerminalSession.milliseconds(.milliseconds(1500)) == 1500)
    #expect(TerminalSession.milliseconds(.seconds(Int64.max)) == Int(Int32.max))
    #expect(TerminalSession.milliseconds(.seconds(Int64.max) * 18) == Int(Int32.max))
    #expect(TerminalSession.clamped(.seconds(Int64.max) * 18) == .milliseconds(Int32.max))
    #expect(TerminalRuntime.tickInterval(.zero) == .milliseconds(1))
    #expect(TerminalRuntime.tickInterval(.seconds(-3)) == .milliseconds(1))
    #expect(TerminalRuntime.tickInterval(.seconds(Int64.max) * 18) == .milliseconds(Int32.max))
  }

  @Test(arguments: [Int.min, -1, 0, Int.max])
  func mousePositionsAtTheExtremesGiveCells(_ value: Int) {
    let event = MouseEvent(code: value, column: value, line: value, released: false)
    let cell = value > 0 ? value - 1 : 0
    #expect(event.point == Point(column: cell, line: cell))
  }
}
