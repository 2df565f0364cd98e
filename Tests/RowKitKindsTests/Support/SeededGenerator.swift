/// Copied from `Tests/RowKitTests/Support` (test targets cannot share a file).
///
/// A small, fast, seedable random number generator (SplitMix64) so that a failing
/// randomised test can be replayed from the seed it prints.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// The seeds a randomised test runs with: `ROWKIT_SEED` when set (to replay a failure),
/// else a few fixed seeds plus one fresh seed per run.
func testSeeds(fixed: [UInt64] = [1, 2, 3]) -> [UInt64] {
  if let text = getenvString("ROWKIT_SEED"), let seed = UInt64(text) { return [seed] }
  return fixed + [UInt64.random(in: 0...UInt64(UInt32.max))]
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

func getenvString(_ name: String) -> String? {
  guard let value = getenv(name) else { return nil }
  return String(cString: value)
}
