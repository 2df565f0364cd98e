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
  /// a bulk-loaded B-tree). Each leaf's entries are gathered in an array of their own,
  /// with room for a full leaf, and stored whole: the first insert into a leaf then
  /// costs no reallocation (at a million rows, most inserts are a leaf's first).
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
    location.reserveCapacity(count)
    slotHashes.reserveCapacity(count)
    let leafCount = RowTree.nodeCount(forItems: count, capacity: leafCapacity)
    leaves = []
    leaves.reserveCapacity(leafCount)
    var entries: [Entry] = []
    var slot: UInt32 = 0
    for row in rows {
      if entries.isEmpty {
        entries.reserveCapacity(leafCapacity)
      } else if entries.count == leafSize(leaves.count, leafCount, count) {
        leaves.append(Leaf(entries: entries, parent: -1))
        entries = []
        entries.reserveCapacity(leafCapacity)
      }
      guard accept(row) else { return .rejected(row) }
      location.append(UInt32(leaves.count))
      slotHashes.append(hash(row.id))
      slotRows.append(row)
      entries.append(Entry(height: -1, slot: slot))
      slot += 1
    }
    precondition(Int(slot) == count, "RowTree.build: the sequence has not `count` rows")
    if let repeated = buildIndex() { return .duplicate(repeated) }
    leaves.append(Leaf(entries: entries, parent: -1))
    total = Summary(count: count)
    buildBranches(leafCount: leafCount)
    return nil
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

  /// The number of rows of leaf `leaf` of `leafCount` that share `count` rows evenly.
  @inline(__always)
  private func leafSize(_ leaf: Int, _ leafCount: Int, _ count: Int) -> Int {
    count / leafCount + (leaf < count % leafCount ? 1 : 0)
  }

  /// Builds the branches above `leafCount` leaves, level by level.
  private mutating func buildBranches(leafCount: Int) {
    var level = (0..<leafCount).map {
      Child(node: Int32($0), summary: Summary(count: leaves[$0].entries.count))
    }
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
        for child in level[start..<start + size] {
          setParent(of: child.node, level: depth - 1, to: id)
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
