extension RowTree {
  /// The rows' slots in order, gathered leaf by leaf: what a diff reads as the old
  /// rows (``row(inSlot:)`` lends each row in place), 4 bytes a row.
  ///
  /// - Complexity: O(n).
  func slotsInOrder() -> [UInt32] {
    [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
      initialized = 0
      guard count > 0 else { return }
      gatherSlots(of: root, level: depth, into: buffer, count: &initialized)
    }
  }

  /// Writes the slots of a subtree into `buffer` from `count` on, never past its end.
  private func gatherSlots(
    of node: Int32, level: Int, into buffer: UnsafeMutableBufferPointer<UInt32>,
    count: inout Int
  ) {
    if level == 0 {
      withEntries(ofLeaf: Int(node)) { entries in
        let taken = min(entries.count, buffer.count - count)
        // Within both buffers by `taken`: a plain strided copy, no check per slot.
        guard taken > 0, let source = entries.baseAddress, let base = buffer.baseAddress
        else { return }
        let target = base + count
        var offset = 0
        while offset < taken {
          (target + offset).initialize(to: source[offset].slot)
          offset &+= 1
        }
        count &+= taken
      }
    } else {
      for child in branches[Int(node)].children {
        gatherSlots(of: child.node, level: level - 1, into: buffer, count: &count)
      }
    }
  }

  /// The rows in order.
  ///
  /// - Complexity: O(n).
  var rows: [Row] { slotsInOrder().map { slotRows[Int($0)] } }
}
