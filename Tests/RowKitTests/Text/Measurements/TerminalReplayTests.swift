import Testing

@testable import RowKit

/// Replays what real terminals drew (ucs-detect's measurements, rebuilt string by
/// string by `Scripts/unicode/generate-terminal-measurements.py`) against RowKit's
/// widths, and prints the agreement per terminal and per category.
@Suite struct TerminalReplayTests {
  static let strings = MeasuredStrings.all

  @Test func measurementsRebuildCompletely() {
    #expect(Self.strings.count == MeasuredStrings.count)
    #expect(MeasuredTerminals.all.count == 20)
    for terminal in MeasuredTerminals.all {
      let outcomes = terminal.outcomes(strings: Self.strings)
      // Every string has an outcome or is marked as not measured, no more, no less.
      #expect(outcomes.count == Self.strings.count, "\(terminal.file)")
      let distinct = outcomes.compactMap { $0 }.count
      #expect(distinct > 30_000 && distinct <= terminal.measurements, "\(terminal.file)")
    }
    let categories = Dictionary(grouping: Self.strings, by: \.category).mapValues(\.count)
    #expect(categories["wide"] == 6882 && categories["zwj"] == 1445)
    #expect(categories["vs16"] == 213 && categories["vs15"] == 158)
  }

  @Test func percentagesRoundDown() {
    #expect(MeasurementReplay.percent(9_999, 10_000) == "99.99%")
    #expect(MeasurementReplay.percent(99_999, 100_000) == "99.99%")
    #expect(MeasurementReplay.percent(1, 20) == "5.00%")
    #expect(MeasurementReplay.percent(0, 0) == "-")
  }

  @Test func exclusionsAreNamedAndNarrow() {
    let ascii = MeasuredString(category: "lang", group: "", text: "abc", reference: 3)
    #expect(MeasurementReplay.excludedClass(ascii, .widths([3])) == nil)
    #expect(MeasurementReplay.excludedClass(ascii, .widths([1])) == .asciiMismeasured)
    #expect(MeasurementReplay.excludedClass(ascii, .lineChanged) == .cursorChangedLine)
    let bidi = MeasuredString(category: "lang", group: "", text: "\u{202E}A", reference: 1)
    #expect(MeasurementReplay.excludedClass(bidi, .widths([1])) == .sanitized)
    let mark = MeasuredString(category: "lang", group: "", text: "\u{303}ye", reference: 2)
    #expect(MeasurementReplay.excludedClass(mark, .widths([3])) == .leadingMark)
    let word = MeasuredString(category: "lang", group: "", text: "نoga\u{331}", reference: 4)
    #expect(MeasurementReplay.excludedClass(word, .widths([1])) == .wordReportedAsOneColumn)
    #expect(MeasurementReplay.excludedClass(word, .widths([4])) == nil)
    #expect(MeasurementReplay.excludedClass(word, .widths([11])) == .widerThanPossible)
    #expect(MeasurementReplay.excludedClass(word, .widths([1, 4])) == .reportOutOfStep)
    let hindi = MeasuredString(category: "lang", group: "", text: "का", reference: 1)
    #expect(MeasurementReplay.excludedClass(hindi, .widths([1])) == nil)
  }

  /// Today's two width modes against every terminal, each in the family it belongs to.
  @Test func agreementOfTheTwoModes() {
    let clusterFamily: Set = [
      "kitty", "wezterm", "foot", "ghostty", "contour", "windowsTerminal", "iTerm2",
    ]
    var lines: [String] = []
    for terminal in MeasuredTerminals.all {
      let mode: WidthMode =
        clusterFamily.contains(terminal.profile) ? .graphemeClusters : .perCodePoint
      let tally = MeasurementReplay.tally(terminal, strings: Self.strings) {
        DisplayWidth.of($0, mode: mode)
      }
      #expect(tally.measured > 25_000, "\(terminal.file)")
      lines.append(MeasurementReplay.report("\(terminal.file) (\(mode))", tally))
    }
    print(lines.joined(separator: "\n") + "\n")
  }
}

extension TerminalReplayTests {
  /// The floor every profiled terminal must reach.
  static let floor = 0.995

  /// The terminals whose profile does not reach the floor, each with why, the agreement
  /// and the narrower strings it reaches today (the test fails if either gets worse):
  /// none since Konsole, iTerm2, Contour and Windows Terminal got the rules they draw by
  /// (``WidthQuirks``); what no rule explains is left out by a named ``ExcludedClass``.
  static let shortfalls: [String: (reason: String, agreement: Double, narrower: Int)] = [:]

  /// The profile RowKit uses for each measured terminal, by its data file.
  static func profile(of terminal: MeasuredTerminal) -> TerminalProfile {
    switch terminal.file {
    case "terminalexe": return .windowsTerminal
    case "gnometerminal", "lxterminal", "terminator", "termit", "xfce4terminal": return .vte
    case "terminalapp": return .terminalApp
    case "iterm2": return .iTerm2
    case "wezterm": return .wezTerm
    default: return TerminalProfile(rawValue: terminal.file) ?? .conservative
    }
  }

  /// Every measured terminal against its profile: at least 99.5% overall and no string
  /// narrower than the terminal drew it, except the terminals named in ``shortfalls``.
  @Test func everyProfileReachesTheFloor() {
    var lines: [String] = []
    for terminal in MeasuredTerminals.all {
      let profile = Self.profile(of: terminal)
      #expect(profile != .conservative, "\(terminal.file) has no profile")
      let mode = profile.widthMode
      let tally = MeasurementReplay.tally(terminal, strings: Self.strings) {
        DisplayWidth.of($0, mode: mode)
      }
      lines.append(MeasurementReplay.report("\(terminal.file) (\(profile))", tally))
      if let shortfall = Self.shortfalls[terminal.file] {
        #expect(tally.agreement >= shortfall.agreement, "\(terminal.file): \(shortfall.reason)")
        #expect(tally.narrower.count <= shortfall.narrower, "\(terminal.file): \(shortfall.reason)")
        lines.append("  below the floor: \(shortfall.reason)")
        continue
      }
      #expect(tally.agreement >= Self.floor, "\(terminal.file): \(tally.agreement)")
      #expect(
        tally.narrower.isEmpty,
        "\(terminal.file): narrower \(tally.narrower.prefix(5).map { Self.strings[$0].text })")
    }
    print(lines.joined(separator: "\n") + "\n")
  }

  /// tmux 3.4's VS16 widths, replayed alone: each emoji with U+FE0F is drawn as tmux
  /// drew it (2 columns), where RowKit's per-code-point rules give 1.
  @Test func tmuxVS16WidthsReplay() throws {
    let tmux = try #require(MeasuredTerminals.all.first { $0.file == "tmux" })
    let outcomes = tmux.outcomes(strings: Self.strings)
    var replayed = 0
    for (index, string) in Self.strings.enumerated() where string.category == "vs16" {
      guard case .widths(let widths)? = outcomes[index] else { continue }
      #expect(widths == [2], "\(string.text.unicodeScalars.map(\.value))")
      #expect(DisplayWidth.of(string.text, mode: TerminalProfile.tmux.widthMode) == 2)
      #expect(DisplayWidth.of(string.text, mode: .perCodePoint) == 1)
      replayed += 1
    }
    #expect(replayed == 213)
  }
}
