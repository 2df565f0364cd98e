import RowKitTesting
import Testing

@testable import RowKit

/// Every numeric parameter of the table, the canvas and the layout values, fed
/// `Int.min`, `Int.max`, values next to them, 0, -1 and huge values in a seeded random
/// order, with a render after each step: nothing traps, and each result is clamped as
/// its documentation says (the table's invariants hold after every step).
@Suite struct ExtremeNumbersTests {
  static let steps = SeededGenerator.steps(fallback: 400)

  /// The values a step picks from: the limits, their neighbours, the limits the
  /// documentation names (``TableView/maximumScrollDistance``,
  /// ``TableView/maximumRowHeight``, ``TextCanvas/maximumCellCount``) and their
  /// neighbours, and plain small values.
  static let extremes: [Int] = [
    .min, .min + 1, .min / 2, -(1 << 56) - 1, -(1 << 56), -(1 << 24), -1_000, -2, -1, 0, 1, 2,
    3, 7, 40, 1 << 20, (1 << 20) + 1, 1 << 24, (1 << 24) + 1, 1 << 56, (1 << 56) + 1, .max / 4,
    .max / 2, .max - 1, .max,
  ]

  func pick(_ random: inout SeededGenerator) -> Int {
    Self.extremes[Int.random(in: 0..<Self.extremes.count, using: &random)]
  }

  func rows(_ count: Int) -> [Row] {
    (0..<count).map { index in
      index % 3 == 0
        ? Row(id: RowID(index), kind: ToggleKind(), content: .init(title: "toggle \(index)"))
        : Row(
          id: RowID(index), kind: LabelKind(),
          content: "label \(index)" + String(repeating: " word", count: index % 5))
    }
  }

  /// What is wrong with the table after a step, beyond its own invariants: a scroll
  /// offset outside the content, an estimate outside its documented range, a frame
  /// that is not the viewport's size (clamped as a canvas clamps it).
  func problems(_ table: TableView) -> [String] {
    var problems = table.invariantViolations()
    let frame = table.render()
    let offset = table.contentOffset
    if offset < 0 || offset > max(0, table.maxContentOffset) {
      problems.append("offset \(offset) outside 0...\(table.maxContentOffset)")
    }
    if !(1...TableView.maximumRowHeight).contains(table.estimatedRowHeight) {
      problems.append("estimate \(table.estimatedRowHeight)")
    }
    if frame.size != TextCanvas(size: table.viewport).size {
      problems.append("frame \(frame.size) for a viewport of \(table.viewport)")
    }
    for (_, rect) in table.visibleRowFrames where rect.height <= 0 {
      problems.append("a visible row of height \(rect.height)")
    }
    return problems
  }

  @Test(arguments: SeededGenerator.testSeeds())
  func extremeNumbersNeverTrapAndAreClamped(seed: UInt64) throws {
    print("ExtremeNumbersTests seed \(seed) (replay with ROWKIT_SEED=\(seed))")
    var random = SeededGenerator(seed: seed)
    let table = try TableView(
      rows: rows(40), viewport: Size(columns: 24, lines: 6),
      estimatedRowHeight: pick(&random))
    for step in 0..<Self.steps {
      let a = pick(&random)
      let b = pick(&random)
      let id = RowID(Int.random(in: 0..<45, using: &random))
      let operation = Int.random(in: 0..<22, using: &random)
      switch operation {
      case 0: table.scroll(by: a)
      case 1: table.scroll(toOffset: a)
      case 2: try? table.scroll(to: ScrollAnchor(row: id, line: a))
      case 3:
        table.estimatedRowHeight = a
        #expect(table.estimatedRowHeight == min(max(1, a), TableView.maximumRowHeight))
      case 4:
        table.chrome = CellChrome(
          insets: EdgeInsets(top: a % 4, leading: a, bottom: 0, trailing: b), gutterWidth: b)
      case 5:
        // Fields set directly pass no initialiser's clamping.
        var chrome = table.chrome
        chrome.insets.top = a
        chrome.insets.bottom = b
        chrome.insets.leading = b
        chrome.gutterWidth = a
        chrome.showsSeparator = a % 2 == 0
        table.chrome = chrome
      case 6:
        table.viewport = Size(columns: a, lines: b)
        #expect(table.viewport == Size(columns: max(0, a), lines: max(0, b)))
      case 7:
        var size = table.viewport
        size.columns = a
        size.lines = b
        table.viewport = size
      case 8:
        _ = try? table.tap(at: Point(column: a, line: b))
        _ = table.hitTest(Point(column: b, line: a))
        _ = table.indexPath(at: Point(column: a, line: a))
      case 9:
        _ = table.indexPath(atContentLine: a)
        _ = try? table.contentFrame(of: id)
        _ = try? table.numberOfRows(inSection: a)
      case 10:
        table.moveFocus(byRows: a)
        _ = table.extendSelection(by: b)
      case 11:
        #expect(throws: TableError.self) {
          try table.insert(rows(1), at: RowIndexPath(row: a, section: b))
        }
        _ = try? table.move(id, to: RowIndexPath(row: a, section: 0))
        _ = try? table.row(at: RowIndexPath(row: a, section: b))
      case 12:
        try? table.scroll(to: id, position: [.top, .bottom, .nearest][abs(a % 3)])
      case 13:
        var canvas = table.render()
        table.draw(into: &canvas, at: Point(column: a, line: b))
        table.draw(into: &canvas, at: Point(column: b, line: a))
      case 14:
        // Back to a size that shows rows, so the other steps have something to act on.
        table.viewport = Size(columns: Int.random(in: 0...40, using: &random), lines: 6)
        table.chrome = .standard
      case 15:
        let text = String(repeating: "ab", count: Int.random(in: 0...3, using: &random))
        table.filter = a % 3 == 0 ? nil : .text(TextQuery(text))
      default:
        try? table.handle([Key.pageDown, .pageUp, .end, .home, .down, .tab][abs(a % 6)])
      }
      let found = problems(table)
      // A viewport of more cells than a canvas holds is drawn once (clamped), then
      // made small again, so that the steps stay quick.
      if table.viewport.columns > 200 || table.viewport.lines > 50 {
        table.viewport = Size(columns: min(table.viewport.columns, 40), lines: 6)
      }
      #expect(
        found == [],
        "seed \(seed), step \(step), operation \(operation), \(a), \(b): replay with ROWKIT_SEED=\(seed)"
      )
      if !found.isEmpty { return }
    }
  }

  /// The three overflows found from outside, each as a third party wrote it: they
  /// trapped (SIGILL, status 132) in `placeRows`, in `EdgeInsets`' sum and in the row
  /// tree's estimated total height; each now renders, clamped.
  @Test func anAnchorAtIntMinRendersFromTheTop() throws {
    let table = try TableView(
      rows: [label("a", "alpha"), label("b", "beta"), label("c", "gamma")],
      viewport: Size(columns: 10, lines: 2))
    try table.scroll(to: ScrollAnchor(row: "b", line: Int.min))
    _ = table.render()
    #expect(RenderedLines.of(table) == ["  alpha", "  beta"])
    #expect(table.contentOffset == 0)
    try table.scroll(to: ScrollAnchor(row: "b", line: Int.max))
    #expect(RenderedLines.of(table) == ["  beta", "  gamma"])
    #expect(table.invariantViolations() == [])
  }

  @Test func insetsOfIntMaxRenderAnEmptyRow() throws {
    let table = try TableView(
      rows: [label("a", "alpha"), label("b", "beta")], viewport: Size(columns: 10, lines: 2))
    table.chrome = CellChrome(insets: EdgeInsets(leading: .max, trailing: 1))
    #expect(RenderedLines.of(table) == ["", ""])
    table.chrome = CellChrome(insets: EdgeInsets(leading: .max, trailing: .max))
    #expect(RenderedLines.of(table) == ["", ""])
    table.chrome = CellChrome(insets: EdgeInsets(top: .max, leading: 1, bottom: .max))
    // A row as tall as a row can be (TableView.maximumRowHeight): its top inset shows.
    #expect(RenderedLines.of(table) == ["", ""])
    #expect(try table.contentFrame(of: "a").height == TableView.maximumRowHeight)
    table.chrome = .standard
    #expect(RenderedLines.of(table) == ["  alpha", "  beta"])
    #expect(table.invariantViolations() == [])
  }

  @Test(arguments: [Int.max / 4, Int.max])
  func anEstimateOfIntMaxScrolls(estimate: Int) throws {
    let rows = [label("a", "alpha"), label("b", "beta"), label("c", "gamma")]
    for table in [
      try TableView(rows: rows, viewport: Size(columns: 10, lines: 2)),
      try TableView(
        rows: rows, viewport: Size(columns: 10, lines: 2), estimatedRowHeight: estimate),
    ] {
      table.estimatedRowHeight = estimate
      #expect(table.estimatedRowHeight == TableView.maximumRowHeight)
      table.scroll(by: 1)
      _ = table.render()
      table.scroll(by: 1)
      // The end of the content: the last row at the bottom.
      #expect(RenderedLines.of(table) == ["  beta", "  gamma"])
      table.scroll(by: .min)
      #expect(RenderedLines.of(table) == ["  alpha", "  beta"])
      #expect(table.invariantViolations() == [])
    }
  }

  /// The canvas and the layout values at the extremes: sizes, points, rectangles,
  /// insets and chrome arithmetic.
  @Test(arguments: SeededGenerator.testSeeds())
  func canvasAndLayoutValuesAtTheExtremes(seed: UInt64) {
    print("ExtremeNumbersTests canvas seed \(seed) (replay with ROWKIT_SEED=\(seed))")
    var random = SeededGenerator(seed: seed)
    for _ in 0..<Self.steps {
      let (a, b, c, d) = (pick(&random), pick(&random), pick(&random), pick(&random))
      let size = Size(columns: a % 300, lines: b % 50)
      let clamped = TextCanvas.clampedSize(Size(columns: a, lines: b))
      #expect(clamped.columns * clamped.lines <= TextCanvas.maximumCellCount)
      #expect(clamped.columns == min(max(0, a), TextCanvas.maximumCellCount))
      var canvas = TextCanvas(size: size)
      let end = canvas.write("wide 世界 text", at: Point(column: c, line: d))
      _ = end
      canvas.fill(Rect(column: a, line: b, width: c, height: d), style: .plain)
      canvas.fill(Rect(column: c, line: d, width: a, height: b), style: .plain)
      _ = canvas.cell(column: a, line: b)
      _ = canvas.cells(line: c)
      _ = canvas.version(ofLine: d)
      _ = TextRenderer.plain.render(canvas)
      let rect = Rect(column: a, line: b, width: c, height: d)
      _ = rect.contains(Point(column: c, line: d))
      _ = rect.intersection(Rect(column: d, line: c, width: b, height: a))
      let insets = EdgeInsets(top: a, leading: b, bottom: c, trailing: d)
      let inner = rect.inset(by: insets)
      #expect(inner.width >= 0 && inner.height >= 0)
      #expect(insets.horizontal >= 0 && insets.vertical >= 0)
      let chrome = CellChrome(insets: insets, gutterWidth: a, showsSeparator: b % 2 == 0)
      #expect(chrome.contentWidth(forRowWidth: c) >= 0)
      #expect(chrome.rowHeight(forContentHeight: max(0, d)) >= max(0, d))
      let content = chrome.contentFrame(in: rect)
      #expect(content.width >= 0 && content.height >= 0)
      // A composition measured, drawn and hit-tested at any width, frame and spacing.
      let node = Node.hstack(spacing: a) {
        Node.text("some words to wrap")
        Node.vstack(spacing: b) {
          Node.button("ok", label: "OK")
          Node.text("padded").padding(insets)
        }
      }
      #expect(node.height(forWidth: c) >= 0)
      node.draw(in: &canvas, frame: rect, clip: Rect(column: d, line: c, width: a, height: b))
      _ = node.control(at: Point(column: c, line: d), in: rect)
    }
  }

  /// Text queries and filters of every length, from empty to longer than any text.
  @Test(arguments: [0, 1, 2, 63, 64, 65, 1_000, 100_000])
  func textQueriesOfEveryLength(length: Int) throws {
    let query = TextQuery(String(repeating: "a", count: length))
    let table = try TableView(rows: rows(30), viewport: Size(columns: 20, lines: 4))
    table.filter = .text(query)
    _ = table.render()
    // Every row has a text; only the labels have an "a", and none has two.
    #expect(table.numberOfShownRows == [0: 30, 1: 20][length] ?? 0)
    table.filter = .text(TextQuery(String(repeating: "a", count: length) + "b"))
    _ = table.render()
    #expect(table.invariantViolations() == [])
    #expect(table.numberOfShownRows == (length <= 1 ? 20 : 0))
    var matcher = TextMatcher(query)
    var text = String(repeating: "a", count: min(length, 100))
    _ = text.withUTF8 { matcher.match(utf8: $0) }
  }
}
