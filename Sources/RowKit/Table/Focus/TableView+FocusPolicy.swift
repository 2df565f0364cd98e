extension TableView {
  // MARK: Which rows take the focus

  /// Whether the row at a flat index can take the focus: it is shown (not hidden by
  /// the filter) and its kind says it can (``RowKind/isFocusable(_:)``).
  func isFocusable(at index: Int) -> Bool {
    tree.entry(at: index).isShown && tree[index].content.isFocusable
  }

  /// The flat indexes from `a` up to `b`, empty when `b` is not above `a`.
  static func span(_ a: Int, _ b: Int) -> Range<Int> { a < b ? a..<b : a..<a }

  /// The flat index of the first row that can take the focus from `start` on, going
  /// down (or up), within `bounds` (the whole table by default).
  ///
  /// - Complexity: O(k log n) for the k rows passed over.
  func focusableIndex(from start: Int, down: Bool, within bounds: Range<Int>? = nil) -> Int? {
    let bounds = (bounds ?? 0..<tree.count).clamped(to: 0..<tree.count)
    guard !bounds.isEmpty else { return nil }
    var index = start
    while bounds.contains(index) {
      // Rows the filter hides are passed over in one step.
      guard
        let shown = down ? tree.shownIndex(atOrAfter: index) : tree.shownIndex(atOrBefore: index),
        bounds.contains(shown)
      else { return nil }
      if tree[shown].content.isFocusable { return shown }
      index = shown + (down ? 1 : -1)
    }
    return nil
  }

  /// Where the focus goes from a place that lost its row (a deleted focused row, a
  /// focused row that can no longer take the focus, the place the focus keeps after
  /// ``apply(rows:)``): the row now at `index` or the next one below it in the same
  /// section that can take the focus, else the nearest above it in the section, else
  /// the first such row of the sections below, else the last one above.
  ///
  /// - Parameters:
  ///   - index: the place, a flat index (the table's end when the last row left).
  ///   - section: the place's section, when known (else the section holding it).
  /// - Complexity: O(k log n) for the k rows passed over, plus O(log s).
  func focusTarget(near index: Int, section: Int? = nil) -> Int? {
    guard tree.count > 0 else { return nil }
    // Ranked, sections are not runs of the display: the ranked order decides.
    if currentRanking() != nil { return rankedFocusTarget(near: index) }
    let place = min(max(0, index), tree.count)
    let section = min(
      max(0, section ?? sectionCounts.section(ofFlatIndex: min(place, tree.count - 1))),
      sectionCounts.count - 1)
    let start = sectionCounts.start(of: section)
    let end = sectionCounts.start(of: section + 1)
    return focusableIndex(from: place, down: true, within: start..<end)
      ?? focusableIndex(from: place - 1, down: false, within: start..<end)
      ?? focusableIndex(from: end, down: true)
      ?? focusableIndex(from: start - 1, down: false)
  }

  /// The flat index a move of the focus by `delta` shown rows from `index` reaches: the
  /// row `delta` shown rows away (clamped to the table) if it can take the focus, else the
  /// next one further on, else the nearest one back towards `index`; `nil` when no
  /// row between can take it.
  func focusableIndex(movingFrom index: Int, by delta: Int) -> Int? {
    guard delta != 0 else { return isFocusable(at: index) ? index : focusTarget(near: index) }
    let shown = displayCount
    guard shown > 0 else { return nil }
    // Counted in shown rows: a hidden row counts as the place of the next shown one.
    let place = min(displayPosition(of: index), shown - 1)
    let target = place.addingReportingOverflow(delta)
    let clamped =
      target.overflow
      ? (delta > 0 ? shown - 1 : 0) : min(max(0, target.partialValue), shown - 1)
    let flat = displayFlatIndex(at: clamped)
    guard flat != index else { return nil }
    let down = delta > 0
    if currentRanking() != nil {
      let between = down ? Self.span(place + 1, clamped + 1) : Self.span(clamped, place)
      return rankedFocusableIndex(fromPosition: clamped, down: down)
        ?? rankedFocusableIndex(
          fromPosition: clamped + (down ? -1 : 1), down: !down, within: between)
    }
    let between = down ? Self.span(index + 1, flat + 1) : Self.span(flat, index)
    return focusableIndex(from: flat, down: down)
      ?? focusableIndex(from: flat + (down ? -1 : 1), down: !down, within: between)
  }

  /// The row the focus goes to when no row has it: the first row shown that can take
  /// it, else the first below the viewport, else the last above it.
  func firstFocusableIndex() -> Int? {
    guard tree.count > 0 else { return nil }
    let shown = layout
    if let row = shown.first(where: { isFocusable(at: $0.index) }) { return row.index }
    if currentRanking() != nil {
      let below = shown.last.map { displayPosition(of: $0.index) + 1 } ?? 0
      let above = (shown.first.map { displayPosition(of: $0.index) } ?? displayCount) - 1
      return rankedFocusableIndex(fromPosition: below, down: true)
        ?? rankedFocusableIndex(fromPosition: above, down: false)
    }
    let below = (shown.last?.index ?? -1) + 1
    return focusableIndex(from: below, down: true)
      ?? focusableIndex(from: (shown.first?.index ?? tree.count) - 1, down: false)
  }

  // MARK: The focus after apply

  /// The focused row and the viewport line of its top, when the row is shown.
  func focusedPlaceOnScreen() -> (row: RowID, line: Int)? {
    guard let focus, let slot = tree.slot(of: focus.row) else { return nil }
    return layout.first { $0.slot == slot }.map { (focus.row, $0.line) }
  }

  /// After ``apply(rows:)``: a focused row that was on screen at `place` and is no
  /// longer shown leaves the focus where it was on screen — on the row now at that
  /// line, or the nearest row to it that can take the focus.
  func keepFocus(at place: (row: RowID, line: Int)) {
    guard focus?.row == place.row, let slot = tree.slot(of: place.row) else { return }
    let shown = layout
    guard !shown.contains(where: { $0.slot == slot }), let last = shown.last else { return }
    let line = max(place.line, shown.first?.line ?? 0)
    let there = shown.first { line < $0.line + height(of: $0) } ?? last
    guard let index = isFocusable(at: there.index) ? there.index : focusTarget(near: there.index)
    else { return }
    focus = focus(onSlot: tree.entry(at: index).slot, control: nil)
    noteFocusMoved()
  }

  // MARK: Controls drawn above and below

  /// The control of the focused row drawn nearest below (or above) the focused
  /// control, when the row is shown and its view says where its controls are
  /// (``RowContentView/frame(ofControl:)``): the nearest by lines, then by columns.
  func verticalNeighbour(down: Bool) -> ControlID? {
    guard let current = focus, let control = current.control,
      let slot = tree.slot(of: current.row)
    else { return nil }
    let controls = self.controls(ofSlot: slot)
    let row = tree.row(inSlot: slot)
    guard let view = cells.view(showing: row, slot: slot),
      let from = view.frame(ofControl: control)
    else { return nil }
    var best: (control: ControlID, lines: Int, columns: Int)?
    for other in controls where other != control {
      guard let frame = view.frame(ofControl: other) else { continue }
      let lines = down ? frame.minLine - from.maxLine : from.minLine - frame.maxLine
      guard lines >= 0 else { continue }
      let columns = abs(frame.minColumn - from.minColumn)
      if best.map({ (lines, columns) < ($0.lines, $0.columns) }) ?? true {
        best = (other, lines, columns)
      }
    }
    return best?.control
  }

  /// Every way the focus breaks the focus policy: a focused row that cannot take the
  /// focus.
  func focusPolicyViolations() -> [String] {
    guard let focus, let slot = tree.slot(of: focus.row),
      !tree.row(inSlot: slot).content.isFocusable
    else { return [] }
    return ["row \(focus.row) has the focus but cannot take it"]
  }
}
