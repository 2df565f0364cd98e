#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small, fast, seedable random number generator (SplitMix64), so that a failing
/// randomised test replays exactly from the seed it prints.
///
/// ```swift
/// @Test(arguments: SeededGenerator.testSeeds())
/// func reusedCellsShowTheirOwnRow(seed: UInt64) throws {
///   var random = SeededGenerator(seed: seed)
///   let step = Int.random(in: 0..<10, using: &random)
///   #expect(step < 10, "seed \(seed): replay with ROWKIT_SEED=\(seed)")
/// }
/// ```
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// The seed for a run: `ROWKIT_SEED` when it is set, otherwise `fallback`.
  public static func seed(fallback: UInt64) -> UInt64 {
    replaySeed ?? fallback
  }

  /// The seeds a parameterised randomised test runs with: only `ROWKIT_SEED` when it
  /// is set (to replay a failure), else the fixed seeds plus one fresh seed per run.
  public static func testSeeds(fixed: [UInt64] = [1, 2, 3]) -> [UInt64] {
    if let seed = replaySeed { return [seed] }
    return fixed + [UInt64.random(in: 0...UInt64(UInt32.max))]
  }

  /// How many steps a randomised test takes: `ROWKIT_STEPS` when it is set to a
  /// positive number (to search longer), otherwise `fallback`.
  ///
  /// ```swift
  /// for step in 0..<SeededGenerator.steps(fallback: 2_500) { … }
  /// ```
  public static func steps(fallback: Int) -> Int {
    guard let value = getenv("ROWKIT_STEPS"), let steps = Int(String(cString: value)), steps > 0
    else { return fallback }
    return steps
  }

  /// `ROWKIT_SEED` as a number, if set.
  static var replaySeed: UInt64? {
    guard let value = getenv("ROWKIT_SEED") else { return nil }
    return UInt64(String(cString: value))
  }
}
