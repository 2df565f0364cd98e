#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Questions about the terminal behind a file descriptor.
///
/// ```swift
/// if TerminalDevice.isTerminal(STDIN_FILENO) && TerminalDevice.isTerminal(STDOUT_FILENO) {
///   // interactive mode
/// }
/// ```
public enum TerminalDevice {
  /// Whether the file descriptor refers to a terminal (`isatty`).
  ///
  /// - Parameter fileDescriptor: The descriptor to ask about.
  /// - Returns: `true` for a terminal or pseudo-terminal, `false` for a pipe, file,
  ///   closed descriptor or anything else.
  public static func isTerminal(_ fileDescriptor: CInt) -> Bool {
    isatty(fileDescriptor) == 1
  }

  /// Whether standard input and standard output are both terminals: the condition for
  /// an interactive session.
  public static var isInteractive: Bool {
    isTerminal(STDIN_FILENO) && isTerminal(STDOUT_FILENO)
  }
}
