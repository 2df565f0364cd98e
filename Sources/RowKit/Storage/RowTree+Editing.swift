extension RowTree {
  /// Inserts a row at a flat index (0...count) with a stored height (negative: not
  /// measured). The row's id must not be in the tree yet.
  ///
  /// - Complexity: O(log n), plus moving at most a leaf's rows.
  ///
  /// With `slot`, the row goes into that free slot (undoing a removal puts a row back
  /// into the very slot it left, so that later undo entries naming the slot stay
  /// right).
  mutating func insert(
    _ row: Row, height: Int32 = -1, hidden: Hidden = [], at flatIndex: Int, slot: UInt32? = nil
  ) {
    precondition(flatIndex >= 0 && flatIndex <= count, "RowTree.insert: index out of range")
    precondition(count < Int(Int32.max), "RowTree holds at most Int32.max rows")
    let hash = hash(row.id)
    let slot = slot.map { reclaim($0, hash: hash) } ?? allocateSlot(hash: hash)
    slotRows[Int(slot)] = row
    index.insert(slot, hash: hash, hashes: slotHashes)
    insert(Entry(height: height, slot: slot, hidden: hidden), at: flatIndex)
  }

  /// Moves the row in `slot` to `destination`, an index among the other rows
  /// (0...count - 1). The row keeps its slot, its place in the id index, its height
  /// and the reasons it is hidden: only its entry moves, found from the slot without
  /// a walk down the tree. Returns its stored height (the row itself is not read).
  ///
  /// - Complexity: O(log n), plus moving at most two leaves' entries.
  @discardableResult
  mutating func move(slot: UInt32, to destination: Int) -> Int32 {
    precondition(destination >= 0 && destination < count, "RowTree.move: index out of range")
    let leaf = Int(location[Int(slot)])
    let offset = self.offset(ofSlot: slot, inLeaf: leaf)
    precondition(offset < entryCount(ofLeaf: leaf), "RowTree.move: the slot holds no row")
    let entry = detachEntry(leaf: leaf, offset: offset)
    insert(entry, at: destination)
    return entry.height
  }

  /// Puts an entry whose slot holds its row at a flat index, splitting a full leaf.
  ///
  /// The walk down to the leaf notes the child it takes at each level, and the
  /// summaries on the way back up are found from those notes, not by searching each
  /// branch for its child (a search of up to 64 children a level).
  private mutating func insert(_ entry: Entry, at flatIndex: Int) {
    var path = Path(repeating: 0)
    var (leaf, offset) = locate(flatIndex, noting: &path)
    exposeMarks(aboveLeaf: leaf)
    if entryCount(ofLeaf: leaf) >= leafCapacity {
      splitLeaf(leaf)
      (leaf, offset) = locate(flatIndex, noting: &path)
    }
    insertEntry(entry, at: offset, ofLeaf: leaf)
    location[Int(entry.slot)] = UInt32(leaf)
    var delta = Summary(row: entry)
    guard depth <= path.count else {
      addToAncestors(ofLeaf: leaf, delta)
      return
    }
    // From the leaf up, as a collapse mark changes what passes it: the branch at
    // each level is the parent of the node below, and the note gives the position.
    var child = Int32(leaf)
    for level in 0..<depth {
      let position = Int(path[depth - 1 - level])
      let parent = level == 0 ? leaves[Int(child)].parent : branches[Int(child)].parent
      delta = addToChild(position, ofBranch: Int(parent), delta)
      setPositionHint(of: child, level: level, Int32(position))
      child = parent
    }
    total = total + delta
  }

  /// The positions of the children a walk down takes, level by level from the root:
  /// room for 16 levels, more than a tree of `Int32.max` rows of the default
  /// capacities has (a tree of tiny test capacities may be deeper; its walks up then
  /// search).
  private typealias Path = InlineArray<16, Int32>

  /// ``locate(_:)``, noting in `path[level]` the position of the child taken at each
  /// branch level from the root (for the first `path.count` levels).
  ///
  /// Each branch's children are scanned from the nearer end: from the last when the
  /// index lies in the second half of the branch's rows (whose number the level above
  /// gave), so a walk reads about a quarter of a branch's children, not half.
  private func locate(_ flatIndex: Int, noting path: inout Path) -> (leaf: Int, offset: Int) {
    var node = Int(root)
    var remaining = flatIndex
    var rows = total.count
    let stride = childCountStride
    for level in 0..<depth {
      let children = branches[node].children.count
      let base = node * stride
      var child = 0
      var before = 0
      if remaining * 2 < rows {
        let last = children - 1
        while child < last {
          let count = Int(childCounts[base + child])
          if remaining < before + count { break }
          before += count
          child += 1
        }
      } else {
        // From the end: `before` falls from the branch's rows to the first row of
        // the child that holds the index (an index past the end stays in the last).
        child = children - 1
        before = rows - Int(childCounts[base + child])
        while child > 0, remaining < before {
          child -= 1
          before -= Int(childCounts[base + child])
        }
      }
      if level < path.count { path[level] = Int32(truncatingIfNeeded: child) }
      remaining -= before
      rows = Int(childCounts[base + child])
      node = Int(branches[node].children[child].node)
    }
    return (node, remaining)
  }

  /// Takes the entry at `offset` in `leaf` out of the leaf, rebalancing; its slot still
  /// holds the row and the id index still files it.
  private mutating func detachEntry(leaf: Int, offset: Int) -> Entry {
    exposeMarks(aboveLeaf: leaf)
    let entry = removeEntry(at: offset, ofLeaf: leaf)
    addToAncestors(ofLeaf: leaf, -Summary(row: entry))
    rebalanceLeaf(leaf)
    return entry
  }

  /// Removes the row at a flat index and returns it with its stored height.
  ///
  /// - Complexity: O(log n), plus moving at most a leaf's rows.
  @discardableResult
  mutating func remove(at flatIndex: Int) -> (row: Row, height: Int32, slot: UInt32) {
    precondition(flatIndex >= 0 && flatIndex < count, "RowTree.remove: index out of range")
    let (leaf, offset) = locate(flatIndex)
    let entry = detachEntry(leaf: leaf, offset: offset)
    index.remove(entry.slot, hash: slotHashes[Int(entry.slot)], hashes: slotHashes)
    freeSlots.append(entry.slot)
    let row = self.row(inSlot: entry.slot)
    slotRows[Int(entry.slot)] = VacantRow.row
    return (row, entry.height, entry.slot)
  }

  /// Gives the row in a slot new content, its stored height as it is (the caller keeps
  /// or forgets it); returns the old content and the stored height. The row's entry is
  /// found from the slot: no walk down, and no summary changes.
  ///
  /// - Complexity: O(leaf capacity).
  @discardableResult
  mutating func replaceContent(slot: UInt32, with content: AnyRowContent)
    -> (content: AnyRowContent, height: Int32)
  {
    let leaf = Int(location[Int(slot)])
    let offset = self.offset(ofSlot: slot, inLeaf: leaf)
    let old = slotRows[Int(slot)].content
    slotRows[Int(slot)].content = content
    let height = self[leaf: leaf, offset].height
    return (old, height)
  }

  /// Stores the height of the row in a slot (negative: not measured).
  ///
  /// - Complexity: O(log n).
  mutating func setHeight(_ height: Int32, slot: UInt32) {
    let leaf = Int(location[Int(slot)])
    setHeight(height, leaf: leaf, offset: offset(ofSlot: slot, inLeaf: leaf))
  }

  /// Stores a row's height (negative: not measured).
  ///
  /// - Complexity: O(log n).
  mutating func setHeight(_ height: Int32, at flatIndex: Int) {
    let (leaf, offset) = locate(flatIndex)
    setHeight(height, leaf: leaf, offset: offset)
  }

  mutating func setHeight(_ height: Int32, leaf: Int, offset: Int) {
    let old = self[leaf: leaf, offset]
    guard old.height != height else { return }
    var new = old
    new.height = height
    self[leaf: leaf, offset] = new
    addToAncestors(ofLeaf: leaf, Summary(row: new) + -Summary(row: old))
  }

  /// Forgets every height (the width changed).
  ///
  /// - Complexity: O(n).
  mutating func forgetHeights() {
    adjustMeasuredHeights { _ in -1 }
  }

  /// Passes every measured height through `change` (which may return -1 to forget
  /// it) and recomputes the summaries.
  ///
  /// - Complexity: O(n).
  mutating func adjustMeasuredHeights(_ change: (Int32) -> Int32) {
    // Hidden rows' heights count in no summary: only a tree showing every row and
    // measuring none has nothing to change.
    guard total.measured > 0 || !showsEveryRow else { return }
    for leaf in leaves.indices where leaves[leaf].count > 0 {
      withMutableEntries(ofLeaf: leaf) { entries in
        for offset in entries.indices where entries[offset].height >= 0 {
          entries[offset].height = change(entries[offset].height)
        }
      }
    }
    total = depth == 0 ? summary(ofLeaf: Int(root)) : recompute(branch: Int(root))
  }

  // MARK: Slots and summaries

  /// Takes a given slot off the free list (it is on top when undo runs in order).
  private mutating func reclaim(_ slot: UInt32, hash: UInt32) -> UInt32 {
    guard let position = freeSlots.lastIndex(of: slot) else {
      preconditionFailure("RowTree.insert: slot \(slot) is not free")
    }
    freeSlots.remove(at: position)
    slotHashes[Int(slot)] = hash
    return slot
  }

  private mutating func allocateSlot(hash: UInt32) -> UInt32 {
    if let slot = freeSlots.popLast() {
      slotHashes[Int(slot)] = hash
      return slot
    }
    slotRows.append(VacantRow.row)
    location.append(0)
    slotHashes.append(hash)
    return UInt32(location.count - 1)
  }

  /// Points the slots of a leaf's rows from `offset` on at the leaf: for entries that
  /// came from another leaf (a split or a merge). Entries moving inside a leaf need
  /// nothing, so an insert or delete writes no other row's location.
  mutating func adopt(_ leaf: Int, from offset: Int = 0) {
    for entry in entries(ofLeaf: leaf).dropFirst(offset) {
      location[Int(entry.slot)] = UInt32(leaf)
    }
  }

  /// Adds `delta` to the summary of a branch's child, and its rows to the child's
  /// ``childCounts``; returns the change of the child's ``Child/summary``.
  @discardableResult
  @inline(__always)
  mutating func addToChild(_ position: Int, ofBranch branch: Int, _ delta: Summary) -> Summary {
    // A change of heights alone (the most common) leaves the counts as they are.
    if delta.count != 0 {
      childCounts[branch * childCountStride + position] &+= Int32(truncatingIfNeeded: delta.count)
    }
    return branches[branch].children[position].add(delta)
  }

  /// Replaces a branch's child, and its ``childCounts`` with it.
  mutating func setChild(_ child: Child, at position: Int, ofBranch branch: Int) {
    childCounts[branch * childCountStride + position] = child.count
    branches[branch].children[position] = child
  }

  /// Replaces the summary of a branch's child, keeping its mark, and its
  /// ``childCounts`` with it; returns the child's new ``Child/summary``.
  mutating func setUnmarked(_ summary: Summary, ofChild position: Int, ofBranch branch: Int)
    -> Summary
  {
    childCounts[branch * childCountStride + position] = Int32(truncatingIfNeeded: summary.count)
    return branches[branch].children[position].setUnmarked(summary)
  }

  /// Writes a branch's children's rows into its ``childCounts`` (growing the array for
  /// a new branch): after children were inserted, removed or moved in from a sibling.
  ///
  /// - Complexity: O(branch capacity).
  mutating func syncChildCounts(ofBranch branch: Int) {
    let base = branch * childCountStride
    let end = base + childCountStride
    if childCounts.count < end {
      childCounts.append(contentsOf: repeatElement(0, count: end - childCounts.count))
    }
    for position in branches[branch].children.indices {
      childCounts[base + position] = branches[branch].children[position].count
    }
  }

  /// Adds `delta` to the summaries on the path from a leaf to the root (past a
  /// collapse mark, only its change of rows), noting each node's position on the way
  /// (``positionHint(of:level:)``).
  mutating func addToAncestors(ofLeaf leaf: Int, _ delta: Summary) {
    var delta = delta
    var child = Int32(leaf)
    var level = 0
    var parent = leaves[leaf].parent
    while parent >= 0 {
      let node = Int(parent)
      let hint = positionHint(of: child, level: level)
      let position = self.position(of: child, in: node, hint: hint)
      delta = addToChild(position, ofBranch: node, delta)
      if hint != position { setPositionHint(of: child, level: level, Int32(position)) }
      child = parent
      level += 1
      parent = branches[node].parent
    }
    total = total + delta
  }

  // MARK: Position hints

  /// A node's position among its parent's children as last noted (level 0: a leaf),
  /// or -1. Splits and merges shift positions without noting them, so a hint is only
  /// a guess, checked against the parent before it is used.
  @inline(__always)
  func positionHint(of node: Int32, level: Int) -> Int32 {
    level == 0 ? leaves[Int(node)].position : branches[Int(node)].position
  }

  mutating func setPositionHint(of node: Int32, level: Int, _ position: Int32) {
    if level == 0 {
      leaves[Int(node)].position = position
    } else {
      branches[Int(node)].position = position
    }
  }

  /// The position of a node among the children of `branch`, its parent: its hint
  /// (``positionHint(of:level:)``, read by the caller) when the hint is right, else
  /// found by a scan.
  @inline(__always)
  func position(of child: Int32, in branch: Int, hint: Int32) -> Int {
    let hint = Int(hint)
    let isRight = branches[branch].children.withUnsafeBufferPointer { children in
      hint >= 0 && hint < children.count && children[hint].node == child
    }
    return isRight ? hint : position(of: child, in: branch)
  }

  func summary(ofLeaf leaf: Int) -> Summary {
    var summary = Summary()
    withEntries(ofLeaf: leaf) { entries in
      for entry in entries { summary.add(entry) }
    }
    return summary
  }

  func summary(ofBranch branch: Int) -> Summary {
    branches[branch].children.reduce(Summary()) { $0 + $1.summary }
  }

  /// Recomputes the child summaries of a branch's subtree, keeping the collapse
  /// marks; returns its summary.
  mutating func recompute(branch: Int) -> Summary {
    var sum = Summary()
    for position in branches[branch].children.indices {
      let child = Int(branches[branch].children[position].node)
      let summary =
        branches[branch].level == 1 ? self.summary(ofLeaf: child) : recompute(branch: child)
      sum = sum + setUnmarked(summary, ofChild: position, ofBranch: branch)
    }
    return sum
  }
}
