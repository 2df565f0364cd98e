import Testing

@testable import RowKit

@Suite struct PlainRendererTests {
  @Test func writesLinesWithTrailingSpacesTrimmed() {
    var canvas = TextCanvas(size: Size(columns: 12, lines: 3))
    canvas.write("[x] Tea  ", at: .zero)
    canvas.write("[ ] Coffee", at: Point(column: 0, line: 1))
    #expect(TextRenderer.plain.render(canvas) == "[x] Tea\n[ ] Coffee\n\n")
  }

  @Test func ignoresEveryStyle() {
    var canvas = TextCanvas(size: Size(columns: 6, lines: 1), style: Style(background: .red))
    canvas.write(
      "a", at: .zero, style: Style(foreground: .rgb(1, 2, 3), attributes: [.bold, .inverse]))
    canvas.write("中", at: Point(column: 2, line: 0), style: Style(foreground: .indexed(9)))
    #expect(TextRenderer.plain.render(canvas) == "a 中\n")
  }

  @Test func emptyCanvasRendersNothing() {
    #expect(TextRenderer.plain.render(TextCanvas(size: .zero)) == "")
  }

  @Test func mapAndPullbackCompose() {
    let lines = TextRenderer.plain.map { $0.split(separator: "\n").map(String.init) }
    let greeting = lines.pullback { (name: String) in
      var canvas = TextCanvas(size: Size(columns: 12, lines: 1))
      canvas.write("Hello, \(name)", at: .zero)
      return canvas
    }
    #expect(greeting.render("Ann") == ["Hello, Ann"])
  }
}
