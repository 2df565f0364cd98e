extension RowTree {
  /// Calls `body` with the slot of each row of a range of flat indexes, in order: one
  /// walk down the tree to the subtrees the range covers, then leaf by leaf, with no
  /// walk down per row.
  ///
  /// - Complexity: O(k + log n) for the k rows of the range.
  func forEachSlot(in flatRange: Range<Int>, _ body: (UInt32) -> Void) {
    let range = flatRange.clamped(to: 0..<count)
    guard !range.isEmpty else { return }
    forEachSlot(in: range, node: Int(root), level: depth, body)
  }

  /// Calls `body` with each row of a range of flat indexes, in order
  /// (``forEachSlot(in:_:)``).
  ///
  /// - Complexity: O(k + log n) for the k rows of the range.
  func forEachRow(in flatRange: Range<Int>, _ body: (Row) -> Void) {
    forEachSlot(in: flatRange) { slot in body(slotRows[Int(slot)]) }
  }

  /// The walk over one subtree (`range` relative to its first row).
  private func forEachSlot(
    in range: Range<Int>, node: Int, level: Int, _ body: (UInt32) -> Void
  ) {
    guard level > 0 else {
      withEntries(ofLeaf: node) { entries in
        for offset in range { body(entries[offset].slot) }
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
      forEachSlot(in: part, node: Int(child.node), level: level - 1, body)
    }
  }
}
