import Testing

@testable import RowKit

@Suite struct GeometryTests {
  @Test func intersectionOfDisjointRectsIsEmpty() {
    let a = Rect(column: 0, line: 0, width: 2, height: 2)
    let b = Rect(column: 5, line: 5, width: 2, height: 2)
    #expect(a.intersection(b).isEmpty)
  }

  @Test func intersectionOfOverlappingRectsIsTheSharedPart() {
    let a = Rect(column: 0, line: 0, width: 4, height: 3)
    let b = Rect(column: 2, line: 1, width: 5, height: 5)
    #expect(a.intersection(b) == Rect(column: 2, line: 1, width: 2, height: 2))
  }

  @Test func canvasWriteTurnsAWideCharacterStraddlingTheRightEdgeIntoASpace() {
    var canvas = TextCanvas(size: Size(columns: 3, lines: 1))
    canvas.write("ab中", at: .zero)
    #expect(canvas[0, 0].character == "a")
    #expect(canvas[1, 0].character == "b")
    #expect(canvas[2, 0] == .blank())
  }
}

@Suite struct RowIDTests {
  @Test func anIdentityGivesBackWhatItWasMadeFrom() {
    #expect(RowID(42).intValue == 42)
    #expect(RowID(42).stringValue == nil)
    #expect(RowID("42").intValue == nil)
    #expect(RowID("42").stringValue == "42")
    #expect(RowID(42) != RowID("42"))
    #expect(RowID(42).description == RowID("42").description)
  }
}
