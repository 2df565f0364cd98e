/// A small deterministic random generator (SplitMix64) for replayable property tests.
///
/// Tests take their seed from the `ROWKIT_SEED` environment variable when it is set,
/// so a failure printed with its seed can be replayed exactly.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  /// The seed for this run: `ROWKIT_SEED` if set, otherwise `fallback`.
  static func seed(fallback: UInt64) -> UInt64 {
    guard let text = getEnvironment("ROWKIT_SEED"), let value = UInt64(text) else {
      return fallback
    }
    return value
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

private func getEnvironment(_ name: String) -> String? {
  guard let value = getenv(name) else { return nil }
  return String(cString: value)
}
