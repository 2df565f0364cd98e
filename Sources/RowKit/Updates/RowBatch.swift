/// A batch of updates being applied to a copy of a table's rows, with the rows'
/// heights, which of them are measured, and the section counts carried along, so the
/// table can take the result without re-measuring or re-comparing rows.
struct RowBatch {
  private(set) var rows: [Row]
  private(set) var heights: [Int]
  private(set) var measured: [Bool]
  private(set) var counts: [Int]
  /// Rows of the committed table that the batch deleted (and did not insert again).
  private(set) var deleted = Set<RowID>()
  /// Rows the batch inserted that the committed table did not have.
  private var inserted = Set<RowID>()
  /// The first flat index whose row may have changed place.
  private(set) var firstMoved: Int
  /// The height given to rows not measured yet.
  let estimate: Int

  init(rows: [Row], heights: [Int], measured: [Bool], counts: [Int], estimate: Int) {
    self.rows = rows
    self.heights = heights
    self.measured = measured
    self.counts = counts
    self.estimate = estimate
    firstMoved = rows.count
  }

  /// Whether a row with this id is in the batch's rows, given the committed index.
  func contains(_ id: RowID, committed: [RowID: Int]) -> Bool {
    inserted.contains(id) || (committed[id] != nil && !deleted.contains(id))
  }

  /// The flat index of a section's first row.
  func start(ofSection section: Int) -> Int {
    SectionCounts(counts: counts).start(of: section)
  }

  /// The section holding a flat index.
  func section(ofFlatIndex index: Int) -> Int {
    SectionCounts(counts: counts).indexPath(forFlatIndex: index).section
  }

  /// Whether an index path is a place to insert a row at.
  func isInsertionPoint(_ path: IndexPath) -> Bool {
    SectionCounts(counts: counts).contains(path, forInsertion: true)
  }

  mutating func insert(_ newRows: [Row], at index: Int, section: Int) {
    rows.insert(contentsOf: newRows, at: index)
    heights.insert(contentsOf: repeatElement(estimate, count: newRows.count), at: index)
    measured.insert(contentsOf: repeatElement(false, count: newRows.count), at: index)
    counts[section] += newRows.count
    for row in newRows where !deleted.contains(row.id) { inserted.insert(row.id) }
    for row in newRows { deleted.remove(row.id) }
    firstMoved = min(firstMoved, index)
  }

  mutating func remove(at index: Int) {
    let id = rows.remove(at: index).id
    heights.remove(at: index)
    measured.remove(at: index)
    counts[section(ofFlatIndex: index)] -= 1
    if inserted.remove(id) == nil { deleted.insert(id) }
    firstMoved = min(firstMoved, index)
  }

  /// Moves a row, keeping its height, to a row of a section (as if removed first).
  mutating func move(from index: Int, toSection target: Int, row position: Int) {
    let row = rows.remove(at: index)
    let height = heights.remove(at: index)
    let isMeasured = measured.remove(at: index)
    counts[section(ofFlatIndex: index)] -= 1
    let destination = start(ofSection: target) + position
    rows.insert(row, at: destination)
    heights.insert(height, at: destination)
    measured.insert(isMeasured, at: destination)
    counts[target] += 1
    firstMoved = min(firstMoved, index, destination)
  }

  /// Gives a row new content; it is measured again when shown.
  mutating func setContent(_ content: AnyRowContent, at index: Int) {
    guard rows[index].content != content else { return }
    rows[index].content = content
    heights[index] = estimate
    measured[index] = false
  }

  mutating func insertSection(_ newRows: [Row], at section: Int) {
    counts.insert(0, at: section)
    insert(newRows, at: start(ofSection: section), section: section)
  }

  mutating func removeSection(_ section: Int) {
    let first = start(ofSection: section)
    let range = first..<first + counts[section]
    for row in rows[range] where inserted.remove(row.id) == nil { deleted.insert(row.id) }
    rows.removeSubrange(range)
    heights.removeSubrange(range)
    measured.removeSubrange(range)
    counts.remove(at: section)
    firstMoved = min(firstMoved, first)
  }
}
