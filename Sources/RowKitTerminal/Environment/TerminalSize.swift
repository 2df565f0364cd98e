import RowKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The size of the screen in character cells, and the one set of rules that decides
/// it.
///
/// Each dimension is decided on its own, taking the first of these that gives one:
///
/// 1. an explicit value (a `--width` or `--height` option);
/// 2. the size the terminal reports (`ioctl(TIOCGWINSZ)`), when there is a terminal;
/// 3. the `COLUMNS` or `LINES` environment variable, read by ``dimension(_:)``;
/// 4. ``standard``: 80 columns, 24 lines.
///
/// A number that is zero or negative gives nothing and the next source is asked; a
/// number above ``largestDimension`` is clamped to it. So the result is always in
/// `1...largestDimension` in both dimensions.
///
/// ```swift
/// TerminalSize.resolve(environment: ["COLUMNS": "120"])        // 120 × 24
/// TerminalSize.resolve(columns: 60, environment: ["COLUMNS": "120"])  // 60 × 24
/// TerminalSize.current(of: STDOUT_FILENO)  // the terminal's size, or the fallbacks
/// ```
///
/// This replaces the core module's former `OutputWidth.resolve(explicit:environment:)`,
/// which read `COLUMNS` by other rules than this type did.
public enum TerminalSize {
  /// The size used when nothing else says: 80 columns, 24 lines.
  public static let standard = Size(columns: 80, lines: 24)

  /// The largest dimension resolved: 10,000 columns or lines.
  public static let largestDimension = 10_000

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

  /// The value of a `COLUMNS` or `LINES` variable as a dimension, or `nil` when it
  /// gives none.
  ///
  /// The value must be decimal digits (ASCII `0`–`9`, no sign), optionally with
  /// spaces or tabs around them, and not zero. Digits that make a number above
  /// ``largestDimension`` — however many — give ``largestDimension``.
  ///
  /// | value | dimension |
  /// |---|---|
  /// | `"132"`, `" 132 "`, `"0132"` | 132 |
  /// | `"70000"`, 30 nines | 10,000 |
  /// | missing, `""`, `" "`, `"0"`, `"-5"`, `"+90"`, `"12x"`, `"1e3"`, `"9 0"` | `nil` |
  ///
  /// - Parameter text: the variable's value, or `nil` when it is not set.
  public static func dimension(_ text: String?) -> Int? {
    guard let text else { return nil }
    let bytes = Array(text.utf8)
    let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
    guard let first = bytes.firstIndex(where: { !isBlank($0) }),
      let last = bytes.lastIndex(where: { !isBlank($0) })
    else { return nil }
    var value = 0
    for byte in bytes[first...last] {
      guard (0x30...0x39).contains(byte) else { return nil }
      value = min(value * 10 + Int(byte - 0x30), largestDimension + 1)
    }
    guard value > 0 else { return nil }
    return min(value, largestDimension)
  }

  /// Resolves the size by the rules above.
  ///
  /// A pure function of its arguments, so tests pass explicit dictionaries.
  ///
  /// - Parameters:
  ///   - columns: An explicit width (an option), if any.
  ///   - lines: An explicit height (an option), if any.
  ///   - measured: The size the terminal reported, if any.
  ///   - environment: Environment variables by name; only `COLUMNS` and `LINES` are
  ///     read.
  /// - Returns: A size in `1...largestDimension` in both dimensions.
  public static func resolve(
    columns: Int? = nil, lines: Int? = nil, measured: Size? = nil,
    environment: [String: String]
  ) -> Size {
    Size(
      columns: pick(columns, measured?.columns, dimension(environment["COLUMNS"]))
        ?? standard.columns,
      lines: pick(lines, measured?.lines, dimension(environment["LINES"])) ?? standard.lines)
  }

  /// The size of the terminal behind a descriptor, with the environment fallbacks.
  ///
  /// - Parameter fileDescriptor: A descriptor of the terminal, usually standard output.
  /// - Returns: The kernel's size, else `COLUMNS`/`LINES`, else 80 × 24, each
  ///   dimension on its own.
  public static func current(of fileDescriptor: CInt) -> Size {
    resolve(
      measured: query(fileDescriptor),
      environment: ProcessEnvironment.values(of: ["COLUMNS", "LINES"]))
  }

  /// The first positive candidate, clamped to ``largestDimension``.
  private static func pick(_ candidates: Int?...) -> Int? {
    for case let value? in candidates where value > 0 {
      return min(value, largestDimension)
    }
    return nil
  }
}
