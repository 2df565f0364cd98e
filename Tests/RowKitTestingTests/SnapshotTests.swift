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
    withKnownIssue {
      expectSnapshot(["one", "two"], named: "lines", filePath: testFile)
    }
    let url = Snapshot.url(named: "lines", besideTestFile: testFile)
    #expect(try String(contentsOf: url, encoding: .utf8) == "one\ntwo\n")
    // The same lines now match; other lines do not.
    expectSnapshot(["one", "two"], named: "lines", filePath: testFile)
    withKnownIssue {
      expectSnapshot(["one", "three"], named: "lines", filePath: testFile)
    }
  }
}
