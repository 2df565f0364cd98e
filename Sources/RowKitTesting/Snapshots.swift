import Foundation
import Testing

/// Compares lines with a snapshot file kept next to the test, and records it when the
/// environment asks.
///
/// The file is `__Snapshots__/<test file name>/<name>.txt` beside the test file. When
/// `ROWKIT_RECORD=1` is set, or the file does not exist yet, the lines are written to
/// it and the test records an issue saying so (a snapshot just recorded proves
/// nothing); otherwise a difference is recorded with a line-by-line diff.
///
/// ```swift
/// expectSnapshot(RenderedLines.of(table), named: "roster-after-remove")
/// ```
public func expectSnapshot(
  _ lines: [String], named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let url = Snapshot.url(named: name, besideTestFile: filePath)
  let recording = ProcessInfo.processInfo.environment["ROWKIT_RECORD"] == "1"
  let text = lines.joined(separator: "\n") + "\n"
  guard !recording, let stored = try? String(contentsOf: url, encoding: .utf8) else {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
      Issue.record(
        "recorded snapshot \(url.path); run again to compare", sourceLocation: sourceLocation)
    } catch {
      Issue.record("cannot write snapshot \(url.path): \(error)", sourceLocation: sourceLocation)
    }
    return
  }
  var expected = stored.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  if expected.last == "" { expected.removeLast() }
  if let diff = LineDiff.describe(expected: expected, actual: lines) {
    Issue.record(
      "snapshot \(url.lastPathComponent) differs (ROWKIT_RECORD=1 re-records):\n\(diff)",
      sourceLocation: sourceLocation)
  }
}

/// Where snapshot files live.
public enum Snapshot {
  /// The file for a snapshot `name` taken in the test file at `filePath`.
  public static func url(named name: String, besideTestFile filePath: String) -> URL {
    let testFile = URL(fileURLWithPath: filePath)
    let safe = String(name.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" })
    return testFile.deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__")
      .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
      .appendingPathComponent(safe + ".txt")
  }
}
