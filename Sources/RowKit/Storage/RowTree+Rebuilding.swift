extension RowTree {
  /// The entries (height, slot and why hidden, collapse marks included) in row order.
  ///
  /// - Complexity: O(n).
  func entriesInOrder() -> [Entry] {
    var result: [Entry] = []
    result.reserveCapacity(count)
    guard count > 0 else { return result }
    gatherEntries(of: root, level: depth, marked: false, into: &result)
    return result
  }

  private func gatherEntries(
    of node: Int32, level: Int, marked: Bool, into result: inout [Entry]
  ) {
    if level == 0 {
      let start = result.count
      result.append(contentsOf: leaves[Int(node)].entries)
      guard marked else { return }
      for position in start..<result.count { result[position].hidden.insert(.collapsed) }
    } else {
      for child in branches[Int(node)].children {
        gatherEntries(
          of: child.node, level: level - 1, marked: marked || child.isCollapsed, into: &result)
      }
    }
  }

  /// Puts a row in a slot of its own without placing it in the tree or the id index:
  /// a row that ``rebuild(order:)`` is about to place. Returns the slot.
  mutating func addUnplaced(_ row: Row) -> UInt32 {
    slotRows.append(row)
    slotHashes.append(hash(row.id))
    location.append(0)
    return UInt32(truncatingIfNeeded: slotRows.count - 1)
  }

  /// Rebuilds the whole tree with the rows of `order`'s slots, in that order and with
  /// its heights: every other row leaves. Slots are numbered afresh from 0 in the new
  /// order (so a tree that shrank gives its storage back) and the id index is filled
  /// again; a caller holding slots must find them again by id.
  ///
  /// This is what ``TableView/apply(rows:)`` does when most rows change places: one
  /// O(n) pass instead of an O(log n) edit per moved row.
  ///
  /// - Precondition: every slot of `order` holds a row (placed or added by
  ///   ``addUnplaced(_:)``), none twice, and the rows' ids are distinct.
  /// - Complexity: O(n) for the n rows of `order`.
  mutating func rebuild(order: [Entry]) {
    precondition(order.count <= Int(Int32.max), "RowTree holds at most Int32.max rows")
    var rows: [Row] = []
    rows.reserveCapacity(order.count)
    var hashes: [UInt32] = []
    hashes.reserveCapacity(order.count)
    for entry in order {
      rows.append(slotRows[Int(entry.slot)])
      hashes.append(slotHashes[Int(entry.slot)])
    }
    slotRows = rows
    slotHashes = hashes
    freeSlots = []
    var index = IdentityIndex(capacity: order.count)
    // The ids are distinct by the precondition: a repeat is not looked for.
    _ = index.fill(hashes: slotHashes) { _, _ in false }
    self.index = index
    buildNodes(count: order.count) { position in
      Entry(
        height: order[position].height, slot: UInt32(truncatingIfNeeded: position),
        hidden: order[position].hidden)
    }
  }

  /// Whether the slots hold far more room than the rows need (after large deletes):
  /// more than ``compactionMinimum`` slots (1,024 by default), four times the rows.
  /// ``rebuild(order:)`` gives it back.
  var isSparse: Bool {
    slotRows.count > compactionMinimum && slotRows.count > 4 * count
  }
}
