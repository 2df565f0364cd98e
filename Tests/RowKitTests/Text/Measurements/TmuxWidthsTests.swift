import Foundation
import Testing

@testable import RowKit

/// The strings `Scripts/tmux-widths` measures in the local tmux, and the check of what
/// it measured against that tmux's profile. Runs only when `ROWKIT_TMUX_WIDTHS` names a
/// directory: without `measured.txt` there it writes `strings.txt` (the scalars of each
/// string, in hexadecimal, one string a line); with it, it replays the measurements
/// (`width` then the scalars, a line each) against the profile `ROWKIT_TMUX_PROFILE`
/// names and prints the agreement:
///
///     ROWKIT_TMUX_WIDTHS=/tmp/t swift test --filter TmuxWidthsTests
@Suite(.enabled(if: ProcessInfo.processInfo.environment["ROWKIT_TMUX_WIDTHS"] != nil))
struct TmuxWidthsTests {
  /// Emoji with U+FE0F and U+FE0E, ZWJ sequences, and the words that hold a ZWJ: where
  /// tmux's versions differ.
  static func strings() -> [String] {
    MeasuredStrings.all.filter { string in
      string.category != "wide" && string.category != "lang"
        || string.text.unicodeScalars.contains { $0.value == 0x200D }
    }.map(\.text) + ["a\u{200D}b", "\u{1F44D}\u{1F3FD}", "\u{915}\u{94D}\u{200D}\u{937}"]
  }

  @Test func writeOrCheck() throws {
    let environment = ProcessInfo.processInfo.environment
    let directory = environment["ROWKIT_TMUX_WIDTHS"] ?? "."
    let measured = directory + "/measured.txt"
    guard FileManager.default.fileExists(atPath: measured) else {
      let lines = Self.strings().map { text in
        text.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(
          separator: " ")
      }
      try (lines.joined(separator: "\n") + "\n").write(
        toFile: directory + "/strings.txt", atomically: true, encoding: .utf8)
      return
    }
    let name = environment["ROWKIT_TMUX_PROFILE"] ?? "tmux"
    let profile = try #require(TerminalProfile(rawValue: name))
    var agreeing = 0
    var narrower: [String] = []
    var total = 0
    var others: [String] = []
    for line in try String(contentsOfFile: measured, encoding: .utf8).split(separator: "\n") {
      let fields = line.split(separator: " ")
      guard let width = fields.first.flatMap({ Int($0) }) else { continue }
      var text = ""
      text.unicodeScalars.append(
        contentsOf: fields.dropFirst().compactMap {
          UInt32($0, radix: 16).flatMap(Unicode.Scalar.init)
        })
      let measuredByRowKit = DisplayWidth.of(text, mode: profile.widthMode)
      total += 1
      if measuredByRowKit == width {
        agreeing += 1
      } else if others.count < 8 {
        others.append(
          "\(fields.dropFirst().joined(separator: " ")): \(width) not \(measuredByRowKit)")
      }
      if measuredByRowKit < width { narrower.append(fields.dropFirst().joined(separator: " ")) }
    }
    print(
      "tmux widths: \(profile) agrees on \(agreeing) of \(total) strings, "
        + "\(narrower.count) narrower \(narrower.prefix(5)); differing: \(others)")
    #expect(total > 1000)
    #expect(Double(agreeing) >= 0.995 * Double(total))
    #expect(narrower.isEmpty)
  }
}
