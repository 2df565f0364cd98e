import RowKit
import Testing

@testable import RowKitTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

private let enterBytes = Array(
  "\u{1B}[?1049h\u{1B}[?7l\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?2004h".utf8)
private let leaveBytes = Array(
  "\u{1B}[0m\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?25h\u{1B}[?7h\u{1B}[?1049l".utf8)

private func has(_ flags: tcflag_t, _ flag: Int32) -> Bool {
  flags & tcflag_t(flag) != 0
}

/// Tests on a real pseudo-terminal. Serialized: the terminal's restore state and the
/// signal handlers are process-wide.
@Suite(.serialized) struct PseudoTerminalTests {
  @Test func featureSequencesAreTheLiteralBytes() {
    #expect(TerminalFeatures.all.enterSequence == enterBytes)
    #expect(TerminalFeatures.all.leaveSequence == leaveBytes)
    #expect(TerminalFeatures([]).enterSequence.isEmpty)
    #expect(TerminalFeatures([]).leaveSequence == Array("\u{1B}[0m".utf8))
    #expect(
      TerminalFeatures([.alternateScreen, .hiddenCursor]).leaveSequence
        == Array("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8))
  }

  @Test func rawModeFlagsAndExactRestore() throws {
    let terminal = try PseudoTerminal()
    let saved = terminal.attributes()
    #expect(has(saved.c_lflag, ECHO) && has(saved.c_lflag, ICANON))

    let modes = TerminalModes(input: terminal.secondary, output: terminal.secondary)
    try modes.enter()
    #expect(modes.isActive)
    #expect(terminal.drainOutput() == enterBytes)

    let raw = terminal.attributes()
    for flag in [ECHO, ECHONL, ICANON, ISIG, IEXTEN] {
      #expect(!has(raw.c_lflag, flag), "local flag \(flag) still set")
    }
    for flag in [IXON, ICRNL, INLCR, IGNCR, BRKINT, ISTRIP, INPCK, PARMRK, IGNBRK] {
      #expect(!has(raw.c_iflag, flag), "input flag \(flag) still set")
    }
    #expect(raw.c_cflag & tcflag_t(CSIZE) == tcflag_t(CS8))
    #expect(!has(raw.c_cflag, PARENB))
    #expect(raw.c_oflag == saved.c_oflag, "output processing is left as saved")
    #expect(controlCharacters(raw).minimum == 1)
    #expect(controlCharacters(raw).time == 0)

    try modes.enter()
    #expect(terminal.drainOutput().isEmpty, "entering twice writes nothing more")

    try modes.leave()
    #expect(!modes.isActive)
    #expect(terminal.drainOutput() == leaveBytes)
    #expect(rawBytes(of: terminal.attributes()) == rawBytes(of: saved))

    try modes.leave()
    #expect(terminal.drainOutput().isEmpty, "leaving twice is harmless")
    #expect(rawBytes(of: terminal.attributes()) == rawBytes(of: saved))
  }

  @Test func enteringANonTerminalThrows() {
    var descriptors: [Int32] = [-1, -1]
    #expect(pipe(&descriptors) == 0)
    defer {
      close(descriptors[0])
      close(descriptors[1])
    }
    let modes = TerminalModes(input: descriptors[0], output: descriptors[1])
    #expect(throws: TerminalError.notATerminal(fileDescriptor: descriptors[0])) {
      try modes.enter()
    }
    #expect(!modes.isActive)
  }

  @Test func signalRestoreRoutineRestoresOnce() throws {
    let terminal = try PseudoTerminal()
    let saved = terminal.attributes()
    let modes = TerminalModes(input: terminal.secondary, output: terminal.secondary)
    try modes.enter()
    _ = terminal.drainOutput()
    #expect(RestoreState.isArmed)

    // What every restoring signal handler and the atexit hook run first.
    restoreTerminalNow()
    #expect(terminal.drainOutput() == leaveBytes)
    #expect(rawBytes(of: terminal.attributes()) == rawBytes(of: saved))
    #expect(!RestoreState.isArmed)
    restoreTerminalNow()
    #expect(terminal.drainOutput().isEmpty)

    try modes.reenter()
    #expect(terminal.drainOutput() == enterBytes)
    #expect(!has(terminal.attributes().c_lflag, ICANON))
    try modes.leave()
    #expect(terminal.drainOutput() == leaveBytes)
    #expect(rawBytes(of: terminal.attributes()) == rawBytes(of: saved))
  }

  @Test func sessionReadsKeysMouseAndLoneEscape() throws {
    let terminal = try PseudoTerminal()
    terminal.resize(columns: 90, lines: 30)
    let saved = terminal.attributes()
    try withTerminalSession(
      input: terminal.secondary, output: terminal.secondary, escapeTimeout: .milliseconds(20)
    ) { session in
      #expect(session.size == Size(columns: 90, lines: 30))
      #expect(terminal.drainOutput() == enterBytes)
      terminal.type(Array("\u{1B}[Bq\u{1B}[<0;5;3M".utf8))
      #expect(try session.nextEvent(timeout: .seconds(5)) == .input(.key(.down)))
      #expect(try session.nextEvent(timeout: .seconds(5)) == .input(.key(.character("q"))))
      #expect(
        try session.nextEvent(timeout: .seconds(5))
          == .input(.mouse(MouseEvent(code: 0, column: 5, line: 3, released: false))))
      terminal.type([0x1B])
      #expect(try session.nextEvent(timeout: .seconds(5)) == .input(.key(.escape)))
      terminal.type([0x03])
      #expect(try session.nextEvent(timeout: .seconds(5)) == .input(.interrupt))
      #expect(try session.nextEvent(timeout: .milliseconds(30)) == nil)
      try session.write("frame")
      #expect(terminal.drainOutput() == Array("frame".utf8))
    }
    #expect(terminal.drainOutput() == leaveBytes)
    #expect(rawBytes(of: terminal.attributes()) == rawBytes(of: saved))
  }

  @Test func sessionReportsResizeAndResume() throws {
    let terminal = try PseudoTerminal()
    terminal.resize(columns: 80, lines: 24)
    try withTerminalSession(input: terminal.secondary, output: terminal.secondary) {
      (session) throws in
      _ = terminal.drainOutput()
      terminal.resize(columns: 120, lines: 40)
      _ = kill(getpid(), SIGWINCH)
      #expect(try session.nextEvent(timeout: .seconds(5)) == .resize(Size(columns: 120, lines: 40)))
      #expect(session.size == Size(columns: 120, lines: 40))

      // What the SIGTSTP handler does before the process stops, then the continue.
      restoreTerminalNow()
      #expect(terminal.drainOutput() == leaveBytes)
      _ = kill(getpid(), SIGCONT)
      #expect(
        try session.nextEvent(timeout: .seconds(5)) == .resumed(Size(columns: 120, lines: 40)))
      #expect(terminal.drainOutput() == enterBytes)
      #expect(!has(terminal.attributes().c_lflag, ECHO))

      // A SIGCONT while the modes are on needs nothing.
      _ = kill(getpid(), SIGCONT)
      #expect(try session.nextEvent(timeout: .milliseconds(50)) == nil)
    }
  }

  @Test func sessionRestoresWhenTheBodyThrows() throws {
    struct Boom: Error {}
    let terminal = try PseudoTerminal()
    let saved = terminal.attributes()
    #expect(throws: Boom.self) {
      try withTerminalSession(input: terminal.secondary, output: terminal.secondary) { _ in
        throw Boom()
      }
    }
    #expect(terminal.drainOutput() == enterBytes + leaveBytes)
    #expect(rawBytes(of: terminal.attributes()) == rawBytes(of: saved))
    #expect(!RestoreState.isArmed)
  }

  @Test func oneSessionAtATime() throws {
    let terminal = try PseudoTerminal()
    let session = try TerminalSession(input: terminal.secondary, output: terminal.secondary)
    #expect(throws: TerminalError.sessionAlreadyActive) {
      _ = try TerminalSession(input: terminal.secondary, output: terminal.secondary)
    }
    try session.leave()
    try session.leave()
    let next = try TerminalSession(input: terminal.secondary, output: terminal.secondary)
    try next.leave()
  }

  @Test func endOfInputWhenTheTerminalHangsUp() throws {
    let terminal = try PseudoTerminal()
    let session = try TerminalSession(input: terminal.secondary, output: terminal.secondary)
    defer { try? session.leave() }
    terminal.hangUp()
    #expect(try session.nextEvent(timeout: .seconds(5)) == .input(.endOfInput))
    #expect(try session.nextEvent(timeout: .milliseconds(20)) == nil)
  }
}
