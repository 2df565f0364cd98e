/// Measures the median time of an operation over several rounds.
struct Timing {
  /// Keeps results alive so the optimiser cannot drop the measured work.
  nonisolated(unsafe) static var sink = 0

  /// The median, in nanoseconds, of `rounds` runs of `iterations` calls each, per call.
  static func median(rounds: Int = 7, iterations: Int, _ body: () -> Int) -> Double {
    var samples: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<rounds {
      var total = 0
      let elapsed = clock.measure {
        for _ in 0..<iterations { total &+= body() }
      }
      sink &+= total
      let (seconds, attoseconds) = elapsed.components
      let nanoseconds = Double(seconds) * 1e9 + Double(attoseconds) / 1e9
      samples.append(nanoseconds / Double(iterations))
    }
    return samples.sorted()[samples.count / 2]
  }
}
