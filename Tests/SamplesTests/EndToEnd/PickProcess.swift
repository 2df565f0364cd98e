import Foundation
import Testing

/// What one run of `pick` printed, as bytes, and how it ended.
struct PickRun {
  /// The exit status.
  var status: Int32
  /// Standard output, byte for byte.
  var output: [UInt8]
  /// Standard error.
  var error: String

  /// Standard output as lines ending in line feeds (the last one's taken off).
  var lines: [String] {
    var text = String(decoding: output, as: UTF8.self)
    if text.hasSuffix("\n") { text.removeLast() }
    return text.isEmpty
      ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}

/// Runs `pick` with `arguments` and `input` as its standard input (a file), in a clean
/// environment; standard output goes to `outputPath` when given (`/dev/full`).
func runPick(_ arguments: [String], input: [UInt8] = [], outputPath: String? = nil) throws
  -> PickRun
{
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "pick-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let inputFile = directory.appendingPathComponent("stdin")
  let outputFile =
    outputPath.map(URL.init(fileURLWithPath:)) ?? directory.appendingPathComponent("stdout")
  let errorFile = directory.appendingPathComponent("stderr")
  try Data(input).write(to: inputFile)
  if outputPath == nil {
    _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
  }
  _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
  let process = Process()
  process.executableURL = try Sample.pick.executable
  process.arguments = arguments
  var environment = ProcessInfo.processInfo.environment
  for name in ["COLUMNS", "LINES", "NO_COLOR", "TERM"] { environment[name] = nil }
  process.environment = environment
  process.standardInput = try FileHandle(forReadingFrom: inputFile)
  process.standardOutput = try FileHandle(forWritingTo: outputFile)
  process.standardError = try FileHandle(forWritingTo: errorFile)
  try process.run()
  process.waitUntilExit()
  #expect(process.terminationReason == .exit, "pick was killed by a signal")
  let output = outputPath == nil ? [UInt8](try Data(contentsOf: outputFile)) : []
  return PickRun(
    status: process.terminationStatus, output: output,
    error: String(decoding: try Data(contentsOf: errorFile), as: UTF8.self))
}

/// The bytes of `lines`, each ended by a line feed.
func lineBytes(_ lines: [String]) -> [UInt8] {
  Array(lines.map { $0 + "\n" }.joined().utf8)
}
