import RowKit
import Testing

@testable import RowKitTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

private let query = Array("\u{1B}[?u\u{1B}[c".utf8)
private let push = Array("\u{1B}[>1u".utf8)
private let pop = Array("\u{1B}[<u".utf8)
private let enterBytes = TerminalFeatures.all.enterSequence
private let leaveBytes = TerminalFeatures.all.leaveSequence

/// The kitty keyboard protocol through a pseudo-terminal: asked, pushed when the
/// terminal answers, popped on every way out. In the serialized pseudo-terminal suite.
extension PseudoTerminalTests {
  @Test func aTerminalThatAnswersGetsTheDisambiguateFlagPoppedOnLeaving() throws {
    let terminal = try PseudoTerminal()
    try withTerminalSession(input: terminal.secondary, output: terminal.secondary) {
      (session) throws in
      _ = terminal.drainOutput()
      terminal.type(Array("\u{1B}[?0u\u{1B}[?62;c".utf8))
      #expect(try session.enableKeyboardProtocol())
      #expect(session.isKeyboardProtocolEnabled)
      #expect(terminal.drainOutput() == query + push)
      // Once on, keys come in the protocol's form.
      terminal.type(Array("\u{1B}[97;5u\u{1B}[99;5u".utf8))
      #expect(
        try session.nextEvent(timeout: .seconds(1))
          == .input(.key(KeyPress(.character("a"), modifiers: .control))))
      #expect(try session.nextEvent(timeout: .seconds(1)) == .input(.interrupt))
      #expect(try session.enableKeyboardProtocol())
      #expect(terminal.drainOutput().isEmpty, "enabling twice writes nothing")
    }
    #expect(terminal.drainOutput() == pop + leaveBytes)
  }

  @Test func theSignalRestorePopsTheFlagAndAResumePushesItAgain() throws {
    let terminal = try PseudoTerminal()
    let session = try TerminalSession(input: terminal.secondary, output: terminal.secondary)
    _ = terminal.drainOutput()
    terminal.type(Array("\u{1B}[?1u\u{1B}[?1c".utf8))
    #expect(try session.enableKeyboardProtocol())
    _ = terminal.drainOutput()
    // What every restoring signal handler and the atexit hook run.
    restoreTerminalNow()
    #expect(terminal.drainOutput() == pop + leaveBytes)
    _ = kill(getpid(), SIGCONT)
    #expect(try session.nextEvent(timeout: .seconds(5)) != nil)
    #expect(terminal.drainOutput() == enterBytes + push)
    try session.leave()
    #expect(terminal.drainOutput() == pop + leaveBytes)
  }

  @Test func aTerminalThatOnlyAnswersDeviceAttributesKeepsItsUsualKeys() throws {
    let terminal = try PseudoTerminal()
    try withTerminalSession(input: terminal.secondary, output: terminal.secondary) {
      (session) throws in
      _ = terminal.drainOutput()
      terminal.type(Array("\u{1B}[?1;2c".utf8))
      #expect(try session.enableKeyboardProtocol() == false)
      #expect(terminal.drainOutput() == query)
    }
    #expect(terminal.drainOutput() == leaveBytes)
  }

  @Test func theQueryRidesWithTheWidthQueriesAndASilentTerminalIsNotAskedAgain() throws {
    let terminal = try PseudoTerminal()
    try withTerminalSession(input: terminal.secondary, output: terminal.secondary) {
      (session) throws in
      _ = terminal.drainOutput()
      try session.queryKeyboardProtocol()
      terminal.type(Array("\u{1B}[?0u\u{1B}[?2027;1$y\u{1B}[?62;c".utf8))
      // `CSI ? 62 ; c` alone is kitty's answer: its profile.
      #expect(try session.detectWidthMode(environment: [:]).mode == TerminalProfile.kitty.widthMode)
      let clock = ContinuousClock()
      let start = clock.now
      #expect(try session.enableKeyboardProtocol(timeout: .seconds(30)))
      #expect(clock.now - start < .seconds(5), "no second wait")
      #expect(
        terminal.drainOutput()
          == Array("\u{1B}[?u".utf8) + WidthModeDetector.query + push)
    }
    let silent = try PseudoTerminal()
    try withTerminalSession(input: silent.secondary, output: silent.secondary) {
      (session) throws in
      _ = try session.detectWidthMode(environment: [:], timeout: .milliseconds(50))
      _ = silent.drainOutput()
      #expect(try session.enableKeyboardProtocol(timeout: .seconds(30)) == false)
      #expect(silent.drainOutput().isEmpty, "a silent terminal is not asked again")
    }
  }

  @Test func aRunTurnsTheProtocolOnAndOffAndSeesModifiers() throws {
    let terminal = try PseudoTerminal()
    terminal.resize(columns: 30, lines: 5)
    let runtime = try runtime(on: terminal)
    runtime.options.widthMode = .graphemeClusters
    var seen: [KeyPress] = []
    runtime.onKey = { press in
      seen.append(press)
      return .ignored
    }
    // The terminal answers the keyboard query, then sends Alt-Up and Ctrl-Shift-a in
    // the protocol's form, then q.
    let user = TypingThread(
      primary: terminal.primary, after: Array("\u{1B}[?u".utf8),
      answer: Array("\u{1B}[?0u\u{1B}[?62;c".utf8), flood: [],
      then: Array("\u{1B}[1;3A\u{1B}[97;6uq".utf8), until: Array("\u{1B}[?1049l".utf8))
    #expect(try runtime.run() == 0)
    user.join()
    // q is the keymap's quit: it ends the run without reaching the app's hook.
    #expect(
      seen == [KeyPress(.up, modifiers: .alt), KeyPress(.character("A"), modifiers: .control)])
    let text = String(decoding: user.output, as: UTF8.self)
    #expect(text.contains("\u{1B}[>1u"))
    #expect(text.hasSuffix("\u{1B}[<u" + String(decoding: leaveBytes, as: UTF8.self)))
  }
}
