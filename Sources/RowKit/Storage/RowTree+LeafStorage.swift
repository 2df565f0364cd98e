extension RowTree {
  // MARK: Leaf entries

  /// Where leaf `leaf`'s entries start in ``leafEntries``.
  @inline(__always)
  func entryBase(ofLeaf leaf: Int) -> Int { leaf &* leafCapacity }

  /// How many rows a leaf holds.
  @inline(__always)
  func entryCount(ofLeaf leaf: Int) -> Int { Int(leaves[leaf].count) }

  /// The entry at `offset` (below the leaf's count) in a leaf.
  subscript(leaf leaf: Int, offset: Int) -> Entry {
    @inline(__always) get { leafEntries[entryBase(ofLeaf: leaf) &+ offset] }
    @inline(__always) set { leafEntries[entryBase(ofLeaf: leaf) &+ offset] = newValue }
  }

  /// A leaf's entries, in order.
  func entries(ofLeaf leaf: Int) -> ArraySlice<Entry> {
    let base = entryBase(ofLeaf: leaf)
    return leafEntries[base..<base + entryCount(ofLeaf: leaf)]
  }

  /// Calls `body` with a leaf's entries.
  @inline(__always)
  func withEntries<Result>(
    ofLeaf leaf: Int, _ body: (UnsafeBufferPointer<Entry>) -> Result
  ) -> Result {
    let base = entryBase(ofLeaf: leaf)
    let count = entryCount(ofLeaf: leaf)
    return leafEntries.withUnsafeBufferPointer { all in
      assert(base + count <= all.count, "RowTree: a leaf past leafEntries")
      return body(UnsafeBufferPointer(start: all.baseAddress.map { $0 + base }, count: count))
    }
  }

  /// Calls `body` with a leaf's entries to change in place (their number stays).
  @inline(__always)
  mutating func withMutableEntries<Result>(
    ofLeaf leaf: Int, _ body: (UnsafeMutableBufferPointer<Entry>) -> Result
  ) -> Result {
    let base = entryBase(ofLeaf: leaf)
    let count = entryCount(ofLeaf: leaf)
    return leafEntries.withUnsafeMutableBufferPointer { all in
      assert(base + count <= all.count, "RowTree: a leaf past leafEntries")
      return body(
        UnsafeMutableBufferPointer(start: all.baseAddress.map { $0 + base }, count: count))
    }
  }

  /// Puts an entry at `offset` (0...count) of a leaf with room for it, shifting the
  /// entries after it.
  mutating func insertEntry(_ entry: Entry, at offset: Int, ofLeaf leaf: Int) {
    let count = entryCount(ofLeaf: leaf)
    precondition(count < leafCapacity && offset <= count, "RowTree: no room in the leaf")
    let base = entryBase(ofLeaf: leaf)
    leafEntries.withUnsafeMutableBufferPointer { all in
      guard let start = all.baseAddress?.advanced(by: base) else { return }
      (start + offset + 1).update(from: start + offset, count: count - offset)
      start[offset] = entry
    }
    leaves[leaf].count += 1
  }

  /// Takes the entry at `offset` out of a leaf, shifting the entries after it.
  mutating func removeEntry(at offset: Int, ofLeaf leaf: Int) -> Entry {
    let count = entryCount(ofLeaf: leaf)
    precondition(offset < count, "RowTree: no entry there")
    let base = entryBase(ofLeaf: leaf)
    let entry = leafEntries.withUnsafeMutableBufferPointer { all -> Entry in
      guard let start = all.baseAddress?.advanced(by: base) else { return all[base] }
      let entry = start[offset]
      start.advanced(by: offset).update(from: start + offset + 1, count: count - offset - 1)
      return entry
    }
    leaves[leaf].count -= 1
    return entry
  }

  /// Moves the entries of `source` from `offset` on to the end of `destination`,
  /// which has room for them; `source` keeps those before `offset`.
  mutating func moveEntries(from source: Int, at offset: Int, toEndOf destination: Int) {
    let moved = entryCount(ofLeaf: source) - offset
    let end = entryCount(ofLeaf: destination)
    precondition(end + moved <= leafCapacity, "RowTree: no room in the leaf")
    let from = entryBase(ofLeaf: source) + offset
    let to = entryBase(ofLeaf: destination) + end
    leafEntries.withUnsafeMutableBufferPointer { all in
      guard let start = all.baseAddress else { return }
      (start + to).update(from: start + from, count: moved)
    }
    leaves[source].count -= Int32(moved)
    leaves[destination].count += Int32(moved)
  }

  /// A leaf made for a split: a free one, else one more with room for a full leaf in
  /// ``leafEntries``.
  ///
  /// ``leafEntries`` grows by an eighth when it is full, not by the standard library's
  /// doubling: at a million rows it is 9 MB, and doubling would leave up to as much
  /// unused after the first split of a freshly built tree.
  mutating func allocateLeaf(parent: Int32) -> Int {
    if let free = freeLeaves.popLast() {
      leaves[Int(free)] = Leaf(parent: parent)
      return Int(free)
    }
    leaves.append(Leaf(parent: parent))
    let needed = leafEntries.count + leafCapacity
    if needed > leafEntries.capacity {
      leafEntries.reserveCapacity(needed + max(leafCapacity * 64, leafEntries.count / 8))
    }
    leafEntries.append(contentsOf: repeatElement(Entry(height: -1, slot: 0), count: leafCapacity))
    return leaves.count - 1
  }

  /// Puts a leaf on the free list; its room in ``leafEntries`` waits for the next.
  mutating func freeLeaf(_ leaf: Int) {
    leaves[leaf] = Leaf()
    freeLeaves.append(Int32(leaf))
  }
}
