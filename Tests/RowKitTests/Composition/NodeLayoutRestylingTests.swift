import RowKitTesting
import Testing

@testable import RowKit

/// A layout restyled for a node of the same geometry (``NodeLayout/restyle(from:to:inherited:)``)
/// draws, hit-tests and lists controls exactly as a fresh layout of that node, at
/// widths that wrap, clip and leave room; nodes that differ in geometry are laid out
/// afresh.
@Suite struct NodeLayoutRestylingTests {
  /// A question with options, a disabled option, a background and a button: `selected`,
  /// `color` and `bold` change only looks.
  func question(selected: Int, color: Color, bold: Bool) -> Node {
    Node.vstack {
      Node.text("Which one of these is it?", style: Style(attributes: bold ? .bold : []))
      for index in 0..<3 {
        Node.control(ControlID("option", index: index), isEnabled: index != 2) {
          Node.hstack {
            Node.mark(
              .radio, isOn: index == selected,
              style: index == selected ? Style(attributes: .bold) : .plain)
            Node.text(
              "Option number \(index)", style: index == selected ? Style(attributes: .bold) : .plain
            )
          }
        }
      }
      Node.text("A note").background(color).padding(
        EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 0))
      Node.button("check", label: "Check", style: Style(foreground: color))
    }
  }

  /// The layout drawn into a canvas of its size (one column wider, so clipping shows),
  /// with `focused` focused, as plain and styled lines.
  func picture(_ layout: NodeLayout, focused: ControlID?) -> TextCanvas {
    var canvas = TextCanvas(size: Size(columns: layout.width + 1, lines: layout.height))
    layout.draw(
      in: &canvas, at: .zero,
      clip: Rect(column: 0, line: 0, width: layout.width, height: layout.height),
      focused: focused)
    return canvas
  }

  /// Whether `node` has the geometry of `old`: a layout of `old` restyles for it, at
  /// widths that wrap and that leave room.
  func hasGeometry(_ node: Node, of old: Node) -> Bool {
    let answers = [4, 80].map { width in
      var layout = NodeLayout(old, width: width, mode: .graphemeClusters)
      return layout.restyle(from: old, to: node) != nil
    }
    #expect(answers[0] == answers[1], "the answer does not depend on the width")
    return answers[1]
  }

  func expectSame(_ restyled: NodeLayout, _ fresh: NodeLayout, _ note: String) {
    #expect(restyled.height == fresh.height, "\(note)")
    #expect(restyled.controls == fresh.controls, "\(note)")
    #expect(restyled.regions.map(\.area) == fresh.regions.map(\.area), "\(note)")
    #expect(restyled.regions.map(\.id) == fresh.regions.map(\.id), "\(note)")
    for focused in [nil, ControlID("option", index: 0), ControlID("option", index: 1), "check"] {
      #expect(
        picture(restyled, focused: focused) == picture(fresh, focused: focused),
        "\(note), focus \(String(describing: focused))")
    }
  }

  @Test func aRestyledLayoutEqualsAFreshOneAtEveryWidth() {
    let before = question(selected: 0, color: .red, bold: false)
    let after = question(selected: 1, color: .blue, bold: true)
    #expect(hasGeometry(after, of: before))
    for width in [0, 1, 4, 9, 14, 20, 30, 80] {
      let old = NodeLayout(before, width: width, mode: .graphemeClusters)
      let fresh = NodeLayout(after, width: width, mode: .graphemeClusters)
      var restyled = old
      #expect(restyled.restyle(from: before, to: after) != nil)
      expectSame(restyled, fresh, "width \(width)")
      #expect(restyled.textPasses == 0)
      // Restyled back, it is the layout it came from.
      #expect(restyled.restyle(from: after, to: before) != nil)
      expectSame(restyled, old, "width \(width), back")
    }
  }

  /// The lines and columns a restyle returns cover every cell the restyled layout draws
  /// differently from the layout it came from, whatever the focus; none for a node
  /// that looks the same.
  @Test func aRestyleReturnsTheCellsThatDrawDifferently() {
    let looks = [
      question(selected: 0, color: .red, bold: false),
      question(selected: 1, color: .red, bold: false),
      question(selected: 0, color: .blue, bold: false),
      question(selected: 0, color: .red, bold: true),
      question(selected: 2, color: .green, bold: true),
    ]
    for width in [1, 9, 20, 80] {
      for (first, before) in looks.enumerated() {
        for (second, after) in looks.enumerated() {
          let old = NodeLayout(before, width: width, mode: .graphemeClusters)
          var restyled = old
          guard let changed = restyled.restyle(from: before, to: after) else {
            Issue.record("width \(width), \(first) to \(second): not restyled")
            continue
          }
          if first == second { #expect(changed.isEmpty, "width \(width), \(first)") }
          for focused in [nil, ControlID("option", index: 1), "check"] {
            let was = picture(old, focused: focused)
            let now = picture(restyled, focused: focused)
            for line in 0..<old.height where now.cells(line: line) != was.cells(line: line) {
              #expect(
                changed.lines.contains(line),
                "width \(width), \(first) to \(second), line \(line)")
              for column in 0..<was.size.columns where now[column, line] != was[column, line] {
                #expect(
                  changed.columns.contains(column),
                  "width \(width), \(first) to \(second), line \(line), column \(column)")
              }
            }
          }
        }
      }
    }
  }

  @Test func nodesThatMeasureDifferentlyHaveAnotherGeometry() {
    let base = question(selected: 0, color: .red, bold: false)
    #expect(hasGeometry(base, of: base))
    let others: [Node] = [
      .text("Which one of these is it?"),
      Node.vstack { Node.text("Which one of these is it") },
      Node.vstack(spacing: 1) { Node.text("Which one of these is it?") },
      Node.hstack { Node.text("Which one of these is it?") },
      Node.text("Another").withTrailingAccessory(.button("x", label: "X")),
    ]
    for other in others { #expect(!hasGeometry(other, of: base)) }
    #expect(!hasGeometry(Node.text("a"), of: .text("b")))
    #expect(!hasGeometry(Node.button("a", label: "A"), of: .button("a", label: "AB")))
    #expect(!hasGeometry(Node.button("a", label: "A"), of: .button("b", label: "A")))
    #expect(
      !hasGeometry(Node.button("a", label: "A", isEnabled: false), of: .button("a", label: "A")))
    #expect(
      hasGeometry(
        Node.button("a", label: "A", style: Style(attributes: .bold)), of: .button("a", label: "A"))
    )
    #expect(!hasGeometry(Node.spacer(minLength: 1), of: .spacer(minLength: 2)))
    #expect(!hasGeometry(Node.frame(width: 3, .text("a")), of: .frame(width: 4, .text("a"))))
    let enabled = Node.control("c") { Node.text("a") }
    let disabled = Node.control("c", isEnabled: false) { Node.text("a") }
    #expect(!hasGeometry(enabled, of: disabled))
    #expect(!hasGeometry(enabled, of: Node.control("d") { Node.text("a") }))
    let fitting = Node.text("a").withTrailingAccessory(.button("x", label: "X"))
    #expect(!hasGeometry(fitting, of: fitting), "a firstFitting node is never restyled")
    #expect(hasGeometry(Node.mark(.radio, isOn: true), of: .mark(.checkbox, isOn: false)))
    #expect(hasGeometry(Node.text("a").background(.red), of: Node.text("a").background(.blue)))
  }

  /// A composed view configured with a node of the same geometry restyles its layout
  /// (no text read); a node that measures differently, or another width, is laid out
  /// afresh; either way it draws as a fresh view.
  @Test func aComposedViewRestylesOnlyWhatKeepsItsGeometry() {
    let view = ComposedContentView(node: question(selected: 0, color: .red, bold: false))
    let context = LayoutContext(width: 30)
    let height = view.height(in: context)
    func expectDrawnAsFresh(_ note: String) {
      let fresh = ComposedContentView(node: view.node)
      #expect(view.height(in: context) == fresh.height(in: context), "\(note)")
      var mine = TextCanvas(size: Size(columns: 30, lines: 12))
      var theirs = mine
      let frame = Rect(column: 0, line: 0, width: 30, height: 12)
      view.draw(in: &mine, frame: frame, clip: frame, context: DrawContext(isFocused: false))
      fresh.draw(in: &theirs, frame: frame, clip: frame, context: DrawContext(isFocused: false))
      #expect(mine == theirs, "\(note)")
      #expect(view.controls == fresh.controls, "\(note)")
    }
    // Only looks change: restyled, same height.
    var counts = (view.layoutCount, view.textPasses)
    view.node = question(selected: 1, color: .blue, bold: true)
    #expect(view.height(in: context) == height)
    #expect(view.layoutCount - counts.0 == 1)
    #expect(view.textPasses == counts.1, "no text read again")
    expectDrawnAsFresh("restyled")
    // A text that wraps to another height: laid out afresh.
    counts = (view.layoutCount, view.textPasses)
    view.node = Node.vstack {
      Node.text("Which one of these is it? It is a longer question now, on more lines")
    }
    #expect(view.height(in: context) != height)
    #expect(view.layoutCount - counts.0 == 1)
    #expect(view.textPasses > counts.1)
    expectDrawnAsFresh("new text")
    // Another width: laid out afresh, even for a node of the same geometry.
    view.node = question(selected: 2, color: .green, bold: false)
    _ = view.height(in: context)
    counts = (view.layoutCount, view.textPasses)
    view.node = question(selected: 0, color: .green, bold: false)
    let narrow = LayoutContext(width: 12)
    let fresh = ComposedContentView(node: view.node)
    #expect(view.height(in: narrow) == fresh.height(in: narrow))
    #expect(view.textPasses > counts.1, "measured at the new width")
  }
}
