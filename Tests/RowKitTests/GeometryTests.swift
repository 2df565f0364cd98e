import Testing

@testable import RowKit

@Suite struct GeometryTests {
  @Test func intersectionOfDisjointRectsIsEmpty() {
    let a = Rect(column: 0, line: 0, width: 2, height: 2)
    let b = Rect(column: 5, line: 5, width: 2, height: 2)
    #expect(a.intersection(b).isEmpty)
  }

  @Test func canvasWriteClipsWideCharacterAtRightEdge() {
    var canvas = TextCanvas(size: Size(columns: 3, lines: 1))
    canvas.write("a中中", at: .zero)
    #expect(canvas[0, 0].character == "a")
    #expect(canvas[1, 0].character == "中")
    #expect(canvas[1, 0].width == 2)
    #expect(canvas[2, 0].width == 0)
  }
}
