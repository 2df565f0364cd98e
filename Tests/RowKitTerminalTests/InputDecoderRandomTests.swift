import RowKit
import RowKitTesting
import Testing

@testable import RowKitTerminal

/// Bytes that steer random input into the decoder's interesting states.
private let interestingBytes: [UInt8] =
  Array("\u{1B}[O<;~0123456789MmAZu:".utf8) + [0x01, 0x00, 0x1C] + [
    0x03, 0x0D, 0x7F, 0xC3, 0xE4, 0xF0, 0xF4, 0xED, 0x80, 0x9F, 0xBF, 0xFF,
  ]

private func randomBytes(count: Int, using generator: inout SeededGenerator) -> [UInt8] {
  (0..<count).map { _ in
    Bool.random(using: &generator)
      ? interestingBytes.randomElement(using: &generator)!
      : UInt8.random(in: 0...255, using: &generator)
  }
}

@Suite struct InputDecoderRandomTests {
  /// Fixed seeds plus a fresh one; `ROWKIT_SEED=N` replays a failure.
  static let seeds = SeededGenerator.testSeeds(
    fixed: Array(1...24) + [0xDEAD_BEEF, 0x5EED_0F_F00D])

  @Test(arguments: seeds)
  func randomBytesNeverBreakTheDecoder(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    var decoder = InputDecoder(maximumSequenceLength: 32, maximumPasteLength: 256)
    for round in 0..<200 {
      let garbage = randomBytes(count: Int.random(in: 0...64, using: &generator), using: &generator)
      for event in decoder.decode(garbage) where !isNormalised(event) {
        Issue.record("seed \(seed), round \(round): \(event) from \(garbage) is not normalised")
      }
      #expect(
        decoder.bufferedByteCount <= 256 + 32,
        "seed \(seed), round \(round): \(decoder.bufferedByteCount) bytes held")
      _ = decoder.flush()
      if decoder.isInPaste {
        let end = Array("\u{1B}[201~".utf8)
        _ = decoder.decode(end)
      }
      #expect(!decoder.isInPaste, "seed \(seed), round \(round): paste did not end")
      let marker = Array("marker\(round)".utf8)
      let events = decoder.decode(marker)
      #expect(
        events == marker.map { .key(.character(Character(Unicode.Scalar($0)))) },
        "seed \(seed), round \(round): printable ASCII after garbage \(garbage) came out as \(events)"
      )
    }
  }

  @Test(arguments: seeds)
  func randomChunkingGivesTheSameEvents(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let input = randomBytes(count: 4_000, using: &generator)
    let expected = decodeAll([input])
    var chunks: [[UInt8]] = []
    var rest = input[...]
    while !rest.isEmpty {
      let size = Int.random(in: 1...9, using: &generator)
      chunks.append(Array(rest.prefix(size)))
      rest = rest.dropFirst(size)
    }
    #expect(decodeAll(chunks) == expected, "seed \(seed): chunking changed the events")
  }
}
