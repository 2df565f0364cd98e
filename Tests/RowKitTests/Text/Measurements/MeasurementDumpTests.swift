import Foundation
import Testing

@testable import RowKit

/// Writes the measurements and what RowKit knows of every scalar in them as tab-separated
/// files, for `Scripts/unicode/profile-fitting/fit.py`. Runs only when
/// `ROWKIT_MEASUREMENT_DUMP` names a directory:
///
///     ROWKIT_MEASUREMENT_DUMP=/tmp/fit swift test --filter MeasurementDumpTests
@Suite(.enabled(if: ProcessInfo.processInfo.environment["ROWKIT_MEASUREMENT_DUMP"] != nil))
struct MeasurementDumpTests {
  @Test func dump() throws {
    let directory = ProcessInfo.processInfo.environment["ROWKIT_MEASUREMENT_DUMP"] ?? "."
    let strings = MeasuredStrings.all
    var values = Set<UInt32>()
    for string in strings { values.formUnion(string.text.unicodeScalars.map(\.value)) }
    // value, cluster width, code point width, role, may join, age, Emoji,
    // Emoji_Presentation, general category, canonical combining class.
    var scalars = ""
    for value in values.sorted() {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let properties = scalar.properties
      let scalarClass = ScalarClass.of(value)
      let age = properties.age.map { "\($0.major).\($0.minor)" } ?? "none"
      let fields: [String] = [
        "\(value)", "\(scalarClass.clusterWidth)", "\(scalarClass.codePointWidth)",
        "\(scalarClass.role.rawValue)", scalarClass.mayJoin ? "1" : "0", age,
        properties.isEmoji ? "1" : "0", properties.isEmojiPresentation ? "1" : "0",
        "\(properties.generalCategory)", "\(properties.canonicalCombiningClass.rawValue)",
      ]
      scalars += fields.joined(separator: "\t") + "\n"
    }
    try scalars.write(toFile: directory + "/scalars.tsv", atomically: true, encoding: .utf8)
    // index, category, group, scalars, grapheme width, per-code-point width, widths of
    // the characters, scalars per character.
    var lines = ""
    for (index, string) in strings.enumerated() {
      let fields: [String] = [
        "\(index)", string.category, string.group,
        string.text.unicodeScalars.map { String($0.value) }.joined(separator: ","),
        "\(DisplayWidth.of(string.text))", "\(DisplayWidth.of(string.text, mode: .perCodePoint))",
        string.text.map { String(DisplayWidth.of($0)) }.joined(separator: ","),
        string.text.map { String($0.unicodeScalars.count) }.joined(separator: ","),
      ]
      lines += fields.joined(separator: "\t") + "\n"
    }
    try lines.write(toFile: directory + "/strings.tsv", atomically: true, encoding: .utf8)
    // One line per terminal: its file, then an outcome per string (`.` not measured,
    // `^` cursor changed line, widths joined by `|`).
    var terminals = ""
    for terminal in MeasuredTerminals.all {
      let outcomes = terminal.outcomes(strings: strings).map { outcome -> String in
        switch outcome {
        case nil: return "."
        case .lineChanged?: return "^"
        case .widths(let widths)?: return widths.map(String.init).joined(separator: "|")
        }
      }
      terminals += terminal.file + "\t" + outcomes.joined(separator: ",") + "\n"
    }
    try terminals.write(toFile: directory + "/terminals.tsv", atomically: true, encoding: .utf8)
  }
}
