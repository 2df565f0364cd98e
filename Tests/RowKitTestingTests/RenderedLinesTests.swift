import RowKit
import RowKitTesting
import Testing

@Suite struct RenderedLinesTests {
  struct BadgeKind: ComposedRowKind {
    typealias Content = String
    var id: RowKindID { "badge" }
    func body(of content: String) -> Node {
      .control("badge") {
        Node.text(content, style: Style(foreground: .red))
      }
    }
  }

  @Test func rendersOneRowOfAKindAsTallAsItMeasures() throws {
    #expect(try RenderedLines.of(BadgeKind(), "one two three", width: 8) == ["one two", "three"])
  }

  @Test func rendersANSIWhenAsked() throws {
    let lines = try RenderedLines.of(BadgeKind(), "hi", width: 4, colors: true)
    #expect(lines.map { $0.replacingEscapes() } == ["␛[31mhi␛[0m"])
  }

  @Test func showsTheFocusWhenGivenAControl() throws {
    let focused = try RenderedLines.of(
      BadgeKind(), "hi", width: 6, chrome: .standard, focus: "badge", colors: true)
    #expect(focused.map { $0.replacingEscapes() } == ["␛[1m›␛[0m ␛[4;31mhi␛[0m"])
    #expect(
      try RenderedLines.of(BadgeKind(), "hi", width: 6, chrome: .standard, focus: "badge") == [
        "› hi"
      ])
  }
}

extension String {
  fileprivate func replacingEscapes() -> String {
    String(map { $0 == "\u{1B}" ? "␛" : $0 })
  }
}
