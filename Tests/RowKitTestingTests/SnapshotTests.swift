import Foundation
import RowKitTesting
import Testing

@Suite struct SnapshotTests {
  /// A test file path in a fresh temporary folder, so snapshots land there.
  func temporaryTestFile() throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("rowkit-snapshots-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent("ExampleTests.swift").path
  }

  @Test func theFileLivesBesideTheTestInAFolderOfItsName() {
    let url = Snapshot.url(named: "a b/c", besideTestFile: "/work/Tests/X/RowTests.swift")
    #expect(url.path == "/work/Tests/X/__Snapshots__/RowTests/a_b_c.txt")
  }

  @Test func aMissingSnapshotIsRecordedAndThenCompared() throws {
    let testFile = try temporaryTestFile()
    let url = Snapshot.url(named: "lines", besideTestFile: testFile)
    #expect(
      Snapshot.compare(["one", "two"], named: "lines", besideTestFile: testFile, recording: false)
        == .recorded(url))
    #expect(try String(contentsOf: url, encoding: .utf8) == "one\ntwo\n")
    #expect(
      Snapshot.compare(["one", "two"], named: "lines", besideTestFile: testFile, recording: false)
        == .matched)
    #expect(
      Snapshot.compare(
        ["one", "three"], named: "lines", besideTestFile: testFile, recording: false)
        == .differs(url, diff: "      1 one⏎\n  -   2 two⏎\n  +   2 three⏎"))
    // Recording writes the new lines even over a snapshot that differs.
    #expect(
      Snapshot.compare(["one", "three"], named: "lines", besideTestFile: testFile, recording: true)
        == .recorded(url))
    expectSnapshot(["one", "three"], named: "lines", filePath: testFile)
  }
}
