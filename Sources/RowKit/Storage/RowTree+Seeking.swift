extension RowTree {
  /// The leaf and offset of the row at a flat index; `count` gives the end of the last
  /// leaf (where an appended row goes).
  ///
  /// - Complexity: O(log n).
  func locate(_ flatIndex: Int) -> (leaf: Int, offset: Int) {
    var node = Int(root)
    var remaining = flatIndex
    for _ in 0..<depth {
      let last = branches[node].children.count - 1
      var child = 0
      while child < last {
        let rows = branches[node].counts[child]
        if remaining < rows { break }
        remaining -= rows
        child += 1
      }
      node = Int(branches[node].children[child])
    }
    return (node, remaining)
  }

  /// The row at a flat index.
  ///
  /// - Complexity: O(log n).
  subscript(flatIndex: Int) -> Row {
    let (leaf, offset) = locate(flatIndex)
    return leaves[leaf].rows[offset]
  }

  /// The slot of the row with this id, if the tree holds it.
  ///
  /// - Complexity: O(1) expected.
  func slot(of id: RowID) -> UInt32? {
    slot(of: id, hash: RowTree.hash(id))
  }

  func slot(of id: RowID, hash: UInt32) -> UInt32? {
    index.find(hash: hash) { slot in
      guard slotHashes[Int(slot)] == hash else { return false }
      let (leaf, offset) = RowTree.decode(location[Int(slot)])
      return leaves[leaf].rows[offset].id == id
    }
  }

  /// Whether the tree holds a row with this id.
  func contains(_ id: RowID) -> Bool { slot(of: id) != nil }

  /// The flat index of the row in a slot: its offset plus the rows to the left of its
  /// leaf, summed on the way up.
  ///
  /// - Complexity: O(log n).
  func flatIndex(ofSlot slot: UInt32) -> Int {
    let (leaf, offset) = RowTree.decode(location[Int(slot)])
    var result = offset
    var child = Int32(leaf)
    var parent = leaves[leaf].parent
    while parent >= 0 {
      let node = Int(parent)
      var position = 0
      while branches[node].children[position] != child {
        result += branches[node].counts[position]
        position += 1
      }
      child = parent
      parent = branches[node].parent
    }
    return result
  }

  /// The flat index of the row with this id.
  ///
  /// - Complexity: O(log n).
  func flatIndex(of id: RowID) -> Int? {
    slot(of: id).map { flatIndex(ofSlot: $0) }
  }

  /// The row in a slot.
  func row(inSlot slot: UInt32) -> Row {
    let (leaf, offset) = RowTree.decode(location[Int(slot)])
    return leaves[leaf].rows[offset]
  }

  /// The stored height of the row at a flat index: negative when not measured.
  ///
  /// - Complexity: O(log n).
  func storedHeight(at flatIndex: Int) -> Int32 {
    let (leaf, offset) = locate(flatIndex)
    return leaves[leaf].meta[offset].height
  }

  /// The height of the row at a flat index (the estimate when not measured).
  func height(at flatIndex: Int) -> Int { rowHeight(storedHeight(at: flatIndex)) }

  /// Whether the row at a flat index is measured at the current width.
  func isMeasured(at flatIndex: Int) -> Bool { storedHeight(at: flatIndex) >= 0 }

  /// The top line of the row at a flat index (`count` gives the total height): the
  /// heights of the rows above it, unmeasured ones counted with the estimate.
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
        let rows = branches[node].counts[child]
        if remaining < rows { break }
        remaining -= rows
        top +=
          branches[node].measuredHeights[child]
          + (rows - branches[node].measuredCounts[child]) * estimate
        child += 1
      }
      node = Int(branches[node].children[child])
    }
    for offset in 0..<remaining { top += rowHeight(leaves[node].meta[offset].height) }
    return top
  }

  /// The flat index of the row covering a line of the content, or `nil` when the line
  /// is outside every row. Rows of height 0 never cover a line.
  ///
  /// - Complexity: O(log n).
  func flatIndex(containingLine line: Int) -> Int? {
    guard line >= 0, line < totalHeight else { return nil }
    var node = Int(root)
    var remaining = line
    var base = 0
    for _ in 0..<depth {
      let children = branches[node].children.count
      var child = 0
      while child < children - 1 {
        let rows = branches[node].counts[child]
        let height =
          branches[node].measuredHeights[child]
          + (rows - branches[node].measuredCounts[child]) * estimate
        if remaining < height { break }
        remaining -= height
        base += rows
        child += 1
      }
      node = Int(branches[node].children[child])
    }
    for offset in leaves[node].meta.indices {
      let height = rowHeight(leaves[node].meta[offset].height)
      if remaining < height { return base + offset }
      remaining -= height
    }
    return nil
  }

  /// Calls `body` with each row from a flat index on, in order, until it returns
  /// `false`.
  ///
  /// - Complexity: O(log n) to start, then O(1) a row.
  func forEach(from flatIndex: Int = 0, _ body: (Row) -> Bool) {
    guard flatIndex < count else { return }
    var (leaf, offset) = locate(flatIndex)
    while true {
      let rows = leaves[leaf].rows.count
      while offset < rows {
        if !body(leaves[leaf].rows[offset]) { return }
        offset += 1
      }
      guard let next = leafAfter(leaf) else { return }
      leaf = next
      offset = 0
    }
  }

  /// The rows in order.
  ///
  /// - Complexity: O(n).
  var rows: [Row] {
    var result: [Row] = []
    result.reserveCapacity(count)
    forEach {
      result.append($0)
      return true
    }
    return result
  }

  /// The leaf after `leaf` in order, if any.
  ///
  /// - Complexity: O(log n) at worst, O(1) amortised over a walk.
  func leafAfter(_ leaf: Int) -> Int? {
    var child = Int32(leaf)
    var parent = leaves[leaf].parent
    var climbed = 0
    while parent >= 0 {
      let node = Int(parent)
      let children = branches[node].children
      if let position = children.firstIndex(of: child), position + 1 < children.count {
        var next = Int(children[position + 1])
        for _ in 0..<climbed { next = Int(branches[next].children[0]) }
        return next
      }
      child = parent
      parent = branches[node].parent
      climbed += 1
    }
    return nil
  }
}
