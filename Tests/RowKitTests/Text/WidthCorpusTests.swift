import Testing

@testable import RowKit

/// One string of the corpus with its expected widths.
struct CorpusEntry: Sendable, CustomStringConvertible {
  let category: String
  let scalars: [UInt32]
  let expected: [WidthMode: Int]

  var text: String {
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars.map { Unicode.Scalar($0)! })
    return text
  }

  var description: String {
    category + " "
      + scalars.map { "U+" + String($0, radix: 16, uppercase: true) }
      .joined(separator: " ")
  }
}

/// Every string of the corpus, then every assigned code point alone.
let corpus: [CorpusEntry] = {
  var entries = WidthCorpus.strings.split(separator: "\n").map { line in
    let fields = line.split(separator: " ")
    return CorpusEntry(
      category: String(fields[0]),
      scalars: fields[1].split(separator: "+").map { UInt32($0, radix: 16)! },
      expected: [.graphemeClusters: Int(fields[2])!, .perCodePoint: Int(fields[3])!])
  }
  for line in WidthCorpus.singles.split(separator: "\n") {
    let fields = line.split(separator: " ")
    for value in UInt32(fields[0], radix: 16)!...UInt32(fields[1], radix: 16)! {
      entries.append(
        CorpusEntry(
          category: "single", scalars: [value],
          expected: [.graphemeClusters: Int(fields[2])!, .perCodePoint: Int(fields[3])!]))
    }
  }
  return entries
}()

/// A width that differs from the corpus, in one mode.
struct WidthDifference: CustomStringConvertible {
  let entry: CorpusEntry
  let mode: WidthMode
  let rowKit: Int

  var expected: Int { entry.expected[mode]! }
  var description: String { "\(entry) \(mode): expected \(expected), RowKit \(rowKit)" }
}

/// Every difference between RowKit and the corpus.
let corpusDifferences: [WidthDifference] = corpus.flatMap { entry in
  WidthMode.allCases.compactMap { mode in
    let width = DisplayWidth.of(entry.text, mode: mode)
    return width == entry.expected[mode]!
      ? nil : WidthDifference(entry: entry, mode: mode, rowKit: width)
  }
}

@Suite("Display width against the corpus, in both modes")
struct WidthCorpusTests {
  @Test func corpusHasTheStringsTheIssueAsksFor() {
    let strings = corpus.filter { $0.category != "single" }
    #expect(strings.count >= 3_000)
    #expect(Set(strings.map(\.category)).count >= 30)
  }

  @Test func singlesCoverExactlyTheScalarsTheStandardLibraryAssigns() {
    var stdlibAssigned = 0
    for value in UInt32(0)...0x10_FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if scalar.properties.generalCategory != .unassigned { stdlibAssigned += 1 }
    }
    #expect(corpus.filter { $0.category == "single" }.count == WidthCorpus.assignedCount)
    #expect(stdlibAssigned == WidthCorpus.assignedCount)
  }

  @Test func everyDifferenceIsExactlyOneNamedPolicy() {
    var unexplained: [String] = []
    for difference in corpusDifferences {
      let matching = widthCorpusPolicies.filter { $0.explains(difference) }
      if matching.count != 1 {
        unexplained.append("\(difference) [\(matching.map(\.name).joined(separator: ", "))]")
      }
    }
    #expect(
      unexplained.isEmpty,
      "\(unexplained.count) differences in no policy or in two: \(unexplained.prefix(30))")
  }

  @Test(arguments: widthCorpusPolicies)
  func everyPolicyExplainsADifference(_ policy: WidthCorpusPolicy) {
    #expect(corpusDifferences.contains { policy.explains($0) })
  }

  /// The UTF-8 walk (with its shortcut past the standard library's grapheme breaking)
  /// and measuring Character by Character agree on every string, in both modes.
  @Test func textWidthIsTheSumOfItsCharactersInBothModes() {
    for entry in corpus where entry.category != "single" {
      let text = entry.text
      for mode in WidthMode.allCases {
        let perCharacter = text.reduce(0) { $0 + DisplayWidth.of($1, mode: mode) }
        #expect(DisplayWidth.of(text, mode: mode) == perCharacter, "\(entry) \(mode)")
        // Line feeds end clusters, so the letters around cannot join the text.
        #expect(
          DisplayWidth.of("x\n" + text + "\ny", mode: mode) == perCharacter + 2, "\(entry) \(mode)")
      }
    }
  }

  /// Prints the agreement and every exception by policy, for the record.
  @Test func agreementPerMode() {
    for mode in WidthMode.allCases {
      for part in ["strings", "singles"] {
        let entries = corpus.filter { ($0.category == "single") == (part == "singles") }
        let differing = corpusDifferences.filter {
          $0.mode == mode && ($0.entry.category == "single") == (part == "singles")
        }
        let agreeing = entries.count - differing.count
        let share = Double(agreeing * 1000 / entries.count) / 10
        print("\(mode) \(part): \(agreeing) of \(entries.count) agree (\(share)%)")
        for policy in widthCorpusPolicies {
          let count = differing.filter { policy.explains($0) }.count
          if count > 0 { print("  \(policy.name): \(count)") }
        }
      }
    }
    #expect(corpusDifferences.count < corpus.count)
  }
}
