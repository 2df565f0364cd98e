/// The headless table: sections of rows, a viewport in text cells, a scroll offset,
/// self-sizing layout, cell reuse, hit testing, focus, event routing and updates.
///
/// A `TableView` does the job of `UITableView` without a UI stack. It keeps one list
/// of rows (each with a ``RowID``, its kind and its content value) and shows the rows
/// in its viewport through reusable ``Cell``s: scrolling a table of a million rows
/// makes only as many cells and content views as the viewport can show.
///
/// ```swift
/// let table = try TableView(
///   rows: [Row(id: 1, kind: TitleKind(), content: "Hello")],
///   viewport: Size(columns: 20, lines: 3))
/// print(TextRenderer.plain.render(table.render()))
/// ```
///
/// Rows carry their kinds. Give a table a ``RowKindRegistry`` to accept only the
/// kinds registered in it (a row of another kind is a ``TableError/unknownKind(_:)``).
///
/// The table is a plain, non-`Sendable` class with a synchronous API: own it from one
/// place (a CLI's top-level code, a test, or an actor or main-actor wrapper).
public final class TableView {
  /// The kinds this table accepts: ``RowKindRegistry/any`` (every kind) when the
  /// table was made without a registry.
  public let registry: RowKindRegistry
  /// What cells draw around their content.
  ///
  /// Rows are measured again only when the chrome changes the content's width; a
  /// change of insets or separator shifts the measured heights instead.
  ///
  /// Set from kinds' code while the table lays out, measures, draws or hit-tests rows,
  /// the new chrome takes effect when the table is done (and so does a new
  /// ``viewport``, ``widthMode``, ``estimatedRowHeight`` or ``filter``); reading it
  /// meanwhile gives the chrome in use.
  public var chrome: CellChrome {
    get { currentChrome }
    set {
      guard !isLayingOut else {
        deferred.chrome = newValue
        return
      }
      let old = currentChrome
      currentChrome = newValue
      chromeChanged(from: old)
    }
  }
  /// The size of the visible area, in columns and lines.
  ///
  /// A new width forgets every measured height; a focused row that was in view
  /// before a change of size is kept in view after it (by the next layout); setting
  /// the same size again changes nothing. A size set from kinds' code while the table
  /// lays out takes effect when the table is done (see ``chrome``).
  public var viewport: Size {
    get { currentViewport }
    set {
      guard !isLayingOut else {
        deferred.viewport = newValue
        return
      }
      guard newValue != currentViewport else { return }
      prepareForResize()
      let old = currentViewport
      currentViewport = newValue
      if newValue.columns != old.columns { remeasureAll() }
      needsLayout = true
    }
  }
  /// How display widths are counted when rows are measured: set it to the mode of the
  /// terminal the table is drawn in (and draw into canvases of the same mode).
  /// Changing it forgets every measured height.
  public var widthMode: WidthMode {
    get { currentWidthMode }
    set {
      guard !isLayingOut else {
        deferred.widthMode = newValue
        return
      }
      guard newValue != currentWidthMode else { return }
      currentWidthMode = newValue
      remeasureAll()
    }
  }
  /// The height, in lines, assumed for a row until it is first shown and measured.
  ///
  /// Rows are measured lazily: only the rows that the viewport shows (and the rows a
  /// scroll passes over) are measured, so a table of a million rows opens at once.
  /// Offsets of rows that were never shown are estimates; what the viewport shows is
  /// always exact. Values are clamped to `1...maximumRowHeight`
  /// (``maximumRowHeight``). Changing the estimate costs O(1).
  public var estimatedRowHeight: Int {
    get { tree.estimate }
    set {
      guard !isLayingOut else {
        deferred.estimatedRowHeight = newValue
        return
      }
      let value = min(max(1, newValue), TableView.maximumRowHeight)
      guard value != tree.estimate else { return }
      tree.estimate = value
      needsLayout = true
    }
  }

  // The table's state is checked for exclusive access when compiled, not as it runs
  // (`@exclusivity(unchecked)`): code from outside the table (kinds, content views,
  // filters, sources, subscribers) never runs inside an access to it, but on values
  // read out first, so a check as it runs could never fail. Those checks cost a tenth
  // of a one-row toggle's instructions. Architecture, "Exclusive access", has the rule.
  /// The keyboard focus, if any row has it: a row and, when the row has controls,
  /// one of them.
  ///
  /// Reading it changes nothing. The table repairs it in one place after every
  /// change and every layout (see "Where the focus goes" in ``handle(_:modifiers:)``).
  @exclusivity(unchecked) public internal(set) var focus: Focus?
  /// The selection: its mode, the selected rows and the anchor of ranges
  /// (``selectionMode``, ``selection``).
  @exclusivity(unchecked) var selectionState = SelectionState()
  /// The filter and what it keeps to filter again quickly (``filter``).
  @exclusivity(unchecked) var filterState = FilterState()
  /// The source of a table made from one, its heights and its window (``source``).
  @exclusivity(unchecked) var sourceState: SourceState?
  /// Whether, after ``apply(rows:)`` or ``apply(_:)``, the focus stays with its row
  /// even when the row moves off screen (`true`), or stays where it was on screen
  /// (`false`, the default): see "Where the focus goes" in ``handle(_:modifiers:)``.
  @exclusivity(unchecked) public var focusFollowsRow = false
  /// The subscribers of the rows' messages (``onMessage(_:_:)``).
  @exclusivity(unchecked) var messageSubscribers = MessageSubscribers()
  /// The pool of parked content views shared by all cells.
  public var contentViewPool: ContentViewPool { cells.pool }

  /// The rows, sections concatenated, with their heights, slots and id index.
  @exclusivity(unchecked) var tree: RowTree
  /// The fewest structural changes for which ``apply(flat:sections:)`` may
  /// rebuild the tree instead of editing it.
  let rebuildThreshold: Int
  /// The number of rows in each section.
  @exclusivity(unchecked) var sectionCounts: SectionCounts
  /// Checks that rows' kinds are registered, remembering the kinds it found.
  @exclusivity(unchecked) var kindCheck: KindCheck
  /// The row shown at the top of the viewport: scrolling is anchored to a row, so
  /// measuring or updating rows above it never moves what the viewport shows.
  @exclusivity(unchecked) var anchor: RowID?
  /// The line of the anchor row shown at the top of the viewport.
  @exclusivity(unchecked) var anchorLine = 0
  /// The rows placed by the last layout, top to bottom: read them through
  /// ``layout``.
  @exclusivity(unchecked) var placed: [PlacedRow] = []
  /// The section header the last layout pinned over the top of the viewport, if any
  /// (``pinsSectionHeaders``); it is not among ``placed``.
  @exclusivity(unchecked) var pinned: PlacedRow?
  /// Whether a section's header stays at the viewport's top while its rows scroll
  /// under it (see ``pinsSectionHeaders``).
  @exclusivity(unchecked) var pinsHeaders = false
  /// The viewport of the last layout, if any.
  @exclusivity(unchecked) var laidOutViewport: Size?
  /// The stored ``viewport``, ``chrome`` and ``widthMode``.
  @exclusivity(unchecked) var currentViewport: Size
  @exclusivity(unchecked) var currentChrome: CellChrome
  @exclusivity(unchecked) var currentWidthMode = WidthMode.graphemeClusters
  /// How deep the table is in laying out, measuring, drawing or hit-testing rows, where
  /// kinds' code runs (``beginLayingOut()``).
  @exclusivity(unchecked) var layoutDepth = 0
  /// Settings kinds' code changed meanwhile, taken when the table is done.
  @exclusivity(unchecked) var deferred = DeferredSettings()
  /// The focused row, when it was shown as the viewport began to change size: the
  /// next layout keeps it in view (``prepareForResize()``).
  @exclusivity(unchecked) var keepInView: RowID?
  /// The cells of the visible rows, the reuse pools and their counters.
  let cells: CellCache
  /// What the table last drew, and into which canvas (``draw(into:at:)``).
  @exclusivity(unchecked) var drawn = DrawnFrame()
  /// The drawings of rows made so far: each row drawn gets the next number
  /// (`DrawnFrame.Row.drawing`).
  @exclusivity(unchecked) var drawings: UInt64 = 0
  /// How much of the last layout is stale (``needsLayout``).
  @exclusivity(unchecked) var staleness = LayoutStaleness.all
  /// What the layouts since the last draw redid: only some rows' contents, or all.
  @exclusivity(unchecked) var undrawn = LayoutStaleness.all
  /// A row whose content changed since it was measured, and which keeps the
  /// height measured for its content before until the next layout measures it again
  /// (``keepOrForgetHeight(slot:measured:)``): a height that comes out the same then
  /// changes no sum of heights. One row at most.
  @exclusivity(unchecked) var keptHeight: (slot: UInt32, id: RowID)?
  /// Row heights computed, by the rows' content views or kinds.
  @exclusivity(unchecked) var measurements = 0
  /// Rows given their cells by layouts: every row shown by a pass that places them,
  /// only the changed rows by one that redoes rows whose contents changed.
  @exclusivity(unchecked) var rowsLaidOut = 0

  /// Creates a table of sections.
  ///
  /// - Parameters:
  ///   - registry: the kinds the table accepts (every kind by default: rows carry
  ///     their kinds; a registry is an allowlist).
  ///   - sections: the rows, in sections.
  ///   - viewport: the visible area in columns and lines.
  ///   - chrome: what cells draw around their content.
  ///   - estimatedRowHeight: the height assumed for rows not yet measured; by default
  ///     one line of content plus the chrome.
  ///   - makeCell: makes a cell when the reuse pool has none.
  /// - Throws: ``TableError/duplicateRowID(_:)`` or ``TableError/unknownKind(_:)``.
  /// - Complexity: O(n) for n rows, each copied once; no row is measured until it is
  ///   shown.
  public convenience init(
    registry: RowKindRegistry = .any, sections: [Section], viewport: Size,
    chrome: CellChrome = .standard, estimatedRowHeight: Int? = nil,
    makeCell: @escaping () -> any Cell = { DefaultCell() }
  ) throws(TableError) {
    try self.init(
      registry: registry, sections: sections, viewport: viewport, chrome: chrome,
      estimatedRowHeight: estimatedRowHeight, makeCell: makeCell, nodeCapacity: nil)
  }

  /// Creates a table with one section of rows.
  ///
  /// - Throws: ``TableError/duplicateRowID(_:)`` or ``TableError/unknownKind(_:)``.
  /// - Complexity: O(n) for n rows, each copied once.
  public convenience init(
    registry: RowKindRegistry = .any, rows: [Row] = [], viewport: Size,
    chrome: CellChrome = .standard, estimatedRowHeight: Int? = nil,
    makeCell: @escaping () -> any Cell = { DefaultCell() }
  ) throws(TableError) {
    try self.init(
      registry: registry, sections: [Section(rows)], viewport: viewport, chrome: chrome,
      estimatedRowHeight: estimatedRowHeight, makeCell: makeCell)
  }

  /// Creates a table whose row tree has nodes of `nodeCapacity` (tests use small
  /// nodes to exercise the balancing), or of the tree's own capacities when `nil`.
  init(
    registry: RowKindRegistry, sections: [Section], viewport: Size, chrome: CellChrome,
    estimatedRowHeight: Int?, makeCell: @escaping () -> any Cell, nodeCapacity: Int?
  ) throws(TableError) {
    self.registry = registry
    kindCheck = KindCheck(registry: registry)
    currentViewport = viewport
    currentChrome = chrome
    cells = CellCache(makeCell: makeCell)
    let estimate = min(
      max(1, estimatedRowHeight ?? chrome.rowHeight(forContentHeight: 1)),
      TableView.maximumRowHeight)
    tree =
      nodeCapacity.map {
        RowTree(estimate: estimate, leafCapacity: $0, branchCapacity: $0, compactionMinimum: 8)
      } ?? RowTree(estimate: estimate)
    // Small trees in tests rebuild on a few changes, so that both ways of applying
    // new rows are exercised.
    rebuildThreshold = nodeCapacity == nil ? TableView.defaultRebuildThreshold : 0
    sectionCounts = try SectionCounts(checking: sections)
    guard sectionCounts.total <= TableView.maximumRowCount else {
      throw .tooManyRows(sectionCounts.total)
    }
    var check = kindCheck
    defer { kindCheck = check }
    let failure: RowTree.BuildFailure? =
      sections.count == 1 && sections[0].rowCount == sections[0].rows.count
      ? tree.build(count: sectionCounts.total, rows: sections[0].rows) { check.accepts($0.content) }
      : tree.build(count: sectionCounts.total, rows: sections.lazy.flatMap(\.allRows)) {
        check.accepts($0.content)
      }
    switch failure {
    case .duplicate(let id): throw .duplicateRowID(id)
    case .rejected(let row): throw .unknownKind(row.kindID)
    case nil: break
    }
  }

  /// The most rows a table holds: 2,147,483,647 (`Int32.max`). More is a
  /// ``TableError/tooManyRows(_:)``.
  public static let maximumRowCount = Int(Int32.max)

  // MARK: Reading rows

  /// The number of sections.
  public var numberOfSections: Int { sectionCounts.count }

  /// The number of rows in all sections.
  public var numberOfRows: Int { sourceState?.rows ?? tree.count }

  /// The number of rows in a section, its header and footer left out (a
  /// source-backed table's one section: the source's rows).
  ///
  /// - Throws: ``TableError/sectionOutOfRange(_:)``.
  public func numberOfRows(inSection section: Int) throws(TableError) -> Int {
    guard sectionCounts.counts.indices.contains(section) else { throw .sectionOutOfRange(section) }
    if let state = sourceState { return state.rows }
    return sectionCounts.bodyCount(of: section)
  }

  /// The sections: their ids, headers, footers and rows.
  ///
  /// - Complexity: O(n): it copies the rows into sections.
  public var sections: [Section] {
    var result: [Section] = []
    result.reserveCapacity(sectionCounts.count)
    var rows = tree.rows[...]
    for (count, state) in zip(sectionCounts.counts, sectionCounts.states) {
      var all = rows.prefix(count)
      rows = rows.dropFirst(count)
      let header = state.hasHeader ? all.popFirst() : nil
      let footer = state.hasFooter ? all.popLast() : nil
      result.append(Section(id: state.id, header: header, footer: footer, rows: Array(all)))
    }
    return result
  }

  /// All rows in order, sections concatenated.
  ///
  /// - Complexity: O(n): it copies the rows into an array.
  public var allRows: [Row] { tree.rows }

  /// The row with an id.
  ///
  /// - Throws: ``TableError/unknownRowID(_:)``.
  /// - Complexity: O(1) expected.
  public func row(_ id: RowID) throws(TableError) -> Row {
    guard let slot = tree.slot(of: id) else { throw .unknownRowID(id) }
    return tree.row(inSlot: slot)
  }

  /// The row at an index path.
  ///
  /// - Throws: ``TableError/indexPathOutOfRange(_:)``.
  /// - Complexity: O(log n).
  public func row(at indexPath: RowIndexPath) throws(TableError) -> Row {
    if let state = sourceState {
      // A source-backed table's rows by source index, made by the source.
      guard indexPath.section == 0, indexPath.row >= 0, indexPath.row < state.rows else {
        throw .indexPathOutOfRange(indexPath)
      }
      return state.source.row(at: indexPath.row)
    }
    return tree[try flatIndex(of: indexPath)]
  }

  /// The index path of the row with an id: on a source-backed table, of a row of its
  /// window, with the row's source index.
  ///
  /// - Throws: ``TableError/unknownRowID(_:)``.
  /// - Complexity: O(log n).
  public func indexPath(of id: RowID) throws(TableError) -> RowIndexPath {
    guard let index = tree.flatIndex(of: id) else { throw .unknownRowID(id) }
    if let source = sourceIndex(ofFlat: index) { return RowIndexPath(row: source, section: 0) }
    return indexPath(forFlatIndex: index)
  }

  /// Whether a row with this id is in the table.
  ///
  /// - Complexity: O(1) expected.
  public func contains(_ id: RowID) -> Bool { tree.contains(id) }

  /// The counters of cells and content views made and reused.
  public var counters: TableCounters {
    var counters = TableCounters()
    counters.cellsCreated = cells.created
    counters.cellReuses = cells.reuses
    counters.contentViewsCreated = cells.pool.created
    counters.contentViewReuses = cells.pool.reused
    counters.configurations = cells.pool.configurations
    counters.measurements = measurements
    counters.installs = cells.installs
    return counters
  }

  // MARK: Index arithmetic

  func flatIndex(of indexPath: RowIndexPath) throws(TableError) -> Int {
    guard sectionCounts.contains(indexPath) else { throw .indexPathOutOfRange(indexPath) }
    return sectionCounts.bodyStart(of: indexPath.section) + indexPath.row
  }

  func indexPath(forFlatIndex index: Int) -> RowIndexPath {
    sectionCounts.indexPath(forFlatIndex: index)
  }

  /// Whether `content`'s kind is registered under its id with the same Swift type.
  func accepts(_ content: AnyRowContent) -> Bool {
    kindCheck.accepts(content)
  }
}
