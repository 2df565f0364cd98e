import RowKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The size of the terminal in character cells.
///
/// The size comes from the terminal itself (`ioctl(TIOCGWINSZ)`); when that fails or
/// reports a zero dimension, from the `COLUMNS` and `LINES` environment variables,
/// each of which falls back to 80 or 24 on its own.
///
/// ```swift
/// TerminalSize.fallback(environment: ["COLUMNS": "120"])  // 120x24
/// TerminalSize.current(of: STDOUT_FILENO)                 // the real size, or a fallback
/// ```
public enum TerminalSize {
  /// The size used when nothing else says: 80 columns, 24 lines.
  public static let standard = Size(columns: 80, lines: 24)

  /// The largest dimension accepted from the environment (the kernel stores 16 bits).
  public static let largestDimension = 65_535

  /// The size the kernel reports for a terminal, or `nil` when the descriptor is not
  /// a terminal, the call fails, or a dimension is zero.
  ///
  /// - Parameter fileDescriptor: A descriptor of the terminal, usually standard output.
  public static func query(_ fileDescriptor: CInt) -> Size? {
    var size = winsize()
    guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
    guard size.ws_col > 0, size.ws_row > 0 else { return nil }
    return Size(columns: Int(size.ws_col), lines: Int(size.ws_row))
  }

  /// The size from `COLUMNS` and `LINES` in an environment, each dimension falling
  /// back to 80x24 when missing, not a positive decimal number, or too large.
  ///
  /// A pure function of its argument, so tests pass explicit dictionaries.
  ///
  /// - Parameters:
  ///   - environment: Environment variables by name.
  ///   - measured: A size already measured, whose nonzero dimensions win.
  /// - Returns: The size to use.
  public static func fallback(environment: [String: String], measured: Size? = nil) -> Size {
    let columns = measured.map(\.columns).flatMap { $0 > 0 ? $0 : nil }
    let lines = measured.map(\.lines).flatMap { $0 > 0 ? $0 : nil }
    return Size(
      columns: columns ?? dimension(environment["COLUMNS"]) ?? standard.columns,
      lines: lines ?? dimension(environment["LINES"]) ?? standard.lines)
  }

  /// The size of the terminal behind a descriptor, with the environment fallback.
  ///
  /// - Parameter fileDescriptor: A descriptor of the terminal, usually standard output.
  /// - Returns: The kernel's size, else `COLUMNS`/`LINES`, else 80x24.
  public static func current(of fileDescriptor: CInt) -> Size {
    fallback(environment: processEnvironment(), measured: query(fileDescriptor))
  }

  /// `COLUMNS` and `LINES` from this process's environment.
  static func processEnvironment() -> [String: String] {
    var result: [String: String] = [:]
    for name in ["COLUMNS", "LINES"] {
      if let value = getenv(name) {
        result[name] = String(cString: value)
      }
    }
    return result
  }

  private static func dimension(_ text: String?) -> Int? {
    guard let text, !text.isEmpty, text.utf8.count <= 6,
      text.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
      let value = Int(text), value > 0, value <= largestDimension
    else { return nil }
    return value
  }
}
