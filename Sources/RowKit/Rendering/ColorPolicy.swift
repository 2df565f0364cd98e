/// Whether styled output may use colour and other SGR styles.
///
/// ```swift
/// let colors = ColorPolicy.auto.allowsColor(
///   environment: ProcessInfo.processInfo.environment, isTerminal: isatty(1) == 1)
/// let renderer = TextRenderer.styled(colors: colors)
/// ```
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
  /// A pure function of its inputs, so it is tested without a terminal.
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
}
