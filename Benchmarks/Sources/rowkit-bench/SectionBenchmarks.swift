import RowKit
import RowKitKinds

/// Sections at a million rows: a collapse and an expansion cost O(log n) whatever the
/// section's size (the row tree marks the subtrees the section covers whole); a
/// sectioned `apply` costs the diff of its rows and little more.
enum SectionBenchmarks {
  static func run() {
    Report.section("sections (1,000,000 rows in 10 sections of 100,000, with headers)")
    let sections = sectioned(rows: TableScreen.rows(1_000_000), size: 100_000)
    var registry = TableScreen.registry()
    try? registry.register(SectionTitleKind())
    // The registry knows the kinds, and the ids are unique: this cannot throw.
    let table =
      (try? TableView(
        registry: registry, sections: sections, viewport: Size(columns: 80, lines: 24)))!
    _ = table.render()
    // Each call collapses a section and expands it again (the table is as it was
    // after each), another section each time, so that its entries are not in the
    // cache. The baseline: the same of a 10,000-row section (O(log n): about as much).
    var section = 0
    let small = smallSectionTable()
    let (tenThousand, hundredThousand) = Timing.pairedMedians(
      rounds: 9, iterations: 20,
      {
        section = (section + 3) % 10
        try? small.setCollapsed(true, sectionAt: section)
        let shown = small.numberOfShownRows
        try? small.setCollapsed(false, sectionAt: section)
        return shown
      },
      {
        section = (section + 3) % 10
        try? table.setCollapsed(true, sectionAt: section)
        let shown = table.numberOfShownRows
        try? table.setCollapsed(false, sectionAt: section)
        return shown
      })
    Report.time(
      "collapse and expand, 10,000-row section", tenThousand, baseline: tenThousand)
    Report.time(
      "collapse and expand, 100,000-row section", hundredThousand, baseline: tenThousand,
      limits: [.nanoseconds(50_000)])

    // One row changed, back and forth; the diff alone of the same rows is the baseline.
    let flat = sections.flatMap { [$0.header].compactMap { $0 } + $0.rows }
    var changed = sections
    changed[4].rows[500] = BuiltInKinds.removableRow(id: changed[4].rows[500].id, title: "changed")
    let changedFlat = changed.flatMap { [$0.header].compactMap { $0 } + $0.rows }
    var flip = false
    let (diff, apply) = Timing.pairedMedians(
      rounds: 7, iterations: 1,
      {
        let diff = try? Diff(
          from: flat, to: changedFlat, id: { $0.id }, contentEquals: { $0.content == $1.content })
        return diff?.updates.count ?? -1
      },
      {
        flip.toggle()
        let changes = try? table.apply(flip ? changed : sections)
        return changes?.updated.count ?? -1
      })
    Report.time("diff of the rows, one changed, at 1M rows", diff, baseline: diff)
    Report.time(
      "sectioned apply, one row changed, at 1M rows", apply, baseline: diff,
      limits: [.ratio(1.3)])
  }

  /// 100,000 rows in ten sections of 10,000.
  static func smallSectionTable() -> TableView {
    var registry = TableScreen.registry()
    try? registry.register(SectionTitleKind())
    let sections = sectioned(rows: TableScreen.rows(100_000), size: 10_000)
    return
      (try? TableView(
        registry: registry, sections: sections, viewport: Size(columns: 80, lines: 24)))!
  }

  /// Rows in sections of `size`, each with a title header.
  static func sectioned(rows: [Row], size: Int) -> [Section] {
    stride(from: 0, to: rows.count, by: size).map { start in
      Section(
        id: SectionID(start / size),
        header: Row(
          id: RowID("header \(start / size)"), kind: SectionTitleKind(),
          content: "Section \(start / size)"),
        rows: Array(rows[start..<min(rows.count, start + size)]))
    }
  }
}
