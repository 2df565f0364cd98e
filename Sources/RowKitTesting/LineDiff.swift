/// A readable line-by-line comparison of expected and actual text.
///
/// Escape characters are shown as `␛` so that ANSI lines can be read in a failure
/// message.
///
/// ```text
///       1   Urvashi                 [ Remove ]⏎
///   -   2   Remove Vaishnavi?   [ Yes ] [ No ]⏎
///   +   2   Vaishnavi               [ Remove ]⏎
/// ```
public enum LineDiff {
  /// `nil` when the lines are equal, else a description of every differing line.
  public static func describe(expected: [String], actual: [String]) -> String? {
    guard expected != actual else { return nil }
    var report: [String] = []
    if expected.count != actual.count {
      report.append("expected \(expected.count) lines, got \(actual.count)")
    }
    for index in 0..<max(expected.count, actual.count) {
      let old = index < expected.count ? expected[index] : nil
      let new = index < actual.count ? actual[index] : nil
      let number = String(index + 1).leftPadded(to: 3)
      if old == new, let old {
        report.append("    \(number) \(visible(old))")
      } else {
        if let old { report.append("  - \(number) \(visible(old))") }
        if let new { report.append("  + \(number) \(visible(new))") }
      }
    }
    return report.joined(separator: "\n")
  }

  /// The line with escape characters made visible and its end marked with `⏎`.
  static func visible(_ line: String) -> String {
    String(line.map { $0 == "\u{1B}" ? "␛" : $0 }) + "⏎"
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
