extension TableView {
  /// Creates a table that reads its rows from a source, lazily: opening it reads only
  /// the source's ``RowSource/count``, and each layout makes only the rows around the
  /// viewport (its *window*), asking the source for their ids and rows.
  ///
  /// Rows never measured count with the estimate (`estimatedRowHeight`, else the
  /// source's ``RowSource/estimatedContentHeight`` plus the chrome, else one line plus
  /// the chrome) and are measured when shown; the scroll position is anchored to a
  /// row, so correcting an estimate above the viewport moves nothing on screen. The
  /// table keeps O(m + log n) for m measured rows of n: runs of rows never measured
  /// take one entry each. Report changes with ``sourceDidChange(_:)``.
  ///
  /// Only the window's rows are rows of the table: ids, hit testing and ``row(_:)``
  /// know them. The selection and the focus are kept by source index, in the window
  /// or out of it: a selected row scrolled out stays selected
  /// (``selectedSourceRanges``; select all, clear and ranges work on the whole source,
  /// select all as one range), and a focused row scrolled out keeps the focus
  /// (``focusedSourceIndex``; ``focus`` is `nil` until it comes back, or a move of the
  /// focus scrolls back to it). ``indexPath(of:)`` gives a window row's source index,
  /// ``row(at:)`` reads the source's row at an index. ``numberOfRows`` and ``numberOfShownRows`` count
  /// the source's rows and the displayed ones. A ``filter`` checks every row of the
  /// source (a narrower text query only the previous matches) and displays the matches
  /// in the source's order, or a ranked filter's by score
  /// (``RowFilter/text(_:keepsRowsWithoutText:order:)``). Change the rows through the source:
  /// the table's own updates (``apply(rows:)``, ``apply(_:)``,
  /// ``performBatchUpdates(_:)``, ``insert(_:at:)``, ``delete(_:)``,
  /// ``move(_:to:)``) throw ``TableError/rowsFromSource``.
  ///
  /// - Throws: ``TableError/tooManyRows(_:)`` for a source of more than
  ///   ``maximumRowCount`` rows.
  /// - Complexity: O(1): no row is made until the first layout.
  public convenience init(
    registry: RowKindRegistry = .any, source: any RowSource, viewport: Size,
    chrome: CellChrome = .standard, estimatedRowHeight: Int? = nil,
    makeCell: @escaping () -> any Cell = { DefaultCell() }
  ) throws(TableError) {
    let count = source.count
    guard count <= TableView.maximumRowCount else { throw .tooManyRows(count) }
    let estimate =
      estimatedRowHeight
      ?? source.estimatedContentHeight.map {
        chrome.rowHeight(forContentHeight: min(max(0, $0), TableView.maximumRowHeight))
      }
    try self.init(
      registry: registry, rows: [], viewport: viewport, chrome: chrome,
      estimatedRowHeight: estimate, makeCell: makeCell)
    sourceState = SourceState(source: source, estimate: tree.estimate)
  }

  /// The source the table reads its rows from, if it was made with one.
  public var source: (any RowSource)? { sourceState?.source }

  /// Refuses an update of the rows on a source-backed table, whose rows change
  /// through its source.
  ///
  /// - Throws: ``TableError/rowsFromSource``.
  func checkNotSourceBacked() throws(TableError) {
    if sourceState != nil { throw .rowsFromSource }
  }
}
