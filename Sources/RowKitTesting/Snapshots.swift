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
  let recording = ProcessInfo.processInfo.environment["ROWKIT_RECORD"] == "1"
  switch Snapshot.compare(lines, named: name, besideTestFile: filePath, recording: recording) {
  case .matched:
    return
  case .recorded(let url):
    Issue.record(
      "recorded snapshot \(url.path); run again to compare", sourceLocation: sourceLocation)
  case .differs(let url, let diff):
    Issue.record(
      "snapshot \(url.lastPathComponent) differs (ROWKIT_RECORD=1 re-records):\n\(diff)",
      sourceLocation: sourceLocation)
  case .unwritable(let url, let reason):
    Issue.record("cannot write snapshot \(url.path): \(reason)", sourceLocation: sourceLocation)
  }
}

/// Snapshot files: where they live and how lines compare with them.
public enum Snapshot {
  /// The outcome of comparing lines with a snapshot file.
  public enum Outcome: Hashable, Sendable {
    /// The file holds exactly these lines.
    case matched
    /// The file was missing (or recording was asked for) and now holds these lines.
    case recorded(URL)
    /// The file holds other lines; the line-by-line diff says how.
    case differs(URL, diff: String)
    /// The file could not be written.
    case unwritable(URL, reason: String)
  }

  /// The file for a snapshot `name` taken in the test file at `filePath`.
  public static func url(named name: String, besideTestFile filePath: String) -> URL {
    let testFile = URL(fileURLWithPath: filePath)
    let safe = String(name.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" })
    return testFile.deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__")
      .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
      .appendingPathComponent(safe + ".txt")
  }

  /// Compares `lines` with the snapshot `name` beside the test file at `filePath`,
  /// writing the file when it is missing or `recording` is true.
  public static func compare(
    _ lines: [String], named name: String, besideTestFile filePath: String, recording: Bool
  ) -> Outcome {
    let url = url(named: name, besideTestFile: filePath)
    let text = lines.joined(separator: "\n") + "\n"
    guard !recording, let stored = try? String(contentsOf: url, encoding: .utf8) else {
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return .recorded(url)
      } catch {
        return .unwritable(url, reason: "\(error)")
      }
    }
    var expected = stored.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if expected.last == "" { expected.removeLast() }
    guard let diff = LineDiff.describe(expected: expected, actual: lines) else { return .matched }
    return .differs(url, diff: diff)
  }
}
