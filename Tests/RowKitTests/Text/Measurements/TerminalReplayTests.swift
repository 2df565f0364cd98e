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
