import RowKit

/// An error that ends a sample with one line on standard error and an exit status.
public enum SampleError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A bad command-line option or argument: exit status 2.
  case usage(String)
  /// A bad script line: exit status 2. The message is `FILE:LINE: what is wrong`,
  /// the file name made visible and capped (``RowKit/Sanitizer/quoted(_:limit:delimiter:)``).
  case script(file: String, line: Int, message: String)
  /// A missing or malformed data file: exit status 1.
  case data(String)

  /// The exit status: 2 for usage and script errors, 1 for bad data.
  public var exitStatus: Int32 {
    switch self {
    case .usage, .script: return 2
    case .data: return 1
    }
  }

  /// The one line printed on standard error (without the program's name).
  public var description: String {
    switch self {
    case .usage(let message): return message
    case .script(let file, let line, let message):
      return "\(SampleError.fileName(file)):\(line): \(message)"
    case .data(let message): return message
    }
  }

  /// A file's name as messages show it: visible, and capped at 256 scalars with `…`
  /// and its size in bytes (see ``RowKit/Sanitizer/quoted(_:limit:delimiter:)``).
  ///
  /// - Parameters:
  ///   - path: the name as given.
  ///   - quotes: whether to put it in single quotes.
  public static func fileName(_ path: String, quotes: Bool = false) -> String {
    Sanitizer.quoted(path, limit: 256, delimiter: quotes ? "'" : "")
  }
}
