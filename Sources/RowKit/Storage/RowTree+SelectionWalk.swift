extension RowTree {
  /// The slots of a range of flat indexes, in order, gathered leaf by leaf (the walk
  /// of ``forEachSlot(in:_:)``), 4 bytes a row: a range selection then reads each
  /// row's id in place from ``slotRows`` in a plain loop. The rest of the row is not
  /// read: a copy of the row would retain and release its content box, whose cache
  /// line is then written, one line a row (what a range selection asks of a row is
  /// its id and whether it is among the few that refuse selection, which the
  /// selection keeps by id).
  ///
  /// - Complexity: O(k + log n) for the k rows of the range.
  func slots(in flatRange: Range<Int>) -> [UInt32] {
    let range = flatRange.clamped(to: 0..<count)
    return [UInt32](unsafeUninitializedCapacity: range.count) { buffer, initialized in
      initialized = 0
      forEachSlot(in: range) { slot in
        // Never past the end: the walk visits exactly the range's rows.
        guard initialized < buffer.count else { return }
        buffer.initializeElement(at: initialized, to: slot)
        initialized &+= 1
      }
    }
  }
}
