extension TableView {
  // MARK: Reading sections

  /// The id of the section at an index.
  ///
  /// - Throws: ``TableError/sectionOutOfRange(_:)``.
  /// - Complexity: O(1).
  public func sectionID(at index: Int) throws(TableError) -> SectionID {
    guard sectionCounts.states.indices.contains(index) else { throw .sectionOutOfRange(index) }
    return sectionCounts.states[index].id
  }

  /// The index of the section with an id.
  ///
  /// - Throws: ``TableError/unknownSectionID(_:)`` (also for ``SectionID/automatic``,
  ///   which names no one section).
  /// - Complexity: O(1) expected.
  public func index(ofSection id: SectionID) throws(TableError) -> Int {
    guard let index = sectionCounts.index(of: id) else { throw .unknownSectionID(id) }
    return index
  }

  /// The id of a section's header row, if it has one.
  ///
  /// - Throws: ``TableError/sectionOutOfRange(_:)``.
  /// - Complexity: O(log n).
  public func headerID(ofSection index: Int) throws(TableError) -> RowID? {
    guard sectionCounts.states.indices.contains(index) else { throw .sectionOutOfRange(index) }
    guard sectionCounts.states[index].hasHeader else { return nil }
    return tree[sectionCounts.start(of: index)].id
  }

  /// The id of a section's footer row, if it has one.
  ///
  /// - Throws: ``TableError/sectionOutOfRange(_:)``.
  /// - Complexity: O(log n).
  public func footerID(ofSection index: Int) throws(TableError) -> RowID? {
    guard sectionCounts.states.indices.contains(index) else { throw .sectionOutOfRange(index) }
    guard sectionCounts.states[index].hasFooter else { return nil }
    return tree[sectionCounts.start(of: index + 1) - 1].id
  }

  // MARK: Keeping sections through apply

  /// The new sections with the collapsed state of the old ones they match (by
  /// ``SectionCounts/Key``), and the sections inserted, deleted and moved noted in
  /// `changes`.
  ///
  /// - Complexity: O(s + s') for the old and new sections.
  func sectionsKeepingState(_ new: SectionCounts, changes: inout RowChanges) -> SectionCounts {
    let oldKeys = sectionCounts.keys
    let newKeys = new.keys
    if case .success(let diff) = Diff.compute(
      from: oldKeys, to: newKeys, oldID: { $0 }, newID: { $0 }, contentEquals: { _, _ in true })
    {
      changes.insertedSections = diff.insertions
      changes.deletedSections = diff.deletions
      changes.movedSections = diff.moves.map(\.new).sorted()
    }
    guard sectionCounts.collapsedCount > 0 else { return new }
    var collapsed = Set<SectionCounts.Key>()
    for (key, state) in zip(oldKeys, sectionCounts.states) where state.isCollapsed {
      collapsed.insert(key)
    }
    var result = new
    for (section, key) in newKeys.enumerated() where collapsed.contains(key) {
      var state = result.states[section]
      state.isCollapsed = true
      result.setState(state, of: section)
    }
    return result
  }

  /// Gives every row the `.collapsed` reason exactly when it is in a collapsed
  /// section's rows or footer: `clearing` first takes it from every row.
  ///
  /// - Complexity: O(n) when clearing; else O(log n) for each collapsed section.
  func hideCollapsedRows(clearing: Bool) {
    if clearing { tree.clearHidden(.collapsed) }
    for (section, state) in sectionCounts.states.enumerated() where state.isCollapsed {
      tree.setCollapsed(true, flatRange: sectionCounts.collapsibleRange(of: section))
    }
    needsLayout = true
  }
}
