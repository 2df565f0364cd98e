@testable import RowKit

/// Why a measured string is left out of the agreement figures: each class is named,
/// with the reason, and counted per terminal.
enum ExcludedClass: String, CaseIterable, Sendable {
  /// The cursor ended on another line: the terminal wrapped, nothing was measured.
  case cursorChangedLine = "cursor changed line"
  /// Plain printable ASCII not measured as its length: every terminal draws ASCII one
  /// column a character, so the cursor report, not the width, was wrong.
  case asciiMismeasured = "ASCII word not measured as its length"
  /// Holds a control or bidi control: ``Sanitizer`` replaces those before anything is
  /// drawn, so their raw width never reaches a terminal.
  case sanitized = "holds a scalar the Sanitizer replaces"
  /// Starts with a combining mark: on the terminal's line it joins the separator drawn
  /// before it, so its width depends on what came before.
  case leadingMark = "starts with a combining mark"
  /// A word of two or more letters that the terminal reported as 1 column: no terminal
  /// draws two letters in one column, so the cursor report was out of step (Windows
  /// Terminal reports 1,757 words so, in Latin, Arabic, Devanagari, Mon and others).
  case wordReportedAsOneColumn = "word of several letters reported as 1 column"
  /// Reported wider than 2 columns for each of its scalars: no character is wider, so
  /// the cursor report was out of step (Windows Terminal, 4 words).
  case widerThanPossible = "reported wider than 2 columns a scalar"
  /// A word reported once as 1 column and once otherwise, or drawn among strings of
  /// which at least two of the four around it (in the order ucs-detect drew them) were
  /// words reported as 1 column or strings after which the cursor changed line: the
  /// cursor reports there are out of step, so none of them is a width (Windows
  /// Terminal).
  case reportOutOfStep = "reported where the cursor reports are out of step"
  /// iTerm2 only: a ZWJ sequence of U+26F9 PERSON WITH BALL with a skin tone. iTerm2
  /// drew 9 of the 10 5 columns and one 3, where it drew every such sequence on U+1F3CB,
  /// U+1F3CC and U+1F575 2 columns: it cuts text into cells at Core Foundation's
  /// composed-character ranges, whose rules for this one base of the Basic Multilingual
  /// Plane are not public, and the two widths of identical sequences follow no rule.
  case iTermToneSequenceOn26F9 = "iTerm2: skin-toned ZWJ sequence on U+26F9"
}

/// Agreement of one way of measuring with one terminal's measurements.
struct ReplayTally: Sendable {
  var measured = 0
  var agreeing = 0
  /// Strings RowKit measures narrower than the terminal drew them: the dangerous way.
  var narrower: [Int] = []
  var excluded: [ExcludedClass: Int] = [:]
  var byCategory: [String: (measured: Int, agreeing: Int)] = [:]

  var agreement: Double { measured == 0 ? 0 : Double(agreeing) / Double(measured) }
}

enum MeasurementReplay {
  /// The class a measured string is left out by, if any.
  static func excludedClass(_ string: MeasuredString, _ outcome: MeasuredOutcome)
    -> ExcludedClass?
  {
    guard case .widths(let widths) = outcome else { return .cursorChangedLine }
    let scalars = string.text.unicodeScalars
    if scalars.allSatisfy({ $0.value >= 0x20 && $0.value < 0x7F }) {
      return widths == [scalars.count] ? nil : .asciiMismeasured
    }
    if scalars.contains(where: { Sanitizer.isUnsafe(value: $0.value) }) { return .sanitized }
    if let widest = widths.max(), widest > 2 * scalars.count { return .widerThanPossible }
    if widths == [1], isWordOfSeveralLetters(string) {
      return .wordReportedAsOneColumn
    }
    if let first = scalars.first,
      [.nonspacingMark, .enclosingMark].contains(first.properties.generalCategory)
    {
      return .leadingMark
    }
    if widths.count > 1, widths.contains(1), isWordOfSeveralLetters(string) {
      return .reportOutOfStep
    }
    return nil
  }

  /// Whether `string` is a word of two or more letters that most terminals drew wider
  /// than 1 column.
  private static func isWordOfSeveralLetters(_ string: MeasuredString) -> Bool {
    string.category == "lang" && string.reference > 1
      && string.text.filter({ $0.unicodeScalars.first?.properties.isAlphabetic == true }).count
        >= 2
  }

  /// The class the string at `index` is left out by, looking at the strings drawn around
  /// it and at the terminal (``ExcludedClass/reportOutOfStep``,
  /// ``ExcludedClass/iTermToneSequenceOn26F9``), if ``excludedClass(_:_:)`` keeps it.
  static func excludedInContext(
    _ index: Int, _ outcomes: [MeasuredOutcome?], _ strings: [MeasuredString], terminal: String
  ) -> ExcludedClass? {
    let string = strings[index]
    if terminal == "iterm2", string.category == "zwj" {
      let scalars = Array(string.text.unicodeScalars.prefix(2).map(\.value))
      if scalars.count == 2 && scalars[0] == 0x26F9 && (0x1F3FB...0x1F3FF).contains(scalars[1]) {
        return .iTermToneSequenceOn26F9
      }
    }
    guard string.category == "lang" else { return nil }
    var outOfStep = 0
    for other in max(0, index - 2)...min(strings.count - 1, index + 2) where other != index {
      guard let outcome = outcomes[other] else { continue }
      switch excludedClass(strings[other], outcome) {
      case .cursorChangedLine?, .wordReportedAsOneColumn?: outOfStep += 1
      default: continue
      }
    }
    return outOfStep >= 2 ? .reportOutOfStep : nil
  }

  /// Replays one terminal's measurements against `width`.
  static func tally(
    _ terminal: MeasuredTerminal, strings: [MeasuredString], width: (String) -> Int
  ) -> ReplayTally {
    var tally = ReplayTally()
    let outcomes = terminal.outcomes(strings: strings)
    for (index, outcome) in outcomes.enumerated() {
      guard let outcome else { continue }
      let string = strings[index]
      if let excluded = excludedClass(string, outcome)
        ?? excludedInContext(index, outcomes, strings, terminal: terminal.file)
      {
        tally.excluded[excluded, default: 0] += 1
        continue
      }
      guard case .widths(let widths) = outcome, let widest = widths.max() else { continue }
      let measured = width(string.text)
      let agrees = widths.contains(measured)
      tally.measured += 1
      if agrees { tally.agreeing += 1 }
      if measured < widest { tally.narrower.append(index) }
      var category = tally.byCategory[string.category] ?? (0, 0)
      category.measured += 1
      if agrees { category.agreeing += 1 }
      tally.byCategory[string.category] = category
    }
    return tally
  }

  /// `part` of `whole` as a percentage with two decimals, rounded down (so 99.999% never
  /// shows as 100.00%).
  static func percent(_ part: Int, _ whole: Int) -> String {
    guard whole > 0 else { return "-" }
    let hundredths = part * 10_000 / whole
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)%"
  }

  /// One line per terminal: overall, per category, narrower, excluded.
  static func report(_ name: String, _ tally: ReplayTally) -> String {
    var line =
      name + String(repeating: " ", count: max(1, 26 - name.count))
      + "\(percent(tally.agreeing, tally.measured)) of \(tally.measured)"
    for category in ["wide", "vs16", "vs15", "zwj", "lang"] {
      let counts = tally.byCategory[category] ?? (0, 0)
      line += "  \(category) \(percent(counts.agreeing, counts.measured))"
    }
    line += "  narrower \(tally.narrower.count)"
    for excluded in ExcludedClass.allCases {
      if let count = tally.excluded[excluded] { line += "  [\(excluded.rawValue): \(count)]" }
    }
    return line
  }
}
