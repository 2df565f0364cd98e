import RowKit
import Testing

@testable import RowKitTerminal

/// Posts from another thread wake a run on a real pseudo-terminal at once: part of
/// the serialized `PseudoTerminalTests`.
extension PseudoTerminalTests {
  @Test func postsFromAnotherThreadWakeTheRunAndEachGetsAFrame() throws {
    let terminal = try PseudoTerminal()
    terminal.resize(columns: 30, lines: 5)
    let runtime = try runtime(on: terminal)
    var received: [Int] = []
    runtime.onPost(Int.self) { value in
      received.append(value)
      try runtime.table.reconfigure(1, kind: TallyKind(), content: value)
      if value < 0 { runtime.quit(status: 0) }
    }
    // No ticks: only a post can wake the loop from its wait.
    #expect(runtime.tickInterval == nil)
    let poster = PostingThread(
      primary: terminal.primary, mailbox: runtime.mailbox, count: 20, then: -1)
    let status = try runtime.run()
    poster.join()
    #expect(status == 0)
    #expect(received == Array(1...20) + [-1])
    #expect(poster.missed.isEmpty)
    #expect(poster.longestWait < .seconds(1))
    #expect(!RestoreState.isArmed)
  }
}
