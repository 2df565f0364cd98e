extension TableView {
  /// Gives the focus to a row and one of its controls (its default control,
  /// ``RowKind/defaultControl(of:)``, else its first, when `control` is `nil` or not
  /// one of its controls), and scrolls the row into view.
  ///
  /// - Throws: ``TableError/unknownRowID(_:)``.
  public func setFocus(_ id: RowID, control: ControlID? = nil) throws(TableError) {
    guard let slot = tree.slot(of: id) else { throw .unknownRowID(id) }
    focus = Focus(row: id, control: validControl(control, of: tree.row(inSlot: slot)))
    try scroll(to: id)
    needsLayout = true
  }

  /// Takes the focus away from every row.
  public func clearFocus() {
    focus = nil
    needsLayout = true
  }

  /// Moves the focus by a number of rows (negative moves up), clamped to the table;
  /// with no focus, focuses the first row shown.
  ///
  /// - Complexity: O(v log n) for v rows in a viewport (it scrolls the row into view).
  public func moveFocus(byRows delta: Int) {
    guard tree.count > 0 else { return }
    guard let current = focus, let index = tree.flatIndex(of: current.row) else {
      layoutIfNeeded()
      let first = visibleRows.first?.index ?? 0
      try? setFocus(tree[first].id)
      return
    }
    let target = min(max(0, index + delta), tree.count - 1)
    try? setFocus(tree[target].id)
  }

  /// Moves the focus to the next (or previous) control, across rows: the Tab order.
  ///
  /// - Complexity: O(rows passed over).
  public func moveFocusToNextControl(backwards: Bool = false) {
    guard tree.count > 0 else { return }
    guard let current = focus, var index = tree.flatIndex(of: current.row) else {
      moveFocus(byRows: 0)
      return
    }
    var controls = self.controls(of: tree[index])
    if let control = current.control, let position = controls.firstIndex(of: control) {
      let next = position + (backwards ? -1 : 1)
      if controls.indices.contains(next) {
        try? setFocus(current.row, control: controls[next])
        return
      }
    }
    for _ in 0..<tree.count {
      index = (index + (backwards ? -1 : 1) + tree.count) % tree.count
      let row = tree[index]
      controls = self.controls(of: row)
      if let control = backwards ? controls.last : controls.first {
        try? setFocus(row.id, control: control)
        return
      }
    }
  }

  /// Moves the focus to the next (or previous) control within the focused row.
  public func moveFocusWithinRow(backwards: Bool) {
    guard let current = focus, let index = tree.flatIndex(of: current.row) else {
      moveFocus(byRows: 0)
      return
    }
    let controls = self.controls(of: tree[index])
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
    guard tree.count > 0 else { return }
    let current = focus.flatMap { tree.flatIndex(of: $0.row) }
    var target = edgeRow(down: down)
    if target == nil || target == current {
      let page = max(1, viewport.lines - 1)
      scroll(by: down ? page : -page)
      target = edgeRow(down: down)
      if target == current, let current {
        target = min(max(0, current + (down ? 1 : -1)), tree.count - 1)
      }
    }
    try? setFocus(tree[target ?? (down ? tree.count - 1 : 0)].id)
  }

  /// The last (or first) row fully inside the viewport, else the last (first) shown.
  private func edgeRow(down: Bool) -> Int? {
    layoutIfNeeded()
    let whole = visibleRows.filter { $0.line >= 0 && $0.line + $0.height <= viewport.lines }
    let pick = down ? (whole.last ?? visibleRows.last) : (whole.first ?? visibleRows.first)
    return pick?.index
  }
}
