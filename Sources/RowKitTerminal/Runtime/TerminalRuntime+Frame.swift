import RowKit

extension TerminalRuntime {
  /// The screen as the run shows it now: the header, the table (and its scrollbar),
  /// the footer, the status lines and the help line (inverse, cut with `…` at the
  /// width), the error line, if any, in place of the first of them, and the overlay
  /// over everything.
  ///
  /// Sizes the table's viewport to what the areas and lines leave first.
  ///
  /// ```text
  ///   Urvashi                 [ Remove ]
  ///   Vaishnavi               [ Remove ]
  /// 2 names                                  <- inverse
  /// ↑↓ rows  ←→ controls  enter press  spa…  <- inverse
  /// ```
  ///
  /// The runtime keeps one canvas from frame to frame and draws into it again: the
  /// table redraws only its rows that changed, and the header, the footer, the
  /// scrollbar and each line only when what they show changed, so a
  /// ``/RowKit/FrameDiffWriter`` given the frames compares only the lines written
  /// since the last one. While an overlay is shown, the table under it is drawn again
  /// each frame.
  ///
  /// - Complexity: O(screen), whatever the number of rows; O(the lines that changed)
  ///   from one frame to the next.
  public func frame() -> TextCanvas {
    let mode = table.widthMode
    // The runtime's copy is taken while drawing, so the canvas is written in place.
    var canvas = screenCanvas.take() ?? TextCanvas(size: screen, widthMode: mode)
    if canvas.size != screen || canvas.widthMode != mode {
      canvas = TextCanvas(size: screen, widthMode: mode)
    }
    // The table puts back the cursor of a field it shows (drawn now or before).
    canvas.cursor = nil
    let header = self.header()
    let footer = self.footer()
    let bars: [Bar]
    if let count = fixedStatusLineCount {
      // The table first, so that status lines read the layout they describe.
      fit(header: header, footer: footer, bars: barCount(statusLines: count), mode: mode)
      drawTable(into: &canvas)
      var status = Array(statusLines().prefix(count))
      status += Array(repeating: "", count: count - status.count)
      bars = self.bars(status: status, mode: mode)
    } else {
      bars = self.bars(status: statusLines(), mode: mode)
      fit(header: header, footer: footer, bars: bars.count, mode: mode)
      drawTable(into: &canvas)
    }
    let layout = self.layout
    Self.draw(
      &drawnParts.header, header, in: layout.header, versions: drawnParts.versions, into: &canvas
    ) { canvas in
      header.draw(in: &canvas, frame: layout.header, clip: layout.header)
    }
    Self.draw(
      &drawnParts.footer, footer, in: layout.footer, versions: drawnParts.versions, into: &canvas
    ) { canvas in
      footer.draw(in: &canvas, frame: layout.footer, clip: layout.footer)
    }
    if drawnParts.bars.count > bars.count {
      drawnParts.bars.removeLast(drawnParts.bars.count - bars.count)
    } else if drawnParts.bars.count < bars.count {
      drawnParts.bars += repeatElement(nil, count: bars.count - drawnParts.bars.count)
    }
    for (offset, bar) in bars.enumerated() {
      // Bars are recorded from the bottom up, so that one keeps its record when lines
      // are added above it.
      let index = bars.count - 1 - offset
      let line = layout.barsTop + offset
      // Bars above the screen are not drawn.
      guard line >= 0 else {
        drawnParts.bars[index] = nil
        continue
      }
      let rect = Rect(column: 0, line: line, width: screen.columns, height: 1)
      Self.draw(
        &drawnParts.bars[index], BarText(text: bar.text, style: bar.style), in: rect,
        fill: bar.style, versions: drawnParts.versions, into: &canvas
      ) { canvas in
        canvas.write(bar.text, at: rect.origin, clip: rect, style: bar.style)
      }
      // The filter line's insertion point, over a field's the table put back.
      if let column = bar.cursorColumn { canvas.cursor = Point(column: column, line: line) }
    }
    // Every part records its lines as it left them, before the overlay: a later write
    // (the table's, the overlay's now or next frame) makes it draw again, so what an
    // overlay covered shows again when the overlay goes or moves.
    drawnParts.recordVersions(of: canvas, lines: screen.lines)
    drawOverlay(into: &canvas)
    screenCanvas = canvas
    return canvas
  }

  /// Sizes the table's viewport to what the header, the footer, the status, help and
  /// error lines leave, as ``frame()`` does, without drawing: so that a tap at a screen
  /// position hits what the next frame shows. Asks for the status lines only when
  /// ``statusLineCount`` is `nil`.
  public func fitTable() {
    let mode = table.widthMode
    let bars =
      fixedStatusLineCount.map { barCount(statusLines: $0) }
      ?? self.bars(status: statusLines(), mode: mode).count
    fit(header: header(), footer: footer(), bars: bars, mode: mode)
  }

  /// ``statusLineCount`` within `0...screen.lines`.
  private var fixedStatusLineCount: Int? {
    statusLineCount.map { min(max(0, $0), screen.lines) }
  }

  /// The number of lines under the table with `statusLines` status lines.
  private func barCount(statusLines: Int) -> Int {
    let count = statusLines + (help == .hidden ? 0 : 1) + (filterLine == nil ? 0 : 1)
    return count == 0 && errorLine != nil ? 1 : count
  }

  /// A line at the bottom: its text, cut to the width, and its look.
  struct Bar {
    var text: String
    var style: Style
    /// Where the terminal's cursor shows in the line, if it does (the filter line's).
    var cursorColumn: Int? = nil
  }

  /// The lines at the bottom in `mode`: the status lines, the filter line and the help
  /// line (the position at the end of the last status or help line), the error line in
  /// place of the first status or help line (or alone when there are none), each cut to
  /// the screen's width.
  private func bars(status: [String], mode: WidthMode) -> [Bar] {
    let columns = screen.columns
    let help = shownHelpLine
    var texts = status
    if let help { texts.append(help) }
    if let errorLine {
      if texts.isEmpty { texts = [errorLine] } else { texts[0] = errorLine }
    }
    // Lines fitted as the last frame fitted them are not fitted again.
    fittedLines.startFrame(mode: mode)
    var bars: [Bar] = []
    bars.reserveCapacity(texts.count + 1)
    for text in texts {
      let style = bars.isEmpty && errorLine != nil ? Self.errorStyle : Self.barStyle
      bars.append(Bar(text: fittedLines.fitted(text, width: columns), style: style))
    }
    if showsPosition, let last = texts.indices.last, last > 0 || errorLine == nil {
      let position = self.position
      let room = columns - TextFitting.width(of: position, mode: mode) - 1
      if room >= 0 {
        let text = fittedLines.fitted(texts[last], width: room)
        let gap =
          columns - TextFitting.width(of: text, mode: mode)
          - TextFitting.width(of: position, mode: mode)
        bars[last].text = text + String(repeating: " ", count: max(1, gap)) + position
      }
    }
    if let line = filterLine, let filter = filterBar(line, columns: columns, mode: mode) {
      bars.insert(filter, at: max(0, bars.count - (help == nil ? 0 : 1)))
    }
    return bars
  }

  /// How the status and help lines look.
  static let barStyle = Style(attributes: .inverse)
  /// How the error line looks.
  static let errorStyle = Style(attributes: [.inverse, .bold])

  /// Lays the screen out for `mode` and sizes the table's viewport.
  private func fit(header: Node, footer: Node, bars: Int, mode: WidthMode) {
    let heights = areaHeights.heights(
      header: header, footer: footer, width: screen.columns, mode: mode)
    layout = ScreenLayout(
      screen: screen, headerHeight: heights.header, footerHeight: heights.footer, bars: bars,
      scrollbar: showsScrollbar)
    table.viewport = layout.table.size
  }

  /// Draws the scrollbar, then the table at its place: the scrollbar first, so that a
  /// frame that does not move it leaves the table's lines as the table last drew them.
  private func drawTable(into canvas: inout TextCanvas) {
    if let rect = layout.scrollbar {
      table.layoutIfNeeded()
      let thumb = Scrollbar.thumb(
        lines: rect.height, contentHeight: table.contentHeight, offset: table.contentOffset)
      Self.draw(
        &drawnParts.scrollbar, thumb, in: rect, versions: drawnParts.versions, into: &canvas
      ) {
        canvas in
        Scrollbar.draw(thumb: thumb, in: rect, into: &canvas)
      }
    } else {
      drawnParts.scrollbar = nil
    }
    table.draw(into: &canvas, at: layout.table.origin)
  }

  /// Draws one part, its rectangle filled with `fill` (else plain) first, unless it
  /// looks as the last frame drew it, in the same rectangle, and its lines kept the
  /// `versions` that frame ended with; records it as drawn either way (unless empty).
  private static func draw<Look: Equatable>(
    _ part: inout DrawnPart<Look>?, _ look: Look, in rect: Rect, fill: Style? = nil,
    versions: LineVersions, into canvas: inout TextCanvas, body: (inout TextCanvas) -> Void
  ) {
    // A part with no lines shows nothing, whatever its look: nothing is recorded.
    guard !rect.isEmpty else {
      if part != nil { part = nil }
      return
    }
    if part?.shows(look, in: rect) == true, versions.match(rect, in: canvas) { return }
    part = DrawnPart(look: look, rect: rect)
    canvas.fill(rect, style: fill ?? .plain)
    body(&canvas)
  }
}
