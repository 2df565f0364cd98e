extension SectionCounts {
  /// The sections of a new list of sections: their row counts (header and footer
  /// included) and states.
  ///
  /// - Throws: ``TableError/duplicateSectionID(_:)`` when two sections share an id
  ///   (``SectionID/automatic`` ones excepted).
  /// - Complexity: O(s) for s sections.
  init(checking sections: [Section]) throws(TableError) {
    var seen = Set<SectionID>()
    var counts: [Int] = []
    var states: [SectionState] = []
    counts.reserveCapacity(sections.count)
    states.reserveCapacity(sections.count)
    for section in sections {
      if !section.id.isAutomatic, !seen.insert(section.id).inserted {
        throw .duplicateSectionID(section.id)
      }
      counts.append(section.rowCount)
      states.append(section.state)
    }
    self.init(counts, states: states)
  }

  /// How sections are matched across an update: by id, and automatic ones by their
  /// position among the sections.
  enum Key: Hashable {
    case id(SectionID)
    case position(Int)
  }

  /// Each section's key (``Key``).
  var keys: [Key] {
    states.indices.map { states[$0].id.isAutomatic ? .position($0) : .id(states[$0].id) }
  }
}
