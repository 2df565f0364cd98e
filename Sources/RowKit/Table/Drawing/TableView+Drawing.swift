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
    let rows = layout
    beginLayingOut()
    defer { endLayingOut() }
    let previous = drawn.flatMap { isCurrent($0, canvas: canvas, origin: origin) ? $0 : nil }
    let clip = Rect(origin: origin, size: viewport)
    // A pinned header can be all that shows (a header taller than the viewport).
    let end = max(0, rows.last.map { $0.line + height(of: $0) } ?? 0, pinnedLines?.upperBound ?? 0)
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
    var rowCursor: Point?
    var drawnRows: [DrawnFrame.Row] = []
    drawnRows.reserveCapacity(rows.count)
    var hint = 0
    var matcher = matcherForDrawing()
    // Rows under a pinned header, now or in the last frame, are drawn again: the
    // header is drawn over them last.
    let pinnedNow = pinnedLines
    let pinnedBefore = previous?.pinnedLines
    let previousRows = previous?.rows ?? []
    // The pinned header goes last; without one the rows are drawn as placed, uncopied.
    for row in pinned.map({ rows + [$0] }) ?? rows {
      let content = tree.row(inSlot: row.slot)
      let isFocused = row.slot == focusedSlot
      var state = DrawContext(
        isFocused: isFocused, focusedControl: isFocused ? focus?.control : nil,
        isSelected: !selection.isEmpty && isSelected(content.id))
      state.textMatch = Self.match(of: content, with: &matcher)
      state.matchStyle = chrome.matchStyle
      var record = DrawnFrame.Row(
        slot: row.slot, line: row.line, height: height(of: row), content: content.content,
        state: state)
      // The pinned header itself is drawn every frame, over whatever is under it.
      let lines = row.line..<row.line + record.height
      let redraw =
        row.slot == pinned?.slot || pinnedNow?.overlaps(lines) ?? false
        || pinnedBefore?.overlaps(lines) ?? false
      if !redraw, let old = DrawnFrame.position(of: row.slot, in: previousRows, from: hint) {
        hint = old + 1
        // Read in place: the last frame's rows are not copied to be compared.
        if previousRows[old].line == record.line, previousRows[old].height == record.height,
          previousRows[old].state == state,
          previousRows[old].content.isSameValue(as: record.content)
        {
          drawnRows.append(previousRows[old])
          rowCursor = previousRows[old].cursor ?? rowCursor
          continue
        }
      }
      if let cell = cells.cell(slot: row.slot, id: content.id) {
        var frame = frame(of: row)
        frame.origin.column = frame.origin.column &+ origin.column
        frame.origin.line = frame.origin.line &+ origin.line
        canvas.cursor = nil
        cell.draw(in: &canvas, frame: frame, clip: clip, chrome: chrome, state: state)
        record.cursor = canvas.cursor.flatMap { clip.contains($0) ? $0 : nil }
        rowCursor = record.cursor ?? rowCursor
      }
      drawnRows.append(record)
    }
    canvas.cursor = rowCursor ?? outside
    drawn = DrawnFrame(
      canvas: CanvasIdentityReference(canvas.identity), origin: origin, viewport: viewport,
      widthMode: widthMode, chrome: chrome, rows: drawnRows, contentEnd: end,
      pinnedLines: pinnedNow, versions: viewportVersions(of: canvas, origin: origin))
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
    drawn = nil
  }

  /// Whether a drawn frame still describes `canvas` at `origin`.
  private func isCurrent(_ frame: DrawnFrame, canvas: TextCanvas, origin: Point) -> Bool {
    frame.canvas.canvas === canvas.identity && frame.origin == origin
      && frame.viewport == viewport && frame.widthMode == widthMode && frame.chrome == chrome
      && frame.versions == viewportVersions(of: canvas, origin: origin)
  }

  /// The versions of the canvas lines under the viewport.
  private func viewportVersions(of canvas: TextCanvas, origin: Point) -> [UInt64] {
    let lines = TextCanvas.clamp(start: origin.line, length: viewport.lines, to: canvas.size.lines)
    return lines.map { canvas.version(ofLine: $0) }
  }
}
