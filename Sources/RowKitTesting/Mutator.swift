#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A seeded mutation fuzzer's input maker: it takes a valid input from a corpus and
/// damages it a few times (flipped bits, random and hostile bytes, tokens of the input
/// language, deleted, repeated, spliced and cut ranges), so that most inputs get past
/// the first check and fail somewhere deeper.
///
/// Each input comes from its own seed, so a failure replays alone:
///
/// ```swift
/// let mutator = Mutator(corpus: [Array("key down\n".utf8)], tokens: [Array("tap ".utf8)])
/// for seed in Mutator.seeds(base: 7, fallback: 500) {
///   var random = SeededGenerator(seed: seed)
///   let input = mutator.mutate(using: &random)
///   #expect(input.count <= mutator.maximumLength, "replay with ROWKIT_SEED=\(seed)")
/// }
/// ```
public struct Mutator: Sendable {
  /// Valid inputs to start from; at least one.
  public var corpus: [[UInt8]]
  /// Fragments of the input language (keywords, separators, escape sequences) that
  /// mutations insert.
  public var tokens: [[UInt8]]
  /// The longest input made.
  public var maximumLength: Int
  /// How many times an input is damaged: fewer keeps more inputs valid enough to
  /// reach deeper code.
  public var mutations: ClosedRange<Int>

  /// Bytes that break parsers: NUL, ESC, CR, DEL, bytes invalid in UTF-8, and the UTF-8
  /// of NEL, U+2028, a byte order mark, a bidi override and a combining mark.
  public static let hostileBytes: [[UInt8]] = [
    [0x00], [0x1B], [0x0D], [0x0B], [0x0C], [0x7F], [0xFF], [0xFE], [0xC3], [0x80],
    [0xC2, 0x85], [0xE2, 0x80, 0xA8], [0xEF, 0xBB, 0xBF], [0xE2, 0x80, 0xAE],
    [0xCC, 0x81], [0x1B, 0x5B, 0x32, 0x4A], [0x1B, 0x5D, 0x30, 0x3B, 0x07],
  ]

  /// Creates a mutator.
  ///
  /// - Parameters:
  ///   - corpus: valid inputs (an empty corpus starts from empty inputs).
  ///   - tokens: fragments of the input language.
  ///   - maximumLength: the longest input made (at least 1).
  ///   - mutations: how many times each input is damaged.
  public init(
    corpus: [[UInt8]], tokens: [[UInt8]] = [], maximumLength: Int = 4096,
    mutations: ClosedRange<Int> = 1...6
  ) {
    self.corpus = corpus.isEmpty ? [[]] : corpus
    self.tokens = tokens + Self.hostileBytes
    self.maximumLength = max(1, maximumLength)
    self.mutations = max(0, mutations.lowerBound)...max(0, mutations.upperBound)
  }

  /// A corpus input damaged ``mutations`` times.
  public func mutate(using random: inout SeededGenerator) -> [UInt8] {
    var bytes = corpus[Int.random(in: 0..<corpus.count, using: &random)]
    for _ in 0..<Int.random(in: mutations, using: &random) {
      mutateOnce(&bytes, using: &random)
    }
    if bytes.count > maximumLength { bytes.removeLast(bytes.count - maximumLength) }
    return bytes
  }

  private func mutateOnce(_ bytes: inout [UInt8], using random: inout SeededGenerator) {
    let position = Int.random(in: 0...bytes.count, using: &random)
    let token = tokens[Int.random(in: 0..<tokens.count, using: &random)]
    switch Int.random(in: 0..<9, using: &random) {
    case 0 where !bytes.isEmpty:
      bytes[position % bytes.count] ^= 1 << UInt8.random(in: 0..<8, using: &random)
    case 1 where !bytes.isEmpty:
      bytes[position % bytes.count] = UInt8.random(in: 0...255, using: &random)
    case 2:
      bytes.insert(UInt8.random(in: 0...255, using: &random), at: position)
    case 3, 4:
      bytes.insert(contentsOf: token, at: position)
    case 5 where !bytes.isEmpty:
      let end = min(bytes.count, position + Int.random(in: 1...16, using: &random))
      bytes.removeSubrange(min(position, end)..<end)
    case 6 where !bytes.isEmpty:
      let start = position % bytes.count
      let end = min(bytes.count, start + Int.random(in: 1...64, using: &random))
      let copies = Int.random(in: 1...8, using: &random)
      bytes.insert(
        contentsOf: Array(repeating: bytes[start..<end], count: copies).joined(), at: end)
    case 7:
      let other = corpus[Int.random(in: 0..<corpus.count, using: &random)]
      guard !other.isEmpty else { return }
      let start = Int.random(in: 0..<other.count, using: &random)
      let end = min(other.count, start + Int.random(in: 1...128, using: &random))
      bytes.insert(contentsOf: other[start..<end], at: position)
    default:
      bytes.removeLast(bytes.count - min(bytes.count, position))
    }
  }

  /// How many inputs a fuzzer runs: `ROWKIT_FUZZ_INPUTS` when it is set to a positive
  /// number (to search longer), otherwise `fallback` (the budget CI runs).
  public static func inputCount(fallback: Int) -> Int {
    guard let value = getenv("ROWKIT_FUZZ_INPUTS"), let count = Int(String(cString: value)),
      count > 0
    else { return fallback }
    return count
  }

  /// The seeds of a fuzzer's inputs: only `ROWKIT_SEED` when it is set (to replay one
  /// input), else ``inputCount(fallback:)`` consecutive seeds from `base`.
  public static func seeds(base: UInt64, fallback: Int) -> [UInt64] {
    if let seed = SeededGenerator.replaySeed { return [seed] }
    return (0..<UInt64(inputCount(fallback: fallback))).map { base &+ $0 }
  }
}
