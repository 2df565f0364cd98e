extension RowTree {
  /// Inserts a row at a flat index (0...count) with a stored height (negative: not
  /// measured). The row's id must not be in the tree yet.
  ///
  /// - Complexity: O(log n), plus moving at most a leaf's rows.
  mutating func insert(_ row: Row, height: Int32 = -1, at flatIndex: Int) {
    precondition(flatIndex >= 0 && flatIndex <= count, "RowTree.insert: index out of range")
    var (leaf, offset) = locate(flatIndex)
    if leaves[leaf].rows.count >= leafCapacity {
      splitLeaf(leaf)
      (leaf, offset) = locate(flatIndex)
    }
    let hash = RowTree.hash(row.id)
    let slot = allocateSlot(hash: hash)
    if leaves[leaf].rows.count == leaves[leaf].rows.capacity {
      // Grow a leaf built to its size straight to full capacity, never beyond.
      leaves[leaf].rows.reserveCapacity(leafCapacity)
      leaves[leaf].meta.reserveCapacity(leafCapacity)
    }
    leaves[leaf].rows.insert(row, at: offset)
    leaves[leaf].meta.insert(Meta(height: height, slot: slot), at: offset)
    relocate(leaf, from: offset)
    index.insert(slot, hash: hash, hashes: slotHashes)
    addToAncestors(ofLeaf: leaf, Summary(row: height))
  }

  /// Removes the row at a flat index and returns it with its stored height.
  ///
  /// - Complexity: O(log n), plus moving at most a leaf's rows.
  @discardableResult
  mutating func remove(at flatIndex: Int) -> (row: Row, height: Int32) {
    precondition(flatIndex >= 0 && flatIndex < count, "RowTree.remove: index out of range")
    let (leaf, offset) = locate(flatIndex)
    let row = leaves[leaf].rows.remove(at: offset)
    let meta = leaves[leaf].meta.remove(at: offset)
    relocate(leaf, from: offset)
    index.remove(meta.slot, hash: slotHashes[Int(meta.slot)], hashes: slotHashes)
    freeSlots.append(meta.slot)
    addToAncestors(ofLeaf: leaf, -Summary(row: meta.height))
    rebalanceLeaf(leaf)
    return (row, meta.height)
  }

  /// Gives the row at a flat index new content and forgets its height; returns the
  /// old content and stored height.
  ///
  /// - Complexity: O(log n).
  @discardableResult
  mutating func replaceContent(at flatIndex: Int, with content: AnyRowContent)
    -> (content: AnyRowContent, height: Int32)
  {
    let (leaf, offset) = locate(flatIndex)
    let old = leaves[leaf].rows[offset].content
    leaves[leaf].rows[offset].content = content
    let height = leaves[leaf].meta[offset].height
    setHeight(-1, leaf: leaf, offset: offset)
    return (old, height)
  }

  /// Stores a row's height (negative: not measured).
  ///
  /// - Complexity: O(log n).
  mutating func setHeight(_ height: Int32, at flatIndex: Int) {
    let (leaf, offset) = locate(flatIndex)
    setHeight(height, leaf: leaf, offset: offset)
  }

  mutating func setHeight(_ height: Int32, leaf: Int, offset: Int) {
    let old = leaves[leaf].meta[offset].height
    guard old != height else { return }
    leaves[leaf].meta[offset].height = height
    addToAncestors(ofLeaf: leaf, Summary(row: height) + -Summary(row: old))
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
    guard total.measured > 0 else { return }
    for leaf in leaves.indices where !leaves[leaf].meta.isEmpty {
      for offset in leaves[leaf].meta.indices where leaves[leaf].meta[offset].height >= 0 {
        leaves[leaf].meta[offset].height = change(leaves[leaf].meta[offset].height)
      }
    }
    recomputeSummaries()
  }

  // MARK: Slots and summaries

  private mutating func allocateSlot(hash: UInt32) -> UInt32 {
    if let slot = freeSlots.popLast() {
      slotHashes[Int(slot)] = hash
      return slot
    }
    location.append(0)
    slotHashes.append(hash)
    return UInt32(location.count - 1)
  }

  /// Points the slots of a leaf's rows from `offset` on at their places.
  private mutating func relocate(_ leaf: Int, from offset: Int) {
    for position in offset..<leaves[leaf].meta.count {
      location[Int(leaves[leaf].meta[position].slot)] = RowTree.encode(
        leaf: leaf, offset: position)
    }
  }

  /// Adds `delta` to the summaries on the path from a leaf to the root.
  private mutating func addToAncestors(ofLeaf leaf: Int, _ delta: Summary) {
    var child = Int32(leaf)
    var parent = leaves[leaf].parent
    while parent >= 0 {
      let node = Int(parent)
      let position = self.position(of: child, in: node)
      branches[node].counts[position] += delta.count
      branches[node].measuredCounts[position] += delta.measured
      branches[node].measuredHeights[position] += delta.height
      child = parent
      parent = branches[node].parent
    }
    total = total + delta
  }

  func position(of child: Int32, in branch: Int) -> Int {
    var position = 0
    while branches[branch].children[position] != child { position += 1 }
    return position
  }

  func summary(ofLeaf leaf: Int) -> Summary {
    var summary = Summary(count: leaves[leaf].meta.count)
    for meta in leaves[leaf].meta where meta.height >= 0 {
      summary.measured += 1
      summary.height += Int(meta.height)
    }
    return summary
  }

  func summary(ofBranch branch: Int) -> Summary {
    Summary(
      count: branches[branch].counts.reduce(0, +),
      measured: branches[branch].measuredCounts.reduce(0, +),
      height: branches[branch].measuredHeights.reduce(0, +))
  }

  /// The summary of a child entry of a branch.
  func summary(ofChild position: Int, in branch: Int) -> Summary {
    Summary(
      count: branches[branch].counts[position],
      measured: branches[branch].measuredCounts[position],
      height: branches[branch].measuredHeights[position])
  }

  /// Recomputes every branch's child summaries and the total, bottom up.
  ///
  /// - Complexity: O(n).
  private mutating func recomputeSummaries() {
    total = depth == 0 ? summary(ofLeaf: Int(root)) : recompute(branch: Int(root))
  }

  private mutating func recompute(branch: Int) -> Summary {
    var sum = Summary()
    for position in branches[branch].children.indices {
      let child = Int(branches[branch].children[position])
      let summary =
        branches[branch].level == 1 ? self.summary(ofLeaf: child) : recompute(branch: child)
      setSummary(summary, ofChild: position, in: branch)
      sum = sum + summary
    }
    return sum
  }

  mutating func setSummary(_ summary: Summary, ofChild position: Int, in branch: Int) {
    branches[branch].counts[position] = summary.count
    branches[branch].measuredCounts[position] = summary.measured
    branches[branch].measuredHeights[position] = summary.height
  }
}
