/// The number of rows in each section, with prefix sums in a Fenwick tree: the flat
/// index of a section's first row and the section of a flat index in O(log s) for s
/// sections, and a row added to or removed from a section in O(log s).
///
/// Inserting or removing a section rebuilds the sums in O(s).
struct SectionCounts: Equatable, Sendable {
  private(set) var counts: [Int]
  private var sums: [Int]

  init(_ counts: [Int]) {
    self.counts = counts
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

  /// The index path of a flat index (past the end: in the last section).
  func indexPath(forFlatIndex index: Int) -> RowIndexPath {
    let section = self.section(ofFlatIndex: index)
    return RowIndexPath(row: index - start(of: section), section: section)
  }

  /// Whether an index path names a row (or, with `forInsertion`, a place to insert).
  func contains(_ path: RowIndexPath, forInsertion: Bool = false) -> Bool {
    counts.indices.contains(path.section) && path.row >= 0
      && path.row < counts[path.section] + (forInsertion ? 1 : 0)
  }

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
  mutating func insertSection(rows: Int, at section: Int) {
    counts.insert(rows, at: section)
    rebuild()
  }

  /// Removes a section (its rows are counted out).
  mutating func removeSection(_ section: Int) {
    counts.remove(at: section)
    rebuild()
  }

  private mutating func rebuild() {
    sums = [0] + counts
    for position in 1..<max(1, sums.count) {
      let parent = position + (position & -position)
      if parent < sums.count { sums[parent] += sums[position] }
    }
  }
}
