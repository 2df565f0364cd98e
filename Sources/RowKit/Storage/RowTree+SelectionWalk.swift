extension RowTree {
  /// Calls `body` with the id of each row of a range of flat indexes, in order, read
  /// in place from ``slotRows`` (the walk of ``forEachSlot(in:_:)``). The rest of the
  /// row is not read: a copy of the row would retain and release its content box,
  /// whose cache line is then written, one line a row (what a range selection asks of
  /// a row is its id and whether it is among the few that refuse selection, which the
  /// selection keeps by id).
  ///
  /// - Complexity: O(k + log n) for the k rows of the range.
  func forEachID(in flatRange: Range<Int>, _ body: (RowID) -> Void) {
    slotRows.withUnsafeBufferPointer { rows in
      forEachSlot(in: flatRange) { slot in body(rows[Int(slot)].id) }
    }
  }
}
