#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One line of the benchmark's report: a figure, its ratio to a baseline measured in
/// the same run, and the limit it must stay within, with "ok" or "OVER".
///
/// Limits are on ratios (machines are shared and noisy; a ratio to a baseline of the
/// same run compares across machines) or, where a figure needs one, on an absolute
/// value. Nothing here fails the build: the report says "OVER" and goes on.
enum Report {
  /// A limit on a figure.
  enum Limit {
    /// At most this many times the baseline.
    case ratio(Double)
    /// At most this many nanoseconds.
    case nanoseconds(Double)
    /// At most this many bytes.
    case bytes(Double)
  }

  /// Figures printed OVER their limit so far.
  nonisolated(unsafe) static var over: [String] = []

  /// Prints a section heading.
  static func section(_ title: String) {
    print("\n\(title)")
  }

  /// Prints a timing: its value, its ratio to `baseline` (when given), and its limits.
  static func time(
    _ name: String, _ nanoseconds: Double, baseline: Double? = nil, limits: [Limit] = []
  ) {
    var line = "  \(name.padding(44)) \(formatTime(nanoseconds).leftPadding(10))"
    if let baseline {
      line += "  \((format(nanoseconds / baseline, digits: 2) + "x").leftPadding(8))"
    }
    line += verdict(name, value: nanoseconds, baseline: baseline, limits: limits)
    print(line)
  }

  /// Prints a size in bytes (per row, when `perRow` is given), with its limits.
  static func bytes(
    _ name: String, _ bytes: Double, baseline: Double? = nil, limits: [Limit] = []
  ) {
    var line = "  \(name.padding(44)) \(formatBytes(bytes).leftPadding(10))"
    if let baseline {
      line += "  \((format(bytes / baseline, digits: 2) + "x").leftPadding(8))"
    }
    line += verdict(name, value: bytes, baseline: baseline, limits: limits)
    print(line)
  }

  /// Prints a count (a number of moves, of layouts), with an optional upper limit.
  static func count(_ name: String, _ value: Int, limit: Int? = nil, note: String = "") {
    var line = "  \(name.padding(44)) \(String(value).leftPadding(10))"
    if let limit {
      let ok = value <= limit
      if !ok { over.append(name) }
      line += "            (limit \(limit): \(ok ? "ok" : "OVER"))"
    }
    if !note.isEmpty { line += "  \(note)" }
    print(line)
  }

  /// Prints the bytes a frame took, exact, with an optional upper limit.
  static func frameBytes(_ name: String, _ bytes: [UInt8], limit: Int? = nil) {
    var line = "  \(name.padding(44)) \((String(bytes.count) + " B").leftPadding(10))"
    if let limit {
      let ok = bytes.count <= limit
      if !ok { over.append(name) }
      line += "  (limit ≤ \(limit) B: \(ok ? "ok" : "OVER"))"
    }
    print(line)
  }

  /// Prints what went over, if anything, and how long the run took; call once at the
  /// end.
  static func summary(seconds: Int64) {
    print("")
    if over.isEmpty {
      print("every figure within its limit (\(seconds) s)")
    } else {
      print("OVER its limit: \(over.joined(separator: "; ")) (\(seconds) s)")
    }
  }

  /// Prints one line on standard error and exits with status 2.
  static func fail(_ message: String) -> Never {
    let line = Array("rowkit-bench: \(message)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(2)
  }

  private static func verdict(
    _ name: String, value: Double, baseline: Double?, limits: [Limit]
  ) -> String {
    guard !limits.isEmpty else { return "" }
    var parts: [String] = []
    var ok = true
    for limit in limits {
      switch limit {
      case .ratio(let ratio):
        guard let baseline else { continue }
        ok = ok && value <= ratio * baseline
        parts.append("≤ \(format(ratio, digits: 2))x")
      case .nanoseconds(let limit):
        ok = ok && value <= limit
        parts.append("≤ \(formatTime(limit))")
      case .bytes(let limit):
        ok = ok && value <= limit
        parts.append("≤ \(formatBytes(limit))")
      }
    }
    if !ok { over.append(name) }
    return "  (limit \(parts.joined(separator: ", ")): \(ok ? "ok" : "OVER"))"
  }

  /// A time with a unit that keeps three significant digits or so.
  static func formatTime(_ nanoseconds: Double) -> String {
    switch nanoseconds {
    case ..<1_000: return format(nanoseconds, digits: 1) + " ns"
    case ..<1_000_000: return format(nanoseconds / 1e3, digits: 2) + " µs"
    case ..<1_000_000_000: return format(nanoseconds / 1e6, digits: 2) + " ms"
    default: return format(nanoseconds / 1e9, digits: 2) + " s"
    }
  }

  /// A size with a unit.
  static func formatBytes(_ bytes: Double) -> String {
    switch bytes.magnitude {
    case ..<1_024: return format(bytes, digits: 1) + " B"
    case ..<(1_024 * 1_024): return format(bytes / 1_024, digits: 1) + " KB"
    default: return format(bytes / (1_024 * 1_024), digits: 1) + " MB"
    }
  }

  /// A number with a fixed count of decimals.
  static func format(_ value: Double, digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int(value.magnitude * scale + 0.5)
    let whole = scaled / Int(scale)
    let fraction = String(scaled % Int(scale))
    let sign = value < 0 ? "-" : ""
    guard digits > 0 else { return sign + String(whole) }
    return sign + "\(whole)." + String(repeating: "0", count: digits - fraction.count) + fraction
  }
}

extension String {
  /// The string followed by spaces up to `width` characters.
  func padding(_ width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }

  /// The string after spaces up to `width` characters.
  func leftPadding(_ width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
