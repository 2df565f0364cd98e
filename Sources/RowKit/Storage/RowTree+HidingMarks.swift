extension RowTree {
  // MARK: Collapsing a range with lazy marks

  /// Collapses or expands the rows of a range of flat indexes (a section's body and
  /// footer); returns how many rows changed between shown and hidden.
  ///
  /// A child of a branch that the range covers whole, and that holds no collapsed row
  /// of its own, takes or loses a mark (``Child/isCollapsed``) instead of a bit on
  /// each of its entries: its summary then shows none of its rows, while it keeps the
  /// counts it shows without the mark. Only the children the range's two ends cut
  /// through are walked into: their leaves' entries get the bit. A child whose rows
  /// are mixed (some collapsed by bits that edits pushed down) is walked into too, so
  /// expanding undoes what collapsing did however the rows were marked.
  ///
  /// - Complexity: O(log n · branch capacity), plus the nodes below children whose
  ///   rows are partly collapsed.
  @discardableResult
  mutating func setCollapsed(_ isCollapsed: Bool, flatRange: Range<Int>) -> Int {
    let range = flatRange.clamped(to: 0..<count)
    guard !range.isEmpty else { return 0 }
    let delta =
      depth == 0
      ? collapseEntries(isCollapsed, range, leaf: Int(root))
      : collapse(isCollapsed, range, branch: Int(root))
    total = total + delta
    return abs(delta.shown)
  }

  /// The range walk over a branch's children (`range` relative to its first row);
  /// returns the change of its summary.
  private mutating func collapse(_ hide: Bool, _ range: Range<Int>, branch: Int) -> Summary {
    var sum = Summary()
    var base = 0
    let childrenAreLeaves = branches[branch].level == 1
    for position in branches[branch].children.indices {
      let child = branches[branch].children[position]
      let rows = Int(child.count)
      let collapsed = child.unmarkedSummary.collapsed
      defer { base += rows }
      guard base + rows > range.lowerBound else { continue }
      guard base < range.upperBound else { break }
      // Nothing to change: every row collapsed already (hiding), or none (showing).
      let unchanged =
        hide
        ? child.isCollapsed || collapsed == rows
        : !child.isCollapsed && collapsed == 0
      if unchanged { continue }
      let part = max(range.lowerBound, base) - base..<min(range.upperBound, base + rows) - base
      let old = child.summary
      if part.count == rows, child.isCollapsed || collapsed == 0 {
        // The whole subtree, with no collapsed row of its own: the mark is the change.
        branches[branch].children[position].isCollapsed = hide
      } else {
        // Showing part of a marked subtree: its other rows keep the mark, one level down.
        pushDownMark(branch: branch, position: position)
        let change =
          childrenAreLeaves
          ? collapseEntries(hide, part, leaf: Int(child.node))
          : collapse(hide, part, branch: Int(child.node))
        addToChild(position, ofBranch: branch, change)
      }
      sum = sum + branches[branch].children[position].summary + -old
    }
    return sum
  }

  /// Sets or clears the collapsed bit of a leaf's entries at `range`; returns the
  /// change of the leaf's summary.
  private mutating func collapseEntries(_ hide: Bool, _ range: Range<Int>, leaf: Int) -> Summary {
    withMutableEntries(ofLeaf: leaf) { entries in
      var delta = Summary()
      for offset in range {
        let old = entries[offset]
        if hide {
          entries[offset].hidden.insert(.collapsed)
        } else {
          entries[offset].hidden.remove(.collapsed)
        }
        delta = delta + Summary(row: entries[offset]) + -Summary(row: old)
      }
      return delta
    }
  }

  // MARK: Pushing marks down

  /// Moves a child's collapse mark one level down: onto each of its children, or onto
  /// each of its leaf's entries as a bit. What the branch above sees does not change.
  ///
  /// - Complexity: O(branch capacity) or O(leaf capacity).
  mutating func pushDownMark(branch: Int, position: Int) {
    guard branches[branch].children[position].isCollapsed else { return }
    let node = Int(branches[branch].children[position].node)
    let summary: Summary
    if branches[branch].level == 1 {
      withMutableEntries(ofLeaf: node) { entries in
        for offset in entries.indices { entries[offset].hidden.insert(.collapsed) }
      }
      summary = self.summary(ofLeaf: node)
    } else {
      // The marked child's subtree held no collapsed row of its own: neither do its
      // children's, so each may take the mark.
      for below in branches[node].children.indices {
        branches[node].children[below].isCollapsed = true
      }
      summary = self.summary(ofBranch: node)
    }
    setChild(Child(node: Int32(node), summary: summary), at: position, ofBranch: branch)
  }

  /// Pushes every collapse mark on the path from the root to a leaf down to the leaf's
  /// entries, and the marks of the path's neighbours (the siblings a split, a borrow
  /// or a merge may take from) one level down: after it, an edit of the leaf and the
  /// rebalancing it starts move no entry and no child out from under a mark.
  ///
  /// - Complexity: O(log n · branch capacity) while some row is collapsed, else O(1).
  mutating func exposeMarks(aboveLeaf leaf: Int) {
    guard total.collapsed > 0 else { return }
    exposeMarks(child: Int32(leaf), parent: leaves[leaf].parent)
  }

  /// Pushes the marks above `parent` first, then those of `child` and its neighbours.
  private mutating func exposeMarks(child: Int32, parent: Int32) {
    guard parent >= 0 else { return }
    let branch = Int(parent)
    exposeMarks(child: parent, parent: branches[branch].parent)
    let position = self.position(of: child, in: branch)
    let last = branches[branch].children.count - 1
    for neighbour in max(0, position - 1)...min(last, position + 1) {
      pushDownMark(branch: branch, position: neighbour)
    }
  }

  /// Whether a collapse mark on the path from a leaf to the root covers the leaf.
  /// Inlined: with no row collapsed (most tables, most of the time) it is one
  /// comparison in the caller, not a call per row drawn.
  ///
  /// - Complexity: O(log n · branch capacity) while some row is collapsed, else O(1).
  @inline(__always)
  func isMarked(aboveLeaf leaf: Int) -> Bool {
    total.collapsed > 0 && isMarkedOnPath(aboveLeaf: leaf)
  }

  /// ``isMarked(aboveLeaf:)``'s walk from the leaf to the root.
  private func isMarkedOnPath(aboveLeaf leaf: Int) -> Bool {
    var child = Int32(leaf)
    var parent = leaves[leaf].parent
    while parent >= 0 {
      let node = Int(parent)
      if branches[node].children[position(of: child, in: node)].isCollapsed { return true }
      child = parent
      parent = branches[node].parent
    }
    return false
  }

  /// Takes every collapse mark away, leaving the summaries to be recomputed: for a
  /// caller about to write every row's collapsed bit.
  ///
  /// - Complexity: O(n / leaf capacity).
  mutating func clearMarks() {
    for branch in branches.indices {
      for position in branches[branch].children.indices {
        branches[branch].children[position].isCollapsed = false
      }
    }
  }
}
