/// The times `--stats` prints: from each key read to the frame that shows it written,
/// and to the search under it finished.
struct FrameStats {
  /// Key (or paste) to frame written, one per key.
  private(set) var keyToFrame: [Duration] = []
  /// Key to the search for its query finished, one per key that changed the query.
  private(set) var keyToSettled: [Duration] = []
  /// Frames written.
  var frames = 0

  mutating func recordFrame(after key: Duration) { keyToFrame.append(key) }
  mutating func recordSettled(after key: Duration) { keyToSettled.append(key) }

  /// One line per measure: count, median, 90th percentile and largest, in ms.
  func report(lines: Int) -> [String] {
    [
      "pick: stats: \(lines) lines, \(frames) frames",
      "pick: stats: key to frame written: " + Self.summary(keyToFrame),
      "pick: stats: key to search finished: " + Self.summary(keyToSettled),
    ]
  }

  static func summary(_ values: [Duration]) -> String {
    guard !values.isEmpty else { return "no keys" }
    let sorted = values.sorted()
    func milliseconds(_ value: Duration) -> String {
      let (seconds, attoseconds) = value.components
      let ms = Double(seconds) * 1000 + Double(attoseconds) / 1e15
      let hundredths = Int((ms * 100).rounded())
      let fraction = hundredths % 100
      return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) ms"
    }
    let median = sorted[sorted.count / 2]
    let p90 = sorted[min(sorted.count - 1, sorted.count * 9 / 10)]
    return "\(values.count) keys, median \(milliseconds(median)), "
      + "90th percentile \(milliseconds(p90)), largest \(milliseconds(sorted[sorted.count - 1]))"
  }
}
