extension TableView {
  /// Repairs the focus after a change, the one place besides
  /// ``repairFocusAfterLayout()`` where the table moves it by itself:
  ///
  /// - a focused row that left hands the focus to the row now at its place (the next
  ///   shown row, or the new last one), on that row's default control; no rows, no
  ///   focus;
  /// - a focused row the filter now hides hands the focus to the nearest shown row;
  /// - a focused row whose content changed keeps its control if it still has it, else
  ///   gets its default control. When the row is shown, its new content is installed
  ///   first, so its controls are those the next frame draws.
  func repairFocus(after log: EditLog) {
    guard let current = focus else { return }
    guard let slot = tree.slot(of: current.row) else {
      if let index = log.removedFocus, let place = tree.nearestShown(to: min(index, tree.count - 1))
      {
        focus = focus(onSlot: tree.entry(at: place).slot, control: nil)
      } else {
        focus = nil
      }
      return
    }
    guard tree.hidden(slot: slot).isEmpty else {
      repairFocusOnHiddenRow()
      return
    }
    let row = tree.row(inSlot: slot)
    guard let before = log.focusedContent, !row.content.isSameValue(as: before) else { return }
    cells.refresh(slot: slot, row: row)
    focus = focus(onSlot: slot, control: current.control)
  }

  /// Hands the focus of a row that is hidden (the filter leaves it out) to the nearest
  /// shown row — the next, else the one before — on its default control; no shown
  /// rows, no focus.
  func repairFocusOnHiddenRow() {
    guard let current = focus, let slot = tree.slot(of: current.row),
      !tree.hidden(slot: slot).isEmpty
    else { return }
    let index = tree.flatIndex(ofSlot: slot)
    focus = tree.nearestShown(to: index).map {
      focus(onSlot: tree.entry(at: $0).slot, control: nil)
    }
  }

  /// Checks the focus against the layout just made: a focused row that is shown takes
  /// its controls from the view that draws it, at this width. A control clipped away
  /// hands the focus to the default control (or to none when the row shows none); a
  /// row focused without a control gets its default control once it shows one. A
  /// focused row not shown is checked against its kind's controls when the viewport
  /// changed size.
  func repairFocusAfterLayout(resized: Bool) {
    guard let current = focus, let slot = tree.slot(of: current.row),
      resized || cells.cell(slot: slot, id: current.row) != nil
    else { return }
    let control = validControl(current.control, ofSlot: slot)
    if control != current.control { focus = Focus(row: current.row, control: control) }
  }
}
