extension TableView {
  /// Every way the table breaks its invariants, described; empty when it keeps them.
  ///
  /// Checks the row tree (``RowTree/invariantViolations()``), that the section counts
  /// add up to the rows, that the anchor and the focus name rows that exist, that the
  /// focused control is one the row can take the focus on (a shown row: as its view
  /// lays its controls out; a row not shown: as its kind lists them) and that a shown
  /// focused row with controls has one of them focused, that no hidden row has the
  /// focus, and rows are hidden only by a filter or a collapsed section
  /// (``sectionViolations()``); and, when the layout is
  /// current, that the placed rows are rows of the table in order, each measured and
  /// with a cell whose slot holds the row's current content, and no other cell.
  ///
  /// The model tests run it after every step; it costs O(n).
  func invariantViolations() -> [String] {
    var problems = tree.invariantViolations()
    if sectionCounts.total != tree.count {
      problems.append("sections count \(sectionCounts.total) rows, the tree \(tree.count)")
    }
    if sectionCounts.counts.contains(where: { $0 < 0 }) { problems.append("a negative section") }
    if let anchor, !tree.contains(anchor) { problems.append("anchor \(anchor) is not a row") }
    if !needsLayout, let kept = keptHeight {
      problems.append("row \(kept.id) keeps its height measured before past a layout")
    }
    problems += selectionViolations()
    problems += sourceViolations()
    problems += scanViolations()
    problems += rankingViolations()
    problems += focusPolicyViolations()
    if let focus {
      if let slot = tree.slot(of: focus.row) {
        // Before a layout, what the row can show is its kind's controls; after it, a
        // shown row's are those its view lays out at this width.
        let controls =
          needsLayout ? tree.row(inSlot: slot).content.controls : self.controls(ofSlot: slot)
        let shown = !needsLayout && cells.cell(slot: slot, id: focus.row) != nil
        if let control = focus.control, !controls.contains(control) {
          problems.append("focused control \(control) is not one of row \(focus.row)'s")
        }
        if shown, focus.control == nil, let first = controls.first {
          problems.append("row \(focus.row) has the focus but not its control \(first)")
        }
        if !tree.hidden(slot: slot).isEmpty {
          problems.append("focus on \(focus.row), which the filter hides")
        }
      } else {
        problems.append("focus on \(focus.row), which is not a row")
      }
    }
    problems += sectionViolations()
    guard !needsLayout else { return problems }
    if let hidden = placed.first(where: { !tree.hidden(slot: $0.slot).isEmpty }) {
      problems.append("placed row in slot \(hidden.slot) is hidden")
    }
    let pinnedCount = pinned == nil ? 0 : 1
    if cells.count != placed.count + pinnedCount {
      problems.append("\(cells.count) cells for \(placed.count + pinnedCount) placed rows")
    }
    problems += pinnedViolations()
    for (position, row) in placed.enumerated() {
      let id = tree.row(inSlot: row.slot).id
      guard tree.slot(of: id) == row.slot else {
        problems.append("placed slot \(row.slot) holds no row")
        continue
      }
      if tree.flatIndex(ofSlot: row.slot) != row.index {
        problems.append("placed row \(id) is not at index \(row.index)")
      }
      if position > 0,
        displayPosition(of: row.index) <= displayPosition(of: placed[position - 1].index)
      {
        problems.append("placed rows out of order at \(id)")
      }
      if tree.storedHeight(slot: row.slot) <= 0 {
        problems.append("placed row \(id) is not measured (or empty)")
      }
      if let cell = cells.cell(slot: row.slot, id: id) {
        if cell.slot.content.map({ !$0.isSameValue(as: tree.row(inSlot: row.slot).content) })
          ?? true
        {
          problems.append("cell of \(id) shows other content")
        }
      } else {
        problems.append("placed row \(id) has no cell")
      }
    }
    return problems
  }
}
