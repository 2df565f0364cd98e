extension RowTree {
  /// The tree's rows in order as a collection, walked leaf by leaf without copying them:
  /// what the diff reads as the old rows.
  struct InOrder: Collection {
    /// A position: the flat index, the leaf and offset it is at, and the row's slot.
    struct Index: Comparable {
      var position: Int
      var leaf: Int
      var offset: Int
      var slot: UInt32

      static func < (lhs: Index, rhs: Index) -> Bool { lhs.position < rhs.position }
      static func == (lhs: Index, rhs: Index) -> Bool { lhs.position == rhs.position }
    }

    let tree: RowTree

    var startIndex: Index {
      guard tree.count > 0 else { return endIndex }
      let (leaf, offset) = tree.locate(0)
      return Index(
        position: 0, leaf: leaf, offset: offset, slot: tree.leaves[leaf].entries[offset].slot)
    }

    var endIndex: Index { Index(position: tree.count, leaf: -1, offset: 0, slot: 0) }

    var count: Int { tree.count }

    subscript(index: Index) -> Row {
      // Lends the row in place: a diff reading every row copies none.
      _read {
        // trap-safe: an entry's slot always holds a row (see RowTree.row(inSlot:)).
        yield tree.slotRows[Int(index.slot)]!
      }
    }

    /// The next position: O(1), and O(log n) when it crosses into another leaf.
    @inline(__always)
    func index(after index: Index) -> Index {
      let next = index.position + 1
      guard next < tree.count else { return endIndex }
      var leaf = index.leaf
      var offset = index.offset + 1
      if offset == tree.leaves[leaf].entries.count {
        leaf = tree.leafAfter(leaf) ?? -1
        offset = 0
      }
      return Index(
        position: next, leaf: leaf, offset: offset, slot: tree.leaves[leaf].entries[offset].slot)
    }
  }

  /// The rows in order, as a collection that copies none of them.
  var inOrder: InOrder { InOrder(tree: self) }
}
