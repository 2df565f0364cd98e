extension RowTree {
  /// Calls `body` with the id of each row of a range of flat indexes, in order, read
  /// in place from ``slotRows``: one walk down the tree to the subtrees the range
  /// covers, then leaf by leaf. The rest of the row is not read: a copy of the row
  /// would retain and release its content box, whose cache line is then written, one
  /// line a row (what a range selection asks of a row is its id and whether it is
  /// among the few that refuse selection, which the selection keeps by id).
  ///
  /// - Complexity: O(k + log n) for the k rows of the range.
  func forEachID(in flatRange: Range<Int>, _ body: (RowID) -> Void) {
    let range = flatRange.clamped(to: 0..<count)
    guard !range.isEmpty else { return }
    slotRows.withUnsafeBufferPointer { rows in
      forEachID(in: range, node: Int(root), level: depth, rows: rows, body)
    }
  }

  /// The walk over one subtree (`range` relative to its first row).
  private func forEachID(
    in range: Range<Int>, node: Int, level: Int, rows: UnsafeBufferPointer<Row>,
    _ body: (RowID) -> Void
  ) {
    guard level > 0 else {
      leaves[node].entries.withUnsafeBufferPointer { entries in
        for offset in range { body(rows[Int(entries[offset].slot)].id) }
      }
      return
    }
    var base = 0
    for child in branches[node].children {
      let size = Int(child.count)
      defer { base += size }
      guard base + size > range.lowerBound else { continue }
      guard base < range.upperBound else { break }
      let part = max(range.lowerBound, base) - base..<min(range.upperBound, base + size) - base
      forEachID(in: part, node: Int(child.node), level: level - 1, rows: rows, body)
    }
  }
}
