/// The heights of a long sequence of rows of which few are measured: each measured row
/// is one node, and each run of rows never measured between them is one node too, so a
/// sequence of N rows with m measured ones takes O(m + 1) nodes whatever N is.
///
/// The nodes form a treap (a binary search tree by position, heap-ordered by random
/// priorities) kept in one array and linked by 32-bit index; each node sums its
/// subtree: its rows, its rows not measured and the measured rows' height. A run's
/// height is its rows times ``estimate``, so a new estimate changes no node. Every
/// operation splits the treap at a position (cutting a run in two when the position
/// falls inside one) and joins the parts again: O(log m) expected.
///
/// A source-backed ``TableView`` keeps one for the rows it displays (Architecture.md,
/// "Rows from a source"); ``invariantViolations()`` checks it.
struct HeightRuns {
  /// A measured row (`height >= 0`, `rows == 1`) or a run of rows not measured
  /// (`height < 0`), with the sums of its subtree.
  struct Node {
    var rows: Int32
    var height: Int32
    var left: Int32 = -1
    var right: Int32 = -1
    var priority: UInt32
    /// The rows of the subtree.
    var subtreeRows: Int
    /// The rows of the subtree not measured.
    var subtreeUnmeasured: Int
    /// The sum of the subtree's measured heights.
    var subtreeHeight: Int
  }

  private(set) var nodes: [Node] = []
  private var free: [Int32] = []
  private var root: Int32 = -1
  private var random = SplitMix(seed: 0x5EED_0F_2026)
  /// The height of a row not measured.
  var estimate: Int

  /// A sequence of `count` rows, none measured.
  init(count: Int, estimate: Int) {
    self.estimate = estimate
    if count > 0 { root = makeRun(count) }
  }

  // MARK: Reading

  /// The number of rows.
  var count: Int { root < 0 ? 0 : nodes[Int(root)].subtreeRows }

  /// The number of measured rows.
  var measuredCount: Int {
    root < 0 ? 0 : nodes[Int(root)].subtreeRows - nodes[Int(root)].subtreeUnmeasured
  }

  /// The number of live nodes (measured rows plus runs).
  var nodeCount: Int { nodes.count - free.count }

  /// The bytes the nodes take, spare capacity included.
  var memoryBytes: Int {
    nodes.capacity * MemoryLayout<Node>.stride + free.capacity * MemoryLayout<Int32>.stride
  }

  /// The height of every row, runs counted with the estimate.
  var totalHeight: Int { root < 0 ? 0 : height(ofSubtree: root) }

  /// The stored height of the row at `index`: negative when not measured.
  ///
  /// - Complexity: O(log m).
  func storedHeight(at index: Int) -> Int32 {
    var node = root
    var remaining = index
    while node >= 0 {
      let current = nodes[Int(node)]
      let leftRows = rows(of: current.left)
      if remaining < leftRows {
        node = current.left
      } else if remaining < leftRows + Int(current.rows) {
        return current.height
      } else {
        remaining -= leftRows + Int(current.rows)
        node = current.right
      }
    }
    return -1
  }

  /// The height of the row at `index` (the estimate when not measured).
  func height(at index: Int) -> Int {
    let stored = storedHeight(at: index)
    return stored < 0 ? estimate : Int(stored)
  }

  /// The top line of the row at `index` (`count` gives the total height).
  ///
  /// - Complexity: O(log m).
  func top(of index: Int) -> Int {
    var node = root
    var remaining = min(max(0, index), count)
    var top = 0
    while node >= 0, remaining > 0 {
      let current = nodes[Int(node)]
      let leftRows = rows(of: current.left)
      if remaining <= leftRows {
        node = current.left
        continue
      }
      top += current.left < 0 ? 0 : height(ofSubtree: current.left)
      remaining -= leftRows
      let own = min(remaining, Int(current.rows))
      top += current.height < 0 ? own * estimate : (own > 0 ? Int(current.height) : 0)
      remaining -= own
      node = current.right
    }
    return top
  }

  /// The row whose lines hold `line` and the line's offset in it; `nil` when `line`
  /// is at or past the total height, or negative.
  ///
  /// - Complexity: O(log m).
  func index(containingLine line: Int) -> (index: Int, offset: Int)? {
    guard line >= 0, line < totalHeight else { return nil }
    var node = root
    var remaining = line
    var index = 0
    while node >= 0 {
      let current = nodes[Int(node)]
      let leftHeight = current.left < 0 ? 0 : height(ofSubtree: current.left)
      if remaining < leftHeight {
        node = current.left
        continue
      }
      remaining -= leftHeight
      index += rows(of: current.left)
      let own = current.height < 0 ? Int(current.rows) * estimate : Int(current.height)
      if remaining < own {
        if current.height < 0 {
          return (index + remaining / estimate, remaining % estimate)
        }
        return (index, remaining)
      }
      remaining -= own
      index += Int(current.rows)
      node = current.right
    }
    return nil
  }

  // MARK: Changing

  /// Records the height of the row at `index` (negative: forgets it).
  ///
  /// - Complexity: O(log m) expected.
  mutating func setHeight(_ height: Int32, at index: Int) {
    guard index >= 0, index < count, storedHeight(at: index) != height else { return }
    let (left, rest) = split(root, index)
    let (old, right) = split(rest, 1)
    release(old)
    let middle = height < 0 ? makeRun(1) : makeMeasured(height)
    root = join(join(left, middle), right)
  }

  /// Inserts `rows` rows not measured before the row at `index` (`count` appends).
  ///
  /// - Complexity: O(log m) expected.
  mutating func insert(_ rows: Int, at index: Int) {
    guard rows > 0 else { return }
    let (left, right) = split(root, min(max(0, index), count))
    root = join(join(left, makeRun(rows)), right)
  }

  /// Removes the rows in `range` (clamped to the rows).
  ///
  /// - Complexity: O(log m + nodes removed) expected.
  mutating func remove(_ range: Range<Int>) {
    let lower = min(max(0, range.lowerBound), count)
    let upper = min(max(lower, range.upperBound), count)
    guard upper > lower else { return }
    let (left, rest) = split(root, lower)
    let (middle, right) = split(rest, upper - lower)
    release(middle)
    root = join(left, right)
  }

  /// Forgets the heights of the rows in `range`: they become one run.
  mutating func forget(_ range: Range<Int>) {
    let lower = min(max(0, range.lowerBound), count)
    let upper = min(max(lower, range.upperBound), count)
    guard upper > lower else { return }
    remove(lower..<upper)
    insert(upper - lower, at: lower)
  }

  /// Forgets every height: the rows become one run.
  mutating func forgetAll() {
    let rows = count
    nodes = []
    free = []
    root = rows > 0 ? makeRun(rows) : -1
  }

  // MARK: The treap

  private func rows(of node: Int32) -> Int { node < 0 ? 0 : nodes[Int(node)].subtreeRows }

  private func height(ofSubtree node: Int32) -> Int {
    let current = nodes[Int(node)]
    return current.subtreeHeight + current.subtreeUnmeasured * estimate
  }

  private mutating func allocate(_ node: Node) -> Int32 {
    if let reused = free.popLast() {
      nodes[Int(reused)] = node
      return reused
    }
    nodes.append(node)
    return Int32(nodes.count - 1)
  }

  private mutating func makeRun(_ rows: Int, priority: UInt32? = nil) -> Int32 {
    allocate(
      Node(
        rows: Int32(clamping: rows), height: -1, priority: priority ?? random.next32(),
        subtreeRows: rows, subtreeUnmeasured: rows, subtreeHeight: 0))
  }

  private mutating func makeMeasured(_ height: Int32) -> Int32 {
    allocate(
      Node(
        rows: 1, height: height, priority: random.next32(), subtreeRows: 1,
        subtreeUnmeasured: 0, subtreeHeight: Int(height)))
  }

  /// Frees a subtree's nodes.
  private mutating func release(_ node: Int32) {
    var stack: [Int32] = node < 0 ? [] : [node]
    while let next = stack.popLast() {
      let current = nodes[Int(next)]
      if current.left >= 0 { stack.append(current.left) }
      if current.right >= 0 { stack.append(current.right) }
      free.append(next)
    }
  }

  private mutating func update(_ node: Int32) {
    var current = nodes[Int(node)]
    let own = Int(current.rows)
    current.subtreeRows = own
    current.subtreeUnmeasured = current.height < 0 ? own : 0
    current.subtreeHeight = current.height < 0 ? 0 : Int(current.height)
    for child in [current.left, current.right] where child >= 0 {
      let sums = nodes[Int(child)]
      current.subtreeRows += sums.subtreeRows
      current.subtreeUnmeasured += sums.subtreeUnmeasured
      current.subtreeHeight += sums.subtreeHeight
    }
    nodes[Int(node)] = current
  }

  /// Splits a subtree into its first `index` rows and the rest, cutting a run.
  private mutating func split(_ node: Int32, _ index: Int) -> (Int32, Int32) {
    guard node >= 0 else { return (-1, -1) }
    let current = nodes[Int(node)]
    let leftRows = rows(of: current.left)
    if index <= leftRows {
      let (first, second) = split(current.left, index)
      nodes[Int(node)].left = second
      update(node)
      return (first, node)
    }
    let own = Int(current.rows)
    if index >= leftRows + own {
      let (first, second) = split(current.right, index - leftRows - own)
      nodes[Int(node)].right = first
      update(node)
      return (node, second)
    }
    // Inside a run (a measured row has one row, so it is never cut). The tail takes
    // the run's priority, so that neither part rises above the run's parent.
    let head = index - leftRows
    let tail = makeRun(own - head, priority: current.priority)
    nodes[Int(node)].rows = Int32(head)
    let right = nodes[Int(node)].right
    nodes[Int(node)].right = -1
    update(node)
    update(tail)
    return (node, join(tail, right))
  }

  /// Joins two subtrees, every row of `left` before every row of `right`.
  private mutating func join(_ left: Int32, _ right: Int32) -> Int32 {
    if left < 0 { return right }
    if right < 0 { return left }
    if nodes[Int(left)].priority >= nodes[Int(right)].priority {
      let joined = join(nodes[Int(left)].right, right)
      nodes[Int(left)].right = joined
      update(left)
      return left
    }
    let joined = join(left, nodes[Int(right)].left)
    nodes[Int(right)].left = joined
    update(right)
    return right
  }

  // MARK: Checking

  /// Every way the structure breaks its invariants: empty when it keeps them. Nodes
  /// reachable from the root are the live ones, each heap-ordered below its parent,
  /// with rows >= 1 (a measured row exactly one) and sums that add up; the free list
  /// holds the others.
  func invariantViolations() -> [String] {
    var problems: [String] = []
    var reached = 0
    func check(_ node: Int32, below priority: UInt32) -> (Int, Int, Int)? {
      guard node >= 0 else { return (0, 0, 0) }
      guard Int(node) < nodes.count else {
        problems.append("height runs: node \(node) out of range")
        return nil
      }
      reached += 1
      let current = nodes[Int(node)]
      if current.priority > priority {
        problems.append("height runs: node \(node) above its parent")
      }
      if current.rows < 1 || (current.height >= 0 && current.rows != 1) {
        problems.append("height runs: node \(node) holds \(current.rows) rows")
      }
      guard let left = check(current.left, below: current.priority),
        let right = check(current.right, below: current.priority)
      else { return nil }
      let own = Int(current.rows)
      let sums = (
        left.0 + right.0 + own, left.1 + right.1 + (current.height < 0 ? own : 0),
        left.2 + right.2 + (current.height < 0 ? 0 : Int(current.height))
      )
      if sums != (current.subtreeRows, current.subtreeUnmeasured, current.subtreeHeight) {
        problems.append("height runs: node \(node) sums \(sums), stored otherwise")
      }
      return sums
    }
    _ = check(root, below: .max)
    if reached + free.count != nodes.count {
      problems.append("height runs: \(reached) live and \(free.count) free of \(nodes.count) nodes")
    }
    return problems
  }
}

/// A small, fast generator for the treap's priorities (SplitMix64).
struct SplitMix {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next32() -> UInt32 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var bits = state
    bits = (bits ^ (bits &>> 30)) &* 0xBF58_476D_1CE4_E5B9
    bits = (bits ^ (bits &>> 27)) &* 0x94D0_49BB_1331_11EB
    return UInt32(truncatingIfNeeded: (bits ^ (bits &>> 31)) &>> 32)
  }
}
