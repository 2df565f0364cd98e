import RowKitTesting
import Testing

@testable import RowKit

/// A source-backed table against a plain array model: the source's rows, with the
/// filter applied. Through any interleaving of inserts, deletes, reloads and moves of
/// index ranges (reported with `sourceDidChange`), appends, scrolls by lines and by
/// offsets, Home and End, text filters set, narrowed and cleared, resizes, and the
/// selection's toggles, ranges, select all and clear. After every step the table's
/// invariants hold (the source's among them: the window is the source's rows at their
/// places, with the heights the runs record, and shows the selection the source's
/// ranges keep), it counts the model's rows, an append leaves its scroll anchor where
/// it was, its selection is the model's (by id: rows outside the window stay selected,
/// rows deleted leave), the focus stays with its row when the row scrolls out of the
/// window and goes to the row now at its place when the row is deleted (to the next
/// match when a reload takes it out of the filter's matches), and its frame
/// is the frame of a table of rows built fresh from the model with the same anchor,
/// focus and selection.
///
/// Text filters are exact or fuzzy, in the source's order or ranked (the model sorts
/// its matches by score, ties in the source's order); for odd seeds the filter checks
/// 8 rows a step, so that steps of a scan (``TableView/continueFiltering(rows:)``)
/// interleave with the rest, the model displaying only the rows the scan has checked.
///
/// `ROWKIT_STEPS` sets the steps per seed (600 by default).
@Suite struct SourceModelTests {
  static let steps = SeededGenerator.steps(fallback: 600)
  static let words = ["ab", "cd", "efgh", "ij", "klmnop", "q", "rst", "uvwxyz", "ba", "dc"]

  struct Run {
    var random: SeededGenerator
    var nextID = 0
    var filter: RowFilter?
    /// The rows selected, by id, and the anchor of ranges.
    var selected = Set<RowID>()
    var anchor: RowID?
    /// The focused row the step must leave focused (`nil`: the table's is taken).
    var focus: RowID?

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    mutating func row(id: Int? = nil) -> Row {
      let words = (0..<int(1...7)).map { _ in SourceModelTests.words[int(0...9)] }
      let number = id ?? nextID
      if id == nil { nextID += 1 }
      return Row(
        id: RowID(number), kind: LabelKind(), content: "\(number) " + words.joined(separator: " "))
    }
  }

  /// 271218124 changes the source under a ranked filter whose matches change: the
  /// viewport's place was once read from the ranking before it was ranked again.
  @Test(
    arguments: SeededGenerator.testSeeds(fixed: [1, 2, 3, 271_218_124, 1_799_893_390, 281_805_897])
  )
  func everyStepAgreesWithAnArrayModel(seed: UInt64) throws {
    var run = Run(random: SeededGenerator(seed: seed))
    let source = ArraySource((0..<120).map { _ in run.row() })
    let table = try TableView(source: source, viewport: Size(columns: 20, lines: 6))
    table.selectionMode = .multiple
    if seed % 2 == 1 { table.filterState.stepRows = 8 }
    var canvas = TextCanvas(size: table.viewport)
    for step in 0..<Self.steps {
      run.focus = table.focusedSourceIndex.map { source.rows[$0].id }
      let action = try self.step(&run, table, source)
      // A scroll moves the window at the next layout (and a focused row scrolled out
      // of it loses the focus): the frame compared is the laid-out one.
      table.layoutIfNeeded()
      let context = "seed \(seed), step \(step) (\(action)): replay with ROWKIT_SEED=\(seed)"
      let problems = table.invariantViolations()
      #expect(problems == [], "\(context)")
      let model = Self.displayed(source.rows, run.filter, table).map { source.rows[$0] }
      #expect(table.numberOfRows == source.count, "\(context)")
      #expect(table.numberOfShownRows == model.count, "\(context)")
      let focused = table.focusedSourceIndex.map { source.rows[$0].id }
      #expect(focused == run.focus, "\(context): the focus")
      // The model's selection, by id: rows out of the window too.
      #expect(Set(table.selectedRowIDs) == run.selected, "\(context): the selection")
      #expect(table.selectedCount == run.selected.count, "\(context): the count")
      let fresh = try TableView(rows: model, viewport: table.viewport)
      fresh.selectionMode = .multiple
      for row in model where run.selected.contains(row.id) { try fresh.select(row.id) }
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
      if !problems.isEmpty || !afterLayout.isEmpty || canvas != frame || focused != run.focus
        || table.selectedCount != run.selected.count
      {
        return
      }
    }
  }

  /// The source indexes the filter displays, in display order: the matches among the
  /// rows its scan has checked, ranked by score (ties in the source's order) when the
  /// filter ranks.
  static func displayed(_ rows: [Row], _ filter: RowFilter?, _ table: TableView) -> [Int] {
    guard let query = filter?.query, !query.isEmpty else { return Array(rows.indices) }
    var matcher = TextMatcher(query)
    let scan = table.sourceState?.scan
    var scored: [(index: Int, score: Int)] = []
    for index in rows.indices where scan?.checked(index) ?? true {
      guard let text = rows[index].content.searchText else {
        scored.append((index, Int.min))
        continue
      }
      if let score = matcher.score(text) { scored.append((index, score)) }
    }
    if filter?.order == .ranked {
      scored.sort { ($0.score, -$0.index) > ($1.score, -$1.index) }
    }
    return scored.map(\.index)
  }

  /// The displayed source index next to `index` in the source's order: `index` when
  /// displayed, else the next one, else the last.
  static func nearest(_ index: Int, in shown: [Int]) -> Int? {
    let ordered = shown.sorted()
    return ordered.first { $0 >= index } ?? ordered.last
  }

  /// The model's focus after a new filter: its row if displayed, else the next row
  /// displayed in the source's order, else the last in that order.
  private func refocus(_ run: inout Run, _ source: ArraySource, _ table: TableView) {
    guard let focus = run.focus, let at = source.rows.firstIndex(where: { $0.id == focus })
    else { return }
    let shown = Self.displayed(source.rows, run.filter, table)
    run.focus = Self.nearest(at, in: shown).map { source.rows[$0].id }
  }

  /// A text filter of `text`, exact or fuzzy, in the source's order or ranked, at
  /// random; narrowing `previous`, of its mode and order.
  private func textFilter(_ text: String, _ run: inout Run, narrowing previous: RowFilter?)
    -> RowFilter
  {
    let mode = previous?.query?.mode ?? (run.int(0...1) == 0 ? .exact : .fuzzy)
    let order = previous?.order ?? (run.int(0...1) == 0 ? .original : .ranked)
    return .text(TextQuery(text, mode: mode), order: order)
  }

  /// One random step; returns what it did.
  private func step(_ run: inout Run, _ table: TableView, _ source: ArraySource) throws -> String {
    let count = source.rows.count
    switch run.int(0...18) {
    case 0:
      let at = run.int(0...count)
      let new = (0..<run.int(1...30)).map { _ in run.row() }
      source.rows.insert(contentsOf: new, at: at)
      try table.sourceDidChange(.insert(at..<at + new.count))
      // A scan started again has not checked the focused row yet: the focus moves on.
      refocus(&run, source, table)
      return "insert \(new.count) at \(at)"
    case 1:
      let before = table.scrollAnchor
      let shownBefore = table.numberOfShownRows
      // Rows appended while a narrowing scan checks the previous matches start it again.
      let restarts = table.sourceState?.scan?.candidates != nil
      let new = (0..<run.int(1...40)).map { _ in run.row() }
      source.rows += new
      try table.sourceDidChange(.insert(count..<count + new.count))
      if !restarts, shownBefore > 0 {
        #expect(table.scrollAnchor == before, "an append moved the viewport")
      } else if !restarts {
        // A table that showed no rows had no anchor: it shows the appended ones from the top.
        #expect(table.contentOffset == 0, "an append to a table showing no rows scrolled")
      }
      refocus(&run, source, table)
      return "append \(new.count)"
    case 2 where count > 0:
      let lower = run.int(0...count - 1)
      let upper = min(count, lower + run.int(1...25))
      let gone = Set(source.rows[lower..<upper].map(\.id))
      source.rows.removeSubrange(lower..<upper)
      try table.sourceDidChange(.delete(lower..<upper))
      run.selected.subtract(gone)
      if let anchor = run.anchor, gone.contains(anchor) { run.anchor = nil }
      if let focus = run.focus, gone.contains(focus) {
        // The row now at its place among those displayed, else the last one.
        let shown = Self.displayed(source.rows, run.filter, table)
        run.focus = Self.nearest(lower, in: shown).map { source.rows[$0].id }
      } else {
        refocus(&run, source, table)
      }
      return "delete \(lower)..<\(upper)"
    case 3 where count > 0:
      let lower = run.int(0...count - 1)
      let upper = min(count, lower + run.int(1...10))
      for index in lower..<upper {
        source.rows[index] = run.row(id: source.rows[index].id.intValue ?? 0)
      }
      try table.sourceDidChange(.reload(lower..<upper))
      // A focused row reloaded out of the filter's matches hands the focus on, as a
      // new filter does.
      refocus(&run, source, table)
      return "reload \(lower)..<\(upper)"
    case 4 where count > 0:
      let lower = run.int(0...count - 1)
      let upper = min(count, lower + run.int(1...10))
      let moved = Array(source.rows[lower..<upper])
      source.rows.removeSubrange(lower..<upper)
      let to = run.int(0...source.rows.count)
      source.rows.insert(contentsOf: moved, at: to)
      try table.sourceDidChange(.move(lower..<upper, to: to))
      refocus(&run, source, table)
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
      run.focus = table.focusedSourceIndex.map { source.rows[$0].id }
      return end ? "end" : "home"
    case 9:
      // A focus kept outside the window.
      let hadFocus = run.focus != nil && table.focus == nil
      table.moveFocus(byRows: run.int(-3...3))
      run.focus = table.focusedSourceIndex.map { source.rows[$0].id }
      // It comes back first: the row moved to is shown.
      if hadFocus, let focus = table.focus {
        #expect(table.visibleRowIDs.contains(focus.row), "a moved focus is not in view")
      }
      return "move focus"
    case 10:
      let text = SourceModelTests.words[run.int(0...9)].prefix(run.int(1...2)).description
      run.filter = textFilter(text, &run, narrowing: nil)
      table.filter = run.filter
      refocus(&run, source, table)
      return "filter \(text) \(run.filter?.query?.mode ?? .exact) \(run.filter?.order ?? .original)"
    case 11:
      if let query = run.filter?.query, !query.isEmpty {
        let text = "\(query.text)\(SourceModelTests.words[run.int(0...9)].prefix(1))"
        run.filter = textFilter(text, &run, narrowing: run.filter)
      } else {
        run.filter = nil
      }
      table.filter = run.filter
      refocus(&run, source, table)
      return "narrow or clear the filter"
    case 12:
      let size = Size(columns: run.int(8...30), lines: run.int(1...9))
      table.viewport = size
      return "resize to \(size)"
    case 13:
      run.filter = nil
      table.filter = nil
      return "clear the filter"
    case 14:
      // Toggle a row in view (else the focused one).
      guard let id = table.visibleRowIDs.randomElement(using: &run.random) ?? table.focus?.row
      else { return "no row to toggle" }
      try table.toggleSelection(id)
      if run.selected.remove(id) == nil { run.selected.insert(id) }
      run.anchor = id
      return "toggle \(id)"
    case 15:
      // A range from the anchor (else the focused row) to a row in view: across rows
      // outside the window when the anchor was scrolled away.
      guard let end = table.visibleRowIDs.randomElement(using: &run.random) else {
        return "no row for a range"
      }
      let start = run.anchor ?? run.focus ?? end
      try table.selectRange(to: end)
      let shown = Self.displayed(source.rows, run.filter, table)
      if let from = source.rows.firstIndex(where: { $0.id == start }),
        let to = source.rows.firstIndex(where: { $0.id == end })
      {
        // The displayed rows, in display order, from the first at or after the start
        // in the source's order to the end.
        let ordered = shown.sorted()
        func place(_ index: Int) -> Int {
          ordered.first { $0 >= index }.flatMap { shown.firstIndex(of: $0) } ?? shown.count - 1
        }
        let first = place(from)
        let last = place(to)
        for position in min(first, last)...max(first, last) {
          run.selected.insert(source.rows[shown[position]].id)
        }
      }
      run.anchor = start
      return "range from \(start) to \(end)"
    case 18:
      // A step of the filter's scan (odd seeds: 8 rows a step).
      let rows = run.int(1...40)
      let more = table.continueFiltering(rows: rows)
      return "continue filtering \(rows) rows\(more ? "" : ", done")"
    case 16:
      table.selectAll()
      run.selected = Set(source.rows.map(\.id))
      return "select all"
    default:
      table.clearSelection()
      run.selected = []
      run.anchor = nil
      return "clear the selection"
    }
  }
}
