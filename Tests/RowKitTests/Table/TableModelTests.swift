import RowKitTesting
import Testing

@testable import RowKit

/// The table against a plain array model of sections of rows, through any interleaving
/// of inserts, deletes, moves, reconfigurations, kind switches, batches (some with an
/// invalid update, which must change nothing), applies of new rows, kind actions (taps,
/// keys, activations), scrolls, filters and resizes (to viewports of no lines and of
/// one or two columns too), and of the focused row hidden (no lines, one or two
/// columns, filtered out or scrolled away), its kind or content changed meanwhile
/// (alone, in a batch or by `apply`), then shown again. After every step: the table's invariants
/// hold, its rows are the model's, and its frame is the frame of a table built fresh
/// from the model with the same scroll anchor and focus.
///
/// The table's tree has nodes of 4, so a hundred rows make it several levels deep.
/// `ROWKIT_STEPS` sets the steps per seed (2,500 by default: 10,000 in a run).
@Suite struct TableModelTests {
  static let steps = SeededGenerator.steps(fallback: 2_500)

  @Test(arguments: SeededGenerator.testSeeds())
  func everyStepAgreesWithAnArrayModel(seed: UInt64) throws {
    var run = ModelRun(seed: seed)
    let table = try TableView(
      registry: TestKinds.registry(), sections: run.model.map { Section($0) },
      viewport: Size(columns: 22, lines: 7), chrome: .standard, estimatedRowHeight: nil,
      makeCell: { DefaultCell() }, nodeCapacity: 4)
    // One canvas kept from step to step, as a terminal runtime keeps its screen: the
    // table redraws only what changed into it, and it must equal a fresh table's frame.
    var canvas = TextCanvas(size: table.viewport)
    for step in 0..<Self.steps {
      let action = try run.step(table)
      let context = "seed \(seed), step \(step) (\(action)): replay with ROWKIT_SEED=\(seed)"
      let problems = table.invariantViolations()
      #expect(problems == [], "\(context)")
      let rows = table.sections.map(\.rows)
      #expect(
        rows == run.model, "\(context): \(describe(rows)) but the model has \(describe(run.model))")
      let fresh = try TableView(
        registry: TestKinds.registry(), sections: run.model.map { Section($0) },
        viewport: table.viewport)
      fresh.filter = run.filter
      #expect(
        table.numberOfShownRows == run.shownCount,
        "\(context): \(table.numberOfShownRows) rows shown, the model shows \(run.shownCount)")
      if let focus = table.focus { try fresh.setFocus(focus.row, control: focus.control) }
      if let anchor = table.scrollAnchor { try fresh.scroll(to: anchor) }
      if canvas.size != table.viewport { canvas = TextCanvas(size: table.viewport) }
      table.draw(into: &canvas)
      let frame = fresh.render()
      #expect(canvas == frame, "\(context): the frame drawn into the kept canvas")
      // Read from the kept canvas: drawing anywhere else would make the next step's
      // draw into it a whole one.
      let lines = RenderedLines.of(canvas)
      let expected = RenderedLines.of(frame)
      #expect(lines == expected, "\(context)")
      let afterLayout = table.invariantViolations()
      #expect(afterLayout == [], "\(context), after layout")
      // Ranked, the rows on screen are a run of the model's ranked order.
      if let order = run.rankedIDs {
        let visible = table.visibleRowIDs
        let start = visible.first.flatMap { order.firstIndex(of: $0) } ?? 0
        #expect(
          Array(order[start..<min(order.count, start + visible.count)]) == visible,
          "\(context): ranked \(visible), the model ranks \(order)")
      }
      if !problems.isEmpty || rows != run.model || lines != expected || !afterLayout.isEmpty
        || canvas != frame
      {
        return
      }
    }
    print(
      "TableModelTests seed \(seed): the focused row hidden and changed \(run.hiddenChanges) times")
    // About one step in 34 hides the focused row: a run of 500 steps has some.
    if Self.steps >= 500 { #expect(run.hiddenChanges > 0, "seed \(seed)") }
  }
}

/// Sections of rows, short: ids with the first letters of their content.
private func describe(_ sections: [[Row]]) -> String {
  sections.map { rows in
    rows.map { "\($0.id)=\($0.content.content(as: String.self) ?? "\($0.kindID)")" }
      .joined(separator: " ")
  }.joined(separator: " | ")
}

/// One randomised run: the model and the generator of steps.
private struct ModelRun {
  var random: SeededGenerator
  var model: [[Row]]
  var next = 0
  /// Steps an earlier step planned, taken before any random one.
  var planned: [Planned] = []
  /// How many times the focused row was hidden and then changed.
  var hiddenChanges = 0

  /// A step planned by the one that hid the focused row.
  enum Planned {
    /// The row's kind or content changes while it is hidden.
    case change(RowID)
    /// The viewport and the filter as they were before the row was hidden.
    case show(viewport: Size, query: String?)
  }

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
    model = []
    model = [(0..<30).map { _ in newRow() }, (0..<12).map { _ in newRow() }, []]
  }

  var all: [Row] { model.flatMap { $0 } }

  mutating func newRow() -> Row {
    next += 1
    let id = RowID(next)
    switch Int.random(in: 0..<4, using: &random) {
    case 0: return label(id, "L\(next)" + String(repeating: " w", count: next % 5))
    case 1: return toggle(id, "T\(next)", isOn: Bool.random(using: &random))
    case 2: return Row(id: id, kind: SwitcherKind(), content: "S\(next)")
    default: return label(id, "")
    }
  }

  mutating func randomPath(forInsertion: Bool) -> RowIndexPath? {
    let sections = model.indices.filter { forInsertion || !model[$0].isEmpty }
    guard let section = sections.randomElement(using: &random) else { return nil }
    let limit = model[section].count + (forInsertion ? 1 : 0)
    return RowIndexPath(row: Int.random(in: 0..<limit, using: &random), section: section)
  }

  func location(of id: RowID) -> RowIndexPath? {
    for (section, rows) in model.enumerated() {
      if let row = rows.firstIndex(where: { $0.id == id }) {
        return RowIndexPath(row: row, section: section)
      }
    }
    return nil
  }

  /// Applies one update to the model as the table must, or says why it is invalid.
  mutating func apply(_ update: RowUpdate) -> Bool {
    switch update {
    case .insert(let rows, let path):
      guard model.indices.contains(path.section),
        (0...model[path.section].count).contains(path.row),
        fresh(rows)
      else { return false }
      model[path.section].insert(contentsOf: rows, at: path.row)
    case .insertBefore(let rows, let id), .insertAfter(let rows, let id):
      guard let path = location(of: id), fresh(rows) else { return false }
      var after = false
      if case .insertAfter = update { after = true }
      model[path.section].insert(contentsOf: rows, at: path.row + (after ? 1 : 0))
    case .delete(let id):
      guard let path = location(of: id) else { return false }
      model[path.section].remove(at: path.row)
    case .move(let id, let path):
      guard let from = location(of: id) else { return false }
      let row = model[from.section].remove(at: from.row)
      guard model.indices.contains(path.section), (0...model[path.section].count).contains(path.row)
      else {
        model[from.section].insert(row, at: from.row)
        return false
      }
      model[path.section].insert(row, at: path.row)
    case .reconfigure(let id, let content):
      guard let path = location(of: id), model[path.section][path.row].kindID == content.kindID
      else { return false }
      model[path.section][path.row].content = content
    case .switchKind(let id, let content):
      guard let path = location(of: id) else { return false }
      model[path.section][path.row].content = content
    case .insertSection(let section, let index):
      guard (0...model.count).contains(index), fresh(section.rows) else { return false }
      model.insert(section.rows, at: index)
    case .deleteSection(let index):
      guard model.indices.contains(index) else { return false }
      model.remove(at: index)
    }
    return true
  }

  private func fresh(_ rows: [Row]) -> Bool {
    let ids = Set(all.map(\.id))
    return Set(rows.map(\.id)).count == rows.count && rows.allSatisfy { !ids.contains($0.id) }
  }

  mutating func randomUpdate() -> RowUpdate {
    let rows = all
    let someID = rows.randomElement(using: &random)?.id ?? RowID(-1)
    switch Int.random(in: 0..<11, using: &random) {
    case 0, 1:
      let path = randomPath(forInsertion: true) ?? RowIndexPath(row: 0)
      return .insert((0..<Int.random(in: 1...3, using: &random)).map { _ in newRow() }, at: path)
    case 2: return .insertBefore([newRow()], someID)
    case 3: return .insertAfter([newRow(), newRow()], someID)
    case 4, 5: return .delete(someID)
    case 6:
      return .move(someID, to: randomPath(forInsertion: false) ?? RowIndexPath(row: 0))
    case 7:
      let content =
        rows.first { $0.id == someID }.map { row -> AnyRowContent in
          if row.kindID == "toggle" {
            return AnyRowContent(kind: ToggleKind(), content: .init(title: "r\(next)", isOn: true))
          }
          return AnyRowContent(
            kind: LabelKind(), content: "re \(next) " + String(repeating: "x ", count: next % 6))
        } ?? AnyRowContent(kind: LabelKind(), content: "x")
      return .reconfigure(someID, content)
    case 8:
      return .switchKind(someID, newRow().content)
    case 9:
      let rows = (0..<Int.random(in: 0...2, using: &random)).map { _ in newRow() }
      return .insertSection(Section(rows), at: Int.random(in: 0...model.count, using: &random))
    default:
      return .deleteSection(Int.random(in: 0..<max(1, model.count), using: &random))
    }
  }

  /// Shuffles, deletes, inserts and changes some rows of the model, for `apply`.
  mutating func randomNewSections() -> [[Row]] {
    var sections = model
    for section in sections.indices {
      var rows = sections[section]
      for _ in 0..<Int.random(in: 0...3, using: &random) where !rows.isEmpty {
        rows.remove(at: Int.random(in: 0..<rows.count, using: &random))
      }
      for _ in 0..<Int.random(in: 0...3, using: &random) {
        rows.insert(newRow(), at: Int.random(in: 0...rows.count, using: &random))
      }
      if rows.count > 1, Bool.random(using: &random) {
        let from = Int.random(in: 0..<rows.count, using: &random)
        let row = rows.remove(at: from)
        rows.insert(row, at: Int.random(in: 0...rows.count, using: &random))
      }
      for index in rows.indices where Int.random(in: 0..<8, using: &random) == 0 {
        if rows[index].kindID == "label" {
          rows[index].content = AnyRowContent(kind: LabelKind(), content: "applied \(next)")
        }
      }
      sections[section] = rows
    }
    if sections.count > 1, Int.random(in: 0..<4, using: &random) == 0 {
      sections.swapAt(0, sections.count - 1)
    }
    return sections
  }

  /// What a press of a control does to a row of the test kinds, in the model.
  mutating func press(_ control: ControlID?, of id: RowID) {
    guard let path = location(of: id), let control else { return }
    let row = model[path.section][path.row]
    switch (row.kindID, control) {
    case ("toggle", "toggle"):
      if var content = row.content.content(as: ToggleKind.Content.self) {
        content.isOn.toggle()
        model[path.section][path.row].content = AnyRowContent(kind: ToggleKind(), content: content)
      }
    case ("toggle", "delete"):
      model[path.section].remove(at: path.row)
    case ("switcher", "go"):
      let text = row.content.content(as: String.self) ?? ""
      model[path.section][path.row].content = AnyRowContent(
        kind: LabelKind(), content: "was \(text)")
    default:
      break
    }
  }

  /// Hides the focused row (a viewport of no lines or of one or two columns, a filter
  /// that leaves it out, or a scroll away from it) and plans a change of its kind or
  /// content, then showing it again.
  mutating func hideFocusedRow(of table: TableView) -> String {
    guard let focus = table.focus else { return "no focus to hide" }
    planned = [.change(focus.row), .show(viewport: table.viewport, query: query)]
    switch Int.random(in: 0..<4, using: &random) {
    case 0:
      table.viewport = Size(columns: Int.random(in: 0...30, using: &random), lines: 0)
    case 1:
      table.viewport = Size(
        columns: Int.random(in: 1...2, using: &random), lines: Int.random(in: 1...9, using: &random)
      )
    case 2:
      // No content has a "#": every row with text is left out (switchers have none).
      query = "#"
      table.filter = filter
    default:
      let top = (try? table.contentFrame(of: focus.row).top) ?? 0
      table.scroll(toOffset: top > table.maxContentOffset / 2 ? 0 : table.maxContentOffset)
    }
    return "hide focused \(focus): \(table.viewport), filter \(query ?? "none")"
  }

  /// Changes the kind (or, now and then, the content) of row `id`, in the model and
  /// the table: alone, in a batch, or by `apply`.
  mutating func change(_ id: RowID, in table: TableView) throws -> String {
    guard let path = location(of: id) else { return "\(id) is gone" }
    hiddenChanges += 1
    let old = model[path.section][path.row]
    var content = newRow().content
    // Mostly another kind: that is what must not leave a stale control.
    for _ in 0..<4 where content.kindID == old.kindID && Int.random(in: 0..<4, using: &random) > 0 {
      content = newRow().content
    }
    model[path.section][path.row].content = content
    let update: RowUpdate =
      content.kindID == old.kindID ? .reconfigure(id, content) : .switchKind(id, content)
    switch Int.random(in: 0..<3, using: &random) {
    case 0:
      try table.performBatchUpdates([update])
      return "change hidden \(id) to \(content.kindID) alone"
    case 1:
      var updates = [update]
      if let other = all.filter({ $0.id != id }).randomElement(using: &random) {
        let row = label(RowID("b\(next)"), "b\(next)")
        next += 1
        updates.append(.insertAfter([row], other.id))
        _ = apply(.insertAfter([row], other.id))
      }
      try table.performBatchUpdates(updates.shuffled(using: &random))
      return "change hidden \(id) to \(content.kindID) in a batch"
    default:
      try table.apply(model.map { Section($0) })
      return "change hidden \(id) to \(content.kindID) by apply"
    }
  }

  /// The text filter in force (exact: digits, or "#", which no content has), if any.
  var query: String?
  /// Whether it ranks the rows it shows by score.
  var ranked = false

  var filter: RowFilter? {
    query.map { .text(TextQuery($0, mode: .exact), order: ranked ? .ranked : .original) }
  }

  /// The ids of the rows a ranked filter shows, in its order: the matches stably
  /// sorted by score (a sorted array), then the rows without text; `nil` unless the
  /// filter ranks.
  var rankedIDs: [RowID]? {
    guard ranked, let query, !query.isEmpty else { return nil }
    let rows = all
    var matches: [(id: RowID, score: Int)] = []
    var kept: [RowID] = []
    for row in rows {
      if let text = row.content.searchText {
        if let match = TextQuery(query, mode: .exact).match(text) {
          matches.append((row.id, match.score))
        }
      } else {
        kept.append(row.id)
      }
    }
    let sorted = matches.enumerated().sorted {
      ($0.element.score, $1.offset) > ($1.element.score, $0.offset)
    }
    return sorted.map(\.element.id) + kept
  }

  /// The rows the filter shows: those whose text contains the query, and those
  /// without text.
  var shownCount: Int {
    all.filter { row in
      guard let query, !query.isEmpty else { return true }
      guard let text = row.content.searchText else { return true }
      return text.contains(query)
    }.count
  }

  /// One random step (or the next planned one), applied to the table and the model;
  /// returns its name.
  mutating func step(_ table: TableView) throws -> String {
    if !planned.isEmpty {
      switch planned.removeFirst() {
      case .change(let id): return try change(id, in: table)
      case .show(let viewport, let query):
        table.viewport = viewport
        self.query = query
        table.filter = filter
        return "show again: \(viewport), filter \(query ?? "none")"
      }
    }
    switch Int.random(in: 0..<17, using: &random) {
    case 16:
      return hideFocusedRow(of: table)
    case 14, 15:
      // Now and then a filter; "1" then "12" narrows.
      let queries: [String?] = [nil, nil, "", "1", "12", "2", "3", "0"]
      query = queries.randomElement(using: &random)!
      ranked = Bool.random(using: &random)
      table.filter = filter
      return "filter \(query ?? "none")"
    case 0...4:
      let update = randomUpdate()
      let valid = apply(update)
      do {
        switch update {
        case .insert(let rows, let path): try table.insert(rows, at: path)
        case .delete(let id): try table.delete(id)
        case .move(let id, let path): try table.move(id, to: path)
        case .reconfigure(let id, let content): try table.reconfigure(id, with: content)
        case .switchKind(let id, let content): try table.switchKind(id, to: content)
        default: try table.performBatchUpdates([update])
        }
        #expect(valid, "the table took an update the model refused: \(update)")
      } catch {
        #expect(!valid, "the table refused a valid update: \(update): \(error)")
      }
      return "\(update)"
    case 5, 6:
      // A batch; a quarter of them end with an update that is invalid by then.
      let saved = (model, next)
      var updates: [RowUpdate] = []
      var valid = true
      for _ in 0..<Int.random(in: 1...5, using: &random) {
        let update = randomUpdate()
        updates.append(update)
        valid = apply(update) && valid
      }
      if Int.random(in: 0..<4, using: &random) == 0 {
        updates.append(.delete(RowID("missing")))
        valid = false
      }
      do {
        try table.performBatchUpdates(updates)
        #expect(valid, "the table took a batch the model refused")
      } catch {
        #expect(!valid, "the table refused a valid batch: \(error)")
        model = saved.0
      }
      return "batch of \(updates.count)"
    case 7:
      let sections = randomNewSections()
      try table.apply(sections.map { Section($0) })
      model = sections
      return "apply"
    case 8:
      guard table.viewport.columns > 0, table.viewport.lines > 0 else { return "no tap" }
      let point = Point(
        column: Int.random(in: 0..<table.viewport.columns, using: &random),
        line: Int.random(in: 0..<table.viewport.lines, using: &random))
      let hit = table.hitTest(point)
      try table.tap(at: point)
      if let hit { press(hit.control, of: hit.row) }
      return "tap \(point)"
    case 9:
      let keys: [Key] = [
        .up, .down, .tab, .backTab, .enter, .space, .left, .right, .character("i"),
      ]
      let key = keys.randomElement(using: &random)!
      let focus = table.focus
      let focused = focus.flatMap { location(of: $0.row) }.map { path -> Row in
        model[path.section][path.row]
      }
      if let focus, focused != nil, key == .enter || key == .space {
        try table.handle(key)
        press(focus.control, of: focus.row)
      } else if let focus, let focused, focused.kindID == "switcher", key == .character("i") {
        let text = focused.content.content(as: String.self) ?? ""
        let inserted = label(RowID("\(text)+"), "new")
        do {
          try table.handle(key)
          #expect(apply(.insertAfter([inserted], focus.row)))
        } catch {
          #expect(!fresh([inserted]))
        }
      } else {
        try table.handle(key)
      }
      return "key \(key)"
    case 10:
      table.scroll(by: Int.random(in: -15...15, using: &random))
      return "scroll"
    case 11:
      if let id = all.randomElement(using: &random)?.id {
        try table.scroll(
          to: id, position: [.top, .bottom, .nearest].randomElement(using: &random)!)
      }
      return "scroll to a row"
    case 12:
      // Now and then a viewport of no lines or of one or two columns (where rows show
      // no control), then back to a usable size.
      let tiny = Int.random(in: 0..<5, using: &random) == 0
      table.viewport = Size(
        columns: tiny
          ? Int.random(in: 0...2, using: &random) : Int.random(in: 8...30, using: &random),
        lines: tiny && Bool.random(using: &random) ? 0 : Int.random(in: 1...9, using: &random))
      return "resize to \(table.viewport)"
    default:
      table.scroll(toOffset: Int.random(in: 0...max(0, table.maxContentOffset), using: &random))
      return "jump"
    }
  }
}
