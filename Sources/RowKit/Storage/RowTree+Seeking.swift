extension RowTree {
  /// The leaf and offset of the row at a flat index; `count` gives the end of the last
  /// leaf (where an appended row goes).
  ///
  /// - Complexity: O(log n).
  func locate(_ flatIndex: Int) -> (leaf: Int, offset: Int) {
    var node = Int(root)
    var remaining = flatIndex
    let stride = childCountStride
    for _ in 0..<depth {
      let last = branches[node].children.count - 1
      let base = node * stride
      var child = 0
      while child < last {
        let rows = Int(childCounts[base + child])
        if remaining < rows { break }
        remaining -= rows
        child += 1
      }
      node = Int(branches[node].children[child].node)
    }
    return (node, remaining)
  }

  /// The row at a flat index.
  ///
  /// - Complexity: O(log n).
  subscript(flatIndex: Int) -> Row {
    let (leaf, offset) = locate(flatIndex)
    return row(inSlot: self[leaf: leaf, offset].slot)
  }

  /// The slot of the row with this id, if the tree holds it.
  ///
  /// - Complexity: O(1) expected.
  func slot(of id: RowID) -> UInt32? {
    slot(of: id, hash: hash(id))
  }

  func slot(of id: RowID, hash: UInt32) -> UInt32? {
    // A row's id compares its hash word first, so reading the row alone rejects a
    // bucket of another id as fast as its kept hash would, with one cache miss fewer.
    index.find(hash: hash) { slot in slotRows[Int(slot)].id == id }
  }

  /// Whether the tree holds a row with this id.
  func contains(_ id: RowID) -> Bool { slot(of: id) != nil }

  /// The flat index of the row in a slot: its offset in its leaf (found by scanning
  /// the leaf's entries, a few cache lines) plus the rows to the left of its leaf,
  /// summed on the way up.
  ///
  /// The rows are summed from ``childCounts``, 4 bytes a child. Where a node's
  /// position hint (``positionHint(of:level:)``) is right, the rows
  /// beside it are summed from the nearer end of its parent: those to its right when
  /// it is in the second half, taken from the parent's own count, which the level
  /// above gives. So a walk reads about a quarter of each branch's children, not half.
  ///
  /// - Complexity: O(log n).
  func flatIndex(ofSlot slot: UInt32) -> Int {
    let leaf = Int(location[Int(slot)])
    var result = offset(ofSlot: slot, inLeaf: leaf)
    var child = Int32(leaf)
    var level = 0
    var parent = leaves[leaf].parent
    // Whether `result` still lacks the rows of the last parent (after summing the
    // rows to the right of its child instead of those to the left).
    var owesParentRows = false
    let stride = childCountStride
    while parent >= 0 {
      let node = Int(parent)
      let hint = Int(positionHint(of: child, level: level))
      let base = node * stride
      let count = branches[node].children.count
      let hinted =
        hint >= 0 && hint < count && branches[node].children[hint].node == child
      var position = 0
      var rows = 0
      if hinted && hint * 2 >= count {
        position = hint
        // The parent's rows minus the child's and those to its right.
        var right = 0
        for index in position + 1..<count { right += Int(childCounts[base + index]) }
        rows = -Int(childCounts[base + position]) - right
      } else if hinted {
        position = hint
        for index in 0..<position { rows += Int(childCounts[base + index]) }
      } else {
        position = self.position(of: child, in: node)
        for index in 0..<position { rows += Int(childCounts[base + index]) }
      }
      if owesParentRows { rows += Int(childCounts[base + position]) }
      result += rows
      owesParentRows = hinted && hint * 2 >= count
      child = parent
      level += 1
      parent = branches[node].parent
    }
    if owesParentRows { result += total.count }
    return result
  }

  /// The flat index of the row with this id.
  ///
  /// - Complexity: O(log n).
  func flatIndex(of id: RowID) -> Int? {
    slot(of: id).map { flatIndex(ofSlot: $0) }
  }

  /// The row in a slot (``VacantRow/row`` when the slot is free).
  @inline(__always)
  func row(inSlot slot: UInt32) -> Row {
    slotRows[Int(slot)]
  }

  /// The stored height of the row at a flat index: negative when not measured.
  ///
  /// - Complexity: O(log n).
  func storedHeight(at flatIndex: Int) -> Int32 {
    let (leaf, offset) = locate(flatIndex)
    return self[leaf: leaf, offset].height
  }

  /// The height of the row at a flat index (the estimate when not measured).
  func height(at flatIndex: Int) -> Int { rowHeight(storedHeight(at: flatIndex)) }

  /// Whether the row at a flat index is measured at the current width.
  func isMeasured(at flatIndex: Int) -> Bool { storedHeight(at: flatIndex) >= 0 }

  /// The top line of the row at a flat index (`count` gives the total height): the
  /// heights of the shown rows above it, unmeasured ones counted with the estimate.
  ///
  /// - Complexity: O(log n).
  func top(of flatIndex: Int) -> Int {
    var node = Int(root)
    var remaining = min(max(0, flatIndex), count)
    var top = 0
    for _ in 0..<depth {
      let last = branches[node].children.count - 1
      var child = 0
      while child < last {
        let entry = branches[node].children[child]
        if remaining < Int(entry.count) { break }
        remaining -= Int(entry.count)
        top += height(of: entry.summary)
        child += 1
      }
      // A marked child shows none of its rows.
      if branches[node].children[child].isCollapsed { return top }
      node = Int(branches[node].children[child].node)
    }
    for offset in 0..<remaining where self[leaf: node, offset].isShown {
      top += rowHeight(self[leaf: node, offset].height)
    }
    return top
  }

  /// The flat index of the row covering a line of the content, or `nil` when the line
  /// is outside every row. Hidden rows and rows of height 0 never cover a line.
  ///
  /// - Complexity: O(log n).
  func flatIndex(containingLine line: Int) -> Int? {
    guard line >= 0, line < totalHeight else { return nil }
    var node = Int(root)
    var remaining = line
    var base = 0
    for _ in 0..<depth {
      let last = branches[node].children.count - 1
      var child = 0
      while child < last {
        let entry = branches[node].children[child]
        let height = self.height(of: entry.summary)
        if remaining < height { break }
        remaining -= height
        base += Int(entry.count)
        child += 1
      }
      if branches[node].children[child].isCollapsed { return nil }
      node = Int(branches[node].children[child].node)
    }
    for offset in 0..<entryCount(ofLeaf: node) where self[leaf: node, offset].isShown {
      let height = rowHeight(self[leaf: node, offset].height)
      if remaining < height { return base + offset }
      remaining -= height
    }
    return nil
  }

  /// The offset of a slot's entry in its leaf, found by scanning the leaf's entries (a
  /// few cache lines); the leaf's entry count when the leaf does not hold the slot.
  @inline(__always)
  func offset(ofSlot slot: UInt32, inLeaf leaf: Int) -> Int {
    withEntries(ofLeaf: leaf) { entries in
      var offset = 0
      while offset < entries.count && entries[offset].slot != slot { offset += 1 }
      return offset
    }
  }

  /// The position of a child in its branch.
  func position(of child: Int32, in branch: Int) -> Int {
    branches[branch].children.withUnsafeBufferPointer { children in
      var position = 0
      while children[position].node != child { position += 1 }
      return position
    }
  }
}

extension RowTree {
  /// The entry (stored height, slot and why it is hidden, a collapse mark above it
  /// included) of the row at a flat index.
  ///
  /// - Complexity: O(log n).
  func entry(at flatIndex: Int) -> Entry {
    let (leaf, offset) = locate(flatIndex)
    var entry = self[leaf: leaf, offset]
    if !entry.hidden.contains(.collapsed), isMarked(aboveLeaf: leaf) {
      entry.hidden.insert(.collapsed)
    }
    return entry
  }

  /// The stored height of the row in a slot: negative when not measured. The entry is
  /// found from the slot, without a walk down the tree.
  ///
  /// - Complexity: O(leaf capacity).
  @inline(__always)
  func storedHeight(slot: UInt32) -> Int32 {
    let leaf = Int(location[Int(slot)])
    return self[leaf: leaf, offset(ofSlot: slot, inLeaf: leaf)].height
  }
}
