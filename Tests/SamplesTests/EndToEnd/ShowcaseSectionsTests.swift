import RowKitTesting
import Testing

/// `showcase --sections N`: sections under headers pinned at the top, folded and
/// unfolded from a script, from `c` and from a header's `fold` button, and the
/// selection (`s`, `select ROW`) counted on the first status line.
@Suite struct ShowcaseSectionsTests {
  let options = ["--rows", "8", "--sections", "4"]

  @Test func aHeaderStaysPinnedWhileItsRowsScrollAndFoldHidesThem() throws {
    let script = "select 1\nselect 3\nrender\nscroll 3\nrender\nfold 1\n"
    let result = try run(.showcase, options + ["--height", "10"], stdin: script)
    #expect(result.status == 0)
    #expect(result.frames.count == 3)
    expectLines(
      result.frames[0],
      [
        "  Rows 1–4                                                              [ fold ]",
        " ✓Row 1: pick a size",
        "  ( ) small",
        "  ( ) large",
        "  Row 2                                                               [ Remove ]",
        " ✓Row 3                                            [###-------]  30% [ - ] [ + ]",
        "  Remove Row 4?                                                   [ Yes ] [ No ]",
        "rows 8 · visible 1–4 · selected 2 · sections 2 · folded 0",
        "cells made 5 · cell reuses 0 · view reuses 0 · header views 1",
        "views made: checkable-options 1, confirm 1, remove-button 1, progress 1",
      ])
    // Row 1 (three lines) scrolled under its section's header, which stays on top.
    expectLines(
      result.frames[1],
      [
        "  Rows 1–4                                                              [ fold ]",
        "  Row 2                                                               [ Remove ]",
        " ✓Row 3                                            [###-------]  30% [ - ] [ + ]",
        "  Remove Row 4?                                                   [ Yes ] [ No ]",
        "  Rows 5–8                                                              [ fold ]",
        "  Row 5: pick a size",
        "  ( ) small",
        "rows 8 · visible 1–5 · selected 2 · sections 2 · folded 0",
        "cells made 7 · cell reuses 2 · view reuses 0 · header views 2",
        "views made: checkable-options 2, confirm 1, remove-button 1, progress 1",
      ])
    // Folded, the first section is its header alone, and the header stays on screen:
    // it was pinned over its rows, it is at the top now, above the second section.
    // Its rows keep their selection.
    expectLines(
      result.frames[2],
      [
        "  Rows 1–4                                                              [ fold ]",
        "  Rows 5–8                                                              [ fold ]",
        "  Row 5: pick a size",
        "  ( ) small",
        "  ( ) large",
        "  Row 6                                                               [ Remove ]",
        "  Row 7                                            [#######---]  70% [ - ] [ + ]",
        "rows 8 · visible 5–7 · selected 2 · sections 2 · folded 1",
        "cells made 7 · cell reuses 5 · view reuses 1 · header views 2",
        "views made: checkable-options 2, confirm 1, remove-button 2, progress 2",
      ])
  }

  @Test func cFoldsTheFocusedRowsSectionTheHeaderKeepsTheFocusAndEnterUnfolds() throws {
    // Down to the header, Down through row 1's options to row 2; s selects it, c folds
    // its section and hands the focus to the header, whose fold button Enter presses.
    let keys = ["down", "down", "down", "down", "s", "c"].map { "key \($0)\n" }.joined()
    let result = try run(
      .showcase, options + ["--height", "11", "--frame", "interactive"],
      stdin: keys + "render\nkey enter\n")
    #expect(result.status == 0)
    expectLines(
      result.frames[0],
      [
        "› Rows 1–4                                                              < fold >",
        "  Rows 5–8                                                              [ fold ]",
        "  Row 5: pick a size",
        "  ( ) small",
        "  ( ) large",
        "  Row 6                                                               [ Remove ]",
        "  Row 7                                            [#######---]  70% [ - ] [ + ]",
        "rows 8 · visible 5–7 · selected 1 · sections 2 · folded 1",
        "cells made 5 · cell reuses 5 · view reuses 0 · header views 2",
        "views made: checkable-options 1, confirm 1, remove-button 1, progress 1",
        "↑↓ rows  ←→ controls  enter press  ? keys  q quit  s select  c fold",
      ])
    expectLines(
      Array(result.frames[1].prefix(7)),
      [
        "› Rows 1–4                                                              < fold >",
        "  Row 1: pick a size",
        "  ( ) small",
        "  ( ) large",
        " ✓Row 2                                                               [ Remove ]",
        "  Row 3                                            [###-------]  30% [ - ] [ + ]",
        "  Remove Row 4?                                                   [ Yes ] [ No ]",
      ])
    #expect(result.frames[1][7] == "rows 8 · visible 1–4 · selected 1 · sections 2 · folded 0")
  }

  @Test func theStatusLinesFitEightyColumnsAtTenThousandSections() throws {
    // Half a million rows in 10,000 sections, the last row selected, a section folded:
    // the counters' longest values, each line whole at 80 columns.
    let result = try run(
      .showcase,
      [
        "--rows", "500000", "--sections", "50", "--width", "80", "--height", "14", "--frame",
        "interactive",
      ],
      stdin: "key end\nkey s\nfold 9998\nscroll -12\n")
    #expect(result.status == 0)
    expectLines(
      result.lines,
      [
        "  Rows 499951–500000                                                    [ fold ]",
        "  Row 499986                                                          [ Remove ]",
        "  Row 499987                                       [####------]  40% [ - ] [ + ]",
        "  Remove Row 499988?                                              [ Yes ] [ No ]",
        "  Row 499989: pick a size",
        "  ( ) small",
        "  ( ) large",
        "  Row 499990                                                          [ Remove ]",
        "  Row 499991                                       [########--]  80% [ - ] [ + ]",
        "  Remove Row 499992?                                              [ Yes ] [ No ]",
        "rows 500000 · visible 499985–499992 · selected 1 · sections 10000 · folded 1",
        "cells made 9 · cell reuses 15 · view reuses 11 · header views 1",
        "views made: checkable-options 3, confirm 3, remove-button 3, progress 3",
        "↑↓ rows  ←→ controls  enter press  ? keys  q quit  s select  c fold",
      ])
  }

  @Test(arguments: [
    (
      ["--rows", "20000", "--sections", "1"], "",
      "--sections 1 makes 20000 sections of 20000 rows, more than 10000"
    ),
    ([String](), "fold 1", "-:1: 'fold' needs --sections N"),
    (["--rows", "8", "--sections", "4"], "fold 3", "-:1: section 3 is out of range 1...2"),
    (["--rows", "8", "--sections", "4"], "select 9", "-:1: row 9 is out of range 1...8"),
  ])
  func badSectionsAndCommandsSayWhyWithStatus2(
    arguments: [String], script: String, message: String
  ) throws {
    let result = try run(.showcase, arguments, stdin: script + "\n")
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "showcase: \(message)\n")
  }
}
