import RowKit
import Testing

@testable import RowKitTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

private let query = Array("\u{1B}[?2027$p\u{1B}[>0q\u{1B}[>c\u{1B}[c".utf8)
private let enterBytes = TerminalFeatures.all.enterSequence
private let leaveBytes = TerminalFeatures.all.leaveSequence
private let reset2027 = Array("\u{1B}[?2027l".utf8)

/// Runs detection in a session on a pseudo-terminal whose answers were typed ahead.
private func detect(
  answering answer: String?, environment: [String: String] = [:],
  timeout: Duration = .milliseconds(200), calibrate: Bool = false
) throws -> (detection: WidthModeDetection, written: [UInt8], left: [UInt8]) {
  let terminal = try PseudoTerminal()
  var written: [UInt8] = []
  let detection = try withTerminalSession(input: terminal.secondary, output: terminal.secondary) {
    session in
    #expect(terminal.drainOutput() == enterBytes)
    if let answer { terminal.type(Array(answer.utf8)) }
    let detection = try session.detectWidthMode(
      environment: environment, timeout: timeout, calibrate: calibrate)
    written = terminal.drainOutput()
    return detection
  }
  return (detection, written, terminal.drainOutput())
}

/// Detection through a real pseudo-terminal: in the serialized suite of the other
/// pseudo-terminal tests, because sessions are process-wide.
extension PseudoTerminalTests {
  @Test(arguments: [1, 3])
  func modeSetAnswersMeanGraphemeClusters(_ state: Int) throws {
    let result = try detect(answering: "\u{1B}[?2027;\(state)$y\u{1B}[?64;1;22c")
    #expect(
      result.detection
        == WidthModeDetection(mode: .graphemeClusters, evidence: .mode2027(state: state)))
    #expect(result.written == query)
    #expect(result.left == leaveBytes)
  }

  @Test func settableModeIsSetAndResetOnLeaving() throws {
    let result = try detect(answering: "\u{1B}[?2027;2$y\u{1B}[?62;22c")
    #expect(
      result.detection
        == WidthModeDetection(
          mode: .graphemeClusters, evidence: .mode2027(state: 2), setMode2027: true))
    #expect(result.written == query + Array("\u{1B}[?2027h".utf8))
    #expect(result.left == reset2027 + leaveBytes)
  }

  @Test func settableModeIsResetByTheSignalRestoreToo() throws {
    let terminal = try PseudoTerminal()
    let session = try TerminalSession(input: terminal.secondary, output: terminal.secondary)
    _ = terminal.drainOutput()
    terminal.type(Array("\u{1B}[?2027;2$y\u{1B}[?62;22c".utf8))
    #expect(try session.detectWidthMode(environment: [:]).setMode2027)
    _ = terminal.drainOutput()
    // What every restoring signal handler and the atexit hook run.
    restoreTerminalNow()
    #expect(terminal.drainOutput() == reset2027 + leaveBytes)
    // Continued after a stop: the mode comes back with the features.
    _ = kill(getpid(), SIGCONT)
    #expect(try session.nextEvent(timeout: .seconds(5)) != nil)
    #expect(terminal.drainOutput() == enterBytes + Array("\u{1B}[?2027h".utf8))
    try session.leave()
    #expect(terminal.drainOutput() == reset2027 + leaveBytes)
  }

  @Test(arguments: [0, 4])
  func unknownOrPermanentlyResetMeansPerCodePoint(_ state: Int) throws {
    let result = try detect(answering: "\u{1B}[?2027;\(state)$y\u{1B}[?1;2c")
    #expect(
      result.detection == WidthModeDetection(mode: .perCodePoint, evidence: .mode2027(state: state))
    )
    #expect(result.left == leaveBytes)
  }

  @Test func onlyDeviceAttributesMeansPerCodePoint() throws {
    // tmux 3.3a answers `CSI c` and not the mode query.
    let result = try detect(answering: "\u{1B}[?1;2c")
    #expect(result.detection == WidthModeDetection(mode: .perCodePoint, evidence: .noModeReport))
  }

  @Test func noAnswerMeansPerCodePointAfterTheDeadline() throws {
    let clock = ContinuousClock()
    let start = clock.now
    let result = try detect(answering: nil, timeout: .milliseconds(100))
    #expect(result.detection == WidthModeDetection(mode: .perCodePoint, evidence: .noAnswer))
    #expect(clock.now - start >= .milliseconds(100))
    #expect(result.written == query)
  }

  @Test func kittyIsKnownByItsDeviceAttributes() throws {
    let result = try detect(answering: "\u{1B}[?62;c")
    #expect(
      result.detection
        == WidthModeDetection(
          mode: TerminalProfile.kitty.widthMode, evidence: .profile,
          identification: TerminalIdentification(
            profile: .kitty, source: .primaryDeviceAttributes([62, nil]))))
    let unknownMode = try detect(answering: "\u{1B}[?2027;0$y\u{1B}[?62;c")
    #expect(unknownMode.detection.mode == TerminalProfile.kitty.widthMode)
  }

  @Test func kittyIsKnownByItsEnvironment() throws {
    let result = try detect(answering: "\u{1B}[?1;2c", environment: ["TERM": "xterm-kitty"])
    #expect(
      result.detection
        == WidthModeDetection(
          mode: TerminalProfile.kitty.widthMode, evidence: .profile,
          identification: TerminalIdentification(
            profile: .kitty, source: .environment("TERM=xterm-kitty"))))
  }

  @Test(arguments: [("grapheme", WidthMode.graphemeClusters), ("CodePoint", .perCodePoint)])
  func environmentOverridesWithoutAsking(_ value: String, _ mode: WidthMode) throws {
    let result = try detect(answering: nil, environment: ["ROWKIT_WIDTH": value])
    #expect(result.detection == WidthModeDetection(mode: mode, evidence: .environmentOverride))
    #expect(result.written.isEmpty)
  }

  @Test func keysTypedDuringDetectionAreKept() throws {
    let terminal = try PseudoTerminal()
    try withTerminalSession(input: terminal.secondary, output: terminal.secondary) {
      (session) throws in
      terminal.type(Array("q\u{1B}[?2027;1$y\u{1B}[Bx\u{1B}[?1c".utf8))
      #expect(try session.detectWidthMode(environment: [:]).mode == .graphemeClusters)
      #expect(try session.nextEvent(timeout: .seconds(1)) == .input(.key(.character("q"))))
      #expect(try session.nextEvent(timeout: .seconds(1)) == .input(.key(.down)))
      #expect(try session.nextEvent(timeout: .seconds(1)) == .input(.key(.character("x"))))
    }
  }

  @Test func calibrationCatchesATerminalThatReportsModeButAdvancesPerCodePoint() throws {
    let result = try detect(
      answering: "\u{1B}[?2027;1$y\u{1B}[?62;22c\u{1B}[1;2R\u{1B}[1;5R", calibrate: true)
    #expect(
      result.detection
        == WidthModeDetection(
          mode: .perCodePoint,
          evidence: .calibration(heart: 1, skinTone: 4, before: .mode2027(state: 1))))
    #expect(result.written == query + WidthModeDetector.calibrationQuery)
  }

  @Test func calibrationConfirmsGraphemeClusters() throws {
    let result = try detect(answering: "\u{1B}[?1;2c\u{1B}[1;3R\u{1B}[1;3R", calibrate: true)
    #expect(
      result.detection
        == WidthModeDetection(
          mode: .graphemeClusters,
          evidence: .calibration(heart: 2, skinTone: 2, before: .noModeReport)))
  }

  @Test func calibrationWithoutAnswersOrWithOddAdvancesKeepsTheDecision() throws {
    let silent = try detect(
      answering: "\u{1B}[?2027;3$y\u{1B}[?1c", timeout: .milliseconds(100), calibrate: true)
    #expect(
      silent.detection == WidthModeDetection(mode: .graphemeClusters, evidence: .mode2027(state: 3))
    )
    let odd = try detect(answering: "\u{1B}[?1c\u{1B}[1;2R\u{1B}[1;3R", calibrate: true)
    #expect(odd.detection == WidthModeDetection(mode: .perCodePoint, evidence: .noModeReport))
  }

  @Test func badOverrideIsATypedError() throws {
    #expect(throws: WidthModeDetector.OverrideError(value: "wide")) {
      try WidthModeDetector.override(environment: ["ROWKIT_WIDTH": "wide"])
    }
    #expect(try WidthModeDetector.override(environment: ["ROWKIT_WIDTH": "auto"]) == nil)
  }
}

@Suite struct TerminalReportDecodingTests {
  @Test func answersAreReportsNotKeys() {
    #expect(
      decodeAll([bytes("\u{1B}[?2027;2$y\u{1B}[?62;c\u{1B}[12;40R")])
        == [
          .report(.privateMode(mode: 2027, state: 2)),
          .report(.primaryDeviceAttributes([62, nil])),
          .report(.cursorPosition(line: 12, column: 40)),
        ])
  }

  @Test func answersSplitAcrossReadsDecodeTheSame() {
    let whole = bytes("\u{1B}[?2027;1$y\u{1B}[?64;1;2c")
    for split in 1..<whole.count {
      #expect(
        decodeAll([Array(whole[..<split]), Array(whole[split...])])
          == [
            .report(.privateMode(mode: 2027, state: 1)),
            .report(.primaryDeviceAttributes([64, 1, 2])),
          ])
    }
  }

  @Test func malformedAnswersStayUnknown() {
    for text in [
      "\u{1B}[?2027$y", "\u{1B}[?2027;1;2$y", "\u{1B}[?;1c", "\u{1B}[0;5R", "\u{1B}[>;4000c",
      "\u{1B}[>1:2c",
    ] {
      let events = decodeAll([bytes(text)])
      #expect(events.count == 1)
      if case .report = events.first { Issue.record("\(text.debugDescription) became a report") }
    }
  }
}
