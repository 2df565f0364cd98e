import Foundation
import Testing

@testable import RowKit

@Suite(.enabled(if: ProcessInfo.processInfo.environment["ROWKIT_REPLAY_DEBUG"] != nil))
struct ReplayDebugTests {
  @Test func mismatches() {
    let name = ProcessInfo.processInfo.environment["ROWKIT_REPLAY_DEBUG"] ?? "kitty"
    let strings = MeasuredStrings.all
    guard let terminal = MeasuredTerminals.all.first(where: { $0.file == name }) else { return }
    var mode = TerminalReplayTests.profile(of: terminal).widthMode
    if let spec = ProcessInfo.processInfo.environment["ROWKIT_REPLAY_MODE"] {
      let parts = spec.split(separator: ",").map(String.init)
      let version = parts[1].split(separator: ".").compactMap { Int($0) }
      var quirks: WidthQuirks = []
      for name in parts.dropFirst(2) {
        quirks.formUnion(WidthQuirks.named.first { $0.1 == name }?.0 ?? [])
      }
      mode = WidthMode(
        family: parts[0] == "cp" ? .perCodePoint : .graphemeClusters,
        unicodeVersion: UnicodeVersion(version[0], version[1]), quirks: quirks)
    }
    let tally = MeasurementReplay.tally(terminal, strings: strings) {
      DisplayWidth.of($0, mode: mode)
    }
    print(MeasurementReplay.report("\(terminal.file) (\(mode))", tally))
    var classes: [String: (Int, String)] = [:]
    let outcomes = terminal.outcomes(strings: strings)
    for (index, outcome) in outcomes.enumerated() {
      guard let outcome, case .widths(let widths) = outcome else { continue }
      let string = strings[index]
      if MeasurementReplay.excludedClass(string, outcome) != nil { continue }
      if MeasurementReplay.excludedInContext(index, outcomes, strings, terminal: terminal.file)
        != nil
      {
        continue
      }
      let measured = DisplayWidth.of(string.text, mode: mode)
      if widths.contains(measured) { continue }
      let key = "\(string.category) \(measured) \(widths)"
      let example =
        string.group.prefix(10) + ":"
        + string.text.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(
          separator: " ")
      let old = classes[key] ?? (0, "")
      classes[key] = (old.0 + 1, old.0 < 3 ? old.1 + " ; " + example : old.1)
    }
    for (key, value) in classes.sorted(by: { $0.value.0 > $1.value.0 }).prefix(40) {
      print("\(value.0) \(key) \(value.1.prefix(300))")
    }
    // Every string measured narrower, with what was measured around it (in the order
    // ucs-detect drew them), to tell a rule from a cursor report out of step.
    for index in tally.narrower {
      let string = strings[index]
      let around = (max(0, index - 2)...min(strings.count - 1, index + 2)).map { other in
        let drawn: String
        switch outcomes[other] {
        case .widths(let widths)?: drawn = widths.map(String.init).joined(separator: "|")
        case .lineChanged?: drawn = "^"
        case nil: drawn = "."
        }
        return "\(other - index):\(drawn)/\(strings[other].reference)"
      }
      let scalars = string.text.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }
      print(
        "narrower \(string.group.prefix(12)): \(scalars.joined(separator: " ")) measured "
          + "\(DisplayWidth.of(string.text, mode: mode)); around \(around.joined(separator: " "))")
    }
  }
}
