extension TableView {
  /// Repairs the focus after a change, the one place besides
  /// ``repairFocusAfterLayout()`` where the table moves it by itself:
  ///
  /// - a focused row that left hands the focus to the nearest row that can take it
  ///   (``focusTarget(near:section:)``: the row now at its place or below it in its
  ///   section, else above it there, else in the next sections, else before), on that
  ///   row's default control; none, no focus;
  /// - a focused row whose new content cannot take the focus hands it on the same way;
  /// - a focused row the filter now hides hands the focus on the same way;
  /// - a focused row whose content changed keeps its control if it still has it, else
  ///   gets its default control. When the row is shown, its new content is installed
  ///   first, so its controls are those the next frame draws;
  /// - a source-backed table with a row focused forgets the focus it remembered outside
  ///   its window (``forgetSourceFocusOnceFocused()``).
  func repairFocus(after log: EditLog) {
    defer { forgetSourceFocusOnceFocused() }
    guard let current = focus else { return }
    guard let slot = tree.slot(of: current.row) else {
      let target = log.removedFocus.flatMap {
        focusTarget(near: $0, section: log.removedFocusSection)
      }
      focus = target.map { focus(onSlot: tree.entry(at: $0).slot, control: nil) }
      return
    }
    guard tree.hidden(slot: slot).isEmpty else {
      repairFocusOnHiddenRow()
      return
    }
    let row = tree.row(inSlot: slot)
    guard let before = log.focusedContent, !row.content.isSameValue(as: before) else { return }
    guard row.content.isFocusable else {
      // Its new content cannot take the focus: the nearest row that can.
      let target = focusTarget(near: tree.flatIndex(ofSlot: slot))
      focus = target.map { focus(onSlot: tree.entry(at: $0).slot, control: nil) }
      return
    }
    _ = layingOut { cells.refresh(slot: slot, row: row) }
    focus = focus(onSlot: slot, control: current.control)
  }

  /// Hands the focus of a row that is hidden (the filter leaves it out) to the nearest
  /// shown row that can take it (``focusTarget(near:section:)``), on its default
  /// control; none, no focus.
  func repairFocusOnHiddenRow() {
    guard let current = focus, let slot = tree.slot(of: current.row),
      !tree.hidden(slot: slot).isEmpty
    else { return }
    let index = tree.flatIndex(ofSlot: slot)
    focus = focusTarget(near: index).map {
      focus(onSlot: tree.entry(at: $0).slot, control: nil)
    }
  }

  /// Checks the focus against the layout just made: a focused row that is shown takes
  /// its controls from the view that draws it, at this width. A control clipped away
  /// hands the focus to the default control (or to none when the row shows none); a
  /// row focused without a control gets its default control once it shows one. A
  /// focused row not shown is checked against its kind's controls when the viewport
  /// changed size. A source-backed table with a row focused (a tap, since the last
  /// change) forgets the focus it remembered outside its window.
  func repairFocusAfterLayout(resized: Bool) {
    forgetSourceFocusOnceFocused()
    guard let current = focus, let slot = tree.slot(of: current.row),
      resized || cells.cell(slot: slot, id: current.row) != nil
    else { return }
    let control = validControl(current.control, ofSlot: slot)
    if control != current.control { focus = Focus(row: current.row, control: control) }
  }
}
