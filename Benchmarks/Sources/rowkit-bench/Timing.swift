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

  /// The median, in nanoseconds, of `rounds` calls of `make`, each value it makes
  /// destroyed after its round's clock stopped: the time to make a value, not to make
  /// and free it. The times of the destroying come second.
  static func makingMedian<Value>(rounds: Int = 5, _ make: () -> Value)
    -> (making: Double, destroying: Double)
  {
    var making: [Double] = []
    var destroying: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<rounds {
      var value: Value?
      let made = clock.measure { value = make() }
      let destroyed = clock.measure { value = nil }
      if value == nil { sink &+= 1 }
      making.append(nanoseconds(made))
      destroying.append(nanoseconds(destroyed))
    }
    return (making.sorted()[making.count / 2], destroying.sorted()[destroying.count / 2])
  }

  private static func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }

  /// The medians of two operations measured in alternating rounds, so that a change
  /// of load on a shared machine falls on both alike.
  static func pairedMedians(
    rounds: Int = 9, iterations: Int, _ first: () -> Int, _ second: () -> Int
  ) -> (Double, Double) {
    withoutActuallyEscaping(first) { first in
      withoutActuallyEscaping(second) { second in
        let medians = alternatingMedians(rounds: rounds, iterations: iterations, [first, second])
        return (medians[0], medians[1])
      }
    }
  }

  /// The medians of several operations measured in turn, round after round (each round
  /// runs `iterations` calls of each), so that a change of load on a shared machine
  /// falls on all of them alike.
  static func alternatingMedians(
    rounds: Int = 9, iterations: Int, _ bodies: [() -> Int]
  ) -> [Double] {
    var samples = [[Double]](repeating: [], count: bodies.count)
    for _ in 0..<rounds {
      for (index, body) in bodies.enumerated() {
        samples[index].append(median(rounds: 1, iterations: iterations, body))
      }
    }
    return samples.map { $0.sorted()[rounds / 2] }
  }
}
