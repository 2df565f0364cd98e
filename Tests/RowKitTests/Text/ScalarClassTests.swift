import Testing

@testable import RowKit

@Suite("The generated scalar table")
struct ScalarClassTests {
  @Test func tableMatchesTheDerivationForEveryScalar() {
    var mismatches: [String] = []
    for value in UInt32(0)...0x10_FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if ScalarClass.of(value) != ScalarClass.derived(from: scalar) {
        mismatches.append("U+" + String(value, radix: 16, uppercase: true))
      }
    }
    #expect(
      mismatches.isEmpty,
      "regenerate with Scripts/unicode/generate-scalar-table: \(mismatches.prefix(20))")
  }

  @Test func historyTableMatchesTheDerivationForEveryScalar() {
    var mismatches: [String] = []
    for value in UInt32(0)...0x10_FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if ScalarHistory.of(value) != ScalarHistory.derived(from: scalar) {
        mismatches.append("U+" + String(value, radix: 16, uppercase: true))
      }
    }
    #expect(
      mismatches.isEmpty,
      "regenerate with Scripts/unicode/generate-scalar-table: \(mismatches.prefix(20))")
    let index = { (major: Int, minor: Int) in UnicodeVersion(major, minor).tableIndex }
    #expect(ScalarHistory.of(0x2630).since == index(16, 0))  // Made wide in 16.0.
    #expect(ScalarHistory.of(0x180E).since == index(6, 3))  // A format character since 6.3.
    #expect(ScalarHistory.of(0x16FF2).since == index(17, 0))
    #expect(ScalarHistory.of(0x4E2D).since == 0 && ScalarHistory.of(0x61).since == 0)
    #expect(ScalarHistory.of(0x9BE).isExtendingSpacingMark)
    #expect(!ScalarHistory.of(0x93E).isExtendingSpacingMark)
    #expect(ScalarHistory.of(0x200D).isFormat && !ScalarHistory.of(0x301).isFormat)
  }

  @Test func tablesMatchTheStandardLibraryUnicodeVersion() {
    var newest = (major: 0, minor: 0)
    for value in UInt32(0)...0x10_FFFF {
      guard let age = Unicode.Scalar(value)?.properties.age else { continue }
      if (age.major, age.minor) > (newest.major, newest.minor) { newest = age }
    }
    #expect(newest == EastAsianWidthTable.unicodeVersion)
    #expect(newest == ScalarClassTable.unicodeVersion)
  }

  @Test func prependListIsTheStandardLibrarysPrependSet() {
    let letter = Unicode.Scalar(0x61)!
    for value in UInt32(0x80)...0x10_FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      var text = ""
      text.unicodeScalars.append(contentsOf: [scalar, letter])
      let joins = text.count == 1 && scalar.properties.generalCategory != .control
      #expect(
        ScalarClass.isPrepend(value) == joins, "U+\(String(value, radix: 16, uppercase: true))")
    }
  }

  @Test func everyScalarWidthIsZeroOneOrTwoInBothModes() {
    for value in UInt32(0)...0x10_FFFF {
      let scalarClass = ScalarClass.of(value)
      #expect(scalarClass.clusterWidth <= 2 && scalarClass.codePointWidth <= 2)
    }
  }

  @Test func scalarsThatMayNotJoinAlwaysBreak() {
    // Any two scalars without the may-join bit are two clusters: the shortcut the
    // scanner takes. Checked on a sample of pairs from many blocks.
    var values: [UInt32] = []
    for value in stride(from: UInt32(0x80), through: 0x3_FFFF, by: 97) {
      if let scalar = Unicode.Scalar(value), !ScalarClass.of(value).mayJoin,
        scalar.properties.generalCategory != .unassigned
      {
        values.append(value)
      }
    }
    for (first, second) in zip(values, values.dropFirst().reversed()) {
      var text = ""
      text.unicodeScalars.append(contentsOf: [Unicode.Scalar(first)!, Unicode.Scalar(second)!])
      #expect(text.count == 2, "U+\(String(first, radix: 16)) U+\(String(second, radix: 16))")
    }
  }
}
