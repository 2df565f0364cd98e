extension RowTree {
  // MARK: The display index

  /// The number of shown rows before a flat index (0...count): the display index of
  /// the row there when it is shown.
  ///
  /// - Complexity: O(log n); O(1) when every row is shown.
  func shownBefore(_ flatIndex: Int) -> Int {
    let flatIndex = min(max(0, flatIndex), count)
    if showsEveryRow { return flatIndex }
    var node = Int(root)
    var remaining = flatIndex
    var shown = 0
    for _ in 0..<depth {
      let last = branches[node].children.count - 1
      var child = 0
      while child < last {
        let entry = branches[node].children[child]
        if remaining < Int(entry.count) { break }
        remaining -= Int(entry.count)
        shown += entry.summary.shown
        child += 1
      }
      // A marked child shows none of its rows.
      if branches[node].children[child].isCollapsed { return shown }
      node = Int(branches[node].children[child].node)
    }
    for offset in 0..<remaining where self[leaf: node, offset].isShown { shown += 1 }
    return shown
  }

  /// The flat index of the shown row at a display index (0..<shownCount).
  ///
  /// - Complexity: O(log n); O(1) when every row is shown.
  func flatIndex(ofShown displayIndex: Int) -> Int {
    precondition(
      displayIndex >= 0 && displayIndex < shownCount, "RowTree: display index out of range")
    if showsEveryRow { return displayIndex }
    var node = Int(root)
    var remaining = displayIndex
    var base = 0
    for _ in 0..<depth {
      let last = branches[node].children.count - 1
      var child = 0
      while child < last {
        let entry = branches[node].children[child]
        let shown = entry.summary.shown
        if remaining < shown { break }
        remaining -= shown
        base += Int(entry.count)
        child += 1
      }
      node = Int(branches[node].children[child].node)
    }
    for offset in 0..<entryCount(ofLeaf: node) where self[leaf: node, offset].isShown {
      if remaining == 0 { return base + offset }
      remaining -= 1
    }
    preconditionFailure("RowTree: the summaries do not match the leaves")
  }

  /// The first shown row at or after a flat index, if there is one.
  ///
  /// - Complexity: O(log n); O(1) when every row is shown.
  func shownIndex(atOrAfter flatIndex: Int) -> Int? {
    if showsEveryRow { return flatIndex >= 0 && flatIndex < count ? flatIndex : nil }
    let before = shownBefore(flatIndex)
    return before < shownCount ? self.flatIndex(ofShown: before) : nil
  }

  /// The last shown row at or before a flat index, if there is one.
  ///
  /// - Complexity: O(log n); O(1) when every row is shown.
  func shownIndex(atOrBefore flatIndex: Int) -> Int? {
    if showsEveryRow { return flatIndex >= 0 && flatIndex < count ? flatIndex : nil }
    guard flatIndex >= 0 else { return nil }
    let upTo = shownBefore(flatIndex + 1)
    return upTo > 0 ? self.flatIndex(ofShown: upTo - 1) : nil
  }

  /// The shown row nearest a flat index: at or after it, else before it.
  func nearestShown(to flatIndex: Int) -> Int? {
    shownIndex(atOrAfter: flatIndex) ?? shownIndex(atOrBefore: flatIndex)
  }

  /// Why the row in a slot is hidden: its entry's reasons, and `.collapsed` when a
  /// mark above its leaf covers it.
  ///
  /// - Complexity: O(leaf capacity), plus O(log n) while some row is collapsed.
  func hidden(slot: UInt32) -> Hidden {
    let leaf = Int(location[Int(slot)])
    var hidden = self[leaf: leaf, offset(ofSlot: slot, inLeaf: leaf)].hidden
    if !hidden.contains(.collapsed), isMarked(aboveLeaf: leaf) { hidden.insert(.collapsed) }
    return hidden
  }

  // MARK: Hiding and showing

  /// Sets or clears `reason` on the rows in `slots`; returns how many rows changed
  /// between shown and hidden.
  ///
  /// Slots in flat order (as a filter lists them) update each leaf's ancestors once;
  /// more than a sixteenth of the rows recompute every summary in one pass instead.
  /// Setting or clearing `.collapsed` first pushes any collapse mark above each row
  /// down to its entry (``exposeMarks(aboveLeaf:)``).
  ///
  /// - Complexity: O(k · leaf capacity) for k slots, plus O(log n) for each leaf
  ///   touched, or O(n) when k > n / 16.
  @discardableResult
  mutating func setHidden(_ reason: Hidden, _ isHidden: Bool, slots: some Collection<UInt32>)
    -> Int
  {
    let bulk = slots.count > count / 16 && slots.count > 64
    var flipped = 0
    var leafOfDelta = -1
    var delta = Summary()
    // A row under a collapse mark takes the bit only once the mark is pushed down to
    // its entry: a marked subtree holds no collapsed row of its own.
    let exposes = reason.contains(.collapsed) && total.collapsed > 0
    for slot in slots {
      let leaf = Int(location[Int(slot)])
      if exposes { exposeMarks(aboveLeaf: leaf) }
      let offset = self.offset(ofSlot: slot, inLeaf: leaf)
      let old = self[leaf: leaf, offset]
      var new = old
      if isHidden { new.hidden.insert(reason) } else { new.hidden.remove(reason) }
      guard new.hidden != old.hidden else { continue }
      if new.isShown != old.isShown { flipped += 1 }
      self[leaf: leaf, offset] = new
      guard !bulk else { continue }
      if leaf != leafOfDelta {
        if leafOfDelta >= 0, delta != Summary() { addToAncestors(ofLeaf: leafOfDelta, delta) }
        leafOfDelta = leaf
        delta = Summary()
      }
      delta = delta + Summary(row: new) + -Summary(row: old)
    }
    if bulk {
      total = depth == 0 ? summary(ofLeaf: Int(root)) : recompute(branch: Int(root))
    } else if leafOfDelta >= 0, delta != Summary() {
      addToAncestors(ofLeaf: leafOfDelta, delta)
    }
    return flipped
  }

  /// Sets `reason` on the rows whose flat index `hides` marks and clears it on the
  /// others (`hides` has one value a row), setting the bits and summing each leaf in
  /// the same pass; then sums the branches from the leaves' sums. Collapse marks stay
  /// unless `reason` is `.collapsed`, whose every bit this writes.
  ///
  /// - Complexity: O(n).
  mutating func setHidden(_ reason: Hidden, hides: [Bool]) {
    precondition(hides.count == count, "RowTree.setHidden: one value a row")
    if reason.contains(.collapsed) { clearMarks() }
    let order = leavesInOrder()
    var sums = [Summary](repeating: Summary(), count: leaves.count)
    var flatIndex = 0
    hides.withUnsafeBufferPointer { hides in
      for leaf in order {
        var sum = Summary()
        withMutableEntries(ofLeaf: leaf) { entries in
          for offset in entries.indices {
            if hides[flatIndex] {
              entries[offset].hidden.insert(reason)
            } else {
              entries[offset].hidden.remove(reason)
            }
            sum.add(entries[offset])
            flatIndex += 1
          }
        }
        sums[leaf] = sum
      }
    }
    total = depth == 0 ? sums[Int(root)] : resum(branch: Int(root), leafSums: sums)
  }

  /// Rewrites the child summaries of a branch's subtree from its leaves' sums,
  /// keeping the collapse marks; returns its summary.
  mutating func resum(branch: Int, leafSums: [Summary]) -> Summary {
    var sum = Summary()
    for position in branches[branch].children.indices {
      let child = Int(branches[branch].children[position].node)
      let summary =
        branches[branch].level == 1
        ? leafSums[child] : resum(branch: child, leafSums: leafSums)
      sum = sum + setUnmarked(summary, ofChild: position, ofBranch: branch)
    }
    return sum
  }

  /// Clears `reason` from every row (and every collapse mark, for `.collapsed`).
  ///
  /// - Complexity: O(n).
  mutating func clearHidden(_ reason: Hidden) {
    if reason.contains(.collapsed) { clearMarks() }
    var sums = [Summary](repeating: Summary(), count: leaves.count)
    for leaf in leavesInOrder() {
      sums[leaf] = withMutableEntries(ofLeaf: leaf) { entries in
        for offset in entries.indices { entries[offset].hidden.remove(reason) }
        return Self.sum(UnsafeBufferPointer(entries))
      }
    }
    total = depth == 0 ? sums[Int(root)] : resum(branch: Int(root), leafSums: sums)
  }

  /// The leaves, left to right.
  ///
  /// - Complexity: O(n / leaf capacity).
  func leavesInOrder() -> [Int] {
    guard depth > 0 else { return [Int(root)] }
    var level = [Int(root)]
    for _ in 0..<depth {
      level = level.flatMap { node in branches[node].children.map { Int($0.node) } }
    }
    return level
  }
}
