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
      let table = try TableView(
        registry: builtInRegistry(), rows: rows(text), viewport: Size(columns: width, lines: 12))
      try table.activate("remove", in: "remove")
      try table.setFocus("quiz")
      let canvas = table.render()
      for line in 0..<canvas.size.lines {
        let columns = canvas.cells(line: line).reduce(0) { $0 + $1.width }
        #expect(columns == width, "string \(index), width \(width), line \(line)")
      }
      let plain = TextRenderer.plain.render(canvas)
      let forbidden = Set<UInt32>([0x1B, 0x9B, 0x9D]).union(0x202A...0x202E).union(0x2066...0x2069)
      #expect(
        !plain.unicodeScalars.contains { forbidden.contains($0.value) || $0.value < 0x0A },
        "string \(index), width \(width)")
      let ansi = TextRenderer.ansi.render(canvas)
      #expect(
        !ansi.unicodeScalars.contains { [0x9B, 0x9D, 0x07].contains($0.value) },
        "string \(index), width \(width)")
    }
  }
}
