extension TableView {
  /// Moves the focus by a number of shown rows (negative moves up; rows the filter
  /// hides are passed over), clamped to the table, to a row that can take the focus (``RowKind/isFocusable(_:)``): the row that
  /// many rows away, else the next one further on, else the nearest one back; with no
  /// focus, focuses the first row shown that can take it. The row gets its default
  /// control.
  ///
  /// - Complexity: O(v log n) for v rows in a viewport (it scrolls the row into view),
  ///   plus O(log n) for each row passed over that cannot take the focus.
  public func moveFocus(byRows delta: Int) {
    revealSourceFocus()
    guard !isLayingOut, tree.shownCount > 0 else { return }
    guard let current = focus, let index = tree.flatIndex(of: current.row) else {
      if let first = firstFocusableIndex() { try? setFocus(tree[first].id) }
      return
    }
    guard let target = focusableIndex(movingFrom: index, by: delta) else { return }
    try? setFocus(tree[target].id)
  }

  /// Up or Down: to the control of the focused row drawn nearest above or below the
  /// focused one (the options of a question stacked one per line), else to the
  /// previous or next row that can take the focus, on its default control.
  ///
  /// - Complexity: as ``moveFocus(byRows:)``.
  public func moveFocusByLine(down: Bool) {
    revealSourceFocus()
    if let row = focus?.row, let control = verticalNeighbour(down: down) {
      try? setFocus(row, control: control)
      return
    }
    moveFocus(byRows: down ? 1 : -1)
  }

  /// Moves the focus to the next (or previous) control, across rows: the Tab order.
  /// Within the focused row Tab goes through its controls in order; a row it enters
  /// gets its default control (``RowKind/defaultControl(of:)``), whichever way the
  /// focus came. Rows without controls and rows that cannot take the focus are passed
  /// over.
  ///
  /// - Complexity: O(rows passed over).
  public func moveFocusToNextControl(backwards: Bool = false) {
    guard !isLayingOut else { return }
    revealSourceFocus()
    guard tree.count > 0 else { return }
    guard let current = focus, let slot = tree.slot(of: current.row) else {
      moveFocus(byRows: 0)
      return
    }
    let controls = self.controls(ofSlot: slot)
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
      guard entry.isShown, isFocusable(at: index) else { continue }
      let slot = entry.slot
      if !self.controls(ofSlot: slot).isEmpty {
        try? setFocus(tree.row(inSlot: slot).id)
        return
      }
    }
  }

  /// Moves the focus to the next (or previous) control within the focused row.
  public func moveFocusWithinRow(backwards: Bool) {
    guard !isLayingOut else { return }
    revealSourceFocus()
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
  /// row fully in view. A row there that cannot take the focus hands it to the
  /// nearest one back towards the focused row, else further on.
  public func moveFocusByPage(down: Bool) {
    guard !isLayingOut else { return }
    revealSourceFocus()
    guard let lastShown = displayLast, let firstShown = displayFirst else { return }
    let current = focus.flatMap { tree.flatIndex(of: $0.row) }
    var target = edgeRow(down: down)
    if target == nil || target == current {
      let page = max(1, viewport.lines - 1)
      scroll(by: down ? page : -page)
      target = edgeRow(down: down)
      if target == current, let current {
        target =
          down
          ? displayNext(after: current) ?? lastShown
          : displayPrevious(before: current) ?? firstShown
      }
    }
    let place = target ?? (down ? lastShown : firstShown)
    // A row there that cannot take the focus: the nearest back towards the focus,
    // else further on.
    let index: Int?
    if isFocusable(at: place) {
      index = place
    } else if currentRanking() != nil {
      let at = displayPosition(of: place)
      let back = current.map(displayPosition).map {
        down ? Self.span($0 + 1, at + 1) : Self.span(at, $0)
      }
      index =
        rankedFocusableIndex(fromPosition: at, down: !down, within: back)
        ?? rankedFocusableIndex(fromPosition: at, down: down)
    } else {
      let back = current.map { down ? Self.span($0 + 1, place + 1) : Self.span(place, $0) }
      index =
        focusableIndex(from: place, down: !down, within: back)
        ?? focusableIndex(from: place, down: down)
    }
    if let index { try? setFocus(tree[index].id) }
  }

  /// The last (or first) row fully inside the viewport, else the last (first) shown.
  private func edgeRow(down: Bool) -> Int? {
    let rows = layout
    let whole = rows.filter(isWhole)
    let pick = down ? (whole.last ?? rows.last) : (whole.first ?? rows.first)
    return pick?.index
  }

  /// Home or End: the first (or last) row that can take the focus.
  public func moveFocusToEdge(end: Bool) {
    if sourceState != nil, !isLayingOut { jumpSource(toEnd: end) }
    let edge =
      currentRanking() != nil
      ? rankedFocusableIndex(fromPosition: end ? displayCount - 1 : 0, down: !end)
      : focusableIndex(from: end ? tree.count - 1 : 0, down: !end)
    guard tree.count > 0, let index = edge else { return }
    try? setFocus(tree[index].id)
  }
}
