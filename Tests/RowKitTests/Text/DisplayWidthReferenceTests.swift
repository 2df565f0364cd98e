import Testing

@testable import RowKit

/// A deliberate difference from the reference: the code points where RowKit's
/// width and wcwidth's differ, and why.
struct WidthPolicy: Sendable, CustomTestStringConvertible {
  let name: String
  let reason: String
  let codePoints: [ClosedRange<UInt32>]

  var testDescription: String { name }

  func contains(_ value: UInt32) -> Bool {
    codePoints.contains { $0.contains(value) }
  }
}

/// Every difference between `DisplayWidth.of(Character(scalar))` and
/// `WcwidthReference` for a single assigned code point. Keep
/// Scripts/unicode/README.md in step with this list.
let widthPolicies: [WidthPolicy] = [
  WidthPolicy(
    name: "controlsMeasureZero",
    reason: "wcwidth gives -1 (not printable); RowKit gives 0 because the Sanitizer swaps "
      + "controls for visible one-column placeholders before anything is measured or drawn.",
    codePoints: [0x01...0x1F, 0x7F...0x9F]),
  WidthPolicy(
    name: "hangulFillerIsWide",
    reason: "U+3164 is East Asian Wide and fonts draw it as a blank two-column syllable; "
      + "wcwidth makes it 0 as a default-ignorable code point.",
    codePoints: [0x3164...0x3164]),
]

/// One code point and the two widths it has.
struct WidthDifference: CustomStringConvertible {
  let value: UInt32
  let reference: Int
  let rowKit: Int

  var description: String {
    "U+\(String(value, radix: 16, uppercase: true)) wcwidth \(reference) RowKit \(rowKit)"
  }
}

/// The reference runs as (first, last, width), parsed once.
let referenceRuns: [(first: UInt32, last: UInt32, width: Int)] = WcwidthReference.runs
  .split(separator: "\n")
  .map { line in
    let fields = line.split(separator: " ")
    return (UInt32(fields[0], radix: 16)!, UInt32(fields[1], radix: 16)!, Int(fields[2])!)
  }

/// Every assigned code point whose RowKit width differs from the reference.
let differencesFromReference: [WidthDifference] = {
  var differences: [WidthDifference] = []
  for run in referenceRuns {
    for value in run.first...run.last {
      let width = DisplayWidth.of(Character(Unicode.Scalar(value)!))
      if width != run.width {
        differences.append(WidthDifference(value: value, reference: run.width, rowKit: width))
      }
    }
  }
  return differences
}()

@Suite("Display width against wcwidth for every assigned code point")
struct DisplayWidthReferenceTests {
  @Test func referenceCoversExactlyTheScalarsTheStandardLibraryAssigns() {
    var stdlibAssigned = 0
    for value in UInt32(0)...0x10_FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if scalar.properties.generalCategory != .unassigned { stdlibAssigned += 1 }
    }
    let referenceCount = referenceRuns.reduce(0) { $0 + Int($1.last - $1.first) + 1 }
    #expect(referenceCount == WcwidthReference.assignedCount)
    #expect(stdlibAssigned == WcwidthReference.assignedCount)
  }

  @Test func tablesMatchTheStandardLibraryUnicodeVersion() {
    var newest = (major: 0, minor: 0)
    for value in UInt32(0)...0x10_FFFF {
      guard let age = Unicode.Scalar(value)?.properties.age else { continue }
      if (age.major, age.minor) > (newest.major, newest.minor) { newest = age }
    }
    #expect(newest == EastAsianWidthTable.unicodeVersion)
    #expect(newest == WcwidthReference.unicodeVersion)
  }

  @Test func everyDifferenceIsANamedPolicy() {
    let unexplained = differencesFromReference.filter { difference in
      widthPolicies.filter { $0.contains(difference.value) }.count != 1
    }
    #expect(
      unexplained.isEmpty,
      "\(unexplained.count) differences in no policy (or in two): \(unexplained.prefix(40))")
  }

  @Test(arguments: widthPolicies)
  func everyCodePointOfAPolicyStillDiffers(_ policy: WidthPolicy) {
    let differing = Set(differencesFromReference.map(\.value))
    var stale: [String] = []
    for run in referenceRuns {
      for value in run.first...run.last where policy.contains(value) && !differing.contains(value) {
        stale.append("U+" + String(value, radix: 16, uppercase: true))
      }
    }
    #expect(stale.isEmpty, "\(policy.name) lists code points that now agree: \(stale.prefix(40))")
  }

  @Test func differencesPerPolicyMatchTheDocumentedCounts() {
    let documented = ["controlsMeasureZero": 64, "hangulFillerIsWide": 1]
    var counted: [String: Int] = [:]
    for difference in differencesFromReference {
      for policy in widthPolicies where policy.contains(difference.value) {
        counted[policy.name, default: 0] += 1
      }
    }
    #expect(counted == documented)
  }
}
