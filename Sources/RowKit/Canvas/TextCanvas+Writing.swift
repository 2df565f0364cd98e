extension TextCanvas {
  /// Writes one line of text starting at `point`, clipped to `clip` and to the canvas.
  ///
  /// The text is sanitised (control characters and escape sequences become visible
  /// placeholders) and measured per `Character`. Line breaks are not interpreted
  /// here: wrap text first with ``TextWrapper``. A wide character that would cross
  /// the right edge of the clip is drawn as a space.
  ///
  /// - Returns: the column just after the last character written (or that would
  ///   have been written without clipping).
  @discardableResult
  public mutating func write(
    _ text: some StringProtocol, at point: Point, clip: Rect? = nil, style: Style = .plain
  ) -> Int {
    let area = (clip ?? bounds).intersection(bounds)
    var column = point.column
    let line = point.line
    guard line >= area.minLine, line < area.maxLine else {
      return column + DisplayWidth.of(Sanitizer.visible(text))
    }
    for character in Sanitizer.visible(text) {
      let width = DisplayWidth.of(character)
      if width == 0 { continue }
      defer { column += width }
      if column + width <= area.minColumn || column >= area.maxColumn { continue }
      if column < area.minColumn || column + width > area.maxColumn {
        // A wide character straddling an edge of the clip: show the visible half as a space.
        let visible = max(column, area.minColumn)
        put(.blank(style), column: visible, line: line)
        continue
      }
      put(Cell(character: character, width: width, style: style), column: column, line: line)
      if width == 2 {
        put(Cell(character: " ", width: 0, style: style), column: column + 1, line: line)
      }
    }
    return column
  }

  /// Fills a rectangle with blank cells of a style, clipped to the canvas.
  public mutating func fill(_ rect: Rect, style: Style) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for line in area.minLine..<area.maxLine {
      for column in area.minColumn..<area.maxColumn {
        put(.blank(style), column: column, line: line)
      }
    }
  }

  /// Sets a rectangle's background colour, keeping characters, foregrounds and attributes.
  public mutating func setBackground(_ color: Color?, in rect: Rect) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for line in area.minLine..<area.maxLine {
      for column in area.minColumn..<area.maxColumn {
        cells[line * size.columns + column].style.background = color
      }
    }
  }

  /// Places one cell, clearing the other half of any wide character it overwrites.
  mutating func put(_ cell: Cell, column: Int, line: Int) {
    guard column >= 0, column < size.columns, line >= 0, line < size.lines else { return }
    let index = line * size.columns + column
    let old = cells[index]
    if old.width == 0, column > 0, cell.width != 0 {
      // Overwriting the right half of a wide character: its left half becomes a space.
      let left = cells[index - 1]
      cells[index - 1] = .blank(left.style)
    }
    if old.width == 2, column + 1 < size.columns, cell.width != 2 {
      // Overwriting the left half: the continuation becomes a space.
      let right = cells[index + 1]
      cells[index + 1] = .blank(right.style)
    }
    if cell.width == 2, column + 1 < size.columns {
      // About to cover the next cell: if it starts another wide character, clear its tail.
      let next = cells[index + 1]
      if next.width == 2, column + 2 < size.columns {
        cells[index + 2] = .blank(cells[index + 2].style)
      }
    }
    cells[index] = cell
  }
}
