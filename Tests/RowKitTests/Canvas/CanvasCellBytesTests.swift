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

  private func asciiByte(_ cell: CanvasCell) -> UInt8? {
    withUnsafePointer(to: cell) { cell in
      TextCanvas.printableASCII.withUnsafeBufferPointer { table in
        CanvasCell.printableASCIIByte(at: UnsafeRawPointer(cell), table: table)
      }
    }
  }

  /// A cell's printable ASCII character is read from its bytes: every one of them, made
  /// any way, gives its byte; no other character gives one.
  @Test func printableASCIICharactersAreReadFromTheirBytes() {
    for byte in UInt8(0x20)...0x7E {
      let made = Character(String(decoding: [byte], as: UTF8.self))
      #expect(asciiByte(CanvasCell(character: made, width: 1, style: .plain)) == byte)
      let styled = CanvasCell(character: made, width: 2, style: Style(foreground: .red))
      #expect(asciiByte(styled) == byte)
    }
    for other: Character in [
      "\u{7F}", "\u{1F}", "é", "e\u{301}", "中", "\u{1F44D}\u{1F3FD}", "\r\n",
    ] {
      #expect(asciiByte(CanvasCell(character: other, width: 1, style: .plain)) == nil)
    }
  }
}
