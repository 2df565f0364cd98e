extension RowTree {
  /// Every way the tree breaks its invariants, described; empty when it keeps them.
  ///
  /// The invariants: all leaves at one depth, with the right parents and levels; every
  /// node but the root at least half full and at most full, a root branch with two
  /// children or more; every summary the sum of its subtree (a child's counted as if
  /// it had no collapse mark; a marked child holding no collapsed row of its own and
  /// adding none of its rows' shown counts or heights above it), each child's rows
  /// the same in ``childCounts``, and the total the sum of all; each row's slot located at its leaf and offset, filed under its id's hash,
  /// and found from its id; the id index holding exactly the rows, each filed with its
  /// hash's tag where a probe from its home bucket finds it; room in ``leafEntries``
  /// for every leaf.
  ///
  /// - Complexity: O(n).
  func invariantViolations() -> [String] {
    var problems: [String] = []
    var slotsSeen = Set<UInt32>()
    let summary = check(
      node: root, level: depth, parent: -1, isRoot: true, problems: &problems,
      slots: &slotsSeen)
    if summary != total { problems.append("total \(total) but the nodes sum to \(summary)") }
    if index.count != total.count {
      problems.append("the id index holds \(index.count) ids for \(total.count) rows")
    }
    problems += index.invariantViolations(hashes: slotHashes).map { "id index: \($0)" }
    if slotsSeen.count != total.count { problems.append("a slot is used twice") }
    for slot in freeSlots where slotsSeen.contains(slot) || !VacantRow.holds(slotRows[Int(slot)]) {
      problems.append("slot \(slot) is free and used")
    }
    if slotRows.count != location.count { problems.append("slot arrays differ in length") }
    if leafEntries.count < leaves.count * leafCapacity {
      problems.append("leafEntries holds \(leafEntries.count) entries for \(leaves.count) leaves")
    }
    if slotsSeen.count + freeSlots.count != location.count {
      problems.append("\(location.count) slots, \(slotsSeen.count) used, \(freeSlots.count) free")
    }
    return problems
  }

  private func check(
    node: Int32, level: Int, parent: Int32, isRoot: Bool, problems: inout [String],
    slots: inout Set<UInt32>
  ) -> Summary {
    let id = Int(node)
    if level == 0 {
      let leaf = leaves[id]
      if leaf.parent != parent {
        problems.append("leaf \(id): parent \(leaf.parent), not \(parent)")
      }
      if !isRoot, leaf.count < leafCapacity / 2 || leaf.count > leafCapacity {
        problems.append("leaf \(id): \(leaf.count) rows")
      }
      for entry in entries(ofLeaf: id) {
        slots.insert(entry.slot)
        if location[Int(entry.slot)] != UInt32(id) {
          problems.append("leaf \(id): slot \(entry.slot) located elsewhere")
        }
        if VacantRow.holds(slotRows[Int(entry.slot)]) {
          problems.append("leaf \(id): slot \(entry.slot) holds no row")
          continue
        }
        let rowID = slotRows[Int(entry.slot)].id
        if slotHashes[Int(entry.slot)] != hash(rowID) {
          problems.append("slot \(entry.slot): wrong hash")
        }
        if slot(of: rowID) != entry.slot { problems.append("id \(rowID) not found at its slot") }
      }
      return summary(ofLeaf: id)
    }
    let branch = branches[id]
    if branch.parent != parent { problems.append("branch \(id): parent \(branch.parent)") }
    if branch.level != level {
      problems.append("branch \(id): level \(branch.level), not \(level)")
    }
    let children = branch.children.count
    if isRoot ? children < 2 : (children < branchCapacity / 2 || children > branchCapacity) {
      problems.append("branch \(id): \(children) children")
    }
    let base = id * childCountStride
    if childCounts.count < base + min(children, childCountStride) {
      problems.append("branch \(id): childCounts ends at \(childCounts.count)")
    } else {
      for position in 0..<min(children, childCountStride)
      where childCounts[base + position] != branch.children[position].count {
        problems.append(
          "branch \(id): child \(position) has \(branch.children[position].count) rows,"
            + " childCounts says \(childCounts[base + position])")
      }
    }
    var sum = Summary()
    for position in 0..<children {
      let child = check(
        node: branch.children[position].node, level: level - 1, parent: node, isRoot: false,
        problems: &problems, slots: &slots)
      let entry = branch.children[position]
      if child != entry.unmarkedSummary {
        problems.append("branch \(id): child \(position) sums to \(child), entry says otherwise")
      }
      if entry.isCollapsed, child.collapsed != 0 {
        problems.append("branch \(id): child \(position) is marked and holds collapsed rows")
      }
      sum = sum + (entry.isCollapsed ? Summary(count: child.count, collapsed: child.count) : child)
    }
    return sum
  }
}
