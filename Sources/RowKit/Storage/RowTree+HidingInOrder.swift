extension RowTree {
  /// Sets or clears `reason` on the rows at `flatIndexes` (ascending; an index not
  /// above the one before it, or past the last row, is passed over), walking down
  /// only into the subtrees that hold them and updating each summary once; returns
  /// how many rows changed between shown and hidden.
  ///
  /// This is how a narrowing filter hides the rows that no longer match: it knows
  /// their flat indexes in order, so it needs no slot lookup and no scan of a leaf.
  ///
  /// - Complexity: O(k + nodes holding the k rows).
  @discardableResult
  mutating func setHidden(_ reason: Hidden, _ isHidden: Bool, flatIndexes: [UInt32]) -> Int {
    guard !flatIndexes.isEmpty, count > 0 else { return 0 }
    var walk = MarkWalk(reason: reason, isHidden: isHidden)
    let delta = flatIndexes.withUnsafeBufferPointer { indexes in
      mark(node: root, level: depth, base: 0, indexes, &walk)
    }
    total = total + delta
    return walk.flipped
  }

  /// Clears `reason` on the rows at `flatIndexes` as ``setHidden(_:_:flatIndexes:)``
  /// does, and returns the rows that it showed (a row hidden for another reason too
  /// stays hidden): their places in `flatIndexes`, ascending, and their stored
  /// heights (negative when not measured). This is how a step of a ranked filter
  /// learns which rows to rank in.
  ///
  /// - Complexity: O(k + nodes holding the k rows).
  mutating func show(clearing reason: Hidden, flatIndexes: [UInt32]) -> (
    places: [Int], heights: [Int32]
  ) {
    guard !flatIndexes.isEmpty, count > 0 else { return ([], []) }
    var walk = MarkWalk(reason: reason, isHidden: false, gathers: true)
    walk.places.reserveCapacity(flatIndexes.count)
    walk.heights.reserveCapacity(flatIndexes.count)
    let delta = flatIndexes.withUnsafeBufferPointer { indexes in
      mark(node: root, level: depth, base: 0, indexes, &walk)
    }
    total = total + delta
    return (walk.places, walk.heights)
  }

  /// Where a walk setting hidden bits is.
  private struct MarkWalk {
    let reason: Hidden
    let isHidden: Bool
    /// Whether it gathers the rows it shows (``places`` and ``heights``).
    let gathers: Bool
    /// The next index to mark.
    var next = 0
    /// The last index marked: indexes must rise.
    var last = -1
    var flipped = 0
    /// The places of the rows shown, and their stored heights, when it gathers them.
    var places: [Int] = []
    var heights: [Int32] = []

    init(reason: Hidden, isHidden: Bool, gathers: Bool = false) {
      self.reason = reason
      self.isHidden = isHidden
      self.gathers = gathers
    }
  }

  /// Marks the rows of `indexes` from `walk.next` that lie in the subtree at `node`,
  /// whose first row is at flat index `base`; returns the change of its summary.
  private mutating func mark(
    node: Int32, level: Int, base: Int, _ indexes: UnsafeBufferPointer<UInt32>,
    _ walk: inout MarkWalk
  ) -> Summary {
    var delta = Summary()
    if level == 0 {
      // The change of the leaf's sums, counted without a branch per row.
      var shown = 0
      var measured = 0
      var height = 0
      var collapsed = 0
      withMutableEntries(ofLeaf: Int(node)) { entries in
        let end = base + entries.count
        while walk.next < indexes.count {
          let index = Int(indexes[walk.next])
          guard index < end else { return }
          walk.next += 1
          guard index > walk.last, index >= base else { continue }
          walk.last = index
          let old = entries[index - base]
          var new = old
          if walk.isHidden {
            new.hidden.insert(walk.reason)
          } else {
            new.hidden.remove(walk.reason)
          }
          entries[index - base] = new
          collapsed &+=
            (new.hidden.contains(.collapsed) ? 1 : 0)
            - (old.hidden.contains(.collapsed) ? 1 : 0)
          let change = (new.isShown ? 1 : 0) - (old.isShown ? 1 : 0)
          let isMeasured = old.height >= 0 ? 1 : 0
          walk.flipped &+= change & 1
          if walk.gathers, change > 0 {
            walk.places.append(walk.next - 1)
            walk.heights.append(old.height)
          }
          shown &+= change
          measured &+= change &* isMeasured
          height &+= change &* isMeasured &* Int(old.height)
        }
      }
      return Summary(
        count: 0, shown: shown, measured: measured, height: height, collapsed: collapsed)
    }
    var childBase = base
    for position in branches[Int(node)].children.indices {
      guard walk.next < indexes.count else { break }
      let child = branches[Int(node)].children[position]
      let end = childBase + Int(child.count)
      if Int(indexes[walk.next]) < end {
        // A collapsed bit goes on an entry only from under no mark.
        if walk.reason.contains(.collapsed) { pushDownMark(branch: Int(node), position: position) }
        let change = mark(node: child.node, level: level - 1, base: childBase, indexes, &walk)
        if change != Summary() {
          delta = delta + addToChild(position, ofBranch: Int(node), change)
        }
      }
      childBase = end
    }
    return delta
  }
}

extension RowTree {
  /// Clears `reason` on the rows at `flatIndexes` (ascending; others out of order are
  /// passed over) and sets it on every other row, setting the bits and summing each
  /// leaf in one pass over the leaves; then sums the branches from the leaves' sums.
  ///
  /// This is how a text filter's first query shows its matches and hides the rest.
  ///
  /// - Complexity: O(n).
  mutating func setHidden(_ reason: Hidden, allBut flatIndexes: [UInt32]) {
    if reason.contains(.collapsed) { clearMarks() }
    let order = leavesInOrder()
    var sums = [Summary](repeating: Summary(), count: leaves.count)
    var flatIndex = 0
    flatIndexes.withUnsafeBufferPointer { kept in
      var next = 0
      for leaf in order {
        var sum = Summary()
        withMutableEntries(ofLeaf: leaf) { entries in
          let end = flatIndex + entries.count
          guard next < kept.count && Int(kept[next]) < end else {
            // No row of the leaf kept (most leaves, past a first step): every row
            // hidden, so its sum needs only the collapsed rows, counted as it goes.
            sum = Self.hideAll(entries, reason)
            flatIndex = end
            return
          }
          for offset in entries.indices { entries[offset].hidden.insert(reason) }
          while next < kept.count && Int(kept[next]) < end {
            let index = Int(kept[next])
            if index >= flatIndex { entries[index - flatIndex].hidden.remove(reason) }
            next += 1
          }
          sum = Self.sum(UnsafeBufferPointer(entries))
          flatIndex = end
        }
        sums[leaf] = sum
      }
    }
    total = depth == 0 ? sums[Int(root)] : resum(branch: Int(root), leafSums: sums)
  }
}

extension RowTree {
  /// Sets `reason` on every entry of a run and returns the run's summary: no row
  /// shown, so only the collapsed rows are counted, in the same pass.
  @inline(__always)
  static func hideAll(_ entries: UnsafeMutableBufferPointer<Entry>, _ reason: Hidden) -> Summary {
    var collapsed = 0
    for offset in entries.indices {
      entries[offset].hidden.insert(reason)
      collapsed &+= entries[offset].hidden.rawValue & Hidden.collapsed.rawValue == 0 ? 0 : 1
    }
    return Summary(count: entries.count, shown: 0, measured: 0, height: 0, collapsed: collapsed)
  }

  /// The summary of a run of entries, without a branch per entry (a filter leaves
  /// shown and hidden rows mixed at random, which would mispredict).
  @inline(__always)
  static func sum(_ entries: UnsafeBufferPointer<Entry>) -> Summary {
    var shown = 0
    var measured = 0
    var height = 0
    var collapsed = 0
    for entry in entries {
      let isShown = entry.hidden.rawValue == 0 ? 1 : 0
      let isMeasured = (entry.height >= 0 ? 1 : 0) & isShown
      shown &+= isShown
      measured &+= isMeasured
      height &+= isMeasured &* Int(entry.height)
      collapsed &+= entry.hidden.rawValue & Hidden.collapsed.rawValue == 0 ? 0 : 1
    }
    return Summary(
      count: entries.count, shown: shown, measured: measured, height: height,
      collapsed: collapsed)
  }
}

extension RowTree {
  /// The shown rows in flat order: their flat indexes, slots and stored heights
  /// (negative when not measured), gathered in one walk that passes over every subtree
  /// that shows no row (a collapsed section's among them).
  ///
  /// - Complexity: O(n) at most; O(shown rows + log n) for the leaves it reads.
  func shownRows() -> (flatIndexes: [UInt32], slots: [UInt32], heights: [Int32]) {
    var rows = ShownRows()
    rows.flatIndexes.reserveCapacity(shownCount)
    rows.slots.reserveCapacity(shownCount)
    rows.heights.reserveCapacity(shownCount)
    if shownCount > 0 { gatherShown(node: root, level: depth, into: &rows) }
    return (rows.flatIndexes, rows.slots, rows.heights)
  }

  /// What ``shownRows()`` gathers, and the flat index it has reached.
  private struct ShownRows {
    var flatIndexes: [UInt32] = []
    var slots: [UInt32] = []
    var heights: [Int32] = []
    var flatIndex = 0
  }

  private func gatherShown(node: Int32, level: Int, into rows: inout ShownRows) {
    guard level > 0 else {
      for entry in entries(ofLeaf: Int(node)) {
        if entry.isShown {
          rows.flatIndexes.append(UInt32(truncatingIfNeeded: rows.flatIndex))
          rows.slots.append(entry.slot)
          rows.heights.append(entry.height)
        }
        rows.flatIndex += 1
      }
      return
    }
    for child in branches[Int(node)].children {
      if child.summary.shown == 0 {
        rows.flatIndex += Int(child.count)
      } else {
        gatherShown(node: child.node, level: level - 1, into: &rows)
      }
    }
  }
}
