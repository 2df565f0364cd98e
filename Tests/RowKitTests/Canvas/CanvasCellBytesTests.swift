import Testing

@testable import RowKit

/// ``CanvasCell/sameBytes(_:_:)`` compares a cell in words of 8 bytes, the last word
/// overlapping the one before: a cell must be wider than 8 bytes, and any byte that
/// differs (character, width or style) must tell two cells apart.
@Suite struct CanvasCellBytesTests {
  private func same(_ a: CanvasCell, _ b: CanvasCell) -> Bool {
    withUnsafePointer(to: a) { a in
      withUnsafePointer(to: b) { b in CanvasCell.sameBytes(UnsafeRawPointer(a), UnsafeRawPointer(b))
      }
    }
  }

  @Test func aCellIsWiderThanOneWord() {
    #expect(MemoryLayout<CanvasCell>.size > 8)
  }

  @Test func cellsThatDifferInAnyFieldHaveOtherBytes() {
    let cell = CanvasCell(character: "a", width: 1, style: .plain)
    #expect(same(cell, CanvasCell(character: "a", width: 1, style: .plain)))
    #expect(!same(cell, CanvasCell(character: "b", width: 1, style: .plain)))
    #expect(!same(cell, CanvasCell(character: "a", width: 2, style: .plain)))
    #expect(!same(cell, CanvasCell(character: "a", width: 1, style: Style(attributes: .bold))))
    #expect(!same(cell, CanvasCell(character: "a", width: 1, style: Style(background: .red))))
  }
}
