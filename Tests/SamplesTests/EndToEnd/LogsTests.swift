import Foundation
import Testing

/// The logs sample, scripted, on a file it generated: the first screen while the file
/// is still being read, End after the whole file is read, a file that is not there.
@Suite struct LogsTests {
  /// A generated log of `lines` lines in a fresh temporary directory.
  func generated(_ lines: Int) throws -> String {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("rowkit-logs-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent("app.log").path
    let result = try run(.logs, ["--generate", String(lines), "--file", path])
    #expect(result.status == 0 && result.stderr.isEmpty)
    return path
  }

  @Test func showsTheFirstLinesThenTheLastAfterEnd() throws {
    let path = try generated(10_000)
    defer {
      try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
    }
    let first = try run(
      .logs, ["--file", path, "--width", "110", "--height", "4"], stdin: "render\n")
    #expect(first.status == 0)
    #expect(
      first.frames.first == [
        "  1 2026-12-01T00:00:00.000 ERROR api[1000]: request served in 0 ms",
        "  2 2026-12-01T00:00:00.050 INFO  auth[1001]: user 30 signed in",
        "  3 2026-12-01T00:00:00.100 INFO  cache[1002]: retrying job 237 after timeout",
        "\(path): 4030 lines, reading",
      ])
    let end = try run(
      .logs, ["--file", path, "--width", "110", "--height", "4"], stdin: "load\nkey end\n")
    #expect(end.status == 0)
    #expect(
      end.lines == [
        "  9998 2026-12-01T00:08:19.850 DEBUG search[1006]: connection pool at 877%",
        "  9999 2026-12-01T00:08:19.900 INFO  api[1007]: query took 98 ms",
        "› 10000 2026-12-01T00:08:19.950 INFO  billing[1008]: queue depth 96",
        "\(path): 10000 lines",
      ])
  }

  @Test func aMissingFileIsOneLineAndStatusOne() throws {
    let result = try run(.logs, ["--file", "/nonexistent/app.log"])
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "rowkit-logs: cannot open '/nonexistent/app.log': No such file or directory\n")
    let none = try run(.logs, [])
    #expect(none.status == 2)
    #expect(none.stderr == "rowkit-logs: give --file PATH, or --demo\n")
  }
}
