#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failure of the terminal layer, with the system call and `errno` that caused it.
///
/// ```swift
/// do {
///   try output.write("hello")
/// } catch {
///   print(error)  // "write failed: Broken pipe (errno 32)"
/// }
/// ```
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file descriptor is not a terminal, so it has no modes or size to change.
  case notATerminal(fileDescriptor: CInt)
  /// A system call failed.
  ///
  /// - Parameters:
  ///   - call: The name of the call, such as `"tcsetattr"`.
  ///   - errno: The `errno` it left.
  case systemCall(call: String, errno: CInt)
  /// A terminal session is already running in this process; the terminal and the
  /// signal handlers belong to one session at a time.
  case sessionAlreadyActive
  /// A write made no progress (returned zero bytes written).
  case writeMadeNoProgress(fileDescriptor: CInt)

  /// A one-line description naming the call and the error.
  public var description: String {
    switch self {
    case .notATerminal(let fd):
      return "file descriptor \(fd) is not a terminal"
    case .systemCall(let call, let code):
      let message = strerror(code).map { String(cString: $0) } ?? "unknown error"
      return "\(call) failed: \(message) (errno \(code))"
    case .sessionAlreadyActive:
      return "a terminal session is already active in this process"
    case .writeMadeNoProgress(let fd):
      return "write to file descriptor \(fd) made no progress"
    }
  }

  /// The error for the system call that just failed, with the current `errno`.
  static func lastSystemCall(_ call: String) -> TerminalError {
    .systemCall(call: call, errno: currentErrno)
  }
}
