import Testing

/// Records a test issue with a line-by-line diff when `actual` differs from
/// `expected`.
///
/// ```swift
/// expectLines(RenderedLines.of(table), [
///   "  Urvashi                 [ Remove ]",
///   "  Remove Vaishnavi?   [ Yes ] [ No ]",
/// ])
/// ```
public func expectLines(
  _ actual: [String], _ expected: [String], _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let diff = LineDiff.describe(expected: expected, actual: actual) else { return }
  let prefix = comment.map { "\($0)\n" } ?? ""
  Issue.record("\(prefix)rendered lines differ:\n\(diff)", sourceLocation: sourceLocation)
}
