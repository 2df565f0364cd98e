import RowKitTesting
import Testing

@testable import RowKit

/// The scanner finds cluster boundaries without the standard library where it can;
/// these check that it always agrees with it.
@Suite struct ClusterScannerTests {
  @Test func controlsBreakBeforeMarksAndSelectors() {
    #expect(DisplayWidth.of("\u{1B}\u{301}") == 0)
    #expect(DisplayWidth.of("\u{AD}\u{301}") == 1)
    #expect(DisplayWidth.of("\u{200B}\u{FE0F}x") == 1)
    #expect(DisplayWidth.of("a\u{FE0F}\u{1F3FB}\u{200D}\u{1F600}") == 5)
  }

  /// Random sequences of pieces that join in every way Unicode allows: the UTF-8 walk
  /// measures the same as Character by Character, and splits where the standard
  /// library does.
  @Test(arguments: SeededGenerator.testSeeds())
  func scannerAgreesWithTheStandardLibrary(seed: UInt64) {
    print("seed \(seed) (replay with ROWKIT_SEED=\(seed))")
    var random = SeededGenerator(seed: seed)
    let pieces: [String] = [
      "a", "\u{4E2D}", "\u{1B}", "\u{AD}", "\u{200B}", "\u{301}", "\u{FE0F}", "\u{FE0E}",
      "\u{1F3FD}", "\u{200D}", "\u{1F600}", "\u{2764}", "\u{1F1EF}", "\u{915}", "\u{94D}",
      "\u{93E}", "\u{E33}", "\u{FF76}", "\u{FF9E}", "\u{600}", "\u{1100}", "\u{1161}",
      "\u{11A8}", "\u{AC00}", "\u{3164}", "\r", "\n", "\u{20E3}", "1", "\u{E0067}", "\u{E007F}",
    ]
    for _ in 0..<2_000 {
      let text = (0..<Int.random(in: 1...8, using: &random)).map { _ in
        pieces.randomElement(using: &random)!
      }.joined()
      for mode in WidthMode.allCases {
        let perCharacter = text.reduce(0) { $0 + DisplayWidth.of($1, mode: mode) }
        #expect(
          DisplayWidth.of(text, mode: mode) == perCharacter,
          "\(mode) \(text.unicodeScalars.map { String($0.value, radix: 16) })")
      }
      let boundaries = text.withUTF8Scanning { bytes, text in
        var scanner = ClusterScanner(bytes: bytes, text: text, mode: .graphemeClusters)
        var ends: [Int] = []
        while let cluster = scanner.next() { ends.append(cluster.end) }
        return ends
      }
      var expected: [Int] = []
      var offset = 0
      for character in text {
        offset += character.utf8.count
        expected.append(offset)
      }
      #expect(boundaries == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }
  }

  /// Skipping runs of printable ASCII (``ClusterScanner/skipPrintableASCII()``) finds
  /// the clusters and widths that ``ClusterScanner/next()`` alone does, in every mode.
  @Test(arguments: SeededGenerator.testSeeds())
  func skippingASCIIFindsTheClustersNextFinds(seed: UInt64) {
    print("seed \(seed) (replay with ROWKIT_SEED=\(seed))")
    var random = SeededGenerator(seed: seed)
    let pieces: [String] = [
      "a", "bc", " ", "~", "\u{7F}", "\t", "\r\n", "\u{301}", "\u{B7}", "\u{4E2D}",
      "\u{200D}", "\u{1F600}", "\u{FE0F}", "\u{915}", "\u{94D}", "\u{1F3FD}", "1",
    ]
    for _ in 0..<1_000 {
      let text = (0..<Int.random(in: 1...10, using: &random)).map { _ in
        pieces.randomElement(using: &random)!
      }.joined()
      for mode in WidthMode.allCases {
        let (alone, skipping) = text.withUTF8Scanning { bytes, text in
          var scanner = ClusterScanner(bytes: bytes, text: text, mode: mode)
          var alone: [[Int]] = []
          while let cluster = scanner.next() {
            alone.append([cluster.start, cluster.end, cluster.width])
          }
          scanner = ClusterScanner(bytes: bytes, text: text, mode: mode)
          var skipping: [[Int]] = []
          while true {
            for byte in scanner.skipPrintableASCII() { skipping.append([byte, byte + 1, 1]) }
            guard let cluster = scanner.next() else { break }
            skipping.append([cluster.start, cluster.end, cluster.width])
          }
          return (alone, skipping)
        }
        #expect(
          skipping == alone, "\(mode) \(text.unicodeScalars.map { String($0.value, radix: 16) })")
      }
    }
  }
}
