extension RowTree {
  // MARK: Splitting

  /// Splits a full leaf in two halves, the right half becoming a new leaf after it.
  mutating func splitLeaf(_ leaf: Int) {
    let half = leaves[leaf].rows.count / 2
    var right = Leaf()
    right.rows = Array(leaves[leaf].rows[half...])
    right.meta = Array(leaves[leaf].meta[half...])
    right.parent = leaves[leaf].parent
    leaves[leaf].rows.removeSubrange(half...)
    leaves[leaf].meta.removeSubrange(half...)
    let new = allocateLeaf(right)
    for position in leaves[new].meta.indices {
      location[Int(leaves[new].meta[position].slot)] = RowTree.encode(
        leaf: new, offset: position)
    }
    insertSibling(
      Int32(new), summary: summary(ofLeaf: new), after: Int32(leaf), level: 0,
      leftSummary: summary(ofLeaf: leaf))
  }

  /// Splits an overfull branch in two halves, the right half becoming a new branch.
  private mutating func splitBranch(_ branch: Int) {
    let half = branches[branch].children.count / 2
    let level = branches[branch].level
    var right = Branch(level: level)
    right.children = Array(branches[branch].children[half...])
    right.counts = Array(branches[branch].counts[half...])
    right.measuredCounts = Array(branches[branch].measuredCounts[half...])
    right.measuredHeights = Array(branches[branch].measuredHeights[half...])
    right.parent = branches[branch].parent
    branches[branch].children.removeSubrange(half...)
    branches[branch].counts.removeSubrange(half...)
    branches[branch].measuredCounts.removeSubrange(half...)
    branches[branch].measuredHeights.removeSubrange(half...)
    let new = allocateBranch(right)
    for child in branches[new].children { setParent(of: child, level: level - 1, to: Int32(new)) }
    insertSibling(
      Int32(new), summary: summary(ofBranch: new), after: Int32(branch), level: level,
      leftSummary: summary(ofBranch: branch))
  }

  /// Puts a node just split off `left` into `left`'s parent (a new root when `left`
  /// was the root), moving `summary` from `left`'s entry to the new one.
  private mutating func insertSibling(
    _ node: Int32, summary: Summary, after left: Int32, level: Int, leftSummary: Summary
  ) {
    let parent = level == 0 ? leaves[Int(left)].parent : branches[Int(left)].parent
    guard parent >= 0 else {
      var top = Branch(level: level + 1)
      top.children = [left, node]
      top.counts = [leftSummary.count, summary.count]
      top.measuredCounts = [leftSummary.measured, summary.measured]
      top.measuredHeights = [leftSummary.height, summary.height]
      let new = Int32(allocateBranch(top))
      setParent(of: left, level: level, to: new)
      setParent(of: node, level: level, to: new)
      root = new
      depth += 1
      return
    }
    let branch = Int(parent)
    let position = self.position(of: left, in: branch)
    setSummary(leftSummary, ofChild: position, in: branch)
    branches[branch].children.insert(node, at: position + 1)
    branches[branch].counts.insert(summary.count, at: position + 1)
    branches[branch].measuredCounts.insert(summary.measured, at: position + 1)
    branches[branch].measuredHeights.insert(summary.height, at: position + 1)
    if branches[branch].children.count > branchCapacity { splitBranch(branch) }
  }

  // MARK: Rebalancing after a removal

  /// Refills a leaf that fell below half full from a sibling, or merges it with one.
  mutating func rebalanceLeaf(_ leaf: Int) {
    let parent = leaves[leaf].parent
    guard parent >= 0, leaves[leaf].rows.count < leafCapacity / 2 else { return }
    let branch = Int(parent)
    let position = self.position(of: Int32(leaf), in: branch)
    // The left sibling, or the right one for the first child: `left` takes from or
    // absorbs `right`.
    let (leftPosition, rightPosition) = position > 0 ? (position - 1, position) : (0, 1)
    let left = Int(branches[branch].children[leftPosition])
    let right = Int(branches[branch].children[rightPosition])
    let sibling = position > 0 ? left : right
    if leaves[sibling].rows.count > leafCapacity / 2 {
      if sibling == left {
        let row = leaves[left].rows.removeLast()
        let meta = leaves[left].meta.removeLast()
        leaves[right].rows.insert(row, at: 0)
        leaves[right].meta.insert(meta, at: 0)
      } else {
        let row = leaves[right].rows.removeFirst()
        let meta = leaves[right].meta.removeFirst()
        leaves[left].rows.append(row)
        leaves[left].meta.append(meta)
      }
      relocateAll(left)
      relocateAll(right)
      setSummary(summary(ofLeaf: left), ofChild: leftPosition, in: branch)
      setSummary(summary(ofLeaf: right), ofChild: rightPosition, in: branch)
      return
    }
    // Merge `right` into `left`: together they hold fewer than a full leaf.
    let start = leaves[left].rows.count
    leaves[left].rows.append(contentsOf: leaves[right].rows)
    leaves[left].meta.append(contentsOf: leaves[right].meta)
    for position in start..<leaves[left].meta.count {
      location[Int(leaves[left].meta[position].slot)] = RowTree.encode(
        leaf: left, offset: position)
    }
    setSummary(
      summary(ofChild: leftPosition, in: branch) + summary(ofChild: rightPosition, in: branch),
      ofChild: leftPosition, in: branch)
    removeChild(at: rightPosition, of: branch)
    freeLeaf(right)
    rebalanceBranch(branch)
  }

  /// Refills a branch that fell below half full from a sibling, or merges it with
  /// one; a root left with one child gives way to it.
  private mutating func rebalanceBranch(_ branch: Int) {
    let parent = branches[branch].parent
    guard parent >= 0 else {
      if branches[branch].children.count == 1 {
        root = branches[branch].children[0]
        depth -= 1
        setParent(of: root, level: depth, to: -1)
        freeBranch(branch)
      }
      return
    }
    guard branches[branch].children.count < branchCapacity / 2 else { return }
    let grandparent = Int(parent)
    let level = branches[branch].level
    let position = self.position(of: Int32(branch), in: grandparent)
    let (leftPosition, rightPosition) = position > 0 ? (position - 1, position) : (0, 1)
    let left = Int(branches[grandparent].children[leftPosition])
    let right = Int(branches[grandparent].children[rightPosition])
    let sibling = position > 0 ? left : right
    if branches[sibling].children.count > branchCapacity / 2 {
      if sibling == left {
        let last = branches[left].children.count - 1
        moveChild(from: left, at: last, to: right, at: 0, level: level)
      } else {
        moveChild(from: right, at: 0, to: left, at: branches[left].children.count, level: level)
      }
      setSummary(summary(ofBranch: left), ofChild: leftPosition, in: grandparent)
      setSummary(summary(ofBranch: right), ofChild: rightPosition, in: grandparent)
      return
    }
    while !branches[right].children.isEmpty {
      moveChild(from: right, at: 0, to: left, at: branches[left].children.count, level: level)
    }
    setSummary(
      summary(ofChild: leftPosition, in: grandparent)
        + summary(ofChild: rightPosition, in: grandparent),
      ofChild: leftPosition, in: grandparent)
    removeChild(at: rightPosition, of: grandparent)
    freeBranch(right)
    rebalanceBranch(grandparent)
  }

  /// Moves one child entry (node and summary) between two branches of `level`.
  private mutating func moveChild(
    from source: Int, at sourcePosition: Int, to target: Int, at targetPosition: Int,
    level: Int
  ) {
    let child = branches[source].children.remove(at: sourcePosition)
    let count = branches[source].counts.remove(at: sourcePosition)
    let measured = branches[source].measuredCounts.remove(at: sourcePosition)
    let height = branches[source].measuredHeights.remove(at: sourcePosition)
    branches[target].children.insert(child, at: targetPosition)
    branches[target].counts.insert(count, at: targetPosition)
    branches[target].measuredCounts.insert(measured, at: targetPosition)
    branches[target].measuredHeights.insert(height, at: targetPosition)
    setParent(of: child, level: level - 1, to: Int32(target))
  }

  private mutating func removeChild(at position: Int, of branch: Int) {
    branches[branch].children.remove(at: position)
    branches[branch].counts.remove(at: position)
    branches[branch].measuredCounts.remove(at: position)
    branches[branch].measuredHeights.remove(at: position)
  }

  private mutating func relocateAll(_ leaf: Int) {
    for position in leaves[leaf].meta.indices {
      location[Int(leaves[leaf].meta[position].slot)] = RowTree.encode(
        leaf: leaf, offset: position)
    }
  }

  // MARK: Node storage

  private mutating func allocateLeaf(_ leaf: Leaf) -> Int {
    if let free = freeLeaves.popLast() {
      leaves[Int(free)] = leaf
      return Int(free)
    }
    leaves.append(leaf)
    return leaves.count - 1
  }

  private mutating func allocateBranch(_ branch: Branch) -> Int {
    if let free = freeBranches.popLast() {
      branches[Int(free)] = branch
      return Int(free)
    }
    branches.append(branch)
    return branches.count - 1
  }

  private mutating func freeLeaf(_ leaf: Int) {
    leaves[leaf] = Leaf()
    freeLeaves.append(Int32(leaf))
  }

  private mutating func freeBranch(_ branch: Int) {
    branches[branch] = Branch(level: 0)
    freeBranches.append(Int32(branch))
  }
}
