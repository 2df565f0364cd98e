import Testing

@testable import RowKit

/// ``RowID``: a string's hash kept from when it is made, in 24 bytes.
@Suite struct RowIDHashingTests {
  @Test func takesNoMoreThan24Bytes() {
    #expect(MemoryLayout<RowID>.stride <= 24)
  }

  @Test func negativeIntegersAndEmptyStringsAreIdentitiesToo() {
    #expect(RowID(-7).intValue == -7)
    #expect(RowID("").stringValue == "")
    #expect(RowID("") != RowID(0))
  }

  @Test func equalIdentitiesHashAlikeAndIntegersNeverEqualStrings() {
    let a = RowID(String("anchita".reversed().reversed()))
    #expect(a == "anchita")
    #expect(a.hashValue == RowID("anchita").hashValue)
    #expect(RowID("42") != RowID(42))
    #expect(RowID("a") != RowID("b"))
    // An integer equal to a string's kept hash is still another identity.
    let string = RowID("vaishnavi")
    #expect(RowID(string.word) != string)
    for seed in [0, 1, 12_345] {
      #expect(a._rawHashValue(seed: seed) == RowID("anchita")._rawHashValue(seed: seed))
    }
    #expect(a._rawHashValue(seed: 0) != a._rawHashValue(seed: 1))
  }

  @Test func worksAsADictionaryKeyForBothKinds() {
    var index: [RowID: Int] = [:]
    for number in 0..<1_000 {
      index[RowID(number)] = number
      index[RowID("row \(number)")] = -number
    }
    #expect(index.count == 2_000)
    #expect(index[RowID(500)] == 500)
    #expect(index[RowID("row 500")] == -500)
    #expect(index["row 1000"] == nil)
  }
}
