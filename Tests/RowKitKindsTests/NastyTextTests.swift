import RowKit
import RowKitCheckableOptions
import RowKitKinds
import RowKitTesting
import Testing

/// Every nasty string in every text of every built-in kind, at several widths: lines
/// stay exactly as wide as the table, and no control byte reaches the output.
@Suite struct NastyTextTests {
  static let widths = [1, 2, 5, 20, 80]

  func rows(_ text: String) -> [Row] {
    [
      Row(
        id: "quiz", kind: CheckableOptionsKind(),
        content: .init(
          question: text, options: [.init(text), .init("ok \(text)", background: .red)],
          selectedOption: 1, answer: text, isRevealed: true)),
      BuiltInKinds.removableRow(id: "remove", title: text),
    ]
  }

  @Test(arguments: NastyStrings.all.indices)
  func nastyTextNeverBreaksTheFrame(index: Int) throws {
    let text = NastyStrings.all[index]
    for width in Self.widths {
      // Every row drawn at its full height, before and after Remove becomes Yes/No.
      let shown = try render(rows(text), width: width)
      try shown.table.setFocus("quiz")
      check(shown.table.render(), "string \(index), width \(width)")
      try shown.table.activate("remove", in: "remove")
      let (_, confirmHeight) = try shown.table.contentFrame(of: "remove")
      let (quizTop, quizHeight) = try shown.table.contentFrame(of: "quiz")
      shown.table.viewport = Size(columns: width, lines: quizTop + quizHeight + confirmHeight)
      check(shown.table.render(), "string \(index), width \(width), confirming")
    }
  }

  /// Every line exactly `width` columns; no unsafe scalar in plain output, nor in ANSI
  /// output once the renderer's own SGR sequences are taken out.
  func check(_ canvas: TextCanvas, _ comment: Comment) {
    for line in 0..<canvas.size.lines {
      let columns = canvas.cells(line: line).reduce(0) { $0 + $1.width }
      #expect(columns == canvas.size.columns, comment)
    }
    let isUnsafe = { (scalar: Unicode.Scalar) in scalar != "\n" && Sanitizer.isUnsafe(scalar) }
    #expect(!TextRenderer.plain.render(canvas).unicodeScalars.contains(where: isUnsafe), comment)
    let ansi = TextRenderer.ansi.render(canvas).replacing(#/\x1B\[[0-9;]*m/#, with: "")
    #expect(!ansi.unicodeScalars.contains(where: isUnsafe), comment)
  }
}
