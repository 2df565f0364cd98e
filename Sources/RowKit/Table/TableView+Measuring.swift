/// What a layout under way keeps: the rows shown before it (whose cells it may take
/// back) and the rows it gave cells to.
struct LayoutPass {
  /// Rows shown by the previous layout that are still in the table, in the order they
  /// were shown, with their flat indexes now.
  var held: [(id: RowID, index: Int)] = []
  /// Rows given a cell by this layout.
  var claimed = Set<RowID>()
}

extension TableView {
  /// The height of a row for the layout under way: stored, or measured now — by the
  /// content view installed for it when the row is likely to be shown (it keeps the
  /// cell while it is placed), else by its kind.
  func measureForLayout(_ index: Int, likelyShown: Bool = true) -> Int {
    let stored = tree.storedHeight(at: index)
    if stored >= 0 { return Int(stored) }
    guard likelyShown else { return ensureMeasured(index) }
    let row = tree[index]
    let cell = claimCell(for: row.id, at: index)
    let width = chrome.contentWidth(forRowWidth: viewport.columns)
    let content =
      cell.slot.view?.height(forWidth: width, mode: widthMode)
      ?? row.content.height(forWidth: width, mode: widthMode)
    return store(content, at: index)
  }

  /// The height of a row, measuring it if needed: by its content view when the row
  /// is shown, else by its kind.
  ///
  /// - Complexity: O(log n).
  @discardableResult
  func ensureMeasured(_ index: Int) -> Int {
    let stored = tree.storedHeight(at: index)
    if stored >= 0 { return Int(stored) }
    let row = tree[index]
    let width = chrome.contentWidth(forRowWidth: viewport.columns)
    let view = dirty.contains(row.id) ? nil : cells[row.id]?.slot.view
    let content =
      view?.height(forWidth: width, mode: widthMode)
      ?? row.content.height(forWidth: width, mode: widthMode)
    return store(content, at: index)
  }

  private func store(_ contentHeight: Int, at index: Int) -> Int {
    measurements += 1
    let height = chrome.rowHeight(forContentHeight: max(0, contentHeight))
    tree.setHeight(Int32(clamping: height), at: index)
    return height
  }

  /// The cell for a row being laid out: its own, or a recycled one (taken from a row
  /// that is no longer shown, when the pool is empty), or a new one. The row's content
  /// is installed when the cell is new to it or the row is dirty.
  func claimCell(for id: RowID, at index: Int) -> any Cell {
    pass.claimed.insert(id)
    if let cell = cells[id] {
      if dirty.contains(id) { install(id, at: index, in: cell) }
      return cell
    }
    let cell = dequeueCell(for: index)
    cells[id] = cell
    install(id, at: index, in: cell)
    return cell
  }

  private func install(_ id: RowID, at index: Int, in cell: any Cell) {
    installs += 1
    cell.slot.install(tree[index].content, pool: contentViewPool)
    dirty.remove(id)
  }

  /// Gives back the cell of a row the layout passed over without placing it.
  func releaseCell(of index: Int) {
    let id = tree[index].id
    guard pass.claimed.remove(id) != nil, let cell = cells.removeValue(forKey: id) else { return }
    recycle(cell)
  }

  /// Puts a cell in the reuse pool.
  func recycle(_ cell: any Cell) {
    cell.prepareForReuse()
    reusableCells.append(cell)
  }

  /// A recycled cell, or one taken from the row shown before that is farthest from
  /// `index` and not yet placed again, or a new one.
  private func dequeueCell(for index: Int) -> any Cell {
    if let cell = reusableCells.popLast() {
      cellReuses += 1
      return cell
    }
    var farthest: (position: Int, distance: Int)?
    for (position, held) in pass.held.enumerated()
    where !pass.claimed.contains(held.id) && cells[held.id] != nil {
      let distance = abs(held.index - index)
      if distance > (farthest?.distance ?? -1) { farthest = (position, distance) }
    }
    if let farthest, let cell = cells.removeValue(forKey: pass.held[farthest.position].id) {
      cell.prepareForReuse()
      cellReuses += 1
      return cell
    }
    cellsCreated += 1
    return makeCell()
  }

  /// The controls of a row: from its installed content view when it is shown, else
  /// from its kind.
  func controls(of row: Row) -> [ControlID] {
    if !dirty.contains(row.id), let controls = cells[row.id]?.slot.view?.controls {
      return controls
    }
    return row.content.controls
  }

  /// Checks the focused control against its row's controls if the row's content
  /// changed: it keeps the control if the row still has it, else takes the row's
  /// default control (``validControl(_:of:)``).
  func checkFocusedControl() {
    guard focusedControlNeedsCheck else { return }
    focusedControlNeedsCheck = false
    guard let current = focusValue, let slot = tree.slot(of: current.row) else { return }
    let control = validControl(current.control, of: tree.row(inSlot: slot))
    if control != current.control { focusValue = Focus(row: current.row, control: control) }
  }

  /// `control` if the row has it, else the row's default control
  /// (``RowKind/defaultControl(of:)``) if it has that one, else its first.
  func validControl(_ control: ControlID?, of row: Row) -> ControlID? {
    let controls = self.controls(of: row)
    if let control, controls.contains(control) { return control }
    if let preferred = row.content.box.defaultControl, controls.contains(preferred) {
      return preferred
    }
    return controls.first
  }

  /// Forgets every measured height (the width, the content width or the width mode
  /// changed); rows are measured again as they are shown.
  ///
  /// - Complexity: O(n).
  func remeasureAll() {
    tree.forgetHeights()
    needsLayout = true
  }

  /// Follows a change of chrome: a new content width forgets every measured height;
  /// new insets or a separator shift them; anything else only needs a new frame.
  func chromeChanged(from old: CellChrome) {
    let width = viewport.columns
    if chrome.contentWidth(forRowWidth: width) != old.contentWidth(forRowWidth: width) {
      remeasureAll()
      return
    }
    let shift = chrome.rowHeight(forContentHeight: 0) - old.rowHeight(forContentHeight: 0)
    if shift != 0 {
      tree.adjustMeasuredHeights { max(0, $0 + Int32(clamping: shift)) }
    }
    needsLayout = true
  }
}
