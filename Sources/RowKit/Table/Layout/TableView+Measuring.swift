extension TableView {
  /// The height of the row at a flat index: stored, or measured now — by the content
  /// view installed for it when the row is likely to be shown (it then keeps the cell
  /// the layout gave it), else by its installed view if that shows its content, else
  /// by its kind.
  ///
  /// - Complexity: O(log n), plus the measuring.
  @discardableResult
  func measure(_ index: Int, likelyShown: Bool = false) -> Int {
    measured(index, likelyShown: likelyShown).height
  }

  /// ``measure(_:likelyShown:)``, with the slot of the row (found on the way: a layout
  /// that places the row needs it, and need not look for it again).
  func measured(_ index: Int, likelyShown: Bool = false) -> (height: Int, slot: UInt32) {
    let entry = tree.entry(at: index)
    if let height = currentHeight(stored: entry.height, slot: entry.slot) {
      return (height, entry.slot)
    }
    let row = tree.row(inSlot: entry.slot)
    let height = measure(row, slot: entry.slot, index: index, was: entry.height) {
      likelyShown
        ? cells.claim(slot: entry.slot, row: row, index: index) { tree.flatIndex(ofSlot: $0) }
          .slot.view
        : cells.view(showing: row, slot: entry.slot)
    }
    return (height, entry.slot)
  }

  /// Measures `row`, in `slot` at flat index `index` with stored height `old` (-1, not
  /// measured, or the height it keeps from its content before: ``keptHeight``), by the view `view` gives (called while laying out: it may install
  /// the row's content in a cell), which shows the row's content, else by its kind;
  /// stores the height and returns it.
  func measure(
    _ row: Row, slot: UInt32, index: Int, was old: Int32,
    view: () -> (any RowContentView)?
  ) -> Int {
    let context = layoutContext
    let content = layingOut { view()?.height(in: context) ?? row.content.height(in: context) }
    measurements += 1
    let height = min(
      chrome.rowHeight(forContentHeight: max(0, content)), TableView.maximumRowHeight)
    tree.setHeight(Int32(height), slot: slot)
    if keptHeight?.slot == slot { keptHeight = nil }
    noteSourceHeight(Int32(height), flatIndex: index)
    rankingHeightChanged(flatIndex: index, from: old, to: Int32(height))
    return height
  }

  /// The layout context of the rows: the content width the chrome leaves of the
  /// viewport, and the table's width mode.
  var layoutContext: LayoutContext {
    LayoutContext(width: chrome.contentWidth(forRowWidth: viewport.columns), widthMode: widthMode)
  }

  /// The tallest a row can be, chrome included: 16,777,216 lines (2^24). A kind that
  /// says more is taken at this height, so that no sum of heights can overflow.
  public static let maximumRowHeight = 1 << 24

  /// Forgets every measured height (the width, the content width or the width mode
  /// changed); rows are measured again as they are shown.
  ///
  /// - Complexity: O(n).
  func remeasureAll() {
    tree.forgetHeights()
    sourceState?.forgetHeights()
    rankingHeightsChanged()
    needsLayout = true
  }

  /// Follows a change of chrome: a new content width forgets every measured height;
  /// new insets or a separator shift them; anything else only needs a new frame.
  func chromeChanged(from old: CellChrome) {
    let width = viewport.columns
    if chrome.contentWidth(forRowWidth: width) != old.contentWidth(forRowWidth: width) {
      remeasureAll()
      return
    }
    let shift = chrome.rowHeight(forContentHeight: 0) - old.rowHeight(forContentHeight: 0)
    if shift != 0, sourceState != nil {
      // A source's heights are measured again rather than shifted one by one.
      remeasureAll()
    } else if shift != 0 {
      let limit = Int32(TableView.maximumRowHeight)
      tree.adjustMeasuredHeights { min(limit, max(0, $0 &+ Int32(clamping: shift))) }
      rankingHeightsChanged()
    }
    needsLayout = true
  }
}
