extension RowTree {
  /// The tree's rows in order as a collection, walked leaf by leaf without copying them:
  /// what the diff reads as the old rows.
  struct InOrder: Collection {
    /// A position: the flat index, and the leaf and offset it is at.
    struct Index: Comparable {
      var position: Int
      var leaf: Int
      var offset: Int

      static func < (lhs: Index, rhs: Index) -> Bool { lhs.position < rhs.position }
      static func == (lhs: Index, rhs: Index) -> Bool { lhs.position == rhs.position }
    }

    let tree: RowTree

    var startIndex: Index {
      let (leaf, offset) = tree.locate(0)
      return Index(position: 0, leaf: leaf, offset: offset)
    }

    var endIndex: Index { Index(position: tree.count, leaf: -1, offset: 0) }

    var count: Int { tree.count }

    @inline(__always)
    subscript(index: Index) -> Row { tree.leaves[index.leaf].entries[index.offset].row }

    /// The next position: O(1), and O(log n) when it crosses into another leaf.
    @inline(__always)
    func index(after index: Index) -> Index {
      let next = index.position + 1
      guard next < tree.count else { return endIndex }
      if index.offset + 1 < tree.leaves[index.leaf].entries.count {
        return Index(position: next, leaf: index.leaf, offset: index.offset + 1)
      }
      return Index(position: next, leaf: tree.leafAfter(index.leaf) ?? -1, offset: 0)
    }
  }

  /// The rows in order, as a collection that copies none of them.
  var inOrder: InOrder { InOrder(tree: self) }
}
