/// A query prepared for matching: its characters as bytes and masks for the byte
/// searches, and which query characters each text character can stand for.
struct MatchPattern: Sendable {
  /// The query's characters (scalars, folded unless case matters).
  let units: [UInt32]
  /// Whether every character is ASCII, so that the query is matched on bytes.
  let isASCII: Bool
  /// Whether text characters are folded before they are compared.
  let folds: Bool
  /// The query's UTF-8 bytes (for an ASCII query, one per character).
  let bytes: [UInt8]
  /// The OR mask of each byte of ``bytes`` (see ``ByteSearch``).
  let masks: [UInt8]
  /// The query's ASCII characters alone, and their masks: a text must hold them in
  /// order to match (a quick test before a non-ASCII query is matched in full).
  let asciiBytes: [UInt8]
  let asciiMasks: [UInt8]
  /// For each byte value, the query characters (bit `k` for character `k`, the first
  /// 64 only) that a text byte of that value matches.
  let rowsOfByte: [UInt64]
  /// The distinct characters of the query, and the query characters each is.
  let rowsOfValue: [(value: UInt32, rows: UInt64)]

  init(_ query: TextQuery) {
    units = query.units
    isASCII = query.isASCII
    folds = !query.isCaseSensitive
    bytes = Array(String(String.UnicodeScalarView(units.compactMap(Unicode.Scalar.init))).utf8)
    let folds = folds
    masks = bytes.map { ByteSearch.foldMask($0, folds: folds) }
    asciiBytes = units.filter { $0 < 0x80 }.map { UInt8($0) }
    asciiMasks = asciiBytes.map { ByteSearch.foldMask($0, folds: folds) }
    var rowsOfByte = [UInt64](repeating: 0, count: 256)
    var rowsOfValue: [(value: UInt32, rows: UInt64)] = []
    for (row, unit) in units.prefix(64).enumerated() {
      let bit: UInt64 = 1 << UInt64(row)
      if unit < 0x80 {
        for byte in 0..<128
        where UInt32(folds ? CaseFolding.fold(byte: UInt8(byte)) : UInt8(byte)) == unit {
          rowsOfByte[byte] |= bit
        }
      }
      if let index = rowsOfValue.firstIndex(where: { $0.value == unit }) {
        rowsOfValue[index].rows |= bit
      } else {
        rowsOfValue.append((unit, bit))
      }
    }
    self.rowsOfByte = rowsOfByte
    self.rowsOfValue = rowsOfValue
  }

  /// The number of query characters.
  var count: Int { units.count }

  /// The query characters that a decoded text character of `value` matches.
  @inline(__always)
  func rows(ofValue value: UInt32) -> UInt64 {
    for entry in rowsOfValue where entry.value == value { return entry.rows }
    return 0
  }
}

extension MatchPattern {
  /// Calls `body` with a quick test of whether a text matches, reading the query
  /// through pointers held for the whole call, and whether the test is the whole
  /// answer: for a query of ASCII characters it is (exact: the text holds the query's
  /// bytes; fuzzy: it holds them in order); for any other query it passes every text,
  /// and the matcher must decide.
  ///
  /// For a fuzzy ASCII query, `body` also gets where the last passing text holds each
  /// query character first (``FuzzyAligner/earliest``), so that scoring it need not
  /// search again; `nil` otherwise.
  ///
  /// Filtering a collection asks this first of every text, and the full matcher only
  /// of those that pass: most texts are rejected without the matcher's dispatch.
  func withQuickTest<Result>(
    mode: TextQuery.Mode,
    _ body: (
      _ test: (UnsafeBufferPointer<UInt8>) -> Bool, _ isComplete: Bool,
      _ earliest: UnsafeBufferPointer<Int>?
    ) -> Result
  ) -> Result {
    guard isASCII, !units.isEmpty else { return body({ _ in true }, false, nil) }
    return bytes.withUnsafeBufferPointer { bytes in
      masks.withUnsafeBufferPointer { masks in
        switch mode {
        case .exact:
          let finder = SubstringFinder(pattern: bytes, masks: masks)
          return body({ finder.first(in: $0, from: 0) != nil }, true, nil)
        case .fuzzy:
          let finders = zip(bytes, masks).map { ByteFinder($0, mask: $1) }
          var earliest = [Int](repeating: 0, count: finders.count)
          return finders.withUnsafeBufferPointer { finders in
            earliest.withUnsafeMutableBufferPointer { earliest in
              body(
                { text in
                  var index = 0
                  for row in 0..<finders.count {
                    guard let at = finders[row].first(in: text, from: index) else { return false }
                    earliest[row] = at
                    index = at &+ 1
                  }
                  return true
                }, true, UnsafeBufferPointer(earliest))
            }
          }
        }
      }
    }
  }
}
