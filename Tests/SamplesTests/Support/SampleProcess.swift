import Foundation
import RowKit
import Testing

/// One of the sample executables, as `swift build` leaves it next to the test binary.
enum Sample: String {
  case quiz, roster, showcase, pick
  case logs = "rowkit-logs"

  /// The built executable: in the directory of the running test binary (on Linux the
  /// `.xctest` file itself), or of one of its parents (on macOS, inside a bundle).
  var executable: URL {
    get throws {
      let binary = URL(fileURLWithPath: Self.testBinaryPath).resolvingSymlinksInPath()
      var directory = binary.deletingLastPathComponent()
      for _ in 0..<4 {
        let candidate = directory.appendingPathComponent(rawValue)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        directory = directory.deletingLastPathComponent()
      }
      throw SampleProcessError.notBuilt(rawValue, near: binary.path)
    }
  }

  private static var testBinaryPath: String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? Bundle.main.executablePath ?? CommandLine.arguments[0]
  }
}

/// Why a sample could not be run.
enum SampleProcessError: Error, CustomStringConvertible {
  case notBuilt(String, near: String)

  var description: String {
    switch self {
    case .notBuilt(let name, let path): return "no built '\(name)' next to \(path)"
    }
  }
}

/// What one run of a sample printed and how it ended.
struct SampleRun {
  /// The exit status.
  var status: Int32
  /// Standard output.
  var stdout: String
  /// Standard error.
  var stderr: String

  /// Standard output as lines, without the final line feed.
  var lines: [String] {
    var text = stdout
    if text.hasSuffix("\n") { text.removeLast() }
    return text.isEmpty
      ? []
      : text.split(separator: "\n", omittingEmptySubsequences: false).map(
        String.init)
  }

  /// The frames printed: split at the separator line `render` prints.
  var frames: [[String]] {
    var frames: [[String]] = [[]]
    for line in lines {
      if line == "--- end of frame ---" {
        frames.append([])
      } else {
        frames[frames.count - 1].append(line)
      }
    }
    return frames
  }
}

/// Runs a sample with `arguments`, `stdin` as its standard input (a file, so not a
/// terminal: the sample runs scripted), and a clean environment: no `COLUMNS`,
/// `LINES`, `NO_COLOR` or `TERM` unless given in `environment`.
func run(
  _ sample: Sample, _ arguments: [String] = [], stdin: String = "",
  environment: [String: String] = [:]
) throws -> SampleRun {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "samples-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let input = directory.appendingPathComponent("stdin")
  let output = directory.appendingPathComponent("stdout")
  let errors = directory.appendingPathComponent("stderr")
  try Data(stdin.utf8).write(to: input)
  _ = FileManager.default.createFile(atPath: output.path, contents: nil)
  _ = FileManager.default.createFile(atPath: errors.path, contents: nil)

  let process = Process()
  process.executableURL = try sample.executable
  process.arguments = arguments
  var base = ProcessInfo.processInfo.environment
  for name in ["COLUMNS", "LINES", "NO_COLOR", "TERM"] { base[name] = nil }
  process.environment = base.merging(environment) { $1 }
  process.standardInput = try FileHandle(forReadingFrom: input)
  process.standardOutput = try FileHandle(forWritingTo: output)
  process.standardError = try FileHandle(forWritingTo: errors)
  try process.run()
  process.waitUntilExit()
  #expect(process.terminationReason == .exit, "\(sample) was killed by a signal")
  return SampleRun(
    status: process.terminationStatus,
    stdout: String(decoding: try Data(contentsOf: output), as: UTF8.self),
    stderr: String(decoding: try Data(contentsOf: errors), as: UTF8.self))
}

/// Writes `text` to a new temporary file and returns its path.
func temporaryFile(_ text: String, name: String = "data") throws -> String {
  try temporaryFile(Data(text.utf8), name: name)
}

/// Writes `data` to a new temporary file and returns its path.
func temporaryFile(_ data: Data, name: String = "data") throws -> String {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "samples-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let url = directory.appendingPathComponent(name)
  try data.write(to: url)
  return url.path
}

/// The 1-based screen position (column, line) of the first character of `needle` in
/// the printed lines, on the first line holding it (and `text`, if given) — what a
/// terminal would report for a click there. Columns count display width, so wide
/// characters before the needle count twice.
func screenPosition(of needle: String, onLineWith text: String? = nil, in lines: [String])
  -> (column: Int, line: Int)?
{
  for (index, line) in lines.enumerated() where line.contains(needle) {
    if let text, !line.contains(text) { continue }
    guard let range = line.range(of: needle) else { continue }
    return (DisplayWidth.of(line[..<range.lowerBound]) + 1, index + 1)
  }
  return nil
}
