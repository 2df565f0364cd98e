extension TableView {
  /// Draws the visible frame into a canvas, with the viewport's top-left at `origin`.
  ///
  /// Only the rows in the viewport are drawn, each cell over its whole frame; lines
  /// below the last row are blanked. Rows are measured in the table's ``widthMode``:
  /// draw into a canvas of the same mode.
  ///
  /// Drawing again into the canvas it drew into last (kept by the caller, as a
  /// terminal runtime keeps its screen) redraws only the rows whose content, place,
  /// height or focus changed since, and the blank lines when the rows end elsewhere:
  /// an unchanged row is not drawn again. A pinned section header
  /// (``pinsSectionHeaders``) is drawn last, over the rows under it, and those rows
  /// are drawn again each frame it covers them. Any other canvas — or one whose lines under
  /// the viewport someone else wrote to, or a new origin, viewport, width mode or
  /// chrome — is drawn whole. After drawing over the table's area yourself (an
  /// overlay), nothing more is needed: those lines' versions tell.
  ///
  /// - Complexity: O(viewport), independent of the number of rows; O(columns × lines
  ///   of the rows that changed) when drawing again into the same canvas.
  public func draw(into canvas: inout TextCanvas, at origin: Point = .zero) {
    // What the table writes now is what a frame writer compares next.
    canvas.markFrame()
    let rows = layout
    beginLayingOut()
    defer { endLayingOut() }
    let viewport = viewport
    // Read once, not at each row.
    let focus = focus
    let selected = selectionState.rows
    let chrome = chrome
    let clip = Rect(origin: origin, size: viewport)
    // A pinned header can be all that shows (a header taller than the viewport).
    let end = max(0, rows.last.map { $0.line + height(of: $0) } ?? 0, pinnedLines?.upperBound ?? 0)
    // The last frame is updated in place, never copied: its rows are taken over, and
    // its versions written over at the end (no array made a frame). Of a frame that
    // still describes the canvas, what the drawing reads: its rows (moved out of it),
    // where its rows ended and where a pinned header was.
    var previous: (rows: [DrawnFrame.Row], contentEnd: Int, pinnedLines: Range<Int>?)?
    var positions: RedrawnPositions?
    let current = drawnFrameDescribes(canvas, origin: origin, chrome: chrome)
    var versions = drawn.versions
    drawn.versions = []
    if current {
      positions = changedPositions(end: end, focus: focus, selection: selected)
      let rows = drawn.rows
      drawn.rows = []
      previous = (rows, drawn.contentEnd, drawn.pinnedLines)
    } else {
      drawn.rows = []
    }
    if previous?.contentEnd != end {
      canvas.fill(
        Rect(
          column: origin.column, line: origin.line &+ end, width: viewport.columns,
          height: viewport.lines - end), style: .plain)
    }
    let focusedSlot = focus.flatMap { tree.slot(of: $0.row) }
    // The cursor within the viewport belongs to its rows: the row that puts it there
    // (drawn now, or drawn before and unchanged) has it.
    let outside = canvas.cursor.flatMap { clip.contains($0) ? nil : $0 }
    var matcher = matcherForDrawing()
    var drawnRows: [DrawnFrame.Row]
    if let positions {
      // Only some rows' contents changed since the last frame: the others are as
      // drawn. Its rows are taken over (the last references to them dropped first).
      drawnRows = previous?.rows ?? []
      previous = nil
      for index in 0..<positions.count {
        let position = positions[index]
        let record = drawRow(
          rows[position], height: height(of: rows[position]), into: &canvas, origin: origin,
          clip: clip, chrome: chrome, focus: focus, focusedSlot: focusedSlot,
          selection: selected, matcher: &matcher, before: drawnRows, at: position)
        drawnRows[position] = record
      }
    } else {
      drawnRows = []
      drawnRows.reserveCapacity(rows.count)
      var hint = 0
      // Rows under a pinned header, now or in the last frame, are drawn again: the
      // header is drawn over them last.
      let pinnedNow = pinnedLines
      let pinnedBefore = previous?.pinnedLines
      let previousRows = previous?.rows ?? []
      // The pinned header goes last; without one the rows are drawn as placed, uncopied.
      for row in pinned.map({ rows + [$0] }) ?? rows {
        // The pinned header itself is drawn every frame, over whatever is under it.
        let rowHeight = height(of: row)
        let lines = row.line..<row.line + rowHeight
        let redraw =
          row.slot == pinned?.slot || pinnedNow?.overlaps(lines) ?? false
          || pinnedBefore?.overlaps(lines) ?? false
        var old: Int?
        if !redraw, let position = DrawnFrame.position(of: row.slot, in: previousRows, from: hint) {
          hint = position + 1
          old = position
        }
        drawnRows.append(
          drawRow(
            row, height: rowHeight, into: &canvas, origin: origin, clip: clip, chrome: chrome,
            focus: focus, focusedSlot: focusedSlot, selection: selected, matcher: &matcher,
            before: previousRows, at: old))
      }
    }
    canvas.cursor = drawnRows.reduce(nil) { $1.cursor ?? $0 } ?? outside
    if !current {
      drawn.canvas = CanvasIdentityReference(canvas.identity)
      drawn.origin = origin
      drawn.viewport = viewport
      drawn.widthMode = widthMode
      drawn.chrome = chrome
    }
    drawn.focus = focus
    drawn.selection = selected
    drawn.rows = drawnRows
    drawn.contentEnd = end
    drawn.pinnedLines = pinnedLines
    drawn.versions = viewportVersions(of: canvas, origin: origin, reusing: &versions)
    undrawn = .current
  }

  /// The positions among the last frame's rows of the rows to draw again, when only
  /// some rows' contents and the focus changed since that frame (every layout since
  /// redid only changed rows, and the selection and the rows' end are as drawn): the
  /// rows whose contents changed and the rows the focus left and entered. `nil` when
  /// every row is to be compared (more rows than ``RedrawnPositions/capacity`` among
  /// them). `focus` and `selection` are the table's now.
  private func changedPositions(end: Int, focus: Focus?, selection: RowSelection)
    -> RedrawnPositions?
  {
    let changed: LayoutStaleness.ChangedRows
    switch undrawn {
    case .current: changed = []
    case .contents(let rows): changed = rows
    case .all: return nil
    }
    guard pinned == nil, drawn.pinnedLines == nil, drawn.contentEnd == end,
      drawn.rows.count == placed.count, drawn.selection == selection
    else { return nil }
    var positions = RedrawnPositions()
    for row in changed {
      guard let position = DrawnFrame.position(of: row.slot, in: drawn.rows, from: 0),
        placed[position].slot == row.slot, positions.insert(position)
      else { return nil }
    }
    guard drawn.focus != focus else { return positions }
    // A focused row not among the drawn ones is not shown: nothing to draw.
    for moved in [drawn.focus?.row, focus?.row] {
      guard let id = moved, let slot = tree.slot(of: id),
        let position = DrawnFrame.position(of: slot, in: drawn.rows, from: 0)
      else { continue }
      guard placed[position].slot == slot, positions.insert(position) else { return nil }
    }
    return positions
  }

  /// Draws a placed row of `height` lines unless its record in the last frame
  /// (`before[old]`) shows it as it is now; the row's record in this frame. `chrome`,
  /// `focus` and `selection` are the table's.
  private func drawRow(
    _ row: PlacedRow, height: Int, into canvas: inout TextCanvas, origin: Point, clip: Rect,
    chrome: CellChrome, focus: Focus?, focusedSlot: UInt32?, selection: RowSelection,
    matcher: inout TextMatcher?,
    before: [DrawnFrame.Row], at old: Int?
  ) -> DrawnFrame.Row {
    let content = tree.row(inSlot: row.slot)
    let isFocused = row.slot == focusedSlot
    var state = DrawContext(
      isFocused: isFocused, focusedControl: isFocused ? focus?.control : nil,
      isSelected: !selection.isEmpty && isSelected(content.id))
    state.textMatch = Self.match(of: content, with: &matcher)
    state.matchStyle = chrome.matchStyle
    // Read in place: the last frame's row is not copied to be compared.
    let drawnHere =
      old.map {
        before[$0].line == row.line && before[$0].height == height
          && before[$0].state == state
      } ?? false
    if drawnHere, let old, before[old].content.isSameValue(as: content.content) {
      return before[old]
    }
    drawings &+= 1
    var record = DrawnFrame.Row(
      slot: row.slot, line: row.line, height: height, content: content.content,
      state: state, drawing: drawings)
    if let cell = cells.cell(slot: row.slot, id: content.id) {
      var frame = frame(of: row, height: height)
      frame.origin.column = frame.origin.column &+ origin.column
      frame.origin.line = frame.origin.line &+ origin.line
      let composed = cell.slot.view as? ComposedContentView
      var rowClip = clip
      if drawnHere, let old, let composed,
        let changed = Self.areaChanged(
          in: composed, since: before[old], frame: chrome.contentFrame(in: frame),
          mode: canvas.widthMode)
      {
        // Drawn here before, in the same state, and only restyled since: the cells of
        // the steps that draw differently are drawn again (none, when none does).
        rowClip = clip.intersection(changed)
        record.cursor = before[old].cursor
      }
      if !rowClip.isEmpty {
        canvas.cursor = nil
        cell.draw(in: &canvas, frame: frame, clip: rowClip, chrome: chrome, state: state)
        record.cursor = canvas.cursor.flatMap { clip.contains($0) ? $0 : nil } ?? record.cursor
      }
      composed?.noteDrawn(as: drawings)
    }
    return record
  }

  /// The cells of a composed row's content frame `frame` (in the canvas) that draw
  /// differently since the drawing `record` describes, empty when none does; `nil`
  /// when the row is to be drawn whole.
  private static func areaChanged(
    in view: ComposedContentView, since record: DrawnFrame.Row, frame: Rect, mode: WidthMode
  ) -> Rect? {
    guard let area = view.areaChanged(since: record.drawing, width: frame.width, mode: mode)
    else { return nil }
    guard !area.isEmpty else { return Rect(origin: frame.origin, size: Size(columns: 0, lines: 0)) }
    return Rect(
      column: Rect.saturatingSum(frame.minColumn, area.columns.lowerBound),
      line: Rect.saturatingSum(frame.minLine, area.lines.lowerBound),
      width: area.columns.count, height: area.lines.count)
  }

  /// The visible frame drawn into a new canvas the size of the viewport, in the table's
  /// ``widthMode``.
  public func render() -> TextCanvas {
    var canvas = TextCanvas(size: viewport, widthMode: widthMode)
    draw(into: &canvas)
    return canvas
  }

  /// Forgets what the table drew: the next ``draw(into:at:)`` draws every row.
  public func setNeedsDisplay() {
    drawn = DrawnFrame()
  }

  /// Whether the last drawn frame still describes `canvas` at `origin`, the table's
  /// chrome being `chrome` (read in place: the frame is not copied).
  private func drawnFrameDescribes(_ canvas: TextCanvas, origin: Point, chrome: CellChrome)
    -> Bool
  {
    drawn.canvas.canvas === canvas.identity && drawn.origin == origin
      && drawn.viewport == viewport && drawn.widthMode == widthMode && drawn.chrome == chrome
      && hasVersions(drawn.versions, canvas: canvas, origin: origin)
  }

  /// Whether the canvas lines under the viewport at `origin` have `versions`: the
  /// same as comparing `viewportVersions(of:origin:)`, read in place (no array made).
  private func hasVersions(_ versions: [UInt64], canvas: TextCanvas, origin: Point) -> Bool {
    canvas.hasVersions(versions, ofLines: viewportLines(of: canvas, origin: origin))
  }

  /// The versions of the canvas lines under the viewport, written over `versions` (the
  /// last frame's, no longer needed) when it has as many: no array made a frame.
  private func viewportVersions(
    of canvas: TextCanvas, origin: Point, reusing versions: inout [UInt64]
  ) -> [UInt64] {
    var kept = versions
    versions = []
    canvas.copyVersions(ofLines: viewportLines(of: canvas, origin: origin), into: &kept)
    return kept
  }

  /// The canvas lines under the viewport at `origin`.
  private func viewportLines(of canvas: TextCanvas, origin: Point) -> Range<Int> {
    TextCanvas.clamp(start: origin.line, length: viewport.lines, to: canvas.size.lines)
  }
}
