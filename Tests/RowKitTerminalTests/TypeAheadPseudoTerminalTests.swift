import RowKit
import Testing

@testable import RowKitTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

private let modeQuery = Array("\u{1B}[?2027$p".utf8)
private let leaveScreen = Array("\u{1B}[?1049l".utf8)

/// Keys typed while the session waits for the terminal's answers, as a paste at
/// startup, a program flooding the terminal or a hostile terminal would type them:
/// part of the serialized `PseudoTerminalTests` (one session at a time).
extension PseudoTerminalTests {
  /// Keys, a mix of letters and arrows, about `bytes` long (whole keys only).
  func keys(bytes count: Int) -> [UInt8] {
    let pattern = Array("xy\u{1B}[Bz\u{1B}[A".utf8)
    return Array(repeating: pattern, count: count / pattern.count).flatMap { $0 }
  }

  /// Ends a run that is still going after about 10 s with status 99, instead of
  /// hanging the test.
  func watch(_ runtime: TerminalRuntime) {
    var ticks = 0
    runtime.tickInterval = .milliseconds(10)
    runtime.onTick = {
      ticks += 1
      if ticks == 1000 { runtime.quit(status: 99) }
    }
  }

  @Test func keysFloodedDuringDetectionThenCtrlCEndTheRunWithinASecond() throws {
    let terminal = try PseudoTerminal()
    terminal.resize(columns: 30, lines: 5)
    let runtime = try runtime(on: terminal)
    watch(runtime)
    let clock = ContinuousClock()
    var frames: [ContinuousClock.Instant] = []
    runtime.statusLines = {
      frames.append(clock.now)
      return ["frame \(frames.count)"]
    }
    // 400 KB of keys from the moment the first query is written, then Ctrl-C; the
    // terminal answers no query.
    let user = TypingThread(
      primary: terminal.primary, after: modeQuery, flood: keys(bytes: 400_000), then: [0x03],
      until: leaveScreen)
    let status = try runtime.run()
    let ended = clock.now
    user.join()
    #expect(status == 130)
    let typed = try #require(user.lastTyped)
    let started = try #require(user.floodStarted)
    #expect(ended - typed < .seconds(1), "Ctrl-C honoured after \(ended - typed)")
    print(
      "400 KB typed during detection: Ctrl-C honoured \(ended - typed) after it was typed, "
        + "\(ended - started) after the flood began; \(frames.count) frames")
    // Frames kept coming while the keys drained: the first frame, and more before the end.
    let drawnDuringTheFlood = frames.filter { $0 > started && $0 < typed }
    #expect(drawnDuringTheFlood.count >= 2, "frames while draining: \(drawnDuringTheFlood.count)")
    #expect(!RestoreState.isArmed)
  }

  @Test func detectionKeepsABoundedTypeAheadAndPassesTheRestThroughInOrder() throws {
    let terminal = try PseudoTerminal()
    try withTerminalSession(input: terminal.secondary, output: terminal.secondary) { session in
      let flood = [UInt8](repeating: UInt8(ascii: "x"), count: 3 * TerminalSession.typeAheadLimit)
      let user = TypingThread(
        primary: terminal.primary, after: modeQuery, flood: flood,
        then: Array("\u{1B}[?2027;1$y\u{1B}[?1cq".utf8), until: leaveScreen)
      let clock = ContinuousClock()
      let start = clock.now
      let detection = try session.detectWidthMode(environment: [:], timeout: .seconds(30))
      // The keys filled the type-ahead before the answers came: the wait gave up.
      #expect(clock.now - start < .seconds(10))
      #expect(detection.evidence == .noAnswer)
      #expect(session.pendingEventCount >= TerminalSession.typeAheadLimit)
      #expect(session.pendingEventCount <= TerminalSession.typeAheadLimit + 4096)
      var events: [TerminalEvent] = []
      while events.last != .input(.key(.character("q"))),
        let event = try session.nextEvent(timeout: .seconds(5))
      {
        events.append(event)
      }
      user.stop()
      let typed = Array(repeating: TerminalEvent.input(.key(.character("x"))), count: flood.count)
      #expect(events.count == flood.count + 3)
      #expect(Array(events.prefix(flood.count)) == typed)
      #expect(
        Array(events.suffix(3)) == [
          .input(.report(.privateMode(mode: 2027, state: 1))),
          .input(.report(.primaryDeviceAttributes([1]))), .input(.key(.character("q"))),
        ])
    }
  }

  @Test func aQuitKeyAfterAFloodDuringDetectionQuits() throws {
    let terminal = try PseudoTerminal()
    let runtime = try runtime(on: terminal)
    watch(runtime)
    let user = TypingThread(
      primary: terminal.primary, after: modeQuery, flood: keys(bytes: 40_000),
      then: Array("q".utf8), until: leaveScreen)
    #expect(try runtime.run() == 0)
    user.join()
  }

  /// A screen whose frames take longer than the backlog's frame interval (a terminal
  /// of a million cells), and keys that take most of that interval each: a burst of
  /// them draws a frame after as long as the last frame took, not one per key (which
  /// made 60 wheel turns on a 1000x1000 screen take 20 s).
  @Test func aBurstOnASlowScreenDrawsAFewFramesNotOnePerKey() throws {
    let terminal = try PseudoTerminal()
    let runtime = try runtime(on: terminal)
    var frames = 0
    var keys = 0
    runtime.statusLines = {
      frames += 1
      usleep(200_000)
      return ["frame \(frames)"]
    }
    runtime.onKey = { _ in
      keys += 1
      usleep(55_000)
      return keys > 200 ? .quit : .handled
    }
    let user = TypingThread(
      primary: terminal.primary, after: modeQuery,
      flood: [UInt8](repeating: UInt8(ascii: "x"), count: 20), then: Array("q".utf8),
      until: leaveScreen)
    #expect(try runtime.run() == 0)
    user.join()
    #expect(keys == 20)
    // The first frame, one after about every four keys, and one after the last: not
    // one per key.
    #expect(frames <= 10, "\(frames) frames for 20 keys")
  }

  @Test(arguments: [
    (UInt8(0x03), InputEvent.interrupt), (0x1A, .suspend), (0x04, .endOfInput),
  ])
  func ctrlCZOrDDuringDetectionEndsEveryWaitAtOnce(_ byte: UInt8, _ event: InputEvent) throws {
    let terminal = try PseudoTerminal()
    try withTerminalSession(input: terminal.secondary, output: terminal.secondary) { session in
      let user = TypingThread(
        primary: terminal.primary, after: modeQuery, flood: Array("ab".utf8), then: [byte],
        until: leaveScreen)
      let clock = ContinuousClock()
      let start = clock.now
      // Thirty seconds for the answers and thirty for the calibration's: Ctrl-C ends both.
      let detection = try session.detectWidthMode(
        environment: [:], timeout: .seconds(30), calibrate: true)
      #expect(clock.now - start < .seconds(10))
      #expect(detection.evidence == .noAnswer)
      user.stop()
      #expect(try session.nextEvent(timeout: .seconds(1)) == .input(.key(.character("a"))))
      #expect(try session.nextEvent(timeout: .seconds(1)) == .input(.key(.character("b"))))
      #expect(try session.nextEvent(timeout: .seconds(1)) == .input(event))
    }
  }

  @Test func anEightMegabyteAnswerToTheModeQueryIsAbandonedWithinTheBudget() throws {
    let terminal = try PseudoTerminal()
    try withTerminalSession(input: terminal.secondary, output: terminal.secondary) { session in
      let answer = Array("\u{1B}[?2027;".utf8) + [UInt8](repeating: 0x31, count: 8 << 20)
      let user = TypingThread(
        primary: terminal.primary, after: modeQuery, answer: answer, flood: [],
        then: Array("$y\u{1B}[?1c".utf8), until: leaveScreen)
      let clock = ContinuousClock()
      let start = clock.now
      let detection = try session.detectWidthMode(environment: [:], calibrate: true)
      let spent = clock.now - start
      user.stop()
      // Two waits of 200 ms at most; the answer is never read whole.
      #expect(spent < .seconds(2), "detection took \(spent)")
      #expect(detection.mode == .perCodePoint)
      #expect(session.pendingEventCount <= TerminalSession.typeAheadLimit + 4096)
      print("an 8 MB answer to the mode query: detection gave up after \(spent)")
    }
  }
}

/// The session's and the run's waits at their extremes, on a pseudo-terminal.
extension PseudoTerminalTests {
  @Test func aZeroTickIntervalStillReadsInput() throws {
    let terminal = try PseudoTerminal()
    let runtime = try runtime(on: terminal)
    var ticks = 0
    runtime.tickInterval = .zero
    runtime.onTick = {
      ticks += 1
      if ticks == 1 { terminal.type(Array("q".utf8)) }
      if ticks == 20_000 { runtime.quit(status: 99) }
    }
    #expect(try runtime.run() == 0)
    _ = terminal.drainOutput()
  }

  @Test func extremeTimeoutsNeitherTrapNorWait() throws {
    let terminal = try PseudoTerminal()
    let session = try TerminalSession(
      input: terminal.secondary, output: terminal.secondary, escapeTimeout: .seconds(-5),
      pasteTimeout: .seconds(Int64.max) * 18)
    defer { try? session.leave() }
    terminal.type([0x1B])
    // A negative Escape wait is none: the lone Escape comes at once.
    #expect(try session.nextEvent(timeout: .seconds(Int64.max) * 18) == .input(.key(.escape)))
    #expect(try session.nextEvent(timeout: .seconds(-1)) == nil)
    _ = try session.detectWidthMode(environment: [:], timeout: .seconds(-1))
  }
}
