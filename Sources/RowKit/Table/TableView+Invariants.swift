extension TableView {
  /// Every way the table breaks its invariants, described; empty when it keeps them.
  ///
  /// Checks the row tree (``RowTree/invariantViolations()``), that the section counts
  /// add up to the rows, that the anchor and the focus name rows that exist (and the
  /// focused control is one of its row's), and that after a layout the visible rows
  /// are consecutive rows of the table, each with a cell whose slot shows the row's
  /// current content and whose measured height is its height.
  ///
  /// The model tests run it after every step; it costs O(n).
  func invariantViolations() -> [String] {
    var problems = tree.invariantViolations()
    if sectionCounts.total != tree.count {
      problems.append("sections count \(sectionCounts.total) rows, the tree \(tree.count)")
    }
    if sectionCounts.counts.contains(where: { $0 < 0 }) { problems.append("a negative section") }
    if let anchor, !tree.contains(anchor) { problems.append("anchor \(anchor) is not a row") }
    if let focus {
      if let slot = tree.slot(of: focus.row) {
        // The controls that can take the focus: the installed view's when shown.
        let controls = self.controls(of: tree.row(inSlot: slot))
        if let control = focus.control, !controls.contains(control) {
          problems.append("focused control \(control) is not one of row \(focus.row)'s")
        }
        if focus.control == nil, let first = controls.first {
          problems.append("row \(focus.row) has the focus but not its control \(first)")
        }
      } else {
        problems.append("focus on \(focus.row), which is not a row")
      }
    }
    guard !needsLayout else { return problems }
    if cells.count != visibleRows.count {
      problems.append("\(cells.count) cells for \(visibleRows.count) visible rows")
    }
    for (position, visible) in visibleRows.enumerated() {
      guard let index = tree.flatIndex(of: visible.id) else {
        problems.append("visible row \(visible.id) is not a row")
        continue
      }
      if index != visible.index { problems.append("visible row \(visible.id) moved") }
      if position > 0, index <= visibleRows[position - 1].index {
        problems.append("visible rows out of order at \(visible.id)")
      }
      if tree.storedHeight(at: index) != Int32(visible.height) {
        problems.append("visible row \(visible.id): height \(visible.height) is not its measure")
      }
      if let cell = cells[visible.id] {
        if !dirty.contains(visible.id), cell.slot.content != tree[index].content {
          problems.append("cell of \(visible.id) shows other content")
        }
      } else {
        problems.append("visible row \(visible.id) has no cell")
      }
    }
    return problems
  }
}
