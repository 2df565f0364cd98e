import RowKitTesting
import Testing

@Suite struct ShowcaseTests {
  @Test func everyKindInOneTableWithTheReuseCounters() throws {
    let result = try run(.showcase, ["--height", "10"])
    #expect(result.status == 0)
    expectLines(
      result.lines,
      [
        "  Row 1: pick a size",
        "  ( ) small",
        "  ( ) large",
        "  Row 2                                                               [ Remove ]",
        "  Row 3                                            [###-------]  30% [ - ] [ + ]",
        "  Remove Row 4?                                                   [ Yes ] [ No ]",
        "  Row 5: pick a size",
        "rows 10000 · visible 1–5 · selected 0",
        "cells made 5 · cell reuses 0 · view reuses 0",
        "views made: checkable-options 2, confirm 1, remove-button 1, progress 1",
      ])
  }

  @Test func scrollingMovesTheFrameEvenWithAFocusedRowInView() throws {
    let focused = try run(.showcase, ["--height", "8"], stdin: "key down\n")
    let scrolled = try run(.showcase, ["--height", "8"], stdin: "key down\nscroll 1\n")
    #expect(focused.lines.first == "› Row 1: pick a size")
    #expect(scrolled.lines.first == "  < > small")
    #expect(Array(scrolled.lines.prefix(4)) == Array(focused.lines[1..<5]))
  }

  @Test func scrollingToTheEndReusesCellsAndContentViews() throws {
    let result = try run(
      .showcase, ["--height", "10"], stdin: "scroll 100000\nrender\nscroll -50\n")
    // Five cells serve all 10,000 rows: a scroll past the whole content goes straight
    // to the end, so the first frame is drawn there.
    expectLines(
      result.frames[0],
      [
        "  Remove Row 9996?                                                [ Yes ] [ No ]",
        "  Row 9997: pick a size",
        "  ( ) small",
        "  ( ) large",
        "  Row 9998                                                            [ Remove ]",
        "  Row 9999                                         [----------]   0% [ - ] [ + ]",
        "  Remove Row 10000?                                               [ Yes ] [ No ]",
        "rows 10000 · visible 9996–10000 · selected 0",
        "cells made 5 · cell reuses 0 · view reuses 0",
        "views made: checkable-options 1, confirm 2, remove-button 1, progress 1",
      ])
    expectLines(
      Array(result.frames[1].suffix(3)),
      [
        "rows 10000 · visible 9962–9966 · selected 0",
        "cells made 5 · cell reuses 5 · view reuses 2",
        "views made: checkable-options 1, confirm 2, remove-button 2, progress 1",
      ])
  }

  @Test func switchShowsARowAsAnotherKindInTheSameCell() throws {
    let result = try run(
      .showcase, ["--rows", "4", "--height", "11"],
      stdin: "render\nswitch 2 progress\nswitch 3 checkable-options\n")
    #expect(
      result.frames[0].last
        == "views made: checkable-options 1, confirm 1, remove-button 1, progress 1")
    expectLines(
      result.frames[1],
      [
        "  Row 1: pick a size",
        "  ( ) small",
        "  ( ) large",
        "  Row 2                                            [##--------]  20% [ - ] [ + ]",
        "  Row 3: pick a size",
        "  ( ) small",
        "  ( ) large",
        "  Remove Row 4?                                                   [ Yes ] [ No ]",
        "rows 4 · visible 1–4 · selected 0",
        "cells made 4 · cell reuses 0 · view reuses 0",
        "views made: checkable-options 2, confirm 1, remove-button 1, progress 2",
      ])
  }

  @Test func theSamplesOwnKindReactsToTaps() throws {
    let first = try run(.showcase, ["--rows", "3", "--height", "8"])
    let plus = try #require(screenPosition(of: "[ + ]", in: first.lines))
    let result = try run(
      .showcase, ["--rows", "3", "--height", "8"],
      stdin: "tap \(plus.column + 2) \(plus.line)\ntap \(plus.column + 2) \(plus.line)\n")
    #expect(
      result.lines[4]
        == "› Row 3                                            [#####-----]  50% [ - ] < + >")
  }

  @Test func aMillionRowsOpenAtOnce() throws {
    let clock = ContinuousClock()
    var result: SampleRun?
    let elapsed = try clock.measure {
      result = try run(.showcase, ["--rows", "1000000", "--height", "5"], stdin: "key end\n")
    }
    expectLines(
      result?.lines ?? [],
      [
        "  Row 999999                                       [----------]   0% [ - ] [ + ]",
        "› Remove Row 1000000?                                             [ Yes ] < No >",
        "rows 1000000 · visible 999999–1000000 · selected 0",
        "cells made 2 · cell reuses 1 · view reuses 0",
        "views made: checkable-options 1, confirm 1, remove-button 0, progress 1",
      ])
    // A debug build on a busy machine: generous, but far below a measuring O(n) pass.
    #expect(elapsed < .seconds(20))
  }
}

@Suite struct ShowcaseFocusTests {
  @Test func tabIntoAConfirmRowLandsOnNoSoTabEnterNeverDeletes() throws {
    // From `small` of row 1, five Tabs reach row 4, the confirmation, on its default
    // control `No` (not on `Yes`, its first); Enter answers No and keeps the row.
    let script = "key down\n" + String(repeating: "key tab\n", count: 5) + "render\nkey enter\n"
    let result = try run(.showcase, ["--height", "10"], stdin: script)
    #expect(result.status == 0)
    #expect(
      result.frames[0][5]
        == "› Remove Row 4?                                                   [ Yes ] < No >")
    #expect(
      result.frames[1][5]
        == "› Row 4                                                               < Remove >")
  }
}
