extension TableView {
  /// A layout pass when only some rows' contents changed since the last one
  /// (``LayoutStaleness/contents(_:)``): every row keeps its place and its cell, and
  /// each changed row that is shown has its new content installed and is measured
  /// again. Returns `false`, for a pass that places every row, when a changed row
  /// that is shown measures another height than before, or when a changed row that
  /// is not shown could be shown now (it lies among the shown rows, with no height,
  /// or the rows do not fill the viewport); also for a table whose layout depends on
  /// more than its rows' places and heights (a source's window, a filter, pinned
  /// headers) or that changed size since.
  ///
  /// - Complexity: O(k log n) for k changed rows, whatever the number of rows shown.
  func layOutChangedRows(_ changed: LayoutStaleness.ChangedRows) -> Bool {
    guard sourceState == nil, filterState.filter == nil, !pinsHeaders, pinned == nil,
      keepInView == nil, laidOutViewport == viewport,
      let first = placed.first, let last = placed.last
    else { return false }
    var notShown: [UInt32] = []
    for change in changed {
      guard let position = placed.firstIndex(where: { $0.slot == change.slot }) else {
        notShown.append(change.slot)
        continue
      }
      guard change.height >= 0 else { return false }
      // The row, its cell and its view are found once: the view that shows the new
      // content measures it.
      let row = tree.row(inSlot: change.slot)
      let view = cells.refresh(slot: change.slot, row: row)
      let stored = tree.storedHeight(slot: change.slot)
      let height =
        currentHeight(stored: stored, slot: change.slot)
        ?? measure(row, slot: change.slot, index: placed[position].index, was: stored) { view }
      guard height == Int(change.height) else { return false }
      rowsLaidOut += 1
      // (Noted now: a pass that places every row, if one follows, marks all undrawn.)
      undrawn.noteContent(slot: change.slot, height: change.height)
    }
    if !notShown.isEmpty {
      // A row outside the shown ones stays out only while the rows fill the viewport.
      guard last.line + height(of: last) >= viewport.lines else { return false }
      for slot in notShown {
        let index = tree.flatIndex(ofSlot: slot)
        guard index < first.index || index > last.index else { return false }
      }
    }
    repairFocusAfterLayout(resized: false)
    return true
  }
}
