/// A table's rows in order, in a counted B+tree whose nodes carry summaries (rows,
/// shown rows, measured shown rows, their measured height), with a stable slot per row
/// and an id index.
///
/// Leaves hold up to `leafCapacity` rows' entries (all leaves' in one array,
/// ``leafEntries``), each the row's height at the current
/// width (negative when not measured), the reasons it is hidden and its slot, 8 bytes; the rows themselves stay in
/// `slotRows`, by slot. Branches hold up to `branchCapacity` children with each
/// child's ``Summary`` (and each child's rows once more in ``childCounts``, which the
/// walks by flat index read). The tree holds at most `Int32.max` rows. Nodes live in two
/// arrays and refer to each other by index; `location[slot]` gives a row's leaf (its
/// offset there is found by scanning the leaf), and ``IdentityIndex`` gives an id's
/// slot. So an id finds its row in O(1) and its flat index in O(log n), and
/// inserting, deleting or re-measuring a row costs O(log n).
///
/// A row is *shown* unless it is hidden (``Entry/hidden``: filtered out, or in a
/// collapsed section, by its entry's bit or by a lazy mark on a branch's child that
/// covers it, ``Child/isCollapsed``); hidden rows keep their place, their slot and
/// their height but take no lines. So the tree has two index spaces: the flat index over every row, and
/// the display index over the shown rows (``shownCount``, ``flatIndex(ofShown:)``,
/// ``shownBefore(_:)``), both O(log n) through the summaries. A subtree's height is the
/// measured height of its shown rows plus its unmeasured shown rows times
/// ``estimate``, so changing the estimate touches no node.
///
/// Architecture.md ("Row storage and the update pipeline") gives the invariants;
/// ``invariantViolations()`` checks them.
struct RowTree {
  /// A row's place in its leaf: its height, the reasons it is hidden and its slot, in
  /// 8 bytes (the row itself is in `slotRows`, so moving entries inside a leaf moves
  /// 8 bytes a row).
  ///
  /// The height and the hidden reasons share one word: the low 28 bits hold the height
  /// plus one (0: not measured), the high 4 bits the ``Hidden`` reasons. A stored
  /// height is at most ``maximumHeight`` (2^28 - 2 lines; the table's rows are at
  /// most `TableView.maximumRowHeight`, 2^24).
  struct Entry: Sendable {
    /// The height plus one (low 28 bits) and the hidden reasons (high 4 bits).
    private var packed: UInt32
    /// The row's stable slot.
    var slot: UInt32

    /// The tallest height an entry stores; a taller one is stored as this.
    static let maximumHeight = Int32(heightMask - 1)
    private static let heightMask: UInt32 = 0x0FFF_FFFF
    private static let hiddenShift: UInt32 = 28

    init(height: Int32, slot: UInt32, hidden: Hidden = []) {
      packed = Entry.heightBits(height) | UInt32(hidden.rawValue & 0xF) &<< Entry.hiddenShift
      self.slot = slot
    }

    @inline(__always)
    private static func heightBits(_ height: Int32) -> UInt32 {
      height < 0 ? 0 : UInt32(min(height, maximumHeight)) &+ 1
    }

    /// The row's height (chrome included), or -1 when it is not measured.
    var height: Int32 {
      @inline(__always) get { Int32(bitPattern: packed & Entry.heightMask) &- 1 }
      @inline(__always) set {
        packed = packed & ~Entry.heightMask | Entry.heightBits(newValue)
      }
    }

    /// Why the row is hidden (``Hidden``): none, the row is shown.
    var hidden: Hidden {
      @inline(__always) get {
        Hidden(rawValue: UInt8(truncatingIfNeeded: packed &>> Entry.hiddenShift))
      }
      @inline(__always) set {
        packed = packed & Entry.heightMask | UInt32(newValue.rawValue & 0xF) &<< Entry.hiddenShift
      }
    }

    /// Whether the row takes lines.
    var isShown: Bool {
      @inline(__always) get { packed <= Entry.heightMask }
    }
  }

  /// The reasons a row is hidden; a row is shown when it has none. An entry keeps 4
  /// bits of them.
  struct Hidden: OptionSet, Sendable {
    var rawValue: UInt8
    /// The table's filter leaves it out.
    static let filtered = Hidden(rawValue: 1)
    /// Its section is collapsed.
    static let collapsed = Hidden(rawValue: 2)
  }

  /// A child of a branch, with the summary of its subtree.
  ///
  /// A child can carry a lazy collapse mark (``isCollapsed``): every row of its subtree
  /// counts as collapsed without a bit set on its entries. The stored counts are then
  /// those of the subtree as if it were not marked (what it shows once the mark goes),
  /// and ``summary``, what the branch above sums, shows no row and no height. A marked
  /// child's subtree holds no collapsed row of its own (no bit, no mark below): the
  /// mark says it all. Architecture.md ("Collapsed sections") gives the invariants.
  struct Child: Sendable {
    /// The child node: a leaf when the branch's level is 1, else a branch.
    var node: Int32
    /// Its rows.
    var count: Int32
    /// Its shown rows, not counting its own mark.
    private var shown: Int32
    /// Its measured shown rows, not counting its own mark.
    private var measured: Int32
    /// Its rows hidden by a collapse, not counting its own mark.
    private var collapsed: Int32
    /// Whether every row of its subtree is collapsed by this child's mark.
    var isCollapsed = false
    /// The sum of its shown rows' measured heights, not counting its own mark.
    private var height: Int

    /// The summary the branch above sums: with the mark, every row collapsed.
    @inline(__always)
    var summary: Summary {
      isCollapsed
        ? Summary(count: Int(count), collapsed: Int(count))
        : Summary(
          count: Int(count), shown: Int(shown), measured: Int(measured), height: height,
          collapsed: Int(collapsed))
    }

    /// The summary of the subtree without this child's own mark.
    var unmarkedSummary: Summary {
      Summary(
        count: Int(count), shown: Int(shown), measured: Int(measured), height: height,
        collapsed: Int(collapsed))
    }

    init(node: Int32, summary: Summary) {
      self.node = node
      count = Int32(truncatingIfNeeded: summary.count)
      shown = Int32(truncatingIfNeeded: summary.shown)
      measured = Int32(truncatingIfNeeded: summary.measured)
      collapsed = Int32(truncatingIfNeeded: summary.collapsed)
      height = summary.height
    }

    /// Adds a change of its subtree's summary; returns the change of ``summary`` (no
    /// change of shown rows or height passes a mark).
    @discardableResult
    mutating func add(_ delta: Summary) -> Summary {
      count &+= Int32(truncatingIfNeeded: delta.count)
      shown &+= Int32(truncatingIfNeeded: delta.shown)
      measured &+= Int32(truncatingIfNeeded: delta.measured)
      collapsed &+= Int32(truncatingIfNeeded: delta.collapsed)
      height += delta.height
      return isCollapsed ? Summary(count: delta.count, collapsed: delta.count) : delta
    }

    /// Replaces the subtree's summary, keeping the mark; returns the new ``summary``.
    mutating func setUnmarked(_ summary: Summary) -> Summary {
      self = Child(node: node, summary: summary, isCollapsed: isCollapsed)
      return self.summary
    }

    init(node: Int32, summary: Summary, isCollapsed: Bool) {
      self.init(node: node, summary: summary)
      self.isCollapsed = isCollapsed
    }
  }

  /// A leaf: its number of rows and where it is. Its entries, up to `leafCapacity`,
  /// are in ``leafEntries``.
  struct Leaf {
    /// How many rows the leaf holds (its first entries in ``leafEntries``).
    var count: Int32 = 0
    var parent: Int32 = -1
    /// A hint: the leaf's position among its parent's children when last known
    /// (``positionHint(of:level:)``); -1 when none. Checked before it is used.
    var position: Int32 = -1
  }

  /// Up to `branchCapacity` children in order, each with its summary. One array, so
  /// walking down or up a level touches one allocation.
  struct Branch {
    var children: [Child] = []
    var parent: Int32 = -1
    /// A hint: the branch's position among its parent's children when last known;
    /// -1 when none. Checked before it is used.
    var position: Int32 = -1
    /// 1 when the children are leaves.
    var level: Int
  }

  /// The rows, shown rows, measured shown rows, their measured height and the rows
  /// hidden by a collapse of a subtree.
  struct Summary: Equatable, Sendable {
    var count = 0
    var shown = 0
    var measured = 0
    var height = 0
    var collapsed = 0

    static func + (lhs: Summary, rhs: Summary) -> Summary {
      Summary(
        count: lhs.count + rhs.count, shown: lhs.shown + rhs.shown,
        measured: lhs.measured + rhs.measured, height: lhs.height + rhs.height,
        collapsed: lhs.collapsed + rhs.collapsed)
    }

    static prefix func - (summary: Summary) -> Summary {
      Summary(
        count: -summary.count, shown: -summary.shown, measured: -summary.measured,
        height: -summary.height, collapsed: -summary.collapsed)
    }

    /// One row's entry.
    init(row entry: Entry) {
      count = 1
      collapsed = entry.hidden.contains(.collapsed) ? 1 : 0
      guard entry.isShown else { return }
      shown = 1
      if entry.height >= 0 {
        measured = 1
        height = Int(entry.height)
      }
    }

    init(count: Int = 0, shown: Int = 0, measured: Int = 0, height: Int = 0, collapsed: Int = 0) {
      self.count = count
      self.shown = shown
      self.measured = measured
      self.height = height
      self.collapsed = collapsed
    }

    /// Adds one row's entry.
    mutating func add(_ entry: Entry) {
      count += 1
      if entry.hidden.contains(.collapsed) { collapsed += 1 }
      guard entry.isShown else { return }
      shown += 1
      if entry.height >= 0 {
        measured += 1
        height += Int(entry.height)
      }
    }
  }

  let leafCapacity: Int
  let branchCapacity: Int
  let compactionMinimum: Int
  var leaves: [Leaf] = [Leaf()]
  /// Per leaf, room for `leafCapacity` entries: leaf `l`'s are the first
  /// `leaves[l].count` of `leafEntries[l * leafCapacity...]`, in order
  /// (``RowTree+LeafStorage``). One array for every leaf, so a leaf's entries are found
  /// from its number alone: reading them waits for no other read (at a million rows,
  /// each is a miss of every cache), and a leaf is no allocation of its own.
  var leafEntries: [Entry]
  var branches: [Branch] = []
  /// Per branch, its children's rows again, 4 bytes a child: branch `b`'s at
  /// `childCounts[b * childCountStride...]`, in its children's order. The walks by flat
  /// index (``locate(_:)``, ``flatIndex(ofSlot:)``) sum these instead of the children's
  /// 32-byte entries, so they read an eighth of the memory (at a million rows the
  /// branches' children are more than the cache holds; these, about 260 bytes a
  /// branch, stay in it). Every change of a child's rows writes both
  /// (``addToChild(_:ofBranch:_:)``, ``setChild(_:at:ofBranch:)``,
  /// ``syncChildCounts(ofBranch:)``); the counts past a branch's last child, and a
  /// free branch's, are not read.
  var childCounts: [Int32] = []
  var freeLeaves: [Int32] = []
  var freeBranches: [Int32] = []
  /// The root: a leaf when `depth` is 0, else a branch.
  var root: Int32 = 0
  var depth = 0
  /// The summary of the whole tree.
  var total = Summary()
  /// The height of a row not yet measured.
  var estimate: Int
  /// Per slot: the row (``VacantRow/row`` for a free slot). A row stays in its slot
  /// while it is in the tree, however the entries around it move.
  var slotRows: [Row] = []
  /// Per slot: the row's leaf. Written only when the row enters a leaf (an insert, a
  /// move, a split, a merge), never when entries shift inside one.
  var location: [UInt32] = []
  /// Per slot: the 32-bit hash of the row's id.
  var slotHashes: [UInt32] = []
  var freeSlots: [UInt32] = []
  var index = IdentityIndex()
  /// Mixed into every id's hash: random for each tree.
  let hashSeed = UInt64.random(in: 0...UInt64.max)

  /// An empty tree.
  ///
  /// - Parameters:
  ///   - estimate: the height of rows not yet measured.
  ///   - leafCapacity: rows per leaf, at least 4 (small values exercise the balancing
  ///     in tests). 32 by default: a leaf's entries are 256 bytes, so inserting or
  ///     removing a row moves at most that much memory.
  ///   - branchCapacity: children per branch, at least 4; 64 by default, so a million
  ///     rows are three branch levels deep.
  ///   - compactionMinimum: the fewest slots for which a tree with four times more
  ///     slots than rows counts as sparse (``isSparse``); 1,024 by default.
  init(
    estimate: Int, leafCapacity: Int = 32, branchCapacity: Int = 64,
    compactionMinimum: Int = 1_024
  ) {
    precondition(leafCapacity >= 4 && branchCapacity >= 4)
    self.estimate = estimate
    self.leafCapacity = leafCapacity
    self.branchCapacity = branchCapacity
    self.compactionMinimum = compactionMinimum
    leafEntries = [Entry](repeating: Entry(height: -1, slot: 0), count: leafCapacity)
  }

  /// The number of rows.
  var count: Int { total.count }

  /// The ``childCounts`` of each branch: room for one child more than a branch holds,
  /// as a branch holds one until it splits.
  var childCountStride: Int { branchCapacity + 1 }

  /// The number of shown rows.
  var shownCount: Int { total.shown }

  /// Whether every row is shown: the display index is the flat index.
  var showsEveryRow: Bool { total.shown == total.count }

  /// The height of the shown rows, unmeasured ones counted with the estimate.
  var totalHeight: Int { height(of: total) }

  /// The height of a subtree with this summary: its shown rows'.
  @inline(__always)
  func height(of summary: Summary) -> Int {
    summary.height + (summary.shown - summary.measured) * estimate
  }

  /// A row's height from its stored value: the estimate when not measured.
  @inline(__always)
  func rowHeight(_ stored: Int32) -> Int {
    stored < 0 ? estimate : Int(stored)
  }

  /// The 32-bit hash an id is filed under: the id's own hash word (an integer id, or
  /// the seeded hash a string id keeps from when it was made), mixed with this tree's
  /// random seed so that no choice of ids can make them collide in every table.
  @inline(__always)
  func hash(_ id: RowID) -> UInt32 {
    var bits = UInt64(bitPattern: Int64(id.word)) ^ hashSeed
    bits = (bits ^ (bits &>> 32)) &* 0xD6E8_FEB8_6659_FD93
    bits = (bits ^ (bits &>> 32)) &* 0xD6E8_FEB8_6659_FD93
    return UInt32(truncatingIfNeeded: bits &>> 32)
  }
}
