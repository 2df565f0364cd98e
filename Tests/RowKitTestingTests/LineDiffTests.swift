import RowKitTesting
import Testing

@Suite struct LineDiffTests {
  @Test func equalLinesHaveNoDiff() {
    #expect(LineDiff.describe(expected: ["a", "b"], actual: ["a", "b"]) == nil)
  }

  @Test func aChangedLineShowsBothSidesWithItsNumber() {
    let diff = LineDiff.describe(expected: ["same", "old"], actual: ["same", "new"])
    #expect(
      diff
        == [
          "      1 same⏎",
          "  -   2 old⏎",
          "  +   2 new⏎",
        ].joined(separator: "\n"))
  }

  @Test func missingLinesAndEscapesAreVisible() {
    let diff = LineDiff.describe(expected: ["a"], actual: ["a", "\u{1B}[1mb"])
    #expect(
      diff
        == [
          "expected 1 lines, got 2",
          "      1 a⏎",
          "  +   2 ␛[1mb⏎",
        ].joined(separator: "\n"))
  }

  @Test func expectLinesIsQuietWhenTheLinesMatch() {
    expectLines(["same"], ["same"])
  }
}
