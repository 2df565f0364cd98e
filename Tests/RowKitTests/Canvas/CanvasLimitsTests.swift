import Testing

@testable import RowKit

@Suite struct CanvasLimitsTests {
  @Test func aCellKeepsAtMostItsCapOfScalars() {
    let marks = String(repeating: "\u{0301}", count: 100_000)
    var canvas = TextCanvas(size: Size(columns: 4, lines: 1))
    let end = canvas.write("e" + marks + "x", at: .zero)
    #expect(end == 2)
    let kept = canvas[0, 0].character.unicodeScalars
    #expect(kept.count == TextCanvas.maximumScalarsPerCell)
    #expect(kept.first == "e")
    #expect(kept.dropFirst().allSatisfy { $0 == "\u{0301}" })
    #expect(canvas[1, 0].character == "x")
    expectWellFormed(canvas)
  }

  @Test func aCutClusterKeepsTheColumnsItMeasuredAndDrawsNoWiderThanItsCell() {
    // U+FF9E after the marks joins the cluster and widens it to 2 columns, but a cell
    // keeps only the first 32 scalars, which a terminal draws 1 column wide: the column
    // the cut part took is a blank, so the x lands where the text was measured to put it.
    let marks = String(repeating: "\u{0301}", count: 200)
    var canvas = TextCanvas(size: Size(columns: 5, lines: 1))
    let end = canvas.write("[e" + marks + "\u{FF9E}x", at: .zero)
    #expect(end == 4)
    #expect(canvas[1, 0].width == 1)
    #expect(canvas[1, 0].character.unicodeScalars.count == TextCanvas.maximumScalarsPerCell)
    #expect(canvas[2, 0].character == " ")
    #expect(canvas[3, 0].character == "x")
    let kept = "e" + String(repeating: "\u{0301}", count: TextCanvas.maximumScalarsPerCell - 1)
    #expect(TextRenderer.plain.render(canvas) == "[" + kept + " x\n")
    expectWellFormed(canvas)
  }

  @Test func aClusterWithinTheCapIsKeptWhole() {
    let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"
    var canvas = TextCanvas(size: Size(columns: 4, lines: 1))
    canvas.write(family, at: .zero)
    #expect(canvas[0, 0].character == Character(family))
  }

  @Test func aCanvasLargerThanTheCapIsClampedAndSaysSo() {
    // The samples refuse such a screen; the canvas itself clamps to its documented cap.
    let canvas = TextCanvas(size: Size(columns: 10_000, lines: 105))
    #expect(canvas.size == Size(columns: 10_000, lines: 104))
    #expect(canvas.cells.count <= TextCanvas.maximumCellCount)
  }

  @Test func quotingCapsTheTextWithTheByteCount() {
    #expect(Sanitizer.quoted("\u{1B}[2J") == "'␛[2J'")
    #expect(Sanitizer.quoted(String(repeating: "a", count: 100), limit: 3) == "'aaa…' (100 bytes)")
    let huge = String(repeating: "b", count: 10_000_000)
    #expect(Sanitizer.quoted(huge) == "'\(String(repeating: "b", count: 64))…' (10000000 bytes)")
    let combining = "e" + String(repeating: "\u{0301}", count: 1_000_000)
    #expect(Sanitizer.quoted(combining, limit: 2) == "'e\u{0301}…' (2000001 bytes)")
    #expect(Sanitizer.quoted("a/b", delimiter: "") == "a/b")
    #expect(Sanitizer.quoted("\u{1B}]0;t\u{07}", limit: 2, delimiter: "") == "␛]… (6 bytes)")
  }
}
