extension TableView {
  /// After a row's content changed (`height`: the height stored for its content
  /// before): keeps that height until the next layout measures the row again, when the
  /// layout is to redo changed rows alone, no other row keeps its height and the rows
  /// are not a source's window (whose runs keep heights of their own); else forgets it
  /// at once, as the row's content is new. A kept height that the new
  /// content measures again changes no sum of heights: a one-row toggle walks the row
  /// tree's summaries not at all, where forgetting and measuring again walk them twice.
  ///
  /// - Complexity: O(1) keeping the height, O(log n) forgetting it.
  func keepOrForgetHeight(slot: UInt32, measured height: Int32) {
    // Nothing measured, nothing kept; kept already for this row's content before.
    guard height >= 0, keptHeight?.slot != slot else { return }
    if case .contents = staleness, keptHeight == nil, sourceState == nil {
      keptHeight = (slot, tree.row(inSlot: slot).id)
    } else {
      tree.setHeight(-1, slot: slot)
    }
  }

  /// A row's stored height (`stored`, of the row in `slot`) when it is its content's
  /// own: measured, and not a height kept from its content before (``keptHeight``).
  /// `nil` when the row is to be measured.
  @inline(__always)
  func currentHeight(stored: Int32, slot: UInt32) -> Int? {
    stored >= 0 && keptHeight?.slot != slot ? Int(stored) : nil
  }

  /// Forgets the kept height, if a row still keeps one (the layout did not measure it
  /// again): the row is measured afresh when next needed.
  ///
  /// - Complexity: O(log n), a look-up of the row's id (rows may have changed slots).
  func forgetKeptHeight() {
    guard let kept = keptHeight.take(), let slot = tree.slot(of: kept.id) else { return }
    let old = tree.storedHeight(slot: slot)
    guard old >= 0 else { return }
    tree.setHeight(-1, slot: slot)
    if filterState.isRanked {
      rankingHeightChanged(flatIndex: tree.flatIndex(ofSlot: slot), from: old, to: -1)
    }
  }
}
