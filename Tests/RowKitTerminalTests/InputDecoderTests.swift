import RowKit
import Testing

@testable import RowKitTerminal

/// One decoder case: the bytes a terminal sends and the events they must give.
struct DecoderCase: Sendable, CustomTestStringConvertible {
  let name: String
  let input: [UInt8]
  let events: [InputEvent]

  init(_ name: String, _ input: [UInt8], _ events: [InputEvent]) {
    self.name = name
    self.input = input
    self.events = events
  }

  var testDescription: String { name }
}

private let esc = "\u{1B}"

private func mouse(_ code: Int, _ column: Int, _ line: Int, released: Bool = false) -> InputEvent {
  .mouse(MouseEvent(code: code, column: column, line: line, released: released))
}

func alt(_ character: Character) -> InputEvent {
  .key(KeyPress(.character(character), modifiers: .alt))
}

private func characters(_ text: String) -> [InputEvent] {
  text.map { .key(.character($0)) }
}

let decoderCases: [DecoderCase] = [
  DecoderCase("CSI up", bytes("\(esc)[A"), [.key(.up)]),
  DecoderCase("CSI down", bytes("\(esc)[B"), [.key(.down)]),
  DecoderCase("CSI right", bytes("\(esc)[C"), [.key(.right)]),
  DecoderCase("CSI left", bytes("\(esc)[D"), [.key(.left)]),
  DecoderCase("SS3 up", bytes("\(esc)OA"), [.key(.up)]),
  DecoderCase("SS3 down", bytes("\(esc)OB"), [.key(.down)]),
  DecoderCase("SS3 right", bytes("\(esc)OC"), [.key(.right)]),
  DecoderCase("SS3 left", bytes("\(esc)OD"), [.key(.left)]),
  DecoderCase("CSI home", bytes("\(esc)[H"), [.key(.home)]),
  DecoderCase("CSI end", bytes("\(esc)[F"), [.key(.end)]),
  DecoderCase("SS3 home", bytes("\(esc)OH"), [.key(.home)]),
  DecoderCase("SS3 end", bytes("\(esc)OF"), [.key(.end)]),
  DecoderCase("home 1~", bytes("\(esc)[1~"), [.key(.home)]),
  DecoderCase("end 4~", bytes("\(esc)[4~"), [.key(.end)]),
  DecoderCase("home 7~", bytes("\(esc)[7~"), [.key(.home)]),
  DecoderCase("end 8~", bytes("\(esc)[8~"), [.key(.end)]),
  DecoderCase("page up", bytes("\(esc)[5~"), [.key(.pageUp)]),
  DecoderCase("page down", bytes("\(esc)[6~"), [.key(.pageDown)]),
  DecoderCase("delete", bytes("\(esc)[3~"), [.key(.delete)]),
  DecoderCase("tab", [0x09], [.key(.tab)]),
  DecoderCase("shift-tab", bytes("\(esc)[Z"), [.key(.backTab)]),
  DecoderCase("enter CR", [0x0D], [.key(.enter)]),
  DecoderCase("enter LF", [0x0A], [.key(.enter)]),
  DecoderCase("keypad enter", bytes("\(esc)OM"), [.key(.enter)]),
  DecoderCase("space", [0x20], [.key(.space)]),
  DecoderCase("backspace DEL", [0x7F], [.key(.backspace)]),
  DecoderCase("backspace BS", [0x08], [.key(.backspace)]),
  DecoderCase("lone escape on flush", [0x1B], [.key(.escape)]),
  DecoderCase("two escapes", [0x1B, 0x1B], [.key(.escape), .key(.escape)]),
  DecoderCase("escape then arrow", bytes("\(esc)\(esc)[A"), [.key(.escape), .key(.up)]),
  DecoderCase("ESC [ alone on flush is Alt-[", bytes("\(esc)["), [alt("[")]),
  DecoderCase("ESC O alone on flush is Alt-O", bytes("\(esc)O"), [alt("O")]),
  DecoderCase("unfinished CSI on flush", bytes("\(esc)[1;5"), [.unknown(bytes("\(esc)[1;5"))]),
  DecoderCase("Ctrl-C", [0x03], [.interrupt]),
  DecoderCase("Ctrl-Z", [0x1A], [.suspend]),
  DecoderCase("Ctrl-D", [0x04], [.endOfInput]),
  DecoderCase("printable ASCII", bytes("q~!"), characters("q~!")),
  DecoderCase("two-byte UTF-8", [0xC3, 0xA9], characters("é")),
  DecoderCase("three-byte UTF-8", [0xE4, 0xB8, 0xAD], characters("中")),
  DecoderCase("four-byte UTF-8", [0xF0, 0x9F, 0x98, 0x80], characters("😀")),
  DecoderCase("invalid lead byte", [0xFF], characters("\u{FFFD}")),
  DecoderCase("lone continuation", [0x80], characters("\u{FFFD}")),
  DecoderCase("truncated then ASCII", [0xC3, 0x41], characters("\u{FFFD}A")),
  DecoderCase("overlong E0", [0xE0, 0x80], characters("\u{FFFD}\u{FFFD}")),
  DecoderCase("surrogate ED A0 80", [0xED, 0xA0, 0x80], characters("\u{FFFD}\u{FFFD}\u{FFFD}")),
  DecoderCase(
    "beyond U+10FFFF", [0xF4, 0x90, 0x80, 0x80], characters("\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}")),
  DecoderCase("truncated at flush", [0xE4, 0xB8], characters("\u{FFFD}")),
  DecoderCase(
    "truncated then escape", [0xE4, 0x1B, 0x5B, 0x41], [.key(.character("\u{FFFD}")), .key(.up)]),
  DecoderCase("C1 control is not a character", [0xC2, 0x9B], [.unknown([0xC2, 0x9B])]),
  DecoderCase("mouse left press", bytes("\(esc)[<0;5;3M"), [mouse(0, 5, 3)]),
  DecoderCase("mouse left release", bytes("\(esc)[<0;5;3m"), [mouse(0, 5, 3, released: true)]),
  DecoderCase("mouse right press", bytes("\(esc)[<2;1;1M"), [mouse(2, 1, 1)]),
  DecoderCase("mouse wheel up", bytes("\(esc)[<64;10;2M"), [mouse(64, 10, 2)]),
  DecoderCase("mouse wheel down", bytes("\(esc)[<65;10;2M"), [mouse(65, 10, 2)]),
  DecoderCase("mouse drag", bytes("\(esc)[<32;4;4M"), [mouse(32, 4, 4)]),
  DecoderCase("mouse ctrl-click", bytes("\(esc)[<16;7;8M"), [mouse(16, 7, 8)]),
  DecoderCase("mouse big coordinates", bytes("\(esc)[<0;300;200M"), [mouse(0, 300, 200)]),
  DecoderCase("mouse missing field", bytes("\(esc)[<0;5M"), [.unknown(bytes("\(esc)[<0;5M"))]),
  DecoderCase("mouse zero column", bytes("\(esc)[<0;0;5M"), [.unknown(bytes("\(esc)[<0;0;5M"))]),
  DecoderCase("legacy X10 mouse", bytes("\(esc)[M") + [32, 37, 35], [mouse(0, 5, 3)]),
  DecoderCase("paste", bytes("\(esc)[200~hello\(esc)[201~"), [.paste("hello")]),
  DecoderCase("empty paste", bytes("\(esc)[200~\(esc)[201~"), [.paste("")]),
  DecoderCase(
    "paste with escapes inside", bytes("\(esc)[200~a\(esc)b\(esc)[20x\(esc)\(esc)[201~q"),
    [.paste("a\(esc)b\(esc)[20x\(esc)"), .key(.character("q"))]),
  DecoderCase(
    "paste with newline and controls", bytes("\(esc)[200~1\r\n2\u{07}\(esc)[201~"),
    [.paste("1\r\n2\u{07}")]),
  DecoderCase(
    "Ctrl-C inside a paste interrupts and drops it", bytes("\(esc)[200~abc\u{03}q"),
    [.interrupt, .key(.character("q"))]),
  DecoderCase(
    "paste with bad UTF-8", bytes("\(esc)[200~") + [0x61, 0xFF] + bytes("\(esc)[201~"),
    [.paste("a\u{FFFD}")]),
  DecoderCase("paste of multi-byte text", bytes("\(esc)[200~日本\(esc)[201~"), [.paste("日本")]),
  DecoderCase("focus in", bytes("\(esc)[I"), [.unknown(bytes("\(esc)[I"))]),
  DecoderCase("focus out", bytes("\(esc)[O"), [.unknown(bytes("\(esc)[O"))]),
  DecoderCase("F5", bytes("\(esc)[15~"), [.key(.function(5))]),
  DecoderCase("F1 SS3", bytes("\(esc)OP"), [.key(.function(1))]),
  DecoderCase("insert", bytes("\(esc)[2~"), [.key(.insert)]),
  DecoderCase("unknown tilde key", bytes("\(esc)[99~"), [.unknown(bytes("\(esc)[99~"))]),
  DecoderCase(
    "device attributes reply", bytes("\(esc)[?1;2c"), [.report(.primaryDeviceAttributes([1, 2]))]),
  DecoderCase("stray paste end", bytes("\(esc)[201~"), [.unknown(bytes("\(esc)[201~"))]),
  DecoderCase(
    "sequence cut by a control byte", bytes("\(esc)[1\r"),
    [.unknown(bytes("\(esc)[1")), .key(.enter)]),
  DecoderCase(
    "keys between sequences", bytes("a\(esc)[Bb\(esc)[<0;2;2Mc"),
    [
      .key(.character("a")), .key(.down), .key(.character("b")), mouse(0, 2, 2),
      .key(.character("c")),
    ]),
]

@Suite struct InputDecoderTests {
  @Test(arguments: decoderCases + modifierCases)
  func decodesWhole(_ example: DecoderCase) {
    #expect(decodeAll([example.input]) == example.events)
  }

  @Test(arguments: decoderCases + modifierCases)
  func decodesTheSameAtEverySplit(_ example: DecoderCase) {
    let input = example.input
    for cut in 0...input.count {
      let chunks = [Array(input[..<cut]), Array(input[cut...])]
      #expect(decodeAll(chunks) == example.events, "split at byte \(cut)")
    }
    for first in 0...input.count {
      for second in first...input.count {
        let chunks = [
          Array(input[..<first]), Array(input[first..<second]), Array(input[second...]),
        ]
        #expect(decodeAll(chunks) == example.events, "split at bytes \(first) and \(second)")
      }
    }
    #expect(decodeAll(input.map { [$0] }) == example.events, "one byte per read")
  }

  @Test func sequenceIsHeldBackUntilItCompletes() {
    var decoder = InputDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.hasPendingInput)
    #expect(decoder.decode([0x5B, 0x35]).isEmpty)
    #expect(decoder.decode([0x7E]) == [.key(.pageUp)])
    #expect(!decoder.hasPendingInput)
  }

  @Test func mouseGivesRawAndZeroBasedPositions() throws {
    let events = decodeAll([bytes("\(esc)[<0;5;3M")])
    guard case .mouse(let event) = events.first else {
      Issue.record("no mouse event in \(events)")
      return
    }
    #expect(event.column == 5 && event.line == 3)
    #expect(event.point == Point(column: 4, line: 2))
    #expect(event.action == .press && event.button == 0)
  }

  @Test func mouseActionsAndModifiers() {
    #expect(MouseEvent(code: 0, column: 1, line: 1, released: true).action == .release)
    #expect(MouseEvent(code: 64, column: 1, line: 1, released: false).action == .scrollUp)
    #expect(MouseEvent(code: 65, column: 1, line: 1, released: false).action == .scrollDown)
    #expect(MouseEvent(code: 66, column: 1, line: 1, released: false).action == .scrollLeft)
    #expect(MouseEvent(code: 67, column: 1, line: 1, released: false).action == .scrollRight)
    #expect(MouseEvent(code: 35, column: 1, line: 1, released: false).action == .move)
    #expect(MouseEvent(code: 34, column: 1, line: 1, released: false).action == .drag)
    let modified = MouseEvent(code: 4 | 8 | 16 | 1, column: 1, line: 1, released: false)
    #expect(modified.shift && modified.alt && modified.control && modified.button == 1)
    #expect(MouseEvent(code: 129, column: 1, line: 1, released: false).button == 129)
  }

  @Test func openPasteSurvivesFlushAndPauses() {
    var decoder = InputDecoder()
    #expect(decoder.decode(bytes("\(esc)[200~abc")).isEmpty)
    #expect(decoder.isInPaste)
    #expect(!decoder.hasPendingInput)
    #expect(decoder.flush().isEmpty)
    #expect(decoder.decode(bytes("def\(esc)[201~")) == [.paste("abcdef")])
  }

  @Test func pasteIsCappedButStillEnds() {
    var decoder = InputDecoder(maximumPasteLength: 4)
    var events = decoder.decode(bytes("\(esc)[200~"))
    for _ in 0..<10_000 {
      events += decoder.decode(bytes("xyz"))
      #expect(decoder.bufferedByteCount <= 4)
    }
    events += decoder.decode(bytes("\(esc)[201~q"))
    #expect(events == [.paste("xyzx"), .key(.character("q"))])
  }

  @Test func endlessSequenceIsCappedAndDropped() {
    var decoder = InputDecoder(maximumSequenceLength: 16)
    var events = decoder.decode(bytes("\(esc)["))
    for _ in 0..<8 {
      events += decoder.decode(bytes("1;"))
      #expect(decoder.bufferedByteCount <= 16)
    }
    events += decoder.decode(bytes("Aok"))
    #expect(events.count == 3)
    guard case .unknown(let kept) = events.first else {
      Issue.record("expected the cut sequence first, got \(events)")
      return
    }
    #expect(kept.count == 16)
    #expect(Array(events.dropFirst()) == characters("ok"))
  }

  @Test func endlessParametersAreDroppedForAtMostAnotherSequencesWorth() {
    var decoder = InputDecoder(maximumSequenceLength: 16)
    var events = decoder.decode(bytes("\(esc)["))
    for _ in 0..<10_000 {
      events += decoder.decode(bytes("1;"))
      #expect(decoder.bufferedByteCount <= 16)
    }
    // 14 bytes fill the sequence, the next is cut off with it, 16 more are dropped, and
    // the rest are typed characters.
    #expect(events.count == 1 + 20_000 - 14 - 1 - 16)
    #expect(
      events.dropFirst().allSatisfy { $0 == .key(.character("1")) || $0 == .key(.character(";")) })
  }

  @Test func anUnterminatedPasteEndsAtItsByteLimitAndDropsTheRestUntilItsEnd() {
    var decoder = InputDecoder(maximumPasteLength: 4)
    #expect(decoder.decode(bytes("\(esc)[200~abcd")).isEmpty)
    #expect(decoder.decode(bytes("e")) == [.paste("abcd")])
    #expect(decoder.isInPaste)
    #expect(decoder.decode(bytes("fgq")).isEmpty)
    // The input goes quiet: the caller ends the paste, and keys work again.
    #expect(decoder.endPaste().isEmpty)
    #expect(decoder.decode(bytes("q")) == [.key(.character("q"))])
  }

  @Test func aQuietPasteEndsWithWhatItHeld() {
    var decoder = InputDecoder()
    #expect(decoder.decode(bytes("\(esc)[200~ab\(esc)[20")).isEmpty)
    #expect(decoder.endPaste() == [.paste("ab\(esc)[20")])
    #expect(!decoder.isInPaste)
    #expect(decoder.decode(bytes("q\u{03}")) == [.key(.character("q")), .interrupt])
    #expect(decoder.endPaste().isEmpty)
  }

  @Test func aQuietPasteAtItsByteLimitIsReportedOnce() {
    // The end marker's prefix, put back when the paste goes quiet, crosses the limit.
    var decoder = InputDecoder(maximumPasteLength: 2)
    #expect(decoder.decode(bytes("\(esc)[200~ab\(esc)[2")).isEmpty)
    #expect(decoder.endPaste() == [.paste("ab")])
    #expect(decoder.decode(bytes("q")) == [.key(.character("q"))])
  }

  @Test func hugeParametersDoNotOverflow() {
    // Twenty digits would overflow Int; each number is clamped instead.
    let twenty = String(repeating: "9", count: 20)
    #expect(
      decodeAll([bytes("\(esc)[<\(twenty);\(twenty);1M")]) == [mouse(9_999_999, 9_999_999, 1)])
    // A sequence longer than the 64-byte cap is reported whole as unknown.
    let digits = String(repeating: "9", count: 40)
    let long = bytes("\(esc)[<\(digits);\(digits);\(digits)M")
    #expect(decodeAll([long]) == [.unknown(Array(long.prefix(64)))])
    #expect(decodeAll([bytes("\(esc)[\(digits)~")]) == [.unknown(bytes("\(esc)[\(digits)~"))])
  }
}
