/// Matches the table's rows with new rows by id, in offsets (old and new).
struct InterimDiff {
  var deleted: [Int] = []
  var inserted: [Int] = []
  var moved: [(old: Int, new: Int)] = []
  var updated: [(old: Int, new: Int)] = []

  init(from old: RowTree, to new: [Row]) throws(TableError) {
    let oldRows = Array(old.inOrder)
    var oldIndex: [RowID: Int] = [:]
    oldIndex.reserveCapacity(oldRows.count)
    for (index, row) in oldRows.enumerated() { oldIndex[row.id] = index }
    var seen = Set<RowID>()
    var matchedOld = [Bool](repeating: false, count: oldRows.count)
    var keptOld: [Int] = []
    var keptNew: [Int] = []
    for (index, row) in new.enumerated() {
      guard seen.insert(row.id).inserted else { throw .duplicateRowID(row.id) }
      if let match = oldIndex[row.id] {
        matchedOld[match] = true
        keptOld.append(match)
        keptNew.append(index)
        if oldRows[match].content != row.content { updated.append((match, index)) }
      } else {
        inserted.append(index)
      }
    }
    deleted = oldRows.indices.filter { !matchedOld[$0] }
    let stay = InterimDiff.longestIncreasingRun(keptOld)
    for position in keptOld.indices where !stay.contains(position) {
      moved.append((keptOld[position], keptNew[position]))
    }
  }

  static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: values.count)
    for (position, value) in values.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[position] = tails[low - 1] }
      if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    var result = Set<Int>()
    var position = tails.last ?? -1
    while position >= 0 {
      result.insert(position)
      position = previous[position]
    }
    return result
  }
}
