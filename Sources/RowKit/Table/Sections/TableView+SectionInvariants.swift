extension TableView {
  /// Every way the sections break their invariants, described: the counts and states
  /// agree (one state a section, the id index and the collapsed count right, a header
  /// or footer only in a section with room for it); a row is hidden by a collapse
  /// exactly when it is a row or the footer of a collapsed section, and by the filter
  /// only while there is one.
  ///
  /// - Complexity: O(n).
  func sectionViolations() -> [String] {
    var problems: [String] = []
    let states = sectionCounts.states
    if states.count != sectionCounts.count { problems.append("not one state a section") }
    if sectionCounts.collapsedCount != states.filter(\.isCollapsed).count {
      problems.append("the collapsed count is \(sectionCounts.collapsedCount)")
    }
    for (section, state) in states.enumerated() {
      if sectionCounts.counts[section] < state.headerRows + state.footerRows {
        problems.append("section \(section) has no room for its header and footer")
      }
      if !state.id.isAutomatic, sectionCounts.index(of: state.id) != section {
        problems.append("section \(section)'s id \(state.id) is filed elsewhere")
      }
    }
    var collapsed = [Bool](repeating: false, count: tree.count)
    for (section, state) in states.enumerated() where state.isCollapsed {
      for index in sectionCounts.collapsibleRange(of: section).clamped(to: 0..<tree.count) {
        collapsed[index] = true
      }
    }
    for (index, entry) in tree.entriesInOrder().enumerated() {
      if entry.hidden.contains(.collapsed) != collapsed[index] {
        problems.append(
          "row \(tree[index].id) is \(collapsed[index] ? "not " : "")hidden by a collapse")
      }
      if filterState.filter == nil, entry.hidden.contains(.filtered) {
        problems.append("no filter, yet row \(tree[index].id) is filtered out")
      }
    }
    return problems
  }
}
