#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `body` inside a terminal session and leaves the session however `body` ends:
/// by returning or by throwing.
///
/// ```swift
/// let answer = try withTerminalSession { session in
///   try session.write("\u{1B}[HPress a key")
///   return try session.nextEvent()
/// }
/// ```
///
/// - Parameters:
///   - input: The terminal's input descriptor.
///   - output: The terminal's output descriptor.
///   - features: The screen features to turn on.
///   - escapeTimeout: How long a lone Escape waits for more bytes.
///   - body: The program's loop.
/// - Returns: What `body` returns.
/// - Throws: A ``TerminalError`` from starting or leaving the session, or whatever
///   `body` throws (after the terminal is restored).
public func withTerminalSession<Result>(
  input: CInt = STDIN_FILENO, output: CInt = STDOUT_FILENO,
  features: TerminalFeatures = .all,
  escapeTimeout: Duration = TerminalSession.defaultEscapeTimeout,
  _ body: (TerminalSession) throws -> Result
) throws -> Result {
  let session = try TerminalSession(
    input: input, output: output, features: features, escapeTimeout: escapeTimeout)
  let result: Result
  do {
    result = try body(session)
  } catch {
    try? session.leave()
    throw error
  }
  try session.leave()
  return result
}
