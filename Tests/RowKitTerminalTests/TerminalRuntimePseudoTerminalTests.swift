import RowKit
import Testing

@testable import RowKitTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `TerminalRuntime.run()` on a real pseudo-terminal: part of the serialized
/// `PseudoTerminalTests`, as one session at a time owns the terminal and the signals.
extension PseudoTerminalTests {
  func runtime(on terminal: PseudoTerminal) throws -> TerminalRuntime {
    var registry = RowKindRegistry()
    try registry.register(TallyKind())
    let table = try TableView(
      registry: registry, rows: [Row(id: 1, kind: TallyKind(), content: 0)],
      viewport: Size(columns: 10, lines: 1))
    var options = TerminalRuntime.Options()
    options.input = terminal.secondary
    options.output = terminal.secondary
    options.colors = .never
    options.environment = [:]
    let runtime = TerminalRuntime(table: table, options: options)
    runtime.statusLines = { ["\(table.numberOfRows) rows"] }
    return runtime
  }

  /// Runs `runtime`, typing `bytes` once the run has started (from its first tick:
  /// input typed before raw mode is flushed); a run still going after about 5 s ends
  /// with status 99 instead of hanging the test.
  func run(_ runtime: TerminalRuntime, typing bytes: [UInt8], on terminal: PseudoTerminal)
    throws -> Int32
  {
    var ticks = 0
    runtime.tickInterval = .milliseconds(10)
    runtime.onTick = {
      ticks += 1
      if ticks == 1 { terminal.type(bytes) }
      if ticks == 500 { runtime.quit(status: 99) }
    }
    return try runtime.run()
  }

  @Test func aRunDrawsReactsAndRestoresTheTerminalOnQ() throws {
    let terminal = try PseudoTerminal()
    terminal.resize(columns: 30, lines: 5)
    let saved = terminal.attributes()
    let runtime = try runtime(on: terminal)
    // Down (focus Add), Enter (add one), then q.
    #expect(try run(runtime, typing: Array("\u{1B}[B\rq".utf8), on: terminal) == 0)
    let output = terminal.drainOutput()
    let text = String(decoding: output, as: UTF8.self)
    #expect(output.starts(with: Array("\u{1B}[?1049h".utf8)))
    #expect(text.contains("1 rows"))
    // The help line, cut with an ellipsis at the 30 columns.
    #expect(text.contains("↑↓ rows  ←→ controls  enter p…"))
    // Frames after the first write only what changed: the focus mark, the count.
    #expect(text.contains("›"))
    #expect(text.hasSuffix("\u{1B}[?1049l"))
    #expect(rawBytes(of: terminal.attributes()) == rawBytes(of: saved))
    #expect(try runtime.table.row(1).content.content(as: Int.self) == 1)
    #expect(runtime.screen == Size(columns: 30, lines: 5))
  }

  @Test func aRunEndsWith130OnCtrlCAndShowsErrorsOnTheStatusLine() throws {
    let terminal = try PseudoTerminal()
    terminal.resize(columns: 30, lines: 5)
    let runtime = try runtime(on: terminal)
    // Copy on the first row, then Copy on the row it inserted: a duplicate id.
    let clicks = Array("\u{1B}[<0;25;1M\u{1B}[<0;25;1m\u{1B}[<0;25;2M".utf8)
    #expect(try run(runtime, typing: clicks + [0x03], on: terminal) == 130)
    let text = String(decoding: terminal.drainOutput(), as: UTF8.self)
    #expect(text.contains("error: duplicate row id 'copy'"))
    #expect(runtime.errorLine == "error: duplicate row id 'copy'")
    #expect(!RestoreState.isArmed)
  }

  @Test func ticksRunWhileNoInputComesAndCanEndTheRun() throws {
    let terminal = try PseudoTerminal()
    let runtime = try runtime(on: terminal)
    var ticks = 0
    runtime.tickInterval = .milliseconds(5)
    runtime.onTick = {
      ticks += 1
      if ticks == 3 { runtime.quit(status: 7) }
    }
    #expect(try runtime.run() == 7)
    #expect(ticks == 3)
    _ = terminal.drainOutput()
  }
}
