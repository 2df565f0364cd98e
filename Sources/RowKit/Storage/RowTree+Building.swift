extension RowTree {
  /// Why building a tree stopped.
  enum BuildFailure: Equatable {
    /// A row's id repeats an earlier row's.
    case duplicate(RowID)
    /// `accept` turned a row down.
    case rejected(Row)
  }

  /// Fills an empty tree with `count` rows in order, each row copied once and checked
  /// once by `accept` on the way.
  ///
  /// Nodes are filled evenly to about seven eighths, so that the first inserts into a
  /// freshly built tree find room instead of splitting full nodes (the fill factor of
  /// a bulk-loaded B-tree). Every leaf has room for a full leaf in ``leafEntries``.
  ///
  /// The id index is filled afterwards, grouped by bucket
  /// (``IdentityIndex/fill(hashes:isSame:)``), rather than at a random bucket per row.
  ///
  /// - Returns: why building stopped: a rejected row (the first in order), else a
  ///   repeated id (the first row that repeats an earlier one); the tree is then left
  ///   partly built and must be thrown away.
  /// - Complexity: O(n).
  mutating func build(
    count: Int, rows: some Sequence<Row>, accept: (Row) -> Bool = { _ in true }
  ) -> BuildFailure? {
    precondition(total.count == 0, "RowTree.build needs an empty tree")
    precondition(count <= Int(Int32.max), "RowTree holds at most Int32.max rows")
    guard count > 0 else { return nil }
    slotRows.reserveCapacity(count)
    slotHashes.reserveCapacity(count)
    for row in rows {
      guard accept(row) else { return .rejected(row) }
      slotHashes.append(hash(row.id))
      slotRows.append(row)
    }
    precondition(slotRows.count == count, "RowTree.build: the sequence has not `count` rows")
    if let repeated = buildIndex() { return .duplicate(repeated) }
    buildNodes(count: count) { Entry(height: -1, slot: UInt32(truncatingIfNeeded: $0)) }
    return nil
  }

  /// Builds the leaves and branches over `count` entries given in order by `entry`,
  /// filling nodes evenly to about seven eighths, and points `location` at them.
  /// The slots, their rows, hashes and the id index are already in place.
  ///
  /// ``leafEntries`` is filled again in place while it is no more than twice the room
  /// the new leaves need, so a tree built again over as many rows
  /// (``rearrange(order:)``) allocates nothing; a larger one is given back.
  ///
  /// Inlined into its callers, so that `entry` is inlined into the loop that writes
  /// each leaf's entries in place.
  ///
  /// - Complexity: O(n).
  @inline(__always)
  mutating func buildNodes(count: Int, entry: (Int) -> Entry) {
    branches = []
    childCounts = []
    freeLeaves = []
    freeBranches = []
    location = [UInt32](repeating: 0, count: slotRows.count)
    let leafCount = count > 0 ? RowTree.nodeCount(forItems: count, capacity: leafCapacity) : 1
    let room = leafCount * leafCapacity
    if leafEntries.capacity > 2 * room { leafEntries = [] }
    if leafEntries.count > room {
      leafEntries.removeLast(leafEntries.count - room)
    } else if leafEntries.count < room {
      let filler = Entry(height: -1, slot: 0)
      leafEntries.append(contentsOf: repeatElement(filler, count: room - leafEntries.count))
    }
    guard count > 0 else {
      leaves = [Leaf()]
      root = 0
      depth = 0
      total = Summary()
      return
    }
    var built: [Leaf] = []
    built.reserveCapacity(leafCount)
    var summaries: [Summary] = []
    summaries.reserveCapacity(leafCount)
    var position = 0
    let capacity = leafCapacity
    // Taken out of the tree while they are written, so that no access to the tree
    // overlaps another.
    var locations = location
    location = []
    var entries = leafEntries
    leafEntries = []
    locations.withUnsafeMutableBufferPointer { location in
      entries.withUnsafeMutableBufferPointer { all in
        for leaf in 0..<leafCount {
          let size = count / leafCount + (leaf < count % leafCount ? 1 : 0)
          let base = leaf * capacity
          var summary = Summary()
          for offset in 0..<size {
            let next = entry(position + offset)
            all[base + offset] = next
            location[Int(next.slot)] = UInt32(leaf)
            summary.add(next)
          }
          position += size
          built.append(Leaf(count: Int32(size)))
          summaries.append(summary)
        }
      }
    }
    location = locations
    leafEntries = entries
    leaves = built
    total = summaries.reduce(Summary(), +)
    buildBranches(summaries: summaries)
  }

  /// Files every slot in a new id index; returns the first id that repeats an earlier
  /// row's.
  private mutating func buildIndex() -> RowID? {
    var index = IdentityIndex(capacity: slotHashes.count)
    let repeated = index.fill(hashes: slotHashes) { earlier, later in
      slotRows[Int(earlier)].id == slotRows[Int(later)].id
    }
    self.index = index
    return repeated.map { slotRows[Int($0)].id }
  }

  /// Builds the branches above the leaves, level by level, from the leaves'
  /// summaries.
  private mutating func buildBranches(summaries: [Summary]) {
    var level = summaries.indices.map { Child(node: Int32($0), summary: summaries[$0]) }
    depth = 0
    while level.count > 1 {
      depth += 1
      let groups = RowTree.nodeCount(forItems: level.count, capacity: branchCapacity)
      var nextLevel: [Child] = []
      var start = 0
      for group in 0..<groups {
        let size = level.count / groups + (group < level.count % groups ? 1 : 0)
        var branch = Branch(level: depth)
        branch.children = Array(level[start..<start + size])
        let id = Int32(branches.count)
        let summary = branch.children.reduce(Summary()) { $0 + $1.summary }
        branches.append(branch)
        syncChildCounts(ofBranch: Int(id))
        for (position, child) in level[start..<start + size].enumerated() {
          setParent(of: child.node, level: depth - 1, to: id)
          setPositionHint(of: child.node, level: depth - 1, Int32(position))
        }
        nextLevel.append(Child(node: id, summary: summary))
        start += size
      }
      level = nextLevel
    }
    root = level[0].node
    setParent(of: root, level: depth, to: -1)
  }

  /// How many nodes of `capacity` hold `items` filled to about seven eighths, none
  /// less than half full (unless there is only one).
  static func nodeCount(forItems items: Int, capacity: Int) -> Int {
    let fill = max(capacity / 2, capacity * 7 / 8)
    return max(1, min((items + fill - 1) / fill, items / (capacity / 2)))
  }

  /// Sets the parent of a node at `level` (0 for a leaf).
  mutating func setParent(of node: Int32, level: Int, to parent: Int32) {
    if level == 0 {
      leaves[Int(node)].parent = parent
    } else {
      branches[Int(node)].parent = parent
    }
  }
}
