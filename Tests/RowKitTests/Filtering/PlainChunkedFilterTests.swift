import RowKitTesting
import Testing

@testable import RowKit

/// Filtering a table that holds its rows, larger than one step: the first screenful
/// at once, the rest a step at a time with `continueFiltering(rows:)`, the rows not
/// checked yet hidden; a new filter cancels the steps left; edits, sections, the
/// selection and the focus keep working during the steps. Counts are checked against
/// a brute-force filter of the same texts, the invariants after every step.
@Suite struct PlainChunkedFilterTests {
  static let count = 150_000

  func table(count: Int = count, lines: Int = 3) throws -> TableView {
    try TableView(
      rows: (0..<count).map { label(RowID($0), "row \($0)") },
      viewport: Size(columns: 16, lines: lines))
  }

  /// The rows among `0..<count` whose text contains `query`.
  func expected(_ query: String, count: Int = count) -> Int {
    (0..<count).count { "row \($0)".contains(query) }
  }

  @Test func aLargeTableIsFilteredInStepsFirstScreenfulFirst() throws {
    let table = try table()
    table.filter = .text(TextQuery("777", mode: .exact))
    #expect(table.isFiltering)
    #expect(plainLines(table) == ["  row 777", "  row 1777", "  row 2777"])
    let first = table.numberOfShownRows
    #expect(first == expected("777", count: TableView.filterStepRows))
    #expect(!table.isShown(RowID(TableView.filterStepRows + 777)))
    var steps = 0
    while table.continueFiltering(rows: 20_000) {
      steps += 1
      #expect(table.invariantViolations() == [])
      #expect(table.numberOfShownRows > first)
    }
    #expect(steps >= 3)
    #expect(!table.isFiltering)
    #expect(table.numberOfShownRows == expected("777"))
    #expect(table.invariantViolations() == [])
    // The viewport stayed on the first matches while the rest were shown.
    #expect(plainLines(table) == ["  row 777", "  row 1777", "  row 2777"])
    table.moveFocusToEdge(end: true)
    #expect(plainLines(table) == ["  row 147779", "  row 148777", "› row 149777"])
  }

  @Test func theFirstStepGoesOnUntilAScreenfulIsFound() throws {
    // Of "14999"'s matches only row 14999 is in the first step's rows: the step goes
    // on, 4,096 rows at a time, past 114999 and 149990...149999.
    let table = try table(count: 300_000)
    table.filter = .text(TextQuery("14999", mode: .exact))
    #expect(table.isFiltering)
    let checked = TableView.filterStepRows + 21 * 4_096
    #expect(table.filterState.scan?.next == checked)
    #expect(table.numberOfShownRows == expected("14999", count: checked))
    #expect(plainLines(table) == ["  row 14999", "  row 114999", "  row 149990"])
    #expect(table.invariantViolations() == [])
    while table.continueFiltering() {}
    #expect(table.numberOfShownRows == expected("14999", count: 300_000))
  }

  @Test func aSmallTableAndClearingAreDoneAtOnce() throws {
    let table = try table(count: 1_000)
    table.filter = .text(TextQuery("7", mode: .exact))
    #expect(!table.isFiltering)
    #expect(table.numberOfShownRows == expected("7", count: 1_000))
    #expect(!table.continueFiltering())
    let large = try self.table()
    large.filter = .text(TextQuery("7", mode: .exact))
    #expect(large.isFiltering)
    large.filter = nil
    #expect(!large.isFiltering)
    #expect(large.numberOfShownRows == Self.count)
    #expect(large.invariantViolations() == [])
  }

  @Test func aNewFilterCancelsTheStepsLeftAndNarrowingChecksOnlyMatches() throws {
    let table = try table()
    table.filter = .text(TextQuery("12", mode: .exact))
    table.continueFiltering()
    #expect(table.isFiltering)
    // The next key: even a narrower query starts again over every row while the
    // broader one has not finished.
    table.filter = .text(TextQuery("121", mode: .exact))
    #expect(table.filterState.scan?.next == TableView.filterStepRows)
    while table.continueFiltering() {}
    #expect(table.numberOfShownRows == expected("121"))
    // Narrowing a finished filter checks only its matches, at once.
    table.filter = .text(TextQuery("1212", mode: .exact))
    #expect(!table.isFiltering)
    #expect(table.numberOfShownRows == expected("1212"))
    #expect(table.invariantViolations() == [])
    // A predicate is checked in steps too.
    table.filter = .rows { ($0.content.searchText ?? "").hasSuffix("000") || $0.id == 0 }
    #expect(table.isFiltering)
    while table.continueFiltering() { #expect(table.invariantViolations() == []) }
    #expect(table.numberOfShownRows == Self.count / 1_000)
  }

  @Test func editsSelectionAndFocusDuringTheSteps() throws {
    let table = try table()
    table.selectionMode = .multiple
    try table.select(RowID(7))
    try table.select(RowID(140_007))
    try table.setFocus(RowID(70))
    table.filter = .text(TextQuery("7", mode: .exact))
    let boundary = try #require(table.filterState.scan?.next)
    #expect(table.focus?.row == RowID(70))
    // Inserted before the rows checked: checked at once.
    try table.insert([label(200_000, "row 7 new")], at: RowIndexPath(row: 10))
    #expect(table.isShown(200_000))
    #expect(table.filterState.scan?.next == boundary + 1)
    // Inserted among the rows not checked: hidden until the steps reach it.
    try table.insert([label(200_001, "row 7 late")], at: RowIndexPath(row: 100_000))
    #expect(!table.isShown(200_001))
    // A row not checked that changes stays hidden; a checked one is checked again.
    try table.reconfigure(RowID(100_007), kind: LabelKind(), content: "row 7 again")
    #expect(!table.isShown(100_007))
    try table.reconfigure(RowID(17), kind: LabelKind(), content: "seventeen")
    #expect(!table.isShown(17))
    // Moved across the boundary: checked, or hidden to be checked again.
    try table.move(RowID(120_007), to: RowIndexPath(row: 0))
    #expect(table.isShown(120_007))
    try table.move(RowID(27), to: RowIndexPath(row: 130_000))
    #expect(!table.isShown(27))
    try table.delete(RowID(57))
    #expect(table.invariantViolations() == [])
    while table.continueFiltering(rows: 30_000) { #expect(table.invariantViolations() == []) }
    for id in [200_000, 200_001, 100_007, 120_007, 27] { #expect(table.isShown(RowID(id))) }
    #expect(!table.isShown(17))
    let matches = (0..<Self.count).count {
      "row \($0)".contains("7") && ![17, 57].contains($0)
    }
    #expect(table.numberOfShownRows == matches + 2)
    // The hidden rows kept their selection; the focus stayed on its row.
    #expect(table.selectedRowIDs == [RowID(7), RowID(140_007)])
    #expect(table.focus?.row == RowID(70))
    #expect(table.invariantViolations() == [])
  }

  @Test func sectionsAndCollapsingDuringTheSteps() throws {
    let sections = (0..<3).map { section in
      Section(
        id: SectionID(section),
        rows: (0..<50_000).map { label(RowID(section * 50_000 + $0), "row \($0) s\(section)") })
    }
    let table = try TableView(sections: sections, viewport: Size(columns: 20, lines: 3))
    table.filter = .text(TextQuery("999", mode: .exact))
    #expect(table.isFiltering)
    try table.setCollapsed(true, section: SectionID(2))
    while table.continueFiltering(rows: 10_000) { #expect(table.invariantViolations() == []) }
    let perSection = (0..<50_000).count { "row \($0)".contains("999") }
    #expect(table.numberOfShownRows == 2 * perSection)
    try table.setCollapsed(false, section: SectionID(2))
    #expect(table.numberOfShownRows == 3 * perSection)
    #expect(table.invariantViolations() == [])
  }
}

/// Random edits, steps, frames and filters (ranked or not) on a table filtered in
/// steps, against an array of the rows' texts: after every step the rows before the scan's boundary are shown
/// exactly when the filter keeps them and the rows after it are hidden, and once the
/// steps are done the shown rows are the brute-force filter's.
@Suite struct PlainChunkedFilterModelTests {
  @Test(arguments: SeededGenerator.testSeeds())
  func editsInterleavedWithStepsAgreeWithAnArray(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let start = 3_000
    var texts = (0..<start).map { "row \($0)" }
    var ids = (0..<start).map { RowID($0) }
    var nextID = start
    let table = try TableView(
      rows: zip(ids, texts).map { label($0, $1) }, viewport: Size(columns: 16, lines: 3))
    // Steps of 1,000 rows, so that a few thousand rows take several.
    table.filterState.stepRows = 1_000
    let queries = ["7", "77", "1", "12", "x"]
    var query = "7"
    table.filter = .text(TextQuery(query, mode: .exact))
    /// Rows near the boundary and past it, where the steps still go.
    func place(_ count: Int) -> Int {
      Int.random(in: max(0, count - 2_500)...count, using: &random)
    }
    for step in 0..<SeededGenerator.steps(fallback: 100) {
      let context = "seed \(seed), step \(step): replay with ROWKIT_SEED=\(seed)"
      switch Int.random(in: 0..<8, using: &random) {
      case 0:
        let at = place(texts.count)
        let text = "row \(nextID) \(Bool.random(using: &random) ? "7" : "")"
        try table.insert([label(RowID(nextID), text)], at: RowIndexPath(row: at))
        texts.insert(text, at: at)
        ids.insert(RowID(nextID), at: at)
        nextID += 1
      case 1:
        let at = place(texts.count - 1)
        try table.delete(ids[at])
        texts.remove(at: at)
        ids.remove(at: at)
      case 2:
        let from = place(texts.count - 1)
        let to = Int.random(in: 0..<texts.count, using: &random)
        try table.move(ids[from], to: RowIndexPath(row: to))
        let (id, text) = (ids.remove(at: from), texts.remove(at: from))
        ids.insert(id, at: to)
        texts.insert(text, at: to)
      case 3:
        let at = place(texts.count - 1)
        texts[at] = "changed \(Int.random(in: 0..<100, using: &random))"
        try table.reconfigure(ids[at], kind: LabelKind(), content: texts[at])
      case 4:
        query = queries[Int.random(in: 0..<queries.count, using: &random)]
        // Ranked or not: ranked, each step ranks its rows into the order kept, which
        // the invariants compare with the order made anew.
        let order: TextMatches.Order = Bool.random(using: &random) ? .ranked : .original
        table.filter = .text(TextQuery(query, mode: .exact), order: order)
      case 5:
        // The whole rows again, some of them moved: the steps may start again.
        let from = Int.random(in: 0..<texts.count - 20, using: &random)
        let range = from..<from + 20
        let order = range.shuffled(using: &random)
        ids.replaceSubrange(range, with: order.map { ids[$0] })
        texts.replaceSubrange(range, with: order.map { texts[$0] })
        _ = try table.apply(rows: zip(ids, texts).map { label($0, $1) })
      case 6:
        // A frame: a ranked filter's order is used, and rows measured.
        _ = table.render()
      default:
        table.continueFiltering(rows: Int.random(in: 1...400, using: &random))
      }
      #expect(table.invariantViolations() == [], "\(context)")
      let order = table.tree.slotsInOrder().map { table.tree.row(inSlot: $0).id }
      #expect(order == ids, "\(context)")
      let boundary = table.filterState.scan?.next ?? texts.count
      let wrong = texts.indices.first { index in
        table.isShown(ids[index]) != (index < boundary && texts[index].contains(query))
      }
      #expect(
        wrong == nil, "\(context): row \(wrong ?? -1) of \(texts.count), boundary \(boundary)")
    }
    while table.continueFiltering() {}
    #expect(table.numberOfShownRows == texts.count { $0.contains(query) }, "seed \(seed)")
    #expect(table.invariantViolations() == [], "seed \(seed)")
  }
}
