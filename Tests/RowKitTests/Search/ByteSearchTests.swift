import RowKitTesting
import Testing

@testable import RowKit

/// The eight-bytes-at-a-time searches against plain loops, at every alignment and
/// length, with case folded and not.
@Suite struct ByteSearchTests {
  private func naiveFirst(_ pattern: [UInt8], _ masks: [UInt8], _ text: [UInt8], from: Int) -> Int?
  {
    guard text.count >= pattern.count, from <= text.count - pattern.count else {
      return pattern.isEmpty && from <= text.count ? from : nil
    }
    return (from...(text.count - pattern.count)).first { start in
      pattern.indices.allSatisfy { text[start + $0] | masks[$0] == pattern[$0] }
    }
  }

  @Test(arguments: SeededGenerator.testSeeds())
  func searchesAgreeWithPlainLoops(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    // Few byte values, so that matches and near misses are common; 0xC1 | 0x20 is
    // 0xE1, and '@' | 0x20 is '`': bytes a mask must not confuse.
    let alphabet: [UInt8] = [0x61, 0x41, 0x62, 0x42, 0x40, 0x60, 0xC1, 0xE1, 0x00, 0x80]
    for step in 0..<SeededGenerator.steps(fallback: 3_000) {
      let text = (0..<Int.random(in: 0...80, using: &random)).map { _ in
        alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
      }
      let folds = Bool.random(using: &random)
      let pattern = (0..<Int.random(in: 0...4, using: &random)).map { _ in
        let byte = alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
        return folds ? CaseFolding.fold(byte: byte) : byte
      }
      let masks = pattern.map { ByteSearch.foldMask($0, folds: folds) }
      let from = Int.random(in: 0...(text.count + 1), using: &random)
      let context =
        "seed \(seed), step \(step): \(pattern) in \(text) from \(from); replay with ROWKIT_SEED=\(seed)"
      text.withUnsafeBufferPointer { text in
        pattern.withUnsafeBufferPointer { bytes in
          masks.withUnsafeBufferPointer { maskBytes in
            #expect(
              ByteSearch.first(pattern: bytes, masks: maskBytes, in: text, from: from)
                == naiveFirst(pattern, masks, Array(text), from: from), "\(context)")
          }
        }
        if let byte = pattern.first, from <= text.count {
          let mask = masks[0]
          let end = Int.random(in: from...text.count, using: &random)
          #expect(
            ByteSearch.first(byte, mask: mask, in: text, from: from)
              == (from..<text.count).first { text[$0] | mask == byte }, "\(context)")
          #expect(
            ByteSearch.last(byte, mask: mask, in: text, from: from, to: end)
              == (from..<end).last { text[$0] | mask == byte }, "\(context) to \(end)")
          #expect(
            ByteSearch.containsNonASCII(text, in: from..<end)
              == text[from..<end].contains { $0 >= 0x80 }, "\(context) to \(end)")
        }
      }
    }
  }
}
