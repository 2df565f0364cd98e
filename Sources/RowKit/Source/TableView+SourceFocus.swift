extension TableView {
  /// The source index of the focused row of a source-backed table, whether the row
  /// is in the window or not; `nil` without a focus or a source.
  ///
  /// A focused row the table scrolls out of its window keeps the focus by source
  /// index: ``focus`` is `nil` while it is out, and the row is focused again (on the
  /// same control) when it comes back. Moving the focus with keys
  /// (``moveFocus(byRows:)``, ``moveFocusByLine(down:)``, ``moveFocusByPage(down:)``,
  /// Tab) first scrolls back to it; ``clearFocus()`` and a focus given to another row
  /// forget it. The source's changes move it with its row; when the source deletes it
  /// (or the filter hides it), the focus goes to the row now at its place, else the
  /// nearest one above, as for a deleted row of a plain table.
  ///
  /// - Complexity: O(log n).
  public var focusedSourceIndex: Int? {
    guard let state = sourceState else { return nil }
    if let focus {
      return tree.flatIndex(of: focus.row).map {
        state.sourceIndex(ofDisplay: state.windowStart + $0)
      }
    }
    return state.focus?.index
  }

  /// Hands the table's focus to the source state, by source index, before the
  /// source's rows or the display change: ``restoreSourceFocus()`` gives it back to
  /// the row once the window is made again.
  func rememberSourceFocus() {
    guard let current = focus, let index = focusedSourceIndex else { return }
    focus = nil
    sourceState?.focus = (index, current.control)
  }

  /// Forgets a focus remembered outside a source-backed table's window once a row of
  /// the window has the focus (a row focused by a key, a tap or ``setFocus(_:control:)``):
  /// part of repairing the focus after a change and after a layout.
  func forgetSourceFocusOnceFocused() {
    guard focus != nil, sourceState?.focus != nil else { return }
    sourceState?.focus = nil
  }

  /// Moves a remembered focus to a displayed row: a row the filter hides (or that
  /// left the source) hands it to the displayed row at or after its place in the
  /// source's order, else the last one in that order (ranked, wherever it is ranked);
  /// none, no focus.
  func settleSourceFocus() {
    guard let state = sourceState, let remembered = state.focus else { return }
    guard state.displayCount > 0 else {
      sourceState?.focus = nil
      return
    }
    let position = state.displayPosition(nearest: remembered.index)
    let index = state.sourceIndex(ofDisplay: position)
    if index != remembered.index { sourceState?.focus = (index, nil) }
  }

  /// Gives a remembered focus back to its row when the row is in the window (a row
  /// that cannot take the focus hands it to the nearest that can,
  /// ``focusTarget(near:section:)``).
  func restoreSourceFocus() {
    guard let state = sourceState, let remembered = state.focus else { return }
    guard focus == nil else {
      sourceState?.focus = nil
      return
    }
    let position = state.displayPosition(atOrAfter: remembered.index)
    let flat = position - state.windowStart
    guard flat >= 0, flat < tree.count, state.sourceIndex(ofDisplay: position) == remembered.index
    else { return }
    sourceState?.focus = nil
    if isFocusable(at: flat) {
      focus = focus(onSlot: tree.entry(at: flat).slot, control: remembered.control)
    } else if let target = focusTarget(near: flat) {
      focus = focus(onSlot: tree.entry(at: target).slot, control: nil)
    }
    needsLayout = true
  }

  /// Scrolls a source-backed table back to the focused row outside its window, so that
  /// a move of the focus starts from it.
  func revealSourceFocus() {
    guard !isLayingOut, focus == nil, let state = sourceState, let remembered = state.focus,
      state.displayCount > 0
    else { return }
    let position = state.displayPosition(nearest: remembered.index)
    sourceState?.pending = (position, 0)
    needsLayout = true
    layoutIfNeeded()
  }

  /// The invariants of a source-backed table's focus: a focus remembered outside the
  /// window only while the table's own is `nil`, on a displayed row outside it.
  func sourceFocusViolations() -> [String] {
    guard let state = sourceState, let remembered = state.focus else { return [] }
    var problems: [String] = []
    if focus != nil {
      problems.append("source focus: remembered at \(remembered.index) and focused")
    }
    let position = state.displayPosition(atOrAfter: remembered.index)
    if position >= state.displayCount || state.sourceIndex(ofDisplay: position) != remembered.index
    {
      problems.append("source focus: row \(remembered.index) is not displayed")
    } else if position >= state.windowStart, position < state.windowStart + tree.count {
      problems.append("source focus: row \(remembered.index) is in the window, not focused")
    }
    return problems
  }
}
