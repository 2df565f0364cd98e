extension TableView {
  /// Collapses a section (hides its rows and its footer; its header stays shown) or
  /// expands it.
  ///
  /// A section's collapsed state is the table's: it is kept through every update, and
  /// through ``apply(_:)`` by the section's id. Rows inserted into a collapsed section
  /// are hidden with it. Hidden rows keep their place, content, height and selection;
  /// a focused row that the collapse hides hands the focus to the nearest row that is
  /// shown and can take it (see "Where the focus goes" in ``handle(_:modifiers:)``):
  /// the section's header, when it can.
  ///
  /// A collapsed section's header stays on screen, as UIKit's and Textual's do: when
  /// the viewport's top is inside the section (its header above the top, or pinned
  /// there over its rows), the viewport moves so that the header is at the top.
  ///
  /// - Throws: ``TableError/unknownSectionID(_:)``, or
  ///   ``TableError/changedWhileLayingOut``.
  /// - Complexity: O(log n), whatever the section's size: the row tree marks the
  ///   subtrees the section covers whole and sets a bit only on the entries of the two
  ///   leaves its ends cut through (see "Collapsed sections" in Architecture.md).
  public func setCollapsed(_ collapsed: Bool, section id: SectionID) throws(TableError) {
    try setCollapsed(collapsed, sectionAt: index(ofSection: id))
  }

  /// Collapses or expands the section at an index (see ``setCollapsed(_:section:)``).
  ///
  /// - Throws: ``TableError/sectionOutOfRange(_:)``, or
  ///   ``TableError/changedWhileLayingOut``.
  /// - Complexity: O(log n).
  public func setCollapsed(_ collapsed: Bool, sectionAt index: Int) throws(TableError) {
    try checkNotLayingOut()
    guard sectionCounts.states.indices.contains(index) else { throw .sectionOutOfRange(index) }
    var state = sectionCounts.states[index]
    guard state.isCollapsed != collapsed else { return }
    if collapsed { keepHeaderInView(ofSection: index) }
    state.isCollapsed = collapsed
    sectionCounts.setState(state, of: index)
    tree.setCollapsed(collapsed, flatRange: sectionCounts.collapsibleRange(of: index))
    if collapsed { repairFocusOnHiddenRow() }
    needsLayout = true
  }

  /// Whether the section with an id is collapsed.
  ///
  /// - Throws: ``TableError/unknownSectionID(_:)``.
  /// - Complexity: O(1) expected.
  public func isCollapsed(section id: SectionID) throws(TableError) -> Bool {
    sectionCounts.states[try index(ofSection: id)].isCollapsed
  }

  /// Whether the section at an index is collapsed.
  ///
  /// - Throws: ``TableError/sectionOutOfRange(_:)``.
  /// - Complexity: O(1).
  public func isCollapsed(sectionAt index: Int) throws(TableError) -> Bool {
    guard sectionCounts.states.indices.contains(index) else { throw .sectionOutOfRange(index) }
    return sectionCounts.states[index].isCollapsed
  }

  /// Scrolls, before a section collapses, so that its header is at the viewport's top
  /// when the top is inside the section's rows now: the collapse would otherwise
  /// leave the header above the top, off screen.
  ///
  /// - Complexity: O(log n), by the rows' offsets (exact for rows measured, as the
  ///   rows around the viewport are).
  private func keepHeaderInView(ofSection section: Int) {
    // A ranked view's rows are not in their sections' order.
    guard !filterState.isRanked, sectionCounts.states[section].hasHeader else { return }
    let header = sectionCounts.start(of: section)
    guard tree.entry(at: header).isShown, let top = anchorIndex else { return }
    let line = displayTop(of: top) + anchorLine
    let headerTop = displayTop(of: header)
    let end = sectionCounts.start(of: section + 1)
    let sectionEnd = end < tree.count ? displayTop(of: end) : tree.totalHeight
    guard line > headerTop, line < sectionEnd else { return }
    anchor = tree[header].id
    anchorLine = 0
    needsLayout = true
  }
}
