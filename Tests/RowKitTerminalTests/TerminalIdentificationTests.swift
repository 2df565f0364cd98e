import RowKit
import Testing

@testable import RowKitTerminal

/// What each measured terminal answers to the queries (XTVERSION, primary device
/// attributes and mode 2027 from ucs-detect's data; secondary device attributes where
/// the terminal's own answer is known), the environment it sets, and the profile it
/// must be identified as.
private let answers:
  [(
    version: String?, primary: String, mode2027: Int?, environment: [String: String],
    profile: TerminalProfile
  )] = [
    ("kitty(0.43.1)", "62;", 0, [:], .kitty),
    ("WezTerm 20251025-070338-b6e75fd7", "65;4;6;18;22;52", 3, [:], .wezTerm),
    ("foot(1.25.0)", "62;4;22;28;52", 1, [:], .foot),
    ("ghostty 1.2.3", "62;22;52", 1, [:], .ghostty),
    ("contour 0.6.2-master-5b1ad5be", "65;1;4;8;22;28;52;314", 1, [:], .contour),
    ("terminal.exe 1.23.12811.0", "61;4;6;7;14;21;22;23;24;28;32;42;52", 3, [:], .windowsTerminal),
    ("XTerm(390)", "64;1;2;6;9;15;16;17;18;21;22;28", 0, [:], .xterm),
    ("GNOME Terminal 3.52.0(VTE/7600)", "61;1;21;22", 0, [:], .vte),
    ("xfce4-terminal 1.1.3(VTE/7600)", "61;1;21;22", 0, [:], .vte),
    ("Konsole 25.08.2", "62;1;4", nil, [:], .konsole),
    ("alacritty 0.16.1", "6", 0, [:], .alacritty),
    ("iTerm2 3.6.5", "64;1;2;4;6;17;18;21;22", 4, [:], .iTerm2),
    (nil, "1;2", nil, ["TERM_PROGRAM": "Apple_Terminal"], .terminalApp),
    ("PuTTY 0.83", "6", nil, [:], .putty),
    ("tmux 3.4", "1;2;4", nil, ["TMUX": "/tmp/tmux-0/default,1,0"], .tmux),
    ("tmux 3.3a", "1;2", nil, ["TMUX": "/tmp/tmux-0/default,1,0"], .tmuxBefore34),
    (nil, "1;2", nil, ["TERM": "screen", "STY": "1.pts-0"], .screen),
    ("st(0.9)", "6", nil, [:], .st),
  ]

extension PseudoTerminalTests {
  /// A pseudo-terminal answers as each profiled terminal does; detection names its
  /// profile and measures in its mode, setting mode 2027 only where it answered 2.
  @Test func everyProfiledTerminalIsIdentifiedByItsAnswers() throws {
    for answer in answers {
      var typed = ""
      if let state = answer.mode2027 { typed += "\u{1B}[?2027;\(state)$y" }
      if let version = answer.version { typed += "\u{1B}P>|\(version)\u{1B}\\" }
      typed += "\u{1B}[?\(answer.primary)c"
      let terminal = try PseudoTerminal()
      let detection = try withTerminalSession(
        input: terminal.secondary, output: terminal.secondary
      ) { session in
        _ = terminal.drainOutput()
        terminal.type(Array(typed.utf8))
        let detection = try session.detectWidthMode(environment: answer.environment)
        #expect(terminal.drainOutput() == WidthModeDetector.query)
        return detection
      }
      #expect(detection.identification?.profile == answer.profile, "\(typed.debugDescription)")
      #expect(detection.mode == answer.profile.widthMode)
      #expect(detection.evidence == .profile)
      #expect(!detection.setMode2027)
    }
  }

  @Test func noAnswerAtAllIsTheConservativeProfile() throws {
    let terminal = try PseudoTerminal()
    let detection = try withTerminalSession(input: terminal.secondary, output: terminal.secondary) {
      session in
      try session.detectWidthMode(
        environment: ["TERM": "xterm-256color"], timeout: .milliseconds(80))
    }
    #expect(detection.identification == nil)
    #expect(detection.evidence == .noAnswer)
    #expect(detection.mode == TerminalProfile.conservative.widthMode)
    #expect(detection.summary == "terminal unidentified; widths perCodePoint")
  }

  @Test func terminalOverrideAsksNothing() throws {
    let terminal = try PseudoTerminal()
    let detection = try withTerminalSession(input: terminal.secondary, output: terminal.secondary) {
      session in
      _ = terminal.drainOutput()
      let detection = try session.detectWidthMode(
        environment: ["ROWKIT_TERMINAL": "WezTerm", "ROWKIT_WIDTH": "codepoint"])
      #expect(terminal.drainOutput().isEmpty)
      return detection
    }
    #expect(detection.mode == TerminalProfile.wezTerm.widthMode)
    #expect(
      detection.identification == TerminalIdentification(profile: .wezTerm, source: .override))
    #expect(
      detection.summary.hasPrefix("terminal wezterm (ROWKIT_TERMINAL); widths graphemeClusters"))
  }

  @Test func aClusterProfileThatAnswersResetGetsModeSet() throws {
    let terminal = try PseudoTerminal()
    let detection = try withTerminalSession(input: terminal.secondary, output: terminal.secondary) {
      session in
      terminal.type(Array("\u{1B}[?2027;2$y\u{1B}P>|foot(1.20.0)\u{1B}\\\u{1B}[?62c".utf8))
      return try session.detectWidthMode(environment: [:])
    }
    #expect(detection.identification?.profile == .foot)
    #expect(detection.setMode2027)
  }
}

@Suite struct TerminalIdentificationRulesTests {
  @Test func tmuxWinsAndGoesByItsVersion() {
    let inside = ["TMUX": "/tmp/tmux-0/default,1,0", "TERM_PROGRAM": "tmux"]
    #expect(
      WidthModeDetector.identify(
        reports: [.terminalVersion("kitty(0.43.1)")],
        environment: inside.merging(["TERM_PROGRAM_VERSION": "3.3a"]) { $1 })?.profile
        == .tmuxBefore34)
    #expect(
      WidthModeDetector.identify(reports: [], environment: ["TMUX": "x"])?.profile == .tmux)
    #expect(WidthModeDetector.tmuxProfile(version: " 3.4") == .tmux)
    #expect(WidthModeDetector.tmuxProfile(version: "next-3.6") == .tmux)
    #expect(WidthModeDetector.tmuxProfile(version: " 2.9a") == .tmuxBefore34)
    #expect(WidthModeDetector.tmuxProfile(version: "master") == .tmux)
    #expect(WidthModeDetector.leadingVersion("3.3a") == [3, 3])
  }

  @Test func secondaryDeviceAttributesAndEnvironment() {
    func profile(_ reports: [TerminalReport], _ environment: [String: String] = [:])
      -> TerminalProfile?
    {
      WidthModeDetector.identify(reports: reports, environment: environment)?.profile
    }
    #expect(profile([.secondaryDeviceAttributes([41, 390, 0])]) == .xterm)
    #expect(profile([.secondaryDeviceAttributes([65, 7600, 1])]) == .vte)
    #expect(profile([.secondaryDeviceAttributes([1, 4000, 35])]) == .kitty)
    #expect(profile([.secondaryDeviceAttributes([83, 40901, 0])]) == .screen)
    #expect(profile([.secondaryDeviceAttributes([0, 95, 0])]) == nil)
    #expect(profile([], ["TERM_PROGRAM": "iTerm.app"]) == .iTerm2)
    #expect(profile([], ["WT_SESSION": "1"]) == .windowsTerminal)
    #expect(profile([], ["VTE_VERSION": "7600"]) == .vte)
    #expect(profile([], ["TERM": "st-256color"]) == .st)
    #expect(profile([], ["TERM": "xterm-256color"]) == nil)
    // An answer beats the environment, which may be inherited (ssh, a nested terminal).
    #expect(profile([.terminalVersion("XTerm(390)")], ["TERM_PROGRAM": "iTerm.app"]) == .xterm)
  }

  @Test func overridesAreTypedErrors() throws {
    #expect(try WidthModeDetector.terminalOverride(environment: [:]) == nil)
    #expect(try WidthModeDetector.terminalOverride(environment: ["ROWKIT_TERMINAL": "auto"]) == nil)
    #expect(
      try WidthModeDetector.terminalOverride(environment: ["ROWKIT_TERMINAL": "tmux-3.3"])
        == .tmuxBefore34)
    #expect(throws: WidthModeDetector.TerminalOverrideError(value: "vt100\u{1B}")) {
      try WidthModeDetector.terminalOverride(environment: ["ROWKIT_TERMINAL": "vt100\u{1B}"])
    }
    let error = WidthModeDetector.TerminalOverrideError(value: "vt100\u{1B}")
    #expect(error.description.hasPrefix("a terminal is auto or one of kitty, wezterm, foot,"))
    #expect(error.description.hasSuffix(", not 'vt100␛'"))
  }

  @Test func calibrationKeepsAProfileThatMeasuresTheProbesAsDrawn() {
    let kitty = WidthModeDetection(
      mode: TerminalProfile.kitty.widthMode, evidence: .profile,
      identification: TerminalIdentification(profile: .kitty, source: .override))
    let same = WidthModeDetector.decide(
      calibration: [.cursorPosition(line: 1, column: 3), .cursorPosition(line: 1, column: 3)],
      after: kitty)
    #expect(same == kitty)
    let other = WidthModeDetector.decide(
      calibration: [.cursorPosition(line: 1, column: 2), .cursorPosition(line: 1, column: 5)],
      after: kitty)
    #expect(other.mode == .perCodePoint)
  }
}

@Suite struct TerminalNameDecodingTests {
  @Test func xtversionAndSecondaryAttributesAreReports() {
    #expect(
      decodeAll([bytes("\u{1B}P>|kitty(0.43.1)\u{1B}\\\u{1B}[>1;4000;35c")])
        == [
          .report(.terminalVersion("kitty(0.43.1)")),
          .report(.secondaryDeviceAttributes([1, 4000, 35])),
        ])
    let whole = bytes("\u{1B}P>|tmux 3.4\u{1B}\\x")
    for split in 1..<whole.count {
      #expect(
        decodeAll([Array(whole[..<split]), Array(whole[split...])])
          == [.report(.terminalVersion("tmux 3.4")), .key(.character("x"))])
    }
  }

  @Test func altPIsStillAKey() {
    let altP = InputEvent.key(KeyPress(.character("P"), modifiers: .alt))
    var decoder = InputDecoder()
    #expect(decoder.decode(bytes("\u{1B}Px")) == [altP, .key(.character("x"))])
    #expect(decoder.decode(bytes("\u{1B}P")) == [])
    #expect(decoder.flush() == [altP])
    #expect(
      decoder.decode(bytes("\u{1B}P>a")) == [altP, .key(.character(">")), .key(.character("a"))])
  }

  @Test func hostileNamesAreBoundedAndVisible() {
    var decoder = InputDecoder()
    let events = decoder.decode(bytes("\u{1B}P>|\u{9B}2J" + String(repeating: "n", count: 300)))
    // The answer gives up after its limit and another limit's worth; the rest is keys.
    #expect(
      events.first.map { if case .unknown(let kept) = $0 { kept.count == 68 } else { false } }
        == true)
    #expect(events.dropFirst().allSatisfy { $0 == .key(.character("n")) })
    #expect(decoder.decode(bytes("q")) == [.key(.character("q"))])
    var other = InputDecoder()
    #expect(
      other.decode(bytes("\u{1B}P>|a\u{7}b\u{1B}\\")) == [
        .report(.terminalVersion("a")), .key(.character("b")),
        .key(KeyPress(.character("\\"), modifiers: .alt)),
      ])
    var interrupted = InputDecoder()
    #expect(interrupted.decode(bytes("\u{1B}P>|abc\u{3}d")) == [.interrupt, .key(.character("d"))])
    var unfinished = InputDecoder()
    #expect(unfinished.decode(bytes("\u{1B}P>|abc")) == [])
    #expect(unfinished.flush() == [.unknown(bytes("\u{1B}P>|abc"))])
  }
}
