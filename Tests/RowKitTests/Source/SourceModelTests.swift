import RowKitTesting
import Testing

@testable import RowKit

/// A source-backed table against a plain array model: the source's rows, with the
/// filter applied. Through any interleaving of inserts, deletes, reloads and moves of
/// index ranges (reported with `sourceDidChange`), appends, scrolls by lines and by
/// offsets, Home and End, text filters set, narrowed and cleared, and resizes. After
/// every step the table's invariants hold (the source's among them: the window is the
/// source's rows at their places, with the heights the runs record), it counts the
/// model's rows, an append leaves its scroll anchor where it was, and its frame is the
/// frame of a table of rows built fresh from the model with the same anchor and focus.
///
/// `ROWKIT_STEPS` sets the steps per seed (600 by default).
@Suite struct SourceModelTests {
  static let steps = SeededGenerator.steps(fallback: 600)
  static let words = ["ab", "cd", "efgh", "ij", "klmnop", "q", "rst", "uvwxyz", "ba", "dc"]

  struct Run {
    var random: SeededGenerator
    var nextID = 0
    var filter: RowFilter?

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    mutating func row(id: Int? = nil) -> Row {
      let words = (0..<int(1...7)).map { _ in SourceModelTests.words[int(0...9)] }
      let number = id ?? nextID
      if id == nil { nextID += 1 }
      return Row(
        id: RowID(number), kind: LabelKind(), content: "\(number) " + words.joined(separator: " "))
    }
  }

  @Test(arguments: SeededGenerator.testSeeds())
  func everyStepAgreesWithAnArrayModel(seed: UInt64) throws {
    var run = Run(random: SeededGenerator(seed: seed))
    let source = ArraySource((0..<120).map { _ in run.row() })
    let table = try TableView(source: source, viewport: Size(columns: 20, lines: 6))
    var canvas = TextCanvas(size: table.viewport)
    for step in 0..<Self.steps {
      let action = try self.step(&run, table, source)
      // A scroll moves the window at the next layout (and a focused row scrolled out
      // of it loses the focus): the frame compared is the laid-out one.
      table.layoutIfNeeded()
      let context = "seed \(seed), step \(step) (\(action)): replay with ROWKIT_SEED=\(seed)"
      let problems = table.invariantViolations()
      #expect(problems == [], "\(context)")
      let model =
        run.filter.map { filter in
          source.rows.filter { row in
            guard let query = filter.query, !query.isEmpty else { return true }
            var matcher = TextMatcher(query)
            return row.content.searchText.map { matcher.matches($0) } ?? true
          }
        } ?? source.rows
      #expect(table.numberOfRows == source.count, "\(context)")
      #expect(table.numberOfShownRows == model.count, "\(context)")
      let fresh = try TableView(rows: model, viewport: table.viewport)
      if let focus = table.focus { try fresh.setFocus(focus.row, control: focus.control) }
      if let anchor = table.scrollAnchor { try fresh.scroll(to: anchor) }
      if canvas.size != table.viewport { canvas = TextCanvas(size: table.viewport) }
      table.draw(into: &canvas)
      let frame = fresh.render()
      #expect(RenderedLines.of(canvas) == RenderedLines.of(frame), "\(context)")
      let afterLayout = table.invariantViolations()
      #expect(afterLayout == [], "\(context), after layout")
      // Only the window is made: a few viewports of rows, whatever the source's size.
      #expect(table.tree.count <= 300, "\(context): a window of \(table.tree.count) rows")
      if !problems.isEmpty || !afterLayout.isEmpty || canvas != frame { return }
    }
  }

  /// One random step; returns what it did.
  private func step(_ run: inout Run, _ table: TableView, _ source: ArraySource) throws -> String {
    let count = source.rows.count
    switch run.int(0...13) {
    case 0:
      let at = run.int(0...count)
      let new = (0..<run.int(1...30)).map { _ in run.row() }
      source.rows.insert(contentsOf: new, at: at)
      try table.sourceDidChange(.insert(at..<at + new.count))
      return "insert \(new.count) at \(at)"
    case 1:
      let before = table.scrollAnchor
      let new = (0..<run.int(1...40)).map { _ in run.row() }
      source.rows += new
      try table.sourceDidChange(.insert(count..<count + new.count))
      #expect(table.scrollAnchor == before, "an append moved the viewport")
      return "append \(new.count)"
    case 2 where count > 0:
      let lower = run.int(0...count - 1)
      let upper = min(count, lower + run.int(1...25))
      source.rows.removeSubrange(lower..<upper)
      try table.sourceDidChange(.delete(lower..<upper))
      return "delete \(lower)..<\(upper)"
    case 3 where count > 0:
      let lower = run.int(0...count - 1)
      let upper = min(count, lower + run.int(1...10))
      for index in lower..<upper {
        source.rows[index] = run.row(id: source.rows[index].id.intValue ?? 0)
      }
      try table.sourceDidChange(.reload(lower..<upper))
      return "reload \(lower)..<\(upper)"
    case 4 where count > 0:
      let lower = run.int(0...count - 1)
      let upper = min(count, lower + run.int(1...10))
      let moved = Array(source.rows[lower..<upper])
      source.rows.removeSubrange(lower..<upper)
      let to = run.int(0...source.rows.count)
      source.rows.insert(contentsOf: moved, at: to)
      try table.sourceDidChange(.move(lower..<upper, to: to))
      return "move \(lower)..<\(upper) to \(to)"
    case 5, 6:
      let lines = run.int(-40...40)
      table.scroll(by: lines)
      return "scroll by \(lines)"
    case 7:
      let offset = run.int(0...max(0, table.contentHeight))
      table.scroll(toOffset: offset)
      return "scroll to offset \(offset)"
    case 8:
      let end = run.int(0...1) == 1
      table.moveFocusToEdge(end: end)
      return end ? "end" : "home"
    case 9:
      table.moveFocus(byRows: run.int(-3...3))
      return "move focus"
    case 10:
      let query = TextQuery(
        SourceModelTests.words[run.int(0...9)].prefix(run.int(1...2)).description, mode: .exact)
      run.filter = .text(query)
      table.filter = run.filter
      return "filter \(query)"
    case 11:
      if let query = run.filter?.query, !query.isEmpty {
        let text = "\(query.text)\(SourceModelTests.words[run.int(0...9)].prefix(1))"
        run.filter = .text(TextQuery(text, mode: .exact))
      } else {
        run.filter = nil
      }
      table.filter = run.filter
      return "narrow or clear the filter"
    case 12:
      let size = Size(columns: run.int(8...30), lines: run.int(1...9))
      table.viewport = size
      return "resize to \(size)"
    default:
      run.filter = nil
      table.filter = nil
      return "clear the filter"
    }
  }
}
