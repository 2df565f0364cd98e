/// The headless table: sections of rows, a viewport in text cells, a scroll offset,
/// self-sizing layout, cell reuse, hit testing, focus, event routing and updates.
///
/// A `TableView` does the job of `UITableView` without a UI stack. It keeps one list
/// of rows (each with a ``RowID``, its kind and its content value) and shows the rows
/// in its viewport through reusable ``Cell``s: scrolling a table of a million rows
/// makes only as many cells and content views as the viewport can show.
///
/// ```swift
/// var registry = RowKindRegistry()
/// try registry.register(TitleKind())
/// let table = try TableView(
///   registry: registry,
///   rows: [Row(id: 1, kind: TitleKind(), content: "Hello")],
///   viewport: Size(columns: 20, lines: 3))
/// print(TextRenderer.plain.render(table.render()))
/// ```
///
/// The table is a plain, non-`Sendable` class with a synchronous API: own it from one
/// place (a CLI's top-level code, a test, or an actor or main-actor wrapper).
public final class TableView {
  /// The kinds this table accepts.
  public let registry: RowKindRegistry
  /// What cells draw around their content.
  ///
  /// Rows are measured again only when the chrome changes the content's width; a
  /// change of insets or separator shifts the measured heights instead.
  public var chrome: CellChrome {
    didSet { chromeChanged(from: oldValue) }
  }
  /// The size of the visible area, in columns and lines.
  ///
  /// A focused row that was in view before a change of size is kept in view after
  /// it; setting the same size again changes nothing.
  public var viewport: Size {
    willSet {
      focusWasVisible = false
      if let focus, newValue != viewport {
        layoutIfNeeded()
        focusWasVisible = visibleRows.contains { $0.id == focus.row }
      }
    }
    didSet {
      guard viewport != oldValue else { return }
      if viewport.columns != oldValue.columns { remeasureAll() }
      needsLayout = true
      if focusWasVisible, let focus { try? scroll(to: focus.row) }
    }
  }
  /// Whether the focused row was shown when the viewport began to change.
  private var focusWasVisible = false
  /// How display widths are counted when rows are measured: set it to the mode of the
  /// terminal the table is drawn in (and draw into canvases of the same mode).
  /// Changing it forgets every measured height.
  public var widthMode: WidthMode = .graphemeClusters {
    didSet { if widthMode != oldValue { remeasureAll() } }
  }
  /// The height, in lines, assumed for a row until it is first shown and measured.
  ///
  /// Rows are measured lazily: only the rows that the viewport shows (and the rows a
  /// scroll passes over) are measured, so a table of a million rows opens at once.
  /// Offsets of rows that were never shown are estimates; what the viewport shows is
  /// always exact. Changing the estimate costs O(1).
  public var estimatedRowHeight: Int {
    get { tree.estimate }
    set {
      let value = max(1, newValue)
      guard value != tree.estimate else { return }
      tree.estimate = value
      needsLayout = true
    }
  }
  /// The keyboard focus, if any row has it.
  public internal(set) var focus: Focus? {
    get {
      checkFocusedControl()
      return focusValue
    }
    set {
      focusValue = newValue
      focusedControlNeedsCheck = false
    }
  }
  /// The focus as last set.
  var focusValue: Focus?
  /// Whether the focused row's content changed since its control was checked: the
  /// check waits for the next layout (or read of ``focus``), so that it asks the row's
  /// newly configured content view instead of building the row's content again.
  var focusedControlNeedsCheck = false
  /// The subscribers of the rows' messages (``onMessage(_:_:)``).
  var messageSubscribers = MessageSubscribers()
  /// The pool of parked content views shared by all cells.
  public let contentViewPool = ContentViewPool()

  /// The rows, sections concatenated, with their heights, slots and id index.
  var tree: RowTree
  /// The number of rows in each section.
  var sectionCounts: SectionCounts
  /// Checks that rows' kinds are registered, remembering the kinds it found.
  var kindCheck: KindCheck
  /// The row shown at the top of the viewport: scrolling is anchored to a row, so
  /// measuring or updating rows above it never moves what the viewport shows.
  var anchor: RowID?
  /// The line of the anchor row shown at the top of the viewport.
  var anchorLine = 0
  /// The rows shown after the last layout, top to bottom.
  var visibleRows: [VisibleRow] = []
  /// The cell showing each visible row.
  var cells: [RowID: any Cell] = [:]
  /// Rows whose content changed (or that were inserted) since the last layout: a
  /// visible row's slot is installed again only when its row is here.
  var dirty = Set<RowID>()
  /// Recycled cells.
  var reusableCells: [any Cell] = []
  let makeCell: () -> any Cell
  /// The state of the layout under way.
  var pass = LayoutPass()
  var needsLayout = true
  var cellsCreated = 0
  var cellReuses = 0
  var measurements = 0
  var installs = 0

  /// A row placed by the last layout: its flat index, the viewport line of its top
  /// (negative when it is cut by the viewport's top) and its height.
  struct VisibleRow {
    var id: RowID
    var index: Int
    var line: Int
    var height: Int
  }

  /// Creates a table of sections.
  ///
  /// - Parameters:
  ///   - registry: the kinds the table accepts.
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
    registry: RowKindRegistry, sections: [Section], viewport: Size,
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
    registry: RowKindRegistry, rows: [Row] = [], viewport: Size,
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
    self.viewport = viewport
    self.chrome = chrome
    self.makeCell = makeCell
    let estimate = max(1, estimatedRowHeight ?? chrome.rowHeight(forContentHeight: 1))
    tree =
      nodeCapacity.map {
        RowTree(estimate: estimate, leafCapacity: $0, branchCapacity: $0)
      } ?? RowTree(estimate: estimate)
    sectionCounts = SectionCounts(sections.map(\.rows.count))
    guard sectionCounts.total <= TableView.maximumRowCount else {
      throw .tooManyRows(sectionCounts.total)
    }
    var check = kindCheck
    defer { kindCheck = check }
    let failure: RowTree.BuildFailure? =
      sections.count == 1
      ? tree.build(count: sectionCounts.total, rows: sections[0].rows) { check.accepts($0.content) }
      : tree.build(count: sectionCounts.total, rows: sections.lazy.flatMap(\.rows)) {
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
  public var numberOfRows: Int { tree.count }

  /// The number of rows in a section.
  ///
  /// - Throws: ``TableError/sectionOutOfRange(_:)``.
  public func numberOfRows(inSection section: Int) throws(TableError) -> Int {
    guard sectionCounts.counts.indices.contains(section) else { throw .sectionOutOfRange(section) }
    return sectionCounts.counts[section]
  }

  /// The sections and their rows.
  ///
  /// - Complexity: O(n): it copies the rows into sections.
  public var sections: [Section] {
    var result: [Section] = []
    result.reserveCapacity(sectionCounts.count)
    var rows = tree.rows[...]
    for count in sectionCounts.counts {
      result.append(Section(Array(rows.prefix(count))))
      rows = rows.dropFirst(count)
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
  public func row(at indexPath: IndexPath) throws(TableError) -> Row {
    tree[try flatIndex(of: indexPath)]
  }

  /// The index path of the row with an id.
  ///
  /// - Throws: ``TableError/unknownRowID(_:)``.
  /// - Complexity: O(log n).
  public func indexPath(of id: RowID) throws(TableError) -> IndexPath {
    guard let index = tree.flatIndex(of: id) else { throw .unknownRowID(id) }
    return indexPath(forFlatIndex: index)
  }

  /// Whether a row with this id is in the table.
  ///
  /// - Complexity: O(1) expected.
  public func contains(_ id: RowID) -> Bool { tree.contains(id) }

  /// The counters of cells and content views made and reused.
  public var counters: TableCounters {
    var counters = TableCounters()
    counters.cellsCreated = cellsCreated
    counters.cellReuses = cellReuses
    counters.contentViewsCreated = contentViewPool.created
    counters.contentViewReuses = contentViewPool.reused
    counters.configurations = contentViewPool.configurations
    counters.measurements = measurements
    counters.installs = installs
    return counters
  }

  // MARK: Index arithmetic

  func flatIndex(of indexPath: IndexPath) throws(TableError) -> Int {
    guard sectionCounts.contains(indexPath) else { throw .indexPathOutOfRange(indexPath) }
    return sectionCounts.start(of: indexPath.section) + indexPath.row
  }

  func indexPath(forFlatIndex index: Int) -> IndexPath {
    sectionCounts.indexPath(forFlatIndex: index)
  }

  /// Whether `content`'s kind is registered under its id with the same Swift type.
  func accepts(_ content: AnyRowContent) -> Bool {
    kindCheck.accepts(content)
  }
}
