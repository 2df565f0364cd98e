/// Where a row should end up when the table scrolls to it.
public enum ScrollPosition: Hashable, Sendable {
  /// The row's top at the viewport's top.
  case top
  /// The row's bottom at the viewport's bottom (its top, if it is taller).
  case bottom
  /// As little scrolling as makes the row visible; none if it already is.
  case nearest
}

/// A scroll position given by a row: the row at the top of the viewport and how
/// many of its lines are scrolled out above.
///
/// Unlike a line offset, an anchor stays exact when rows above it were never
/// measured, and updates above it do not move what the viewport shows.
public struct ScrollAnchor: Hashable, Sendable {
  /// The row at the top of the viewport.
  public var row: RowID
  /// The number of the row's lines above the viewport's top.
  public var line: Int

  /// Creates an anchor.
  public init(row: RowID, line: Int = 0) {
    self.row = row
    self.line = line
  }
}

extension TableView {
  /// The row at the top of the viewport and how many of its lines are scrolled out,
  /// or `nil` for an empty table.
  public var scrollAnchor: ScrollAnchor? {
    layoutIfNeeded()
    return anchor.map { ScrollAnchor(row: $0, line: anchorLine) }
  }

  /// The farthest a scroll goes in one step, in lines either way: 2^56. Any larger
  /// distance or anchor line is taken as this one (it is past the end of any table).
  public static let maximumScrollDistance = 1 << 56

  /// Scrolls to an anchor (clamped like any scroll: the content's end never rises
  /// above the viewport's bottom). A line beyond ``maximumScrollDistance`` either way
  /// counts as that distance.
  ///
  /// - Throws: ``TableError/unknownRowID(_:)``; ``TableError/changedWhileLayingOut``
  ///   from kinds' code while the table lays out.
  public func scroll(to anchor: ScrollAnchor) throws(TableError) {
    try checkNotLayingOut()
    guard tree.contains(anchor.row) else { throw .unknownRowID(anchor.row) }
    self.anchor = anchor.row
    anchorLine = Self.clampedScrollLine(anchor.line)
    needsLayout = true
  }

  /// Scrolls by a number of lines (negative scrolls up), clamped to the content.
  ///
  /// Rows the scroll passes over are measured, so the viewport moves by exactly
  /// `lines`, however the estimate and the rows' real heights differ — up to
  /// ``exactScrollRows`` rows passed over; a longer scroll goes the rest of the way by
  /// the offsets of ``scroll(toOffset:)`` (rows never shown counting with
  /// ``estimatedRowHeight``), so that no scroll measures the whole of a large table.
  /// Use ``scroll(toOffset:)`` or ``scroll(to:position:)`` to jump far.
  ///
  /// - Complexity: O(r log n) for the r rows passed over (at most
  ///   ``exactScrollRows``).
  public func scroll(by lines: Int) {
    guard lines != 0, tree.shownCount > 0, !isLayingOut else { return }
    // From what the viewport shows now (a table never laid out shows its top, and
    // lays out only where the scroll ends).
    if laidOutViewport != nil { layoutIfNeeded() }
    anchorLine = Self.clampedScrollLine(Self.clampedScrollLine(lines) + anchorLine)
    needsLayout = true
  }

  /// The most rows a scroll measures on its way (``scroll(by:)``): 10,000.
  public static let exactScrollRows = 10_000

  /// Scrolls so that `offset` is the first line shown, clamped to the content.
  ///
  /// Offsets count rows never shown with ``estimatedRowHeight``.
  ///
  /// - Complexity: O(log n).
  public func scroll(toOffset offset: Int) {
    guard !isLayingOut else { return }
    if sourceState != nil { return scrollSource(toOffset: offset) }
    guard let last = displayLast else { return }
    let target = min(max(0, offset), max(0, tree.totalHeight - 1))
    let index = displayFlatIndex(containingLine: target) ?? last
    anchor = tree[index].id
    anchorLine = target - displayTop(of: index)
    needsLayout = true
  }

  /// Scrolls a row into view (below the pinned header of its section when
  /// ``pinsSectionHeaders`` is set).
  ///
  /// - Throws: ``TableError/unknownRowID(_:)``; ``TableError/changedWhileLayingOut``
  ///   from kinds' code while the table lays out.
  /// - Complexity: O(v log n) for v rows in a viewport.
  public func scroll(to id: RowID, position: ScrollPosition = .nearest) throws(TableError) {
    try checkNotLayingOut()
    guard let index = tree.flatIndex(of: id) else { throw .unknownRowID(id) }
    let height = measure(index)
    // A pinned header covers the top of the viewport: a row goes below it.
    let covered = pinnedHeight(above: index)
    switch position {
    case .top:
      anchor = id
      anchorLine = height + covered > viewport.lines ? 0 : -covered
    case .bottom:
      anchor = id
      anchorLine = height > viewport.lines ? 0 : height - viewport.lines
    case .nearest:
      let rows = layout
      if pinned?.index == index { return }
      // A row under a pinned header counts as above the viewport.
      let top = pinnedLines?.upperBound ?? 0
      let shown = rows.first { $0.index == index }
      if let shown, isWhole(shown), shown.line >= top { return }
      let firstShown = rows.first?.index ?? 0
      let above =
        displayPosition(of: index) < displayPosition(of: firstShown)
        || (index == firstShown && anchorLine > 0)
        || (shown.map { $0.line < top } ?? false)
      try scroll(to: id, position: above || height > viewport.lines ? .top : .bottom)
      return
    }
    needsLayout = true
  }

  /// A line within ``maximumScrollDistance`` either way.
  static func clampedScrollLine(_ line: Int) -> Int {
    min(max(line, -maximumScrollDistance), maximumScrollDistance)
  }
}
