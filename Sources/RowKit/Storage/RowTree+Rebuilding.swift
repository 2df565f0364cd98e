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
      result.append(contentsOf: entries(ofLeaf: Int(node)))
      guard marked else { return }
      for position in start..<result.count { result[position].hidden.insert(.collapsed) }
    } else {
      for child in branches[Int(node)].children {
        gatherEntries(
          of: child.node, level: level - 1, marked: marked || child.isCollapsed, into: &result)
      }
    }
  }

  /// Puts a row in a free slot (or a new one) and files it in the id index without
  /// placing it among the nodes: a row that ``rearrange(order:)`` is about to place.
  /// Returns the slot.
  ///
  /// - Complexity: O(1) expected.
  mutating func addUnplaced(_ row: Row) -> UInt32 {
    let hash = hash(row.id)
    let slot: UInt32
    if let free = freeSlots.popLast() {
      slot = free
      slotRows[Int(slot)] = row
      slotHashes[Int(slot)] = hash
    } else {
      slot = UInt32(truncatingIfNeeded: slotRows.count)
      slotRows.append(row)
      slotHashes.append(hash)
      location.append(0)
    }
    index.insert(slot, hash: hash, hashes: slotHashes)
    return slot
  }

  /// Takes the row in `slot` out of the id index and frees the slot, leaving the nodes
  /// as they are: a row that ``rearrange(order:)`` leaves out. Returns the row.
  ///
  /// - Complexity: O(1) expected.
  mutating func removeUnplaced(slot: UInt32) -> Row {
    index.remove(slot, hash: slotHashes[Int(slot)], hashes: slotHashes)
    freeSlots.append(slot)
    let row = slotRows[Int(slot)]
    slotRows[Int(slot)] = VacantRow.row
    return row
  }

  /// Builds the nodes again with the entries of `order`, in that order and with its
  /// heights, every row keeping its slot: the rows' storage and the id index stay as
  /// they are, so nothing that holds a slot (a cell, a placed row) needs to find it
  /// again.
  ///
  /// This is what ``TableView/apply(rows:)`` does when most rows change places: one
  /// O(n) pass instead of an O(log n) edit per moved row.
  ///
  /// - Precondition: `order` holds every filed slot once and no other: rows leave
  ///   first (``removeUnplaced(slot:)``), new rows come in by ``addUnplaced(_:)``.
  /// - Complexity: O(n) for the n rows of `order`.
  mutating func rearrange(order: [Entry]) {
    precondition(order.count == index.count, "RowTree.rearrange: not every row placed once")
    order.withUnsafeBufferPointer { order in
      buildNodes(count: order.count) { order[$0] }
    }
  }

  /// Rebuilds the whole tree with the rows of `order`'s slots, in that order and with
  /// its heights: every other row leaves. Slots are numbered afresh from 0 in the new
  /// order (so a tree that shrank gives its storage back) and the id index is filled
  /// again; a caller holding slots must find them again by id.
  ///
  /// This is how a table gives back the storage of a tree left sparse by large
  /// deletes (``isSparse``).
  ///
  /// - Precondition: every slot of `order` holds a placed row, none twice.
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
