import RowKit

extension TerminalRuntime {
  /// The screen as the run shows it now: the table, then the status lines and the
  /// help line (inverse), the error line, if any, in place of the first of them.
  ///
  /// Sizes the table's viewport to ``screen`` less those lines first.
  ///
  /// ```text
  ///   Urvashi                 [ Remove ]
  ///   Vaishnavi               [ Remove ]
  /// 2 names                                  <- inverse
  /// ↑↓ rows  ←→ tab controls  enter/space…   <- inverse
  /// ```
  ///
  /// The runtime keeps one canvas from frame to frame and draws into it again: the
  /// table redraws only its rows that changed, and a footer line only when its text
  /// or look changed, so a ``/RowKit/FrameDiffWriter`` given the frames compares only
  /// the lines written since the last one.
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
    let footer: [String]
    if let count = fixedStatusLineCount {
      // The table first, so that status lines read the layout they describe.
      fit(footerCount: footerCount(statusLines: count))
      table.draw(into: &canvas)
      var status = Array(statusLines().prefix(count))
      status += Array(repeating: "", count: count - status.count)
      footer = footerLines(status: status)
    } else {
      footer = footerLines(status: statusLines())
      fit(footerCount: footer.count)
      table.draw(into: &canvas)
    }
    let look = Style(attributes: .inverse)
    var drawn: [FooterLine] = []
    for (offset, line) in footer.enumerated() {
      let y = screen.lines - footer.count + offset
      guard y >= 0 else { continue }
      let isError = offset == 0 && errorLine != nil
      let footerLine = FooterLine(
        line: y, text: line, style: isError ? Style(attributes: [.inverse, .bold]) : look,
        version: 0)
      if let old = drawnFooter.first(where: { $0.line == y }),
        old.text == line, old.style == footerLine.style, old.version == canvas.version(ofLine: y)
      {
        drawn.append(old)
        continue
      }
      let bar = Rect(column: 0, line: y, width: screen.columns, height: 1)
      canvas.fill(bar, style: footerLine.style)
      canvas.write(line, at: Point(column: 0, line: y), clip: bar, style: footerLine.style)
      drawn.append(
        FooterLine(
          line: y, text: line, style: footerLine.style, version: canvas.version(ofLine: y)))
    }
    drawnFooter = drawn
    screenCanvas = canvas
    return canvas
  }

  /// Sizes the table's viewport to ``screen`` less the status, help and error lines,
  /// as ``frame()`` does, without drawing: so that a tap at a screen position hits
  /// what the next frame shows. Asks for the status lines only when
  /// ``statusLineCount`` is `nil`.
  public func fitTable() {
    if let count = fixedStatusLineCount {
      fit(footerCount: footerCount(statusLines: count))
    } else {
      fit(footerCount: footerLines(status: statusLines()).count)
    }
  }

  /// ``statusLineCount`` within `0...screen.lines`.
  private var fixedStatusLineCount: Int? {
    statusLineCount.map { min(max(0, $0), screen.lines) }
  }

  /// The number of lines under the table with `statusLines` status lines.
  private func footerCount(statusLines: Int) -> Int {
    let count = statusLines + (helpLine == nil ? 0 : 1)
    return count == 0 && errorLine != nil ? 1 : count
  }

  /// The lines under the table: the status lines and the help line, the error line in
  /// place of the first of them (or alone when there are none).
  private func footerLines(status: [String]) -> [String] {
    var lines = status + (helpLine.map { [$0] } ?? [])
    if let errorLine {
      if lines.isEmpty { lines = [errorLine] } else { lines[0] = errorLine }
    }
    return lines
  }

  /// Sizes the table to the screen less `footerCount` lines (the table keeps at least
  /// one line).
  private func fit(footerCount: Int) {
    table.viewport = Size(
      columns: screen.columns, lines: max(1, screen.lines - footerCount))
  }

  /// A canvas for a frame, in the table's width mode: what is drawn is measured as the
  /// table measured it.
  func makeCanvas(size: Size) -> TextCanvas {
    TextCanvas(size: size, widthMode: table.widthMode)
  }
}
