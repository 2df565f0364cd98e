extension TextCanvas {
  /// Writes one line of text starting at `point`, clipped to `clip` and to the canvas.
  ///
  /// The text is sanitised (control characters and escape sequences become visible
  /// placeholders, see ``Sanitizer``) and measured per `Character`. Line breaks are
  /// not interpreted here — they show as placeholders; wrap text first with
  /// ``TextWrapper``. A tab advances to the next multiple of 8 columns counted from
  /// `point.column` (the start of the text, as ``TextWrapper`` counts them), filling
  /// with spaces of `style`. Characters of width 0 (a stray combining mark, U+200B)
  /// take no cell and are skipped. A wide character cut by an edge of the clip shows
  /// its visible half as a space of `style`.
  ///
  /// Any point and clip are accepted: nothing outside the canvas is touched, and
  /// columns saturate instead of overflowing.
  ///
  /// - Returns: the column just after the text, whether or not it was clipped.
  /// - Complexity: O(*n*) in the length of `text`.
  @discardableResult
  public mutating func write(
    _ text: some StringProtocol, at point: Point, clip: Rect? = nil, style: Style = .plain
  ) -> Int {
    // Run on a concrete type: generic string code called from another module is not
    // specialised and is many times slower.
    if let text = text as? String {
      return write(concrete: text, at: point, clip: clip, style: style)
    }
    return write(concrete: Substring(text), at: point, clip: clip, style: style)
  }

  private mutating func write<Text: StringProtocol>(
    concrete text: Text, at point: Point, clip: Rect?, style: Style
  ) -> Int {
    let area = visibleArea(of: clip)
    let line = point.line
    let drawing = area.lines.contains(line)
    var column = point.column
    for character in text {
      if character.asciiValue == 0x09 {
        let offset = column.subtractingReportingOverflow(point.column).partialValue
        let step = 8 - ((offset % 8) + 8) % 8
        for _ in 0..<step {
          if drawing { place(.blank(style), width: 1, at: column, line: line, area: area.columns) }
          column = Self.advance(column, by: 1)
        }
        continue
      }
      switch Sanitizer.visibleForm(of: character, options: .keepTabs) {
      case .unchanged:
        if drawing {
          column = draw(character, at: column, line: line, area: area.columns, style: style)
        } else {
          column = Self.advance(column, by: character.columns)
        }
      case .replaced(let replacement):
        for unit in replacement {
          if drawing {
            column = draw(unit, at: column, line: line, area: area.columns, style: style)
          } else {
            column = Self.advance(column, by: unit.columns)
          }
        }
      }
    }
    return column
  }

  /// Fills a rectangle with blank cells of a style, clipped to the canvas.
  ///
  /// A wide character cut by the rectangle's edge loses its other half too (it
  /// becomes a space with its own style).
  ///
  /// - Complexity: O(area of the visible part of `rect`).
  public mutating func fill(_ rect: Rect, style: Style) {
    let area = visibleArea(of: rect)
    for line in area.lines {
      for column in area.columns {
        put(.blank(style), column: column, line: line)
      }
    }
  }

  /// Sets a rectangle's background colour, keeping characters, foregrounds and
  /// attributes.
  ///
  /// A wide character can show one background only: when the rectangle's edge cuts
  /// one in two, it becomes two spaces, each with its own background.
  ///
  /// - Complexity: O(area of the visible part of `rect`).
  public mutating func setBackground(_ color: Color?, in rect: Rect) {
    let area = visibleArea(of: rect)
    guard !area.columns.isEmpty else { return }
    for line in area.lines {
      let base = line * size.columns
      let first = area.columns.lowerBound
      let last = area.columns.upperBound - 1
      if cells[base + first].width == 0 {
        splitWideCharacter(headAt: base + first - 1)
      }
      if cells[base + last].width == 2 {
        splitWideCharacter(headAt: base + last)
      }
      for column in area.columns {
        cells[base + column].style.background = color
      }
    }
  }

  /// Turns the wide character whose head is at `index` into two spaces, each keeping
  /// its style.
  private mutating func splitWideCharacter(headAt index: Int) {
    cells[index] = .blank(cells[index].style)
    cells[index + 1] = .blank(cells[index + 1].style)
  }

  /// Draws one safe character of the text, returning the column after it.
  private mutating func draw(
    _ character: Character, at column: Int, line: Int, area: Range<Int>, style: Style
  ) -> Int {
    let width = character.columns
    guard width > 0 else { return column }
    let cell = Cell(character: character, width: min(width, 2), style: style)
    place(cell, width: width, at: column, line: line, area: area)
    return Self.advance(column, by: width)
  }

  /// Places a cell of `width` columns at `column`, clipped to `area`.
  private mutating func place(
    _ cell: Cell, width: Int, at column: Int, line: Int, area: Range<Int>
  ) {
    let end = Self.advance(column, by: width)
    guard end > area.lowerBound, column < area.upperBound else { return }
    if column >= area.lowerBound, end <= area.upperBound {
      put(cell, column: column, line: line)
      if cell.width == 2 { put(.continuation(cell.style), column: column + 1, line: line) }
      return
    }
    // Cut by an edge of the clip: each visible column shows a space.
    for visible in max(column, area.lowerBound)..<min(end, area.upperBound) {
      put(.blank(cell.style), column: visible, line: line)
    }
  }

  /// `column + width`, saturating at `Int.max` instead of trapping.
  static func advance(_ column: Int, by width: Int) -> Int {
    let (sum, overflow) = column.addingReportingOverflow(width)
    return overflow ? Int.max : sum
  }

  /// Places one cell, clearing the other half of any wide character it overwrites.
  ///
  /// A cleared half becomes a space that keeps its own style, so a background drawn
  /// under the wide character stays.
  mutating func put(_ cell: Cell, column: Int, line: Int) {
    guard column >= 0, column < size.columns, line >= 0, line < size.lines else { return }
    let index = line * size.columns + column
    let old = cells[index]
    if old.width == 0, column > 0, cell.width != 0 {
      // Overwriting the right half of a wide character: its left half becomes a space.
      cells[index - 1] = .blank(cells[index - 1].style)
    }
    if old.width == 2, column + 1 < size.columns, cell.width != 2 {
      // Overwriting the left half with something narrow: the continuation becomes a space.
      cells[index + 1] = .blank(cells[index + 1].style)
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
