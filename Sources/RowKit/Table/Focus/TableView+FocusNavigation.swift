extension TableView {
  /// Moves the focus by a number of shown rows (negative moves up), clamped to the
  /// table; with no focus, focuses the first row in view. Rows the filter hides are
  /// passed over.
  ///
  /// - Complexity: O(v log n) for v rows in a viewport (it scrolls the row into view).
  public func moveFocus(byRows delta: Int) {
    let shown = tree.shownCount
    guard shown > 0 else { return }
    guard let current = focus, let index = tree.flatIndex(of: current.row) else {
      let first = layout.first?.index ?? tree.flatIndex(ofShown: 0)
      try? setFocus(tree[first].id)
      return
    }
    // A hidden focused row counts as the place of the next shown row, or the last.
    let place = min(tree.shownBefore(index), shown - 1)
    let target = place.addingReportingOverflow(delta)
    let clamped =
      target.overflow
      ? (delta > 0 ? shown - 1 : 0) : min(max(0, target.partialValue), shown - 1)
    try? setFocus(tree[tree.flatIndex(ofShown: clamped)].id)
  }

  /// Moves the focus to the next (or previous) control, across rows: the Tab order.
  ///
  /// - Complexity: O(rows passed over).
  public func moveFocusToNextControl(backwards: Bool = false) {
    guard tree.count > 0 else { return }
    guard let current = focus, let slot = tree.slot(of: current.row) else {
      moveFocus(byRows: 0)
      return
    }
    var controls = self.controls(ofSlot: slot)
    if let control = current.control, let position = controls.firstIndex(of: control) {
      let next = position + (backwards ? -1 : 1)
      if controls.indices.contains(next) {
        try? setFocus(current.row, control: controls[next])
        return
      }
    }
    var index = tree.flatIndex(ofSlot: slot)
    for _ in 0..<tree.count {
      index = (index + (backwards ? -1 : 1) + tree.count) % tree.count
      let entry = tree.entry(at: index)
      guard entry.isShown else { continue }
      let slot = entry.slot
      controls = self.controls(ofSlot: slot)
      if let control = backwards ? controls.last : controls.first {
        try? setFocus(tree.row(inSlot: slot).id, control: control)
        return
      }
    }
  }

  /// Moves the focus to the next (or previous) control within the focused row.
  public func moveFocusWithinRow(backwards: Bool) {
    guard let current = focus, let slot = tree.slot(of: current.row) else {
      moveFocus(byRows: 0)
      return
    }
    let controls = self.controls(ofSlot: slot)
    guard let control = current.control, let position = controls.firstIndex(of: control)
    else { return }
    let next = min(max(0, position + (backwards ? -1 : 1)), controls.count - 1)
    try? setFocus(current.row, control: controls[next])
  }

  /// Moves the focus a page down or up: first to the last (or first) row fully in
  /// the viewport; when the focus is already there, the table scrolls a page (the
  /// viewport's height less one line) and the focus goes to the new last (or first)
  /// row fully in view.
  public func moveFocusByPage(down: Bool) {
    guard let lastShown = tree.shownIndex(atOrBefore: tree.count - 1),
      let firstShown = tree.shownIndex(atOrAfter: 0)
    else { return }
    let current = focus.flatMap { tree.flatIndex(of: $0.row) }
    var target = edgeRow(down: down)
    if target == nil || target == current {
      let page = max(1, viewport.lines - 1)
      scroll(by: down ? page : -page)
      target = edgeRow(down: down)
      if target == current, let current {
        target =
          down
          ? tree.shownIndex(atOrAfter: current + 1) ?? lastShown
          : tree.shownIndex(atOrBefore: current - 1) ?? firstShown
      }
    }
    try? setFocus(tree[target ?? (down ? lastShown : firstShown)].id)
  }

  /// The last (or first) row fully inside the viewport, else the last (first) shown.
  private func edgeRow(down: Bool) -> Int? {
    let rows = layout
    let whole = rows.filter(isWhole)
    let pick = down ? (whole.last ?? rows.last) : (whole.first ?? rows.first)
    return pick?.index
  }
}
