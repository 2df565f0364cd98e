#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether styled output may use colour and other SGR styles.
///
/// The policy is decided once per output, then handed to a renderer or a writer as a
/// `Bool`:
///
/// ```swift
/// let colors = ColorPolicy.auto.allowsColor(writingTo: STDOUT_FILENO)
/// let renderer = TextRenderer.styled(colors: colors)
/// ```
///
/// A `--color auto|always|never` option maps onto the three cases through
/// ``init(rawValue:)``.
public enum ColorPolicy: String, Hashable, Sendable, CaseIterable {
  /// Always style, even into a pipe or a file.
  case always
  /// Never style: plain text.
  case never
  /// Style only into a terminal that wants it: no colour when `NO_COLOR` is set and
  /// not empty, when `TERM` is `dumb`, or when the output is not a terminal.
  case auto

  /// Resolves the policy for an environment and an output.
  ///
  /// A pure function of its inputs, so every case is tested without a terminal:
  ///
  /// | policy | `NO_COLOR` set, not empty | `TERM=dumb` | not a terminal | otherwise |
  /// |---|---|---|---|---|
  /// | ``always`` | colour | colour | colour | colour |
  /// | ``never`` | plain | plain | plain | plain |
  /// | ``auto`` | plain | plain | plain | colour |
  ///
  /// - Parameters:
  ///   - environment: the process environment (only `NO_COLOR` and `TERM` are read).
  ///   - isTerminal: whether the output is a terminal (`isatty` on its descriptor).
  /// - Returns: `true` when styled output may be written.
  public func allowsColor(environment: [String: String], isTerminal: Bool) -> Bool {
    switch self {
    case .always: return true
    case .never: return false
    case .auto:
      if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
      if environment["TERM"] == "dumb" { return false }
      return isTerminal
    }
  }

  /// Resolves the policy for this process's environment and an output descriptor.
  ///
  /// The same rules as ``allowsColor(environment:isTerminal:)``, with `NO_COLOR` and
  /// `TERM` read from the process environment and `isatty` asked about the descriptor.
  ///
  /// - Parameter fileDescriptor: the output, usually `STDOUT_FILENO`.
  /// - Returns: `true` when styled output may be written.
  public func allowsColor(writingTo fileDescriptor: CInt) -> Bool {
    allowsColor(
      environment: ProcessEnvironment.values(of: ["NO_COLOR", "TERM"]),
      isTerminal: TerminalDevice.isTerminal(fileDescriptor))
  }
}
