import RowKit
import RowKitKinds
import RowKitSampleSupport
import RowKitTerminal

/// The showcase: one table mixing every kind, with the counters that show reuse;
/// rows are selected with `s`. With `--sections N` the rows come in sections of N,
/// each headed by a header that stays at the top while its rows scroll and folds the
/// section (``SectionHeaderKind``, `c`); the selection, the sections and which are
/// folded are the table's state.
final class ShowcaseApp: SampleApp {
  /// The table of rows `1...n`, and with sections their headers.
  let table: TableView
  /// Whether the rows are in sections (`--sections`).
  let hasSections: Bool

  /// Builds a showcase of `count` rows, in sections of `sectionSize` when given.
  ///
  /// - Throws: ``SampleError/data(_:)`` if the table cannot be built.
  init(rows count: Int, sectionSize: Int? = nil) throws(SampleError) {
    var registry = RowKindRegistry()
    do {
      try registry.register(BuiltInKinds.self)
      try registry.register(ProgressKind())
      if let sectionSize {
        try registry.register(SectionHeaderKind())
        table = try TableView(
          registry: registry,
          sections: ShowcaseSections.sections(rows: count, size: sectionSize),
          viewport: Size(columns: 80, lines: 24))
      } else {
        table = try TableView(
          registry: registry, rows: ShowcaseKind.rows(count: count),
          viewport: Size(columns: 80, lines: 24))
      }
    } catch {
      throw .data("cannot build the showcase: \(error)")
    }
    hasSections = sectionSize != nil
    table.selectionMode = .multiple
    table.pinsSectionHeaders = hasSections
    // The app owns the table and the table the handler: it holds the app unowned.
    table.onMessage(SectionHeaderKind.FoldRequested.self) { [unowned self] header, _ in
      try? fold(sectionOf: header)
    }
  }

  /// The rows, without the sections' headers.
  ///
  /// - Complexity: O(1).
  var rowCount: Int { table.numberOfRows - (hasSections ? table.numberOfSections : 0) }

  /// Three status lines, each short enough for 80 columns: the rows, the visible
  /// range and the selection (with sections, how many there are and how many are
  /// folded); the cells made and reused; the content views made per row kind (with
  /// sections, the headers' views close the second line).
  ///
  /// ```text
  /// rows 10000 · visible 1–9 · selected 2 · sections 100 · folded 1
  /// cells made 10 · cell reuses 0 · view reuses 0 · header views 1
  /// views made: checkable-options 3, confirm 2, remove-button 3, progress 2
  /// ```
  var statusLines: [String] {
    let counters = table.counters
    let headerKind = SectionHeaderKind().id
    let views = table.registry.ids.filter { $0 != headerKind }.map {
      "\($0) \(counters.contentViewsCreated[$0] ?? 0)"
    }
    let viewReuses = counters.contentViewReuses.values.reduce(0, +)
    var rows = "rows \(rowCount) · visible \(visibleRows) · selected \(table.selectedCount)"
    var cells =
      "cells made \(counters.cellsCreated) · cell reuses \(counters.cellReuses)"
      + " · view reuses \(viewReuses)"
    if hasSections {
      let folded = (0..<table.numberOfSections).count {
        (try? table.isCollapsed(sectionAt: $0)) == true
      }
      rows += " · sections \(table.numberOfSections) · folded \(folded)"
      cells += " · header views \(counters.contentViewsCreated[headerKind] ?? 0)"
    }
    return [rows, cells, "views made: " + views.joined(separator: ", ")]
  }

  /// The first and last rows in view, by number (`1–9`), headers left out; `none`.
  private var visibleRows: String {
    guard hasSections else {
      guard let range = table.visibleIndexPaths else { return "none" }
      return "\(range.lowerBound.row + 1)–\(range.upperBound.row + 1)"
    }
    let numbers = table.visibleRowIDs.compactMap(\.intValue)
    guard let first = numbers.first, let last = numbers.last else { return "none" }
    return "\(first)–\(last)"
  }

  /// Three status lines, always (counting them must not lay the table out).
  var statusLineCount: Int { 3 }

  /// The standard keys, then `s` to select and, with sections, `c` to fold.
  var keymap: Keymap { ShowcaseKeys.keymap(sections: hasSections) }

  /// `c` folds the focused row's section, or unfolds it (the keymap names it, the
  /// runtime leaves it to the app).
  func handle(key: KeyPress) throws -> TerminalRuntime.KeyResponse {
    guard hasSections, key == ShowcaseKeys.foldKey else { return .ignored }
    guard let focus = table.focus else { throw SampleError.usage("no row has the focus") }
    try fold(sectionOf: focus.row)
    return .handled
  }

  /// Folds the section of a row (a header or one of its rows), or unfolds it. A
  /// focused row the fold hides hands the focus to its header.
  func fold(sectionOf row: RowID) throws(TableError) {
    try fold(sectionAt: table.indexPath(of: row).section)
  }

  /// Folds the section at an index, or unfolds it.
  func fold(sectionAt section: Int) throws(TableError) {
    try table.setCollapsed(!table.isCollapsed(sectionAt: section), sectionAt: section)
  }

  /// The row numbered `index` (from 0) top to bottom, headers left out, or `nil`.
  ///
  /// - Complexity: O(s + log n) for s sections.
  func row(at index: Int) -> Row? {
    var rest = index
    for section in 0..<table.numberOfSections {
      guard let count = try? table.numberOfRows(inSection: section) else { continue }
      if rest < count { return try? table.row(at: RowIndexPath(row: rest, section: section)) }
      rest -= count
    }
    return nil
  }
}
