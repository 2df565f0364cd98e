import RowKitTesting
import Testing

@testable import RowKit

/// Text next to a fixed sibling in an `hstack`, at every width from 1 to 40: the text
/// never gets 0 columns, keeps its longest word whole while the button fits beside it,
/// and wraps the button below when both cannot stand side by side.
@Suite struct HStackFallbackTests {
  let node = Node.hstack {
    Node.text("Coffee with milk")
    Node.button("clear", label: "Clear")
  }

  /// The node drawn alone at `width` columns, as plain lines (trailing spaces trimmed).
  func lines(at width: Int) -> [String] {
    lines(of: node, at: width)
  }

  /// `node` drawn alone at `width` columns, as plain lines (trailing spaces trimmed).
  func lines(of node: Node, at width: Int) -> [String] {
    let height = node.height(forWidth: width)
    var canvas = TextCanvas(size: Size(columns: width, lines: height))
    let frame = Rect(column: 0, line: 0, width: width, height: height)
    node.draw(in: &canvas, frame: frame, clip: frame)
    return RenderedLines.of(canvas)
  }

  @Test func atEveryWidthTheTextShowsWholeAndTheButtonBesideOrBelowIt() {
    let text = "Coffee with milk"
    for width in 1...40 {
      let drawn = lines(at: width)
      #expect(drawn.allSatisfy { DisplayWidth.of($0) <= width }, "width \(width): \(drawn)")
      var textLines = drawn
      let textWidth: Int
      if width >= 16 {
        // Side by side once the longest word ("Coffee"), a space and the button fit.
        #expect(drawn[0].hasSuffix(" [ Clear ]"), "width \(width): \(drawn)")
        textLines[0] = String(drawn[0].dropLast("[ Clear ]".count))
        textWidth = width - 10
      } else {
        // Wrapped below: whole from 9 columns, cut narrower than that.
        var button = String("[ Clear ]".prefix(width))
        while button.last == " " { button.removeLast() }
        #expect(drawn.last == button, "width \(width): \(drawn)")
        textLines.removeLast()
        textWidth = width
      }
      // Every letter of the text is drawn, in order: the text is never starved.
      let letters = textLines.joined().filter { $0 != " " }
      #expect(letters == "Coffeewithmilk", "width \(width): \(drawn)")
      // As tall as the text at the width it gets, plus a line for a wrapped button.
      let expected = TextWrapper.lineCount(text, width: textWidth) + (width >= 16 ? 0 : 1)
      #expect(drawn.count == expected, "width \(width): \(drawn)")
      #expect(node.height(forWidth: width) == expected)
    }
  }

  @Test func theLayoutsAtTheEdgesOfTheFallback() {
    expectLines(lines(at: 26), ["Coffee with milk [ Clear ]"])
    expectLines(lines(at: 18), ["Coffee   [ Clear ]", "with", "milk"])
    expectLines(lines(at: 16), ["Coffee [ Clear ]", "with", "milk"])
    expectLines(lines(at: 15), ["Coffee with", "milk", "[ Clear ]"])
    expectLines(lines(at: 12), ["Coffee with", "milk", "[ Clear ]"])
    expectLines(lines(at: 8), ["Coffee", "with", "milk", "[ Clear"])
    expectLines(lines(at: 3), ["Cof", "fee", "wit", "h", "mil", "k", "[ C"])
  }

  @Test func theTextNeverGetsZeroColumnsBesideAFixedSibling() {
    for width in 1...40 {
      guard case .stack(_, let children, let spacing) = node.storage else {
        Issue.record("not a stack")
        return
      }
      var texts = TextMeasures(mode: .graphemeClusters, collectsLines: false)
      let lines = Node.horizontalLines(of: children, spacing: spacing, width: width, &texts)
      for line in lines where line.children.contains(0) {
        let textWidth = line.widths[0 - line.children.lowerBound]
        #expect(textWidth >= min(width, 6), "width \(width): text gets \(textWidth)")
      }
    }
  }

  @Test func spacersNeitherStartNorEndAWrappedLine() {
    let titled = Node.text("Remove Vaishnavi?").withTrailingAccessory(
      Node.hstack {
        Node.button("yes", label: "Yes")
        Node.button("no", label: "No")
      })
    let plain = Node.hstack(spacing: 0) {
      Node.text("Remove Vaishnavi?")
      Node.spacer(minLength: 1)
      Node.hstack {
        Node.button("yes", label: "Yes")
        Node.button("no", label: "No")
      }
    }
    // A plain hstack now falls back as `withTrailingAccessory` does.
    for width in 1...40 {
      #expect(
        plain.height(forWidth: width) == titled.height(forWidth: width), "width \(width)")
    }
  }

  /// One layout lays each `hstack` out once, known by its children's array: two stacks
  /// of the same array at another spacing, or of equal but separate arrays, are laid
  /// out each their own way, and draw as they do apart.
  @Test func stacksSharingTheirChildrenAreLaidOutEachItsOwnWay() {
    let children: [Node] = [.frame(width: 3, .text("Tea")), .button("go", label: "Go")]
    let shared = Node.vstack([
      .hstack(children, spacing: 1), .hstack(children, spacing: 4), .hstack(children, spacing: 1),
    ])
    let separate = Node.vstack([
      .hstack([.frame(width: 3, .text("Tea")), .button("go", label: "Go")], spacing: 1),
      .hstack([.frame(width: 3, .text("Tea")), .button("go", label: "Go")], spacing: 4),
      .hstack([.frame(width: 3, .text("Tea")), .button("go", label: "Go")], spacing: 1),
    ])
    for width in [4, 9, 12, 20] {
      #expect(lines(of: shared, at: width) == lines(of: separate, at: width), "width \(width)")
    }
    #expect(lines(of: shared, at: 20) == ["Tea [ Go ]", "Tea    [ Go ]", "Tea [ Go ]"])
  }
}
