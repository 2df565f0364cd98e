import RowKit

/// The bounds on what a sample reads: data, names and script files, and standard
/// input.
///
/// Every input is read with a cap, so endless input (`/dev/zero`, `/dev/urandom`, a
/// runaway pipe) ends in one clear error instead of unbounded memory; a FIFO, socket
/// or device that sends nothing for ``timeout`` (a FIFO with no writer) ends in an
/// error instead of a hang. Standard input has no time limit: a person may be typing.
///
/// | bound | default | option |
/// |---|---|---|
/// | bytes of one input | 32 MiB (33,554,432) | `--max-input N` (`K`, `M`, `G` suffixes; up to 4G) |
/// | silence on a FIFO, socket or device | 10 s | `--timeout SECONDS` (1 to 3600) |
public struct InputLimits: Hashable, Sendable {
  /// The default cap on one input: 32 MiB.
  public static let defaultMaximumBytes = 32 << 20
  /// The largest cap `--max-input` accepts: 4 GiB.
  public static let largestMaximumBytes = 4 << 30
  /// The default wait for a FIFO, socket or device: 10 seconds.
  public static let defaultTimeoutSeconds = 10

  /// The most bytes one input may hold.
  public var maximumBytes: Int
  /// How long a FIFO, socket or device may stay silent, in seconds.
  public var timeoutSeconds: Int

  /// Limits with the given bounds.
  public init(
    maximumBytes: Int = InputLimits.defaultMaximumBytes,
    timeoutSeconds: Int = InputLimits.defaultTimeoutSeconds
  ) {
    self.maximumBytes = maximumBytes
    self.timeoutSeconds = timeoutSeconds
  }

  /// Parses a size: a whole number of bytes, or one followed by `K`, `M` or `G`
  /// (powers of 1024).
  ///
  /// - Returns: the number of bytes, or `nil` for anything else.
  public static func parseSize(_ text: String) -> Int? {
    var digits = Substring(text)
    var unit = 1
    switch text.last?.uppercased() {
    case "K": unit = 1 << 10
    case "M": unit = 1 << 20
    case "G": unit = 1 << 30
    default: break
    }
    if unit > 1 { digits = digits.dropLast() }
    guard digits.count <= 12, let value = Int(digits), value >= 0 else { return nil }
    return value * unit
  }

  /// A size in the form `--max-input` takes back: `32M`, `1536K`, `100`.
  public static func describe(_ bytes: Int) -> String {
    for (unit, suffix) in [(1 << 30, "G"), (1 << 20, "M"), (1 << 10, "K")]
    where bytes >= unit && bytes % unit == 0 {
      return "\(bytes / unit)\(suffix)"
    }
    return "\(bytes)"
  }
}
