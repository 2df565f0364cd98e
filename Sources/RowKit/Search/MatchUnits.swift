/// The characters of a text as the matcher sees them: one value and one class per
/// character, and where each starts in the text's UTF-8.
///
/// Two forms implement it: the bytes of an ASCII text (``ASCIIUnits``), read in place,
/// and a decoded text (``DecodedUnits``), for texts with non-ASCII bytes.
protocol MatchUnits {
  /// The number of characters.
  var count: Int { get }
  /// The value character `index` is compared by: its scalar value, folded when the
  /// query ignores case, or ``DecodedUnits/invalid``.
  func value(_ index: Int) -> UInt32
  /// The class of character `index`.
  func characterClass(_ index: Int) -> CharacterClass
  /// The UTF-8 offset where character `index` starts; `count` gives the text's length.
  func byteOffset(_ index: Int) -> Int
  /// The query characters that character `index` matches (bit `k` for character `k`).
  func rows(_ index: Int, of pattern: MatchPattern) -> UInt64
}

extension MatchUnits {
  /// The bonus of position `index` (a whitespace is assumed before the first).
  @inline(__always)
  func bonus(_ index: Int) -> Int32 {
    let previous = index > 0 ? characterClass(index &- 1) : .whitespace
    return MatchScoring.bonus(previous, characterClass(index))
  }
}

/// An ASCII text's bytes as characters.
struct ASCIIUnits: MatchUnits {
  let bytes: UnsafeBufferPointer<UInt8>
  /// Whether values are folded.
  let folds: Bool

  var count: Int { bytes.count }

  @inline(__always)
  func value(_ index: Int) -> UInt32 {
    let byte = bytes[index]
    return UInt32(folds ? CaseFolding.fold(byte: byte) : byte)
  }

  @inline(__always)
  func characterClass(_ index: Int) -> CharacterClass {
    CharacterClass.of(byte: bytes[index])
  }

  @inline(__always)
  func byteOffset(_ index: Int) -> Int { index }

  @inline(__always)
  func rows(_ index: Int, of pattern: MatchPattern) -> UInt64 {
    pattern.rowsOfByte[Int(bytes[index])]
  }
}

/// A text decoded into scalars, one character per scalar and one per maximal invalid
/// sequence (as `String(decoding:as:)` would make one U+FFFD of it).
struct DecodedUnits: MatchUnits {
  /// The value of an invalid sequence: no scalar has it, so no query matches it.
  static let invalid: UInt32 = 0x11_0000

  var values: [UInt32] = []
  /// Classes, of the scalars before folding (folding would hide camelCase humps).
  var classes: [CharacterClass] = []
  var offsets: [Int] = []

  var count: Int { values.count }

  @inline(__always)
  func value(_ index: Int) -> UInt32 { values[index] }

  @inline(__always)
  func characterClass(_ index: Int) -> CharacterClass { classes[index] }

  @inline(__always)
  func byteOffset(_ index: Int) -> Int { offsets[index] }

  @inline(__always)
  func rows(_ index: Int, of pattern: MatchPattern) -> UInt64 {
    pattern.rows(ofValue: values[index])
  }

  /// Decodes `bytes` into these units, reusing their storage.
  ///
  /// - Parameter folds: whether to fold each scalar's case.
  mutating func decode(_ bytes: UnsafeBufferPointer<UInt8>, folds: Bool) {
    values.removeAll(keepingCapacity: true)
    classes.removeAll(keepingCapacity: true)
    offsets.removeAll(keepingCapacity: true)
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        let value = Unicode.UTF8.decode(encoded).value
        values.append(folds ? CaseFolding.fold(value) : value)
        classes.append(CharacterClass.of(value: value))
        offsets.append(offset)
        offset += encoded.count
      case .error(let length):
        values.append(DecodedUnits.invalid)
        classes.append(.letter)
        offsets.append(offset)
        offset += length
      case .emptyInput:
        offsets.append(offset)
        return
      }
    }
  }
}
