/// The sections of a table over its one sequence of rows: the number of rows in each
/// (its header and footer included), with prefix sums in a Fenwick tree, and each
/// section's ``SectionState`` (id, header, footer, collapsed).
///
/// The flat index of a section's first row and the section of a flat index cost
/// O(log s) for s sections, and so do an index path's flat index and back (a header
/// comes before the body rows, a footer after them); a row added to or removed from a
/// section costs O(log s); a section's index from its id O(1) expected.
///
/// Inserting or removing a section rebuilds the sums and the id index in O(s).
struct SectionCounts: Equatable, Sendable {
  private(set) var counts: [Int]
  private var sums: [Int]
  /// Per section: its id, header, footer and collapsed state.
  private(set) var states: [SectionState]
  /// Sections by id (automatic ids left out).
  private var indexes: [SectionID: Int] = [:]
  /// How many sections are collapsed.
  private(set) var collapsedCount = 0

  /// Sections of rows only, `counts[i]` rows in section `i`.
  init(_ counts: [Int]) {
    self.init(counts, states: Array(repeating: .plain, count: counts.count))
  }

  /// Sections of `counts[i]` rows (header and footer included), each with its state.
  init(_ counts: [Int], states: [SectionState]) {
    precondition(counts.count == states.count, "SectionCounts: one state a section")
    self.counts = counts
    self.states = states
    sums = []
    rebuild()
  }

  /// The number of sections.
  var count: Int { counts.count }

  /// The number of rows in all sections.
  var total: Int { start(of: counts.count) }

  /// The flat index of a section's first row (`count` gives the total).
  func start(of section: Int) -> Int {
    var position = min(max(0, section), counts.count)
    var sum = 0
    while position > 0 {
      sum += sums[position]
      position -= position & -position
    }
    return sum
  }

  /// The flat index of a section's first body row (after its header).
  func bodyStart(of section: Int) -> Int { start(of: section) + states[section].headerRows }

  /// The number of body rows of a section (its header and footer left out).
  func bodyCount(of section: Int) -> Int {
    counts[section] - states[section].headerRows - states[section].footerRows
  }

  /// The flat indexes a collapse of the section hides: its body rows and its footer.
  func collapsibleRange(of section: Int) -> Range<Int> {
    bodyStart(of: section)..<start(of: section) + counts[section]
  }

  /// The section that holds a flat index (past the end: the last section).
  func section(ofFlatIndex index: Int) -> Int {
    // The largest number of whole sections whose rows all come before `index`.
    var position = 0
    var remaining = index
    var step = 1
    while step * 2 <= counts.count { step *= 2 }
    while step > 0 {
      let next = position + step
      if next <= counts.count, sums[next] <= remaining {
        position = next
        remaining -= sums[next]
      }
      step /= 2
    }
    return min(position, max(0, counts.count - 1))
  }

  /// The section of a flat index and the part of it the row there is.
  func part(ofFlatIndex index: Int) -> (section: Int, part: SectionPart) {
    let section = self.section(ofFlatIndex: index)
    guard states.indices.contains(section) else { return (section, .body(index)) }
    let offset = index - start(of: section)
    let state = states[section]
    if state.hasHeader, offset == 0 { return (section, .header) }
    if state.hasFooter, offset == counts[section] - 1 { return (section, .footer) }
    return (section, .body(offset - state.headerRows))
  }

  /// The index path of a flat index (past the end: in the last section). A header's
  /// row is -1, a footer's the section's number of body rows.
  func indexPath(forFlatIndex index: Int) -> RowIndexPath {
    let section = self.section(ofFlatIndex: index)
    let header = states.indices.contains(section) ? states[section].headerRows : 0
    return RowIndexPath(row: index - start(of: section) - header, section: section)
  }

  /// Whether an index path names a body row (or, with `forInsertion`, a place to
  /// insert one).
  func contains(_ path: RowIndexPath, forInsertion: Bool = false) -> Bool {
    counts.indices.contains(path.section) && path.row >= 0
      && path.row < bodyCount(of: path.section) + (forInsertion ? 1 : 0)
  }

  /// The index of the section with an id (never an automatic one).
  func index(of id: SectionID) -> Int? { indexes[id] }

  /// Adds rows to (or, negative, removes rows from) a section.
  mutating func add(_ delta: Int, to section: Int) {
    counts[section] += delta
    var position = section + 1
    while position < sums.count {
      sums[position] += delta
      position += position & -position
    }
  }

  /// Inserts a section of `rows` rows.
  mutating func insertSection(rows: Int, state: SectionState = .plain, at section: Int) {
    counts.insert(rows, at: section)
    states.insert(state, at: section)
    rebuild()
  }

  /// Removes a section (its rows are counted out); returns its state.
  @discardableResult
  mutating func removeSection(_ section: Int) -> SectionState {
    counts.remove(at: section)
    let state = states.remove(at: section)
    rebuild()
    return state
  }

  /// Gives a section a new state (its id unchanged).
  mutating func setState(_ state: SectionState, of section: Int) {
    if states[section].isCollapsed != state.isCollapsed {
      collapsedCount += state.isCollapsed ? 1 : -1
    }
    states[section] = state
  }

  private mutating func rebuild() {
    sums = [0] + counts
    for position in 1..<max(1, sums.count) {
      let parent = position + (position & -position)
      if parent < sums.count { sums[parent] += sums[position] }
    }
    indexes = [:]
    collapsedCount = 0
    for (section, state) in states.enumerated() {
      if !state.id.isAutomatic { indexes[state.id] = section }
      if state.isCollapsed { collapsedCount += 1 }
    }
  }
}
