extension RowTree {
  // MARK: Splitting

  /// Splits a full leaf in two halves, the right half becoming a new leaf after it.
  mutating func splitLeaf(_ leaf: Int) {
    let half = entryCount(ofLeaf: leaf) / 2
    let new = allocateLeaf(parent: leaves[leaf].parent)
    moveEntries(from: leaf, at: half, toEndOf: new)
    adopt(new)
    insertSibling(
      Child(node: Int32(new), summary: summary(ofLeaf: new)), after: Int32(leaf), level: 0,
      leftSummary: summary(ofLeaf: leaf))
  }

  /// Splits an overfull branch in two halves, the right half becoming a new branch.
  private mutating func splitBranch(_ branch: Int) {
    let half = branches[branch].children.count / 2
    let level = branches[branch].level
    var right = Branch(level: level)
    right.children = Array(branches[branch].children[half...])
    right.parent = branches[branch].parent
    branches[branch].children.removeSubrange(half...)
    let new = allocateBranch(right)
    syncChildCounts(ofBranch: branch)
    for child in branches[new].children {
      setParent(of: child.node, level: level - 1, to: Int32(new))
    }
    insertSibling(
      Child(node: Int32(new), summary: summary(ofBranch: new)), after: Int32(branch),
      level: level, leftSummary: summary(ofBranch: branch))
  }

  /// Puts a node just split off `left` into `left`'s parent (a new root when `left`
  /// was the root); `left`'s entry there gets `leftSummary`.
  private mutating func insertSibling(
    _ sibling: Child, after left: Int32, level: Int, leftSummary: Summary
  ) {
    let parent = level == 0 ? leaves[Int(left)].parent : branches[Int(left)].parent
    guard parent >= 0 else {
      var top = Branch(level: level + 1)
      top.children = [Child(node: left, summary: leftSummary), sibling]
      let new = Int32(allocateBranch(top))
      setParent(of: left, level: level, to: new)
      setParent(of: sibling.node, level: level, to: new)
      root = new
      depth += 1
      return
    }
    let branch = Int(parent)
    let position = self.position(of: left, in: branch)
    branches[branch].children[position] = Child(node: left, summary: leftSummary)
    branches[branch].children.insert(sibling, at: position + 1)
    syncChildCounts(ofBranch: branch)
    if branches[branch].children.count > branchCapacity { splitBranch(branch) }
  }

  // MARK: Rebalancing after a removal

  /// Refills a leaf that fell below half full from a sibling, or merges it with one.
  mutating func rebalanceLeaf(_ leaf: Int) {
    let parent = leaves[leaf].parent
    guard parent >= 0, entryCount(ofLeaf: leaf) < leafCapacity / 2 else { return }
    let branch = Int(parent)
    let position = self.position(of: Int32(leaf), in: branch)
    // The left sibling, or the right one for the first child: `left` takes from or
    // absorbs `right`.
    let (leftPosition, rightPosition) = position > 0 ? (position - 1, position) : (0, 1)
    let left = Int(branches[branch].children[leftPosition].node)
    let right = Int(branches[branch].children[rightPosition].node)
    let sibling = position > 0 ? left : right
    if entryCount(ofLeaf: sibling) > leafCapacity / 2 {
      if sibling == left {
        let entry = removeEntry(at: entryCount(ofLeaf: left) - 1, ofLeaf: left)
        insertEntry(entry, at: 0, ofLeaf: right)
        location[Int(entry.slot)] = UInt32(right)
      } else {
        let entry = removeEntry(at: 0, ofLeaf: right)
        insertEntry(entry, at: entryCount(ofLeaf: left), ofLeaf: left)
        location[Int(entry.slot)] = UInt32(left)
      }
      setChild(
        Child(node: Int32(left), summary: summary(ofLeaf: left)), at: leftPosition,
        ofBranch: branch)
      setChild(
        Child(node: Int32(right), summary: summary(ofLeaf: right)), at: rightPosition,
        ofBranch: branch)
      return
    }
    // Merge `right` into `left`: together they hold fewer than a full leaf.
    let start = entryCount(ofLeaf: left)
    moveEntries(from: right, at: 0, toEndOf: left)
    adopt(left, from: start)
    let merged =
      branches[branch].children[leftPosition].summary
      + branches[branch].children[rightPosition].summary
    branches[branch].children[leftPosition] = Child(node: Int32(left), summary: merged)
    branches[branch].children.remove(at: rightPosition)
    syncChildCounts(ofBranch: branch)
    freeLeaf(right)
    rebalanceBranch(branch)
  }

  /// Refills a branch that fell below half full from a sibling, or merges it with
  /// one; a root left with one child gives way to it.
  private mutating func rebalanceBranch(_ branch: Int) {
    let parent = branches[branch].parent
    guard parent >= 0 else {
      if branches[branch].children.count == 1 {
        root = branches[branch].children[0].node
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
    let left = Int(branches[grandparent].children[leftPosition].node)
    let right = Int(branches[grandparent].children[rightPosition].node)
    let sibling = position > 0 ? left : right
    if branches[sibling].children.count > branchCapacity / 2 {
      if sibling == left {
        let child = branches[left].children.removeLast()
        branches[right].children.insert(child, at: 0)
        setParent(of: child.node, level: level - 1, to: Int32(right))
      } else {
        let child = branches[right].children.removeFirst()
        branches[left].children.append(child)
        setParent(of: child.node, level: level - 1, to: Int32(left))
      }
      syncChildCounts(ofBranch: left)
      syncChildCounts(ofBranch: right)
      setChild(
        Child(node: Int32(left), summary: summary(ofBranch: left)), at: leftPosition,
        ofBranch: grandparent)
      setChild(
        Child(node: Int32(right), summary: summary(ofBranch: right)), at: rightPosition,
        ofBranch: grandparent)
      return
    }
    for child in branches[right].children {
      setParent(of: child.node, level: level - 1, to: Int32(left))
    }
    branches[left].children.append(contentsOf: branches[right].children)
    syncChildCounts(ofBranch: left)
    let merged =
      branches[grandparent].children[leftPosition].summary
      + branches[grandparent].children[rightPosition].summary
    branches[grandparent].children[leftPosition] = Child(node: Int32(left), summary: merged)
    branches[grandparent].children.remove(at: rightPosition)
    syncChildCounts(ofBranch: grandparent)
    freeBranch(right)
    rebalanceBranch(grandparent)
  }

  // MARK: Node storage

  /// Puts a branch in a free place (or a new one), its ``childCounts`` written.
  private mutating func allocateBranch(_ branch: Branch) -> Int {
    let new: Int
    if let free = freeBranches.popLast() {
      new = Int(free)
      branches[new] = branch
    } else {
      new = branches.count
      branches.append(branch)
    }
    syncChildCounts(ofBranch: new)
    return new
  }

  private mutating func freeBranch(_ branch: Int) {
    branches[branch] = Branch(level: 0)
    freeBranches.append(Int32(branch))
  }
}
