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
    var canvas =
      screenCanvas.flatMap {
        $0.size == screen && $0.widthMode == table.widthMode ? $0 : nil
      } ?? makeCanvas(size: screen)
    // The runtime's copy is dropped while drawing, so the canvas is written in place.
    screenCanvas = nil
    // The table puts back the cursor of a field it shows (drawn now or before).
    canvas.cursor = nil
    let header = self.header()
    let footer = self.footer()
    var drawn: [ScreenPart: DrawnPart] = [:]
    let bars: [Bar]
    if let count = fixedStatusLineCount {
      // The table first, so that status lines read the layout they describe.
      fit(header: header, footer: footer, bars: barCount(statusLines: count))
      drawTable(into: &canvas, drawn: &drawn)
      var status = Array(statusLines().prefix(count))
      status += Array(repeating: "", count: count - status.count)
      bars = self.bars(status: status)
    } else {
      bars = self.bars(status: statusLines())
      fit(header: header, footer: footer, bars: bars.count)
      drawTable(into: &canvas, drawn: &drawn)
    }
    draw(.header, .view(header), in: layout.header, into: &canvas, drawn: &drawn) { canvas in
      header.draw(in: &canvas, frame: self.layout.header, clip: self.layout.header)
    }
    draw(.footer, .view(footer), in: layout.footer, into: &canvas, drawn: &drawn) { canvas in
      footer.draw(in: &canvas, frame: self.layout.footer, clip: self.layout.footer)
    }
    for (offset, bar) in bars.enumerated() {
      let line = layout.barsTop + offset
      guard line >= 0 else { continue }
      let rect = Rect(column: 0, line: line, width: screen.columns, height: 1)
      draw(
        .bar(line), .bar(text: bar.text, style: bar.style), in: rect, into: &canvas, drawn: &drawn
      ) {
        canvas in
        canvas.write(bar.text, at: rect.origin, clip: rect, style: bar.style)
      }
      // The filter line's insertion point, over a field's the table put back.
      if let column = bar.cursorColumn { canvas.cursor = Point(column: column, line: line) }
    }
    // Every part records its lines as it left them, before the overlay: a later write
    // (the table's, the overlay's now or next frame) makes it draw again, so what an
    // overlay covered shows again when the overlay goes or moves.
    for (part, record) in drawn {
      drawnParts[part] = DrawnPart(
        look: record.look, rect: record.rect, versions: Self.versions(of: record.rect, in: canvas))
    }
    drawnParts = drawnParts.filter { drawn[$0.key] != nil }
    drawOverlay(into: &canvas)
    screenCanvas = canvas
    return canvas
  }

  /// Sizes the table's viewport to what the header, the footer, the status, help and
  /// error lines leave, as ``frame()`` does, without drawing: so that a tap at a screen
  /// position hits what the next frame shows. Asks for the status lines only when
  /// ``statusLineCount`` is `nil`.
  public func fitTable() {
    let bars =
      fixedStatusLineCount.map { barCount(statusLines: $0) }
      ?? self.bars(status: statusLines()).count
    fit(header: header(), footer: footer(), bars: bars)
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

  /// The lines at the bottom: the status lines, the filter line and the help line (the
  /// position at the end of the last status or help line), the error line in place of
  /// the first status or help line (or alone when there are none), each cut to the
  /// screen's width.
  private func bars(status: [String]) -> [Bar] {
    let mode = table.widthMode
    let columns = screen.columns
    let help = shownHelpLine
    var texts = status + (help.map { [$0] } ?? [])
    var styles = Array(repeating: Self.barStyle, count: texts.count)
    if let errorLine {
      if texts.isEmpty {
        texts = [errorLine]
        styles = [Self.errorStyle]
      } else {
        texts[0] = errorLine
        styles[0] = Self.errorStyle
      }
    }
    // Lines fitted as the last frame fitted them are not fitted again.
    var fits = FittedLines(previous: fittedLines)
    defer { fittedLines = fits.made }
    var bars = zip(texts, styles).map {
      Bar(text: fits.fitted($0, width: columns, mode: mode), style: $1)
    }
    if showsPosition, let last = texts.indices.last, last > 0 || errorLine == nil {
      let position = self.position
      let room = columns - TextFitting.width(of: position, mode: mode) - 1
      if room >= 0 {
        let text = fits.fitted(texts[last], width: room, mode: mode)
        let gap =
          columns - TextFitting.width(of: text, mode: mode)
          - TextFitting.width(of: position, mode: mode)
        bars[last].text = text + String(repeating: " ", count: max(1, gap)) + position
      }
    }
    if let filter = filterBar(columns: columns, mode: mode) {
      bars.insert(filter, at: max(0, bars.count - (help == nil ? 0 : 1)))
    }
    return bars
  }

  /// Texts fitted to a width (``TextFitting/fitted(_:width:mode:)``) in one frame, and
  /// those of the frame before, looked up first: a status or help line that did not
  /// change is not fitted again.
  struct FittedLines {
    /// One text fitted.
    struct Fit {
      var text: String
      var width: Int
      var mode: WidthMode
      var fitted: String
    }

    /// The last frame's.
    var previous: [Fit]
    /// This frame's so far.
    var made: [Fit] = []

    /// `text` fitted to `width` columns in `mode`: as the last frame fitted it, if it
    /// did.
    mutating func fitted(_ text: String, width: Int, mode: WidthMode) -> String {
      let fit =
        previous.first { $0.width == width && $0.mode == mode && $0.text == text }
        ?? Fit(
          text: text, width: width, mode: mode,
          fitted: TextFitting.fitted(text, width: width, mode: mode))
      made.append(fit)
      return fit.fitted
    }
  }

  /// How the status and help lines look.
  static let barStyle = Style(attributes: .inverse)
  /// How the error line looks.
  static let errorStyle = Style(attributes: [.inverse, .bold])

  /// Lays the screen out and sizes the table's viewport.
  private func fit(header: Node, footer: Node, bars: Int) {
    let mode = table.widthMode
    layout = ScreenLayout(
      screen: screen, headerHeight: header.height(forWidth: screen.columns, mode: mode),
      footerHeight: footer.height(forWidth: screen.columns, mode: mode), bars: bars,
      scrollbar: showsScrollbar)
    table.viewport = layout.table.size
  }

  /// Draws the scrollbar, then the table at its place: the scrollbar first, so that a
  /// frame that does not move it leaves the table's lines as the table last drew them.
  private func drawTable(into canvas: inout TextCanvas, drawn: inout [ScreenPart: DrawnPart]) {
    if let rect = layout.scrollbar {
      table.layoutIfNeeded()
      let thumb = Scrollbar.thumb(
        lines: rect.height, contentHeight: table.contentHeight, offset: table.contentOffset)
      draw(.scrollbar, .scrollbar(thumb: thumb), in: rect, into: &canvas, drawn: &drawn) { canvas in
        Scrollbar.draw(thumb: thumb, in: rect, into: &canvas)
      }
    }
    table.draw(into: &canvas, at: layout.table.origin)
  }

  /// Draws one part unless it looks as it did and its lines were not written to since
  /// the last frame ended; records it in `drawn` either way.
  private func draw(
    _ part: ScreenPart, _ look: DrawnPart.Look, in rect: Rect, into canvas: inout TextCanvas,
    drawn: inout [ScreenPart: DrawnPart], body: (inout TextCanvas) -> Void
  ) {
    let record = DrawnPart(look: look, rect: rect, versions: [])
    drawn[part] = record
    if let old = drawnParts[part], old.look == look, old.rect == rect,
      old.versions == Self.versions(of: rect, in: canvas)
    {
      return
    }
    guard !rect.isEmpty else { return }
    canvas.fill(rect, style: look.fill)
    body(&canvas)
  }

  /// The versions of the canvas lines a rectangle covers.
  static func versions(of rect: Rect, in canvas: TextCanvas) -> [UInt64] {
    guard rect.height > 0 else { return [] }
    return (rect.minLine..<rect.maxLine).map { canvas.version(ofLine: $0) }
  }

  /// A canvas for a frame, in the table's width mode: what is drawn is measured as the
  /// table measured it.
  func makeCanvas(size: Size) -> TextCanvas {
    TextCanvas(size: size, widthMode: table.widthMode)
  }
}

extension DrawnPart.Look {
  /// The style a part's rectangle is filled with before it is drawn.
  var fill: Style {
    if case .bar(_, let style) = self { return style }
    return .plain
  }
}
