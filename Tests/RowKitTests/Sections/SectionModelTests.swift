import RowKitTesting
import Testing

@testable import RowKit

/// The table against a plain model of sections of rows — ids, headers, footers, rows,
/// collapsed or not — and of the selection, through any interleaving of row inserts,
/// deletes (headers and footers too) and moves, section inserts and deletes, applies
/// that insert, delete and move sections and move rows between them, collapses and
/// expansions, selection toggles, ranges, select all and clear, focus moves, scrolls,
/// resizes and pinned headers switched on and off. After every step: the invariants
/// hold, the sections, their collapsed states, the shown rows and the selection are
/// the model's, and the frame drawn into a kept canvas is the frame of a table built
/// fresh from the model.
///
/// The tree has nodes of 4. `ROWKIT_STEPS` sets the steps per seed (2,500 by default:
/// 10,000 in a run); `ROWKIT_SEED` replays one seed.
@Suite struct SectionModelTests {
  static let steps = SeededGenerator.steps(fallback: 2_500)

  @Test(arguments: SeededGenerator.testSeeds())
  func everyStepAgreesWithAModelOfSections(seed: UInt64) throws {
    print("SectionModelTests seed \(seed): replay with ROWKIT_SEED=\(seed)")
    var run = SectionRun(seed: seed)
    let table = try TableView(
      registry: .any, sections: run.sections, viewport: Size(columns: 16, lines: 7),
      chrome: .standard, estimatedRowHeight: nil, makeCell: { DefaultCell() }, nodeCapacity: 4)
    table.selectionMode = .multiple
    var canvas = TextCanvas(size: table.viewport)
    for step in 0..<Self.steps {
      let action = try run.step(table)
      let context = "seed \(seed), step \(step) (\(action)): replay with ROWKIT_SEED=\(seed)"
      let problems = table.invariantViolations()
      #expect(problems == [], "\(context)")
      #expect(table.sections == run.sections, "\(context): sections differ")
      let collapsed = try (0..<table.numberOfSections).map { try table.isCollapsed(sectionAt: $0) }
      #expect(collapsed == run.model.map(\.collapsed), "\(context): collapsed states")
      #expect(table.numberOfShownRows == run.shownCount, "\(context): shown rows")
      #expect(Set(table.selectedRowIDs) == run.selected, "\(context): selection")
      #expect(table.selectedCount == run.selected.count, "\(context): selected count")
      let fresh = try TableView(sections: run.sections, viewport: table.viewport)
      fresh.pinsSectionHeaders = table.pinsSectionHeaders
      fresh.selectionMode = .multiple
      for (index, section) in run.model.enumerated() where section.collapsed {
        try fresh.setCollapsed(true, sectionAt: index)
      }
      for id in run.selected { _ = try fresh.select(id) }
      if let focus = table.focus { try fresh.setFocus(focus.row, control: focus.control) }
      if let anchor = table.scrollAnchor { try fresh.scroll(to: anchor) }
      if canvas.size != table.viewport { canvas = TextCanvas(size: table.viewport) }
      table.draw(into: &canvas)
      let frame = fresh.render()
      #expect(
        RenderedLines.of(canvas) == RenderedLines.of(frame), "\(context): the kept canvas")
      let afterLayout = table.invariantViolations()
      #expect(afterLayout == [], "\(context), after layout")
      if !problems.isEmpty || !afterLayout.isEmpty || table.sections != run.sections
        || RenderedLines.of(canvas) != RenderedLines.of(frame)
      {
        return
      }
    }
  }
}

/// A section of the model.
private struct ModelSection {
  var id: SectionID
  var header: Row?
  var footer: Row?
  var rows: [Row]
  var collapsed = false

  var section: Section { Section(id: id, header: header, footer: footer, rows: rows) }
  var all: [Row] { (header.map { [$0] } ?? []) + rows + (footer.map { [$0] } ?? []) }
}

/// One randomised run: the model, the selection and the generator of steps.
private struct SectionRun {
  var random: SeededGenerator
  var model: [ModelSection] = []
  var selected = Set<RowID>()
  var next = 0

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
    model = (0..<4).map { _ in newSection() }
  }

  var sections: [Section] { model.map(\.section) }
  var all: [Row] { model.flatMap(\.all) }

  /// The rows neither in a collapsed section's rows nor its footer.
  var shownCount: Int {
    model.reduce(0) { $0 + ($1.collapsed ? ($1.header == nil ? 0 : 1) : $1.all.count) }
  }

  mutating func newRow() -> Row {
    next += 1
    switch Int.random(in: 0..<3, using: &random) {
    case 0: return toggle(RowID(next), "T\(next)")
    default: return label(RowID(next), "r\(next)" + String(repeating: " w", count: next % 4))
    }
  }

  mutating func newHeader() -> Row? {
    next += 1
    switch Int.random(in: 0..<4, using: &random) {
    case 0: return nil
    case 1: return label(RowID("h\(next)"), "Head \(next)")
    default: return Row(id: RowID("h\(next)"), kind: SectionTitleKind(), content: "Title \(next)")
    }
  }

  mutating func newSection() -> ModelSection {
    let header = newHeader()
    next += 1
    let footer = Int.random(in: 0..<3, using: &random) == 0 ? label(RowID("f\(next)"), "end") : nil
    let rows = (0..<Int.random(in: 0...8, using: &random)).map { _ in newRow() }
    return ModelSection(id: SectionID("s\(next)"), header: header, footer: footer, rows: rows)
  }

  func place(of id: RowID) -> (section: Int, part: SectionPart)? {
    for (index, section) in model.enumerated() {
      if section.header?.id == id { return (index, .header) }
      if section.footer?.id == id { return (index, .footer) }
      if let row = section.rows.firstIndex(where: { $0.id == id }) { return (index, .body(row)) }
    }
    return nil
  }

  /// Takes a row out of the model (its section loses a header or footer).
  mutating func take(_ id: RowID) -> Row? {
    guard let (section, part) = place(of: id) else { return nil }
    let row: Row?
    switch part {
    case .header:
      row = model[section].header
      model[section].header = nil
    case .footer:
      row = model[section].footer
      model[section].footer = nil
    case .body(let index): row = model[section].rows.remove(at: index)
    }
    return row
  }

  mutating func randomPath() -> RowIndexPath {
    guard let section = model.indices.randomElement(using: &random) else {
      return RowIndexPath(row: 0)
    }
    // Now and then one place past the end: invalid.
    return RowIndexPath(
      row: Int.random(in: 0...model[section].rows.count + 1, using: &random), section: section)
  }

  var selectable: [RowID] {
    all.filter { $0.content.isSelectable }.map(\.id)
  }

  /// Shuffles the sections, drops or adds one, moves rows between them, for `apply`.
  mutating func randomNewModel() -> [ModelSection] {
    var new = model
    if new.count > 1, Bool.random(using: &random) {
      let from = Int.random(in: 0..<new.count, using: &random)
      let section = new.remove(at: from)
      new.insert(section, at: Int.random(in: 0...new.count, using: &random))
    }
    if !new.isEmpty, Int.random(in: 0..<4, using: &random) == 0 {
      new.remove(at: Int.random(in: 0..<new.count, using: &random))
    }
    if new.count < 7, Int.random(in: 0..<3, using: &random) == 0 {
      new.insert(newSection(), at: Int.random(in: 0...new.count, using: &random))
    }
    for _ in 0..<Int.random(in: 0...3, using: &random) {
      guard let from = new.indices.filter({ !new[$0].rows.isEmpty }).randomElement(using: &random),
        let to = new.indices.randomElement(using: &random)
      else { break }
      let row = new[from].rows.remove(at: Int.random(in: 0..<new[from].rows.count, using: &random))
      new[to].rows.insert(row, at: Int.random(in: 0...new[to].rows.count, using: &random))
    }
    if let section = new.indices.randomElement(using: &random), Bool.random(using: &random) {
      new[section].header = newHeader()
    }
    // Collapse follows the id; a new section is expanded.
    for index in new.indices {
      new[index].collapsed = model.first { $0.id == new[index].id }?.collapsed ?? false
    }
    return new
  }

  /// One random step, applied to the table and the model; returns its name.
  mutating func step(_ table: TableView) throws -> String {
    switch Int.random(in: 0..<20, using: &random) {
    case 0, 1:
      let path = randomPath()
      let rows = (0..<Int.random(in: 1...2, using: &random)).map { _ in newRow() }
      let valid = model.indices.contains(path.section) && path.row <= model[path.section].rows.count
      do {
        try table.insert(rows, at: path)
        #expect(valid, "the table took an insert at \(path)")
        model[path.section].rows.insert(contentsOf: rows, at: path.row)
      } catch {
        #expect(!valid, "the table refused an insert at \(path): \(error)")
      }
      return "insert at \(path)"
    case 2, 3:
      guard let id = all.randomElement(using: &random)?.id else { return "nothing to delete" }
      try table.delete(id)
      _ = take(id)
      selected.remove(id)
      return "delete \(id)"
    case 4:
      guard let id = all.randomElement(using: &random)?.id else { return "nothing to move" }
      let path = randomPath()
      var after = model
      let row = take(id)
      let valid = model.indices.contains(path.section) && path.row <= model[path.section].rows.count
      if valid, let row {
        model[path.section].rows.insert(row, at: path.row)
        after = model
      }
      model = after
      do {
        try table.move(id, to: path)
        #expect(valid, "the table took a move of \(id) to \(path)")
      } catch {
        #expect(!valid, "the table refused a move of \(id) to \(path): \(error)")
      }
      return "move \(id) to \(path)"
    case 5:
      var section = newSection()
      let duplicate = !model.isEmpty && Int.random(in: 0..<5, using: &random) == 0
      if duplicate, let other = model.randomElement(using: &random) { section.id = other.id }
      let index = Int.random(in: 0...model.count, using: &random)
      do {
        try table.performBatchUpdates([.insertSection(section.section, at: index)])
        #expect(!duplicate, "the table took a duplicate section id")
        model.insert(section, at: index)
      } catch {
        #expect(duplicate, "the table refused a section: \(error)")
      }
      return "insert section at \(index)"
    case 6:
      guard !model.isEmpty else { return "no section to delete" }
      let index = Int.random(in: 0..<model.count, using: &random)
      try table.performBatchUpdates([.deleteSection(index)])
      for row in model[index].all { selected.remove(row.id) }
      model.remove(at: index)
      return "delete section \(index)"
    case 7, 8:
      let new = randomNewModel()
      let changes = try table.apply(new.map(\.section))
      let kept = Set(new.flatMap(\.all).map(\.id))
      let oldIDs = model.map(\.id)
      let newIDs = new.map(\.id)
      #expect(
        changes.deletedSections == oldIDs.indices.filter { !newIDs.contains(oldIDs[$0]) })
      #expect(
        changes.insertedSections == newIDs.indices.filter { !oldIDs.contains(newIDs[$0]) })
      selected = selected.filter { kept.contains($0) }
      model = new
      return "apply"
    case 9, 10:
      guard !model.isEmpty else { return "no section to collapse" }
      let index = Int.random(in: 0..<model.count, using: &random)
      model[index].collapsed.toggle()
      try table.setCollapsed(model[index].collapsed, section: model[index].id)
      return "\(model[index].collapsed ? "collapse" : "expand") \(model[index].id)"
    case 11:
      guard let row = all.randomElement(using: &random) else { return "nothing to toggle" }
      _ = try table.toggleSelection(row.id)
      if row.content.isSelectable {
        if selected.contains(row.id) { selected.remove(row.id) } else { selected.insert(row.id) }
      }
      return "toggle \(row.id)"
    case 12:
      let rows = all
      guard let start = rows.indices.randomElement(using: &random),
        let end = rows.indices.randomElement(using: &random)
      else { return "no range" }
      _ = try table.selectRange(from: rows[start].id, to: rows[end].id)
      for row in rows[min(start, end)...max(start, end)] where row.content.isSelectable {
        selected.insert(row.id)
      }
      return "range \(rows[start].id)...\(rows[end].id)"
    case 13:
      if Bool.random(using: &random) {
        table.selectAll()
        selected = Set(selectable)
        return "select all"
      }
      table.clearSelection()
      selected = []
      return "clear"
    case 14, 15:
      let keys: [Key] = [.up, .down, .tab, .backTab, .home, .end, .pageDown, .pageUp]
      let key = keys.randomElement(using: &random) ?? .down
      try table.handle(key)
      return "key \(key)"
    case 16:
      guard let row = all.randomElement(using: &random) else { return "nothing to focus" }
      guard row.content.isFocusable, table.isShown(row.id) else {
        if !row.content.isFocusable {
          #expect(throws: TableError.notFocusable(row.id)) { try table.setFocus(row.id) }
        }
        return "no focus on \(row.id)"
      }
      try table.setFocus(row.id)
      return "focus \(row.id)"
    case 17:
      table.scroll(by: Int.random(in: -9...9, using: &random))
      return "scroll"
    case 18:
      if Int.random(in: 0..<3, using: &random) == 0 {
        table.pinsSectionHeaders.toggle()
        return "pins headers \(table.pinsSectionHeaders)"
      }
      table.viewport = Size(
        columns: Int.random(in: 6...24, using: &random),
        lines: Int.random(in: 1...9, using: &random))
      return "resize to \(table.viewport)"
    default:
      if let id = all.randomElement(using: &random)?.id, table.isShown(id) {
        try table.scroll(
          to: id, position: [.top, .bottom, .nearest].randomElement(using: &random)!)
        return "scroll to \(id)"
      }
      table.scroll(toOffset: Int.random(in: 0...max(0, table.maxContentOffset), using: &random))
      return "jump"
    }
  }
}
