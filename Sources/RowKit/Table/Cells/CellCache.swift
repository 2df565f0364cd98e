/// The cells of a table: the cell that shows each visible row, the cells waiting to
/// be reused, the pool of parked content views, and the counters of all of them.
///
/// A cell belongs to a row's slot (the row tree's stable number for a row). Whether it
/// shows the row's current content is a fact about two values, never a flag kept
/// beside them: its slot's content is the very value the row holds
/// (``AnyRowContent/isSameValue(as:)``, one pointer comparison). An edit, an undo or a
/// rebuild that gives a row new content is seen at the next claim without anyone
/// marking the row.
///
/// A layout claims the cells of the rows it places (``claim(slot:row:index:)``),
/// releases those it passes over, and gives back the cells of rows it no longer shows
/// (``endPass(placed:)``).
///
/// A class, so that kinds' code run while a cell is installed or recycled (a
/// content view's configuring, a cell's `prepareForReuse()`) may read the table,
/// its cells included, without overlapping an access to the cache.
final class CellCache {
  // Its state is checked for exclusive access when compiled only: outside code (kinds,
  // content views) runs on values read out of it, never inside an access (see the
  // note on `TableView`'s state).
  /// A cell and the row it belongs to.
  struct Installed {
    var cell: any Cell
    var id: RowID
  }

  /// The pool of parked content views shared by all cells.
  let pool = ContentViewPool()
  /// The cells of rows, by slot.
  @exclusivity(unchecked) private(set) var installed: [UInt32: Installed] = [:]
  @exclusivity(unchecked) private var reusable: [any Cell] = []
  private let makeCell: () -> any Cell
  /// Cells made.
  @exclusivity(unchecked) private(set) var created = 0
  /// Cells taken from the reuse pool or from a row no longer shown.
  @exclusivity(unchecked) private(set) var reuses = 0
  /// Rows' contents installed in a cell's slot.
  @exclusivity(unchecked) private(set) var installs = 0

  /// The slots of the rows shown before the layout under way that are still in the
  /// table, in the order they were shown: their cells may be taken back by rows placed
  /// far from them.
  @exclusivity(unchecked) private var held: [UInt32] = []
  /// The flat indexes of the held rows, found the first time a cell is taken back in
  /// the layout under way (most layouts take none).
  @exclusivity(unchecked) private var heldIndexes: [Int]?
  /// The slots given a cell by the layout under way, in the order it gave them.
  @exclusivity(unchecked) private var claimed: [UInt32] = []

  init(makeCell: @escaping () -> any Cell) {
    self.makeCell = makeCell
  }

  /// The number of cells showing rows.
  var count: Int { installed.count }

  /// The cell of the row `id` in `slot`, if it has one.
  func cell(slot: UInt32, id: RowID) -> (any Cell)? {
    guard let entry = installed[slot], entry.id == id else { return nil }
    return entry.cell
  }

  /// The content view of the row in `slot`, when its cell shows exactly `row`'s
  /// current content (so the view can measure, list controls and hit-test for it).
  func view(showing row: Row, slot: UInt32) -> (any RowContentView)? {
    guard let entry = installed[slot], entry.id == row.id else { return nil }
    return entry.cell.slot.view(showing: row.content)
  }

  // MARK: A layout pass

  /// Starts a layout: the cells of the rows shown before are held while the layout
  /// decides where rows go; cells of rows that left the table (`holds` is false for
  /// the slot and the id of the row its cell shows) are free at once.
  func beginPass(shownBefore rows: [PlacedRow], holds: (UInt32, RowID) -> Bool) {
    // Built aside and stored once.
    var held: [UInt32] = []
    held.reserveCapacity(rows.count)
    for row in rows {
      if let entry = installed[row.slot], holds(row.slot, entry.id) {
        held.append(row.slot)
      } else {
        recycle(slot: row.slot)
      }
    }
    self.held = held
    heldIndexes = nil
    claimed.removeAll(keepingCapacity: true)
  }

  /// The cell for a row being laid out: its own, else a recycled one, else one taken
  /// from a row shown before that is farthest from `index` and not yet placed again,
  /// else a new one. The row's content is installed unless the cell shows it already.
  /// `flatIndex` gives the flat index of a slot's row (asked only when a held cell is
  /// taken back).
  @discardableResult
  func claim(slot: UInt32, row: Row, index: Int, flatIndex: (UInt32) -> Int) -> any Cell {
    if !claimed.contains(slot) { claimed.append(slot) }
    if let entry = installed[slot], entry.id == row.id {
      install(row, in: entry.cell)
      return entry.cell
    }
    if installed[slot] != nil { recycle(slot: slot) }
    let cell = dequeue(for: index, flatIndex: flatIndex)
    installed[slot] = Installed(cell: cell, id: row.id)
    install(row, in: cell)
    return cell
  }

  /// Gives back the cell of a row the layout passed over without placing it.
  func release(slot: UInt32) {
    guard let position = claimed.firstIndex(of: slot) else { return }
    claimed.remove(at: position)
    recycle(slot: slot)
  }

  /// Ends a layout: the cells of rows shown before and of rows claimed on the way
  /// that are not placed now go back to the pool, in the order the rows were shown,
  /// then claimed (so reuse is the same from run to run).
  func endPass(placed: Set<UInt32>) {
    for slot in held where !placed.contains(slot) { recycle(slot: slot) }
    for slot in claimed where !placed.contains(slot) { recycle(slot: slot) }
    held = []
    heldIndexes = nil
    claimed = []
  }

  /// After the row tree renumbered its slots: every cell follows its row to the new
  /// slot (`slot(of:)`), and the cells of rows that left go back to the pool.
  func followRenumbering(_ slot: (RowID) -> UInt32?) {
    let old = installed
    installed = [:]
    for entry in old.values {
      if let new = slot(entry.id) {
        installed[new] = entry
      } else {
        entry.cell.prepareForReuse()
        reusable.append(entry.cell)
      }
    }
  }

  // MARK: Cells

  /// Installs a row's content in a cell, unless the cell's slot shows that very value.
  fileprivate func install(_ row: Row, in cell: any Cell) {
    if cell.slot.view(showing: row.content) != nil { return }
    installs += 1
    cell.slot.install(row.content, pool: pool)
  }

  /// Puts the cell of a slot in the reuse pool.
  private func recycle(slot: UInt32) {
    guard let entry = installed.removeValue(forKey: slot) else { return }
    entry.cell.prepareForReuse()
    reusable.append(entry.cell)
  }

  private func dequeue(for index: Int, flatIndex: (UInt32) -> Int) -> any Cell {
    if let cell = reusable.popLast() {
      reuses += 1
      return cell
    }
    var farthest: (position: Int, distance: Int)?
    if !held.isEmpty {
      let indexes = heldIndexes ?? held.map(flatIndex)
      heldIndexes = indexes
      for (position, slot) in held.enumerated()
      where installed[slot] != nil && !claimed.contains(slot) {
        let distance = abs(indexes[position] - index)
        if distance > (farthest?.distance ?? -1) { farthest = (position, distance) }
      }
    }
    if let farthest, let entry = installed.removeValue(forKey: held[farthest.position]) {
      entry.cell.prepareForReuse()
      reuses += 1
      return entry.cell
    }
    created += 1
    return makeCell()
  }
}

extension CellCache {
  /// Installs a row's current content in its cell now, if it has one: for the focused
  /// row after its content changed, so that its controls come from the view that
  /// will draw it (and the next layout finds it installed). Returns the view that
  /// shows the content, `nil` when the row has no cell.
  @discardableResult
  func refresh(slot: UInt32, row: Row) -> (any RowContentView)? {
    guard let entry = installed[slot], entry.id == row.id else { return nil }
    install(row, in: entry.cell)
    return entry.cell.slot.view
  }
}
