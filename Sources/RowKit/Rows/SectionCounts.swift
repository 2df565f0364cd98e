/// The number of rows in each section, and the arithmetic between flat row indexes
/// (sections concatenated) and index paths, shared by the table and its batches.
struct SectionCounts: Equatable, Sendable {
  var counts: [Int]

  /// The flat index of a section's first row.
  func start(of section: Int) -> Int {
    counts[..<section].reduce(0, +)
  }

  /// The index path of a flat index (past the end: in the last section).
  func indexPath(forFlatIndex index: Int) -> IndexPath {
    var start = 0
    for (section, count) in counts.enumerated() {
      if index < start + count { return IndexPath(row: index - start, section: section) }
      start += count
    }
    return IndexPath(row: index - start, section: max(0, counts.count - 1))
  }

  /// Whether an index path names a row (or, with `forInsertion`, a place to insert).
  func contains(_ path: IndexPath, forInsertion: Bool = false) -> Bool {
    counts.indices.contains(path.section) && path.row >= 0
      && path.row < counts[path.section] + (forInsertion ? 1 : 0)
  }
}
