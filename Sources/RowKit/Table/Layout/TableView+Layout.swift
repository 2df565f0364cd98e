/// A row placed by a layout: its slot, its flat index and the viewport line of its
/// top (negative when the viewport's top cuts it). Its height is the row tree's.
///
/// The placed rows are the layout's result, read only through ``TableView/layout``,
/// which lays out first: they can never describe rows as they were before a change.
struct PlacedRow: Equatable {
  var slot: UInt32
  var index: Int
  var line: Int
}

extension TableView {
  /// The total height of all rows, in lines; rows never shown count with
  /// ``estimatedRowHeight``.
  public var contentHeight: Int { sourceHeights?.totalHeight ?? tree.totalHeight }

  /// The first line of the content shown at the top of the viewport (rows above that
  /// were never shown count with ``estimatedRowHeight``).
  public var contentOffset: Int {
    if sourceState != nil { return sourceContentOffset }
    layoutIfNeeded()
    guard let index = anchorIndex else { return 0 }
    return displayTop(of: index) + anchorLine
  }

  /// The largest scroll offset: the content's last line at the viewport's bottom.
  public var maxContentOffset: Int { max(0, contentHeight - viewport.lines) }

  /// The rows in the viewport, top to bottom, with their frames in viewport lines; a
  /// pinned section header (``pinsSectionHeaders``) comes first, at its pinned frame.
  public var visibleRowFrames: [(id: RowID, frame: Rect)] {
    shownRows.map { (tree.row(inSlot: $0.slot).id, frame(of: $0)) }
  }

  /// The ids of the rows in the viewport, top to bottom; a pinned section header
  /// first.
  public var visibleRowIDs: [RowID] {
    shownRows.map { tree.row(inSlot: $0.slot).id }
  }

  /// The pinned header, if any, then the placed rows.
  private var shownRows: [PlacedRow] {
    let rows = layout
    return pinned.map { [$0] + rows } ?? rows
  }

  /// The index paths of the first and last rows in the viewport, if any row shows.
  public var visibleIndexPaths: ClosedRange<RowIndexPath>? {
    let rows = layout
    guard let first = rows.first, let last = rows.last else { return nil }
    return indexPath(forFlatIndex: first.index)...indexPath(forFlatIndex: last.index)
  }

  /// The top line of a row in the content and its height; the row is measured if it
  /// was not, and rows above it that were never shown count as estimated.
  ///
  /// - Throws: ``TableError/unknownRowID(_:)``.
  /// - Complexity: O(log n).
  public func contentFrame(of id: RowID) throws(TableError) -> (top: Int, height: Int) {
    guard let index = tree.flatIndex(of: id) else { throw .unknownRowID(id) }
    let height = measure(index)
    return (displayTop(of: index), height)
  }

  /// The cell showing a row, if the row is in the viewport.
  public func cell(for id: RowID) -> (any Cell)? {
    layoutIfNeeded()
    guard let slot = tree.slot(of: id) else { return nil }
    return cells.cell(slot: slot, id: id)
  }

  /// The rows the viewport shows, laid out first if anything changed since the last
  /// layout.
  var layout: [PlacedRow] {
    layoutIfNeeded()
    // Kinds' code run by a layout, or by a measure while the layout is stale, sees no
    // rows placed: the last layout's may name rows that have left since.
    return isLayingOut && needsLayout ? [] : placed
  }

  /// Places the rows that the viewport shows and gives each a cell.
  ///
  /// Starting at the anchor row, rows are placed until the viewport is full; if the
  /// content ends first, the anchor moves up so that the last row sits at the bottom.
  /// A row that is shown keeps its cell; a row newly shown gets a recycled cell (or a
  /// new one) and has its content installed in the cell's slot, and so does a shown
  /// row whose content changed. A row measured for the first time is measured by its
  /// installed content view, so a composed kind lays a row out once for its height,
  /// its drawing and its hit testing. Cells whose rows left the viewport go back to
  /// the reuse pool. When the viewport changed size and the focused row was shown, it
  /// stays in view. The focus is then checked against what the layout shows
  /// (see "Where the focus goes" in ``handle(_:modifiers:)``).
  ///
  /// ## Kinds' code during a layout
  ///
  /// Kinds' code runs while the table lays out, measures, draws and hit-tests rows (a
  /// kind's height, body and controls, a content view). A change it asks for then —
  /// of the rows, the focus or the scroll position, or an event — is refused: a
  /// throwing call throws ``TableError/changedWhileLayingOut`` and the others
  /// (``scroll(by:)``, ``scroll(toOffset:)``, ``clearFocus()``, the focus moves) do
  /// nothing. A new ``viewport``, ``chrome``, ``widthMode``, ``estimatedRowHeight``
  /// or ``filter`` it sets takes effect when the table is done, and the table lays
  /// out again at once (up to four passes; a layout still needed after them is made
  /// by the next read). Reads of the table from that code are safe; they see no rows
  /// placed.
  ///
  /// - Complexity: O(v log n) for v visible rows out of n.
  public func layoutIfNeeded() {
    guard !isLayingOut else { return }
    var passes = 0
    while needsLayout, passes < TableView.layoutPasses {
      passes += 1
      prepareSourceWindow()
      layingOut { layOutOnce() }
    }
  }

  /// One pass of ``layoutIfNeeded()``: only the rows whose contents changed, when
  /// nothing else did and they keep their heights (``layOutChangedRows(_:)``), else
  /// every row placed again.
  private func layOutOnce() {
    let stale = staleness
    needsLayout = false
    var redone = false
    if case .contents(let changed) = stale { redone = layOutChangedRows(changed) }
    // A kept height the pass did not measure again (its row not shown, or every row to
    // be placed again) is forgotten before any row is placed.
    forgetKeptHeight()
    if redone { return }
    var before = placed
    if let pinned { before.append(pinned) }
    placed = []
    pinned = nil
    cells.beginPass(shownBefore: before) { slot, id in tree.slotRows[Int(slot)].id == id }
    let resized = laidOutViewport.map { $0 != viewport } ?? false
    placed = placeRows()
    if let kept = keepInView, let slot = tree.slot(of: kept),
      !placed.contains(where: { $0.slot == slot && isWhole($0) })
    {
      // The focused row was in view before the size changed: keep it in view.
      let index = tree.flatIndex(ofSlot: slot)
      let height = measure(index)
      let firstShown = placed.first?.index ?? 0
      let above = index < firstShown || (index == firstShown && anchorLine > 0)
      anchor = kept
      anchorLine = above || height > viewport.lines ? 0 : height - viewport.lines
      placed = placeRows()
    }
    keepInView = nil
    if pinsHeaders {
      // Found before it leaves `placed`: finding it measures the header (kinds' code).
      pinned = pinHeader(over: placed)
      if let pinned { placed.removeAll { $0.index == pinned.index } }
    }
    let shown = placed + (pinned.map { [$0] } ?? [])
    cells.endPass(placed: Set(shown.map(\.slot)))
    rowsLaidOut += shown.count
    undrawn = .all
    for row in shown {
      cells.claim(slot: row.slot, row: tree.row(inSlot: row.slot), index: row.index) {
        tree.flatIndex(ofSlot: $0)
      }
    }
    laidOutViewport = viewport
    repairFocusAfterLayout(resized: resized)
  }

  /// Notes, as the viewport is about to change size, whether the focused row is
  /// shown (laying out at the old size first if needed): the next layout keeps it in
  /// view at the new size.
  func prepareForResize() {
    guard let focus else { return }
    let shown = layout.contains { tree.row(inSlot: $0.slot).id == focus.row }
    keepInView = shown ? focus.row : nil
  }

  /// Marks the layout as stale; the next draw, hit test or query lays out again.
  public func setNeedsLayout() { needsLayout = true }

  /// The flat index of the anchor row (the first shown row when there is none; the
  /// nearest shown row when the anchor is hidden).
  var anchorIndex: Int? {
    guard tree.shownCount > 0 else { return nil }
    guard let index = anchor.flatMap({ tree.flatIndex(of: $0) }) else { return displayFirst }
    return displayNearest(to: index)
  }

  /// Normalises the anchor (a line inside a row of non-zero height, the content's end
  /// no higher than the viewport's bottom) and returns the rows it shows.
  private func placeRows() -> [PlacedRow] {
    guard var index = anchorIndex else {
      anchor = nil
      anchorLine = 0
      return []
    }
    // Move forward while the anchor line lies below the anchor row. A row is measured
    // through a cell only when it is likely to be shown (the anchor line lies within
    // its estimated height); rows passed over are measured by their kinds.
    // Past ``exactScrollRows`` rows, the rest of the way goes by the tree's offsets.
    var budget = TableView.exactScrollRows
    var height = measure(index, likelyShown: anchorLine < tree.estimate)
    while anchorLine >= height, let next = displayNext(after: index) {
      anchorLine -= height
      releaseCell(at: index)
      index = next
      budget -= 1
      if budget == 0 { jumpByOffsets(&index) }
      height = measure(index, likelyShown: anchorLine < tree.estimate)
    }
    // Move back while the anchor line lies above the anchor row; a row passed over is
    // shown only when its top is above the viewport's bottom.
    while anchorLine < 0, let previous = displayPrevious(before: index) {
      index = previous
      let likelyShown = -anchorLine - tree.estimate < viewport.lines
      anchorLine += measure(index, likelyShown: likelyShown)
      if anchorLine < 0, -anchorLine >= viewport.lines { releaseCell(at: index) }
      budget -= 1
      if budget == 0, anchorLine < 0 { jumpByOffsets(&index) }
    }
    anchorLine = max(0, min(anchorLine, max(0, tree.height(at: index) - 1)))
    var placed = fill(from: index)
    // Pull the content down when it ends above the viewport's bottom.
    let end = placed.last.map { $0.line + Int(tree.storedHeight(slot: $0.slot)) } ?? 0
    var gap = viewport.lines - end
    var previous = displayPrevious(before: index)
    if gap > 0, anchorLine > 0 || previous != nil {
      while gap > 0, anchorLine > 0 || previous != nil {
        if anchorLine > 0 {
          let step = min(gap, anchorLine)
          anchorLine -= step
          gap -= step
        } else if let before = previous {
          index = before
          anchorLine = measure(index, likelyShown: true)
          previous = displayPrevious(before: index)
        }
      }
      if anchorLine >= tree.height(at: index), let next = displayNext(after: index) {
        anchorLine -= tree.height(at: index)
        index = next
      }
      placed = fill(from: index)
    }
    anchor = tree[index].id
    return placed
  }

  /// Moves the anchor to the row the tree's offsets put `anchorLine` lines from the
  /// top of the row at `index` (rows never shown counting with the estimate): how a
  /// scroll that has passed ``exactScrollRows`` rows goes the rest of the way.
  private func jumpByOffsets(_ index: inout Int) {
    let target = min(max(0, displayTop(of: index) + anchorLine), max(0, tree.totalHeight - 1))
    index = displayFlatIndex(containingLine: target) ?? displayLast ?? 0
    anchorLine = target - displayTop(of: index)
  }

  /// Measures and places rows from `start` down until the viewport is full.
  private func fill(from start: Int) -> [PlacedRow] {
    var placed: [PlacedRow] = []
    var line = -anchorLine
    var next = displayAtOrAfter(start)
    while let index = next, line < viewport.lines {
      let (height, slot) = measured(index, likelyShown: true)
      if height > 0 {
        placed.append(PlacedRow(slot: slot, index: index, line: line))
      } else {
        cells.release(slot: slot)
      }
      line += height
      next = displayNext(after: index)
    }
    return placed
  }

  /// Gives back the cell of the row at a flat index the layout passed over.
  private func releaseCell(at index: Int) {
    cells.release(slot: tree.entry(at: index).slot)
  }

  /// The height of a placed row.
  func height(of row: PlacedRow) -> Int {
    Int(tree.storedHeight(slot: row.slot))
  }

  /// Whether a placed row lies wholly inside the viewport.
  func isWhole(_ row: PlacedRow) -> Bool {
    row.line >= 0 && row.line + height(of: row) <= viewport.lines
  }

  /// A placed row's frame in viewport coordinates.
  func frame(of row: PlacedRow) -> Rect {
    frame(of: row, height: height(of: row))
  }

  /// The frame of a placed row whose height (``height(of:)``) is known already.
  func frame(of row: PlacedRow, height: Int) -> Rect {
    Rect(column: 0, line: row.line, width: viewport.columns, height: height)
  }
}
