/// What changed between two lists of rows, matched by ``RowID``.
public struct RowChanges: Hashable, Sendable {
  /// Rows only in the new list.
  public var inserted: [RowID] = []
  /// Rows only in the old list.
  public var deleted: [RowID] = []
  /// Rows in both lists whose order relative to the other kept rows changed.
  public var moved: [RowID] = []
  /// Rows in both lists whose content value (or kind) changed.
  public var updated: [RowID] = []

  /// Creates an empty set of changes.
  public init() {}

  /// Whether nothing changed.
  public var isEmpty: Bool {
    inserted.isEmpty && deleted.isEmpty && moved.isEmpty && updated.isEmpty
  }

  /// The changes from `old` to `new`.
  ///
  /// Moves are the kept rows outside a longest run that kept its relative order, so
  /// a single row moved far counts as one move.
  ///
  /// - Complexity: O(n log n) for n rows.
  public init(from old: [Row], to new: [Row]) {
    var oldIndex: [RowID: Int] = [:]
    oldIndex.reserveCapacity(old.count)
    for (index, row) in old.enumerated() { oldIndex[row.id] = index }
    var newIDs = Set<RowID>()
    newIDs.reserveCapacity(new.count)
    var keptOldPositions: [Int] = []
    var keptIDs: [RowID] = []
    for row in new {
      newIDs.insert(row.id)
      if let index = oldIndex[row.id] {
        keptOldPositions.append(index)
        keptIDs.append(row.id)
        if old[index].content != row.content { updated.append(row.id) }
      } else {
        inserted.append(row.id)
      }
    }
    deleted = old.lazy.map(\.id).filter { !newIDs.contains($0) }
    let stay = RowChanges.longestIncreasingRun(keptOldPositions)
    for (position, id) in keptIDs.enumerated() where !stay.contains(position) {
      moved.append(id)
    }
  }

  /// The positions of one longest strictly increasing subsequence of `values`.
  static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
    var tails: [Int] = []  // positions in `values`
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
