extension TableView {
  /// Collapses a section (hides its rows and its footer; its header stays shown) or
  /// expands it.
  ///
  /// A section's collapsed state is the table's: it is kept through every update, and
  /// through ``apply(_:)`` by the section's id. Rows inserted into a collapsed section
  /// are hidden with it. Hidden rows keep their place, content, height and selection;
  /// a focused row that the collapse hides hands the focus to the nearest row that is
  /// shown and can take it (see "Where the focus goes" in ``handle(_:modifiers:)``).
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
}
