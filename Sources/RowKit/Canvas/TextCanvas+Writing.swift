extension TextCanvas {
  /// Writes one line of text starting at `point`, clipped to `clip` and to the canvas.
  ///
  /// The text is sanitised (control characters and escape sequences become visible
  /// placeholders, see ``Sanitizer``) and measured per `Character` in the canvas's
  /// ``widthMode``. Line breaks are not interpreted here — they show as placeholders;
  /// wrap text first with ``TextWrapper``. A tab advances to the next multiple of 8
  /// columns counted from `point.column` (the start of the text, as ``TextWrapper``
  /// counts them), filling with spaces of `style`. Characters of width 0 (a stray
  /// combining mark, U+200B) take no cell and are skipped. A cluster made only of
  /// Hangul fillers (U+115F, U+1160, U+3164, U+FFA0) is drawn as spaces of its width,
  /// because terminals disagree on how wide they draw the fillers. A wide character cut
  /// by an edge of the clip shows its visible half as a space of `style`.
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
    if var text = text as? String {
      // Printable ASCII, the most text: written from its bytes, with no substring made.
      if let end = text.withUTF8({ writeIfPrintableASCII($0, at: point, clip: clip, style: style) })
      {
        return end
      }
      return write(concrete: text[...], at: point, clip: clip, style: style)
    }
    if let text = text as? Substring {
      return write(concrete: text, at: point, clip: clip, style: style)
    }
    return write(concrete: Substring(text), at: point, clip: clip, style: style)
  }

  /// Writes a mark (a control's state between two brackets, as
  /// `NodeLayout.mark(_:isOn:isEnabled:focused:)` gives it): what
  /// ``write(_:at:clip:style:)`` does with the three as one text, without scanning
  /// them. `left` and `right` are printable ASCII; `state` is printable ASCII or a
  /// scalar that is a character on its own (not a mark, joiner or selector).
  mutating func writeMark(
    _ left: UInt8, _ state: Unicode.Scalar, _ right: UInt8, at point: Point, clip: Rect?,
    style: Style
  ) {
    if state.value >= 0x20, state.value < 0x7F {
      var bytes = (left, UInt8(truncatingIfNeeded: state.value), right)
      _ = withUnsafeBytes(of: &bytes) {
        writeIfPrintableASCII($0.bindMemory(to: UInt8.self), at: point, clip: clip, style: style)
      }
      return
    }
    let area = visibleArea(of: clip)
    let line = point.line
    guard area.lines.contains(line), !area.columns.isEmpty else { return }
    willWrite(lines: line..<line + 1)
    var bracket = left
    withUnsafePointer(to: &bracket) {
      writeASCII(
        UnsafeBufferPointer(start: $0, count: 1), at: point.column, line: line,
        area: area.columns, style: style)
    }
    let stateClass = ScalarClass.of(state.value)
    let after = draw(
      Character(state), width: DisplayWidth.of(state.value, stateClass, mode: widthMode),
      at: Self.advance(point.column, by: 1), line: line, area: area, drawing: true, style: style,
      firstClass: stateClass)
    bracket = right
    withUnsafePointer(to: &bracket) {
      writeASCII(
        UnsafeBufferPointer(start: $0, count: 1), at: after, line: line, area: area.columns,
        style: style)
    }
  }

  /// What ``write(_:at:clip:style:)`` does with `bytes` when they are printable ASCII
  /// (``Sanitizer/isPrintableASCII(_:)``): one cell a byte (``writeASCII(_:at:line:area:style:)``),
  /// returning the column after them; `nil`, writing nothing, for any other text.
  private mutating func writeIfPrintableASCII(
    _ bytes: UnsafeBufferPointer<UInt8>, at point: Point, clip: Rect?, style: Style
  ) -> Int? {
    guard Sanitizer.isPrintableASCII(bytes) else { return nil }
    let area = visibleArea(of: clip)
    let line = point.line
    if area.lines.contains(line) && !area.columns.isEmpty {
      willWrite(lines: line..<line + 1)
      writeASCII(bytes, at: point.column, line: line, area: area.columns, style: style)
    }
    return Self.advance(point.column, by: bytes.count)
  }

  private mutating func write(
    concrete text: Substring, at point: Point, clip: Rect?, style: Style
  ) -> Int {
    let mode = widthMode
    var column = point.column
    text.withUTF8Scanning { bytes, text in
      // Printable ASCII: one cell a byte, as the scanner would make them, without
      // scanning clusters.
      if let end = writeIfPrintableASCII(bytes, at: point, clip: clip, style: style) {
        column = end
        return
      }
      let area = visibleArea(of: clip)
      let line = point.line
      let drawing = area.lines.contains(line) && !area.columns.isEmpty
      if drawing { willWrite(lines: line..<line + 1) }
      var scanner = ClusterScanner(bytes: bytes, text: text, mode: mode)
      // Printable ASCII clusters (one byte each) not yet written: their bytes and the
      // column of the first, written in one pass before anything after them is.
      var run: (bytes: Range<Int>, column: Int)?
      while true {
        // Printable ASCII that ASCII follows is a cluster a byte: skipped in one pass.
        let ascii = scanner.skipPrintableASCII()
        if !ascii.isEmpty { Self.join(ascii, to: &run, column: &column, drawing: drawing) }
        guard let cluster = scanner.next() else { break }
        if cluster.isSingleScalar, (0x20...0x7E).contains(cluster.first) {
          // Printable ASCII that a scalar other than ASCII follows.
          Self.join(cluster.start..<cluster.end, to: &run, column: &column, drawing: drawing)
          continue
        }
        if let pending = run.take() {
          writeASCII(
            UnsafeBufferPointer(rebasing: bytes[pending.bytes]), at: pending.column, line: line,
            area: area.columns, style: style)
        }
        if cluster.first == 0x09 {
          let offset = column.subtractingReportingOverflow(point.column).partialValue
          let step = 8 - ((offset % 8) + 8) % 8
          for _ in 0..<step {
            if drawing {
              place(.blank(style), width: 1, at: column, line: line, area: area.columns)
            }
            column = Self.advance(column, by: 1)
          }
          continue
        }
        let character = Self.cellCharacter(
          UnsafeBufferPointer(rebasing: bytes[cluster.start..<cluster.end]))
        if cluster.end - cluster.start > 4 * Self.maximumScalarsPerCell, !cluster.isUnsafe {
          column = drawKept(
            character, measured: cluster.width, at: column, line: line, area: area,
            drawing: drawing, style: style)
          continue
        }
        if cluster.isUnsafe {
          switch Sanitizer.visibleForm(of: character, options: .keepTabs) {
          case .unchanged:
            column = draw(
              character, width: cluster.width, at: column, line: line, area: area, drawing: drawing,
              style: style)
          case .replaced(let replacement):
            for unit in replacement {
              column = draw(
                unit, width: unit.columns(mode), at: column, line: line, area: area,
                drawing: drawing, style: style)
            }
          }
          continue
        }
        column = draw(
          character, width: cluster.width, at: column, line: line, area: area, drawing: drawing,
          style: style, firstClass: cluster.firstClass)
      }
      if let run {
        writeASCII(
          UnsafeBufferPointer(rebasing: bytes[run.bytes]), at: run.column, line: line,
          area: area.columns, style: style)
      }
    }
    return column
  }

  /// Printable ASCII clusters, a cell a byte (their bytes `ascii`): while drawing they
  /// join `run` (or start it at `column`); `column` moves past them.
  @inline(__always)
  private static func join(
    _ ascii: Range<Int>, to run: inout (bytes: Range<Int>, column: Int)?, column: inout Int,
    drawing: Bool
  ) {
    if drawing {
      run = ((run?.bytes.lowerBound ?? ascii.lowerBound)..<ascii.upperBound, run?.column ?? column)
    }
    column = advance(column, by: ascii.count)
  }

  /// The character a cell keeps for a cluster's bytes: the cluster, or its first
  /// ``maximumScalarsPerCell`` scalars when it has more.
  static func cellCharacter(_ bytes: UnsafeBufferPointer<UInt8>) -> Character {
    // A scalar takes at most 4 bytes: a short cluster needs no count.
    guard bytes.count > 4 * maximumScalarsPerCell else {
      return Character(String(decoding: bytes, as: UTF8.self))
    }
    var kept = String.UnicodeScalarView()
    var count = 0
    for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
      guard count < maximumScalarsPerCell else { break }
      kept.append(scalar)
      count += 1
    }
    // The kept scalars are a prefix of one cluster, so they form one cluster too.
    return String(kept).first ?? " "
  }

  /// Draws the character a cell keeps of a long cluster in the columns the whole
  /// cluster measured, returning the column after them.
  ///
  /// A cell keeps at most ``maximumScalarsPerCell`` scalars, and what it keeps can
  /// measure differently from the whole (a halfwidth sound mark past the kept marks
  /// widens the cluster; a VS15 past them narrows it). The kept character is drawn
  /// when it fits the measured columns, and the columns left are blanks of `style`, so
  /// the text still ends where it was measured to end and a terminal draws every cell
  /// as wide as the canvas counts it.
  private mutating func drawKept(
    _ character: Character, measured width: Int, at column: Int, line: Int,
    area: (columns: Range<Int>, lines: Range<Int>), drawing: Bool, style: Style
  ) -> Int {
    let kept = character.columns(widthMode)
    guard kept != width else {
      return draw(
        character, width: width, at: column, line: line, area: area, drawing: drawing,
        style: style)
    }
    guard drawing else { return Self.advance(column, by: width) }
    let end = Self.advance(column, by: width)
    var at = column
    if kept > 0 && kept < width {
      at = draw(
        character, width: kept, at: at, line: line, area: area, drawing: drawing, style: style)
    }
    while at < end {
      place(.blank(style), width: 1, at: at, line: line, area: area.columns)
      at = Self.advance(at, by: 1)
    }
    return end
  }

  /// Draws one safe character of the text of `width` columns in the canvas's mode,
  /// returning the column after it.
  private mutating func draw(
    _ character: Character, width: Int, at column: Int, line: Int,
    area: (columns: Range<Int>, lines: Range<Int>), drawing: Bool, style: Style,
    firstClass: ScalarClass? = nil
  ) -> Int {
    guard width > 0 else { return column }
    guard drawing else { return Self.advance(column, by: width) }
    let scalars = character.unicodeScalars
    let first = firstClass ?? ScalarClass.of(scalars.first?.value ?? 0x20)
    if first.role == .filler,
      scalars.allSatisfy({ ScalarClass.of($0.value).role == .filler })
    {
      // Hangul fillers: spaces of their width, which every terminal advances alike.
      var at = column
      for _ in 0..<width {
        place(.blank(style), width: 1, at: at, line: line, area: area.columns)
        at = Self.advance(at, by: 1)
      }
      return at
    }
    if width <= 2 && (!widthMode.isPerCodePoint || scalars.count == 1) {
      place(
        CanvasCell(character: character, width: width, style: style), width: width, at: column,
        line: line, area: area.columns)
      return Self.advance(column, by: width)
    }
    // One cell per scalar that advances the cursor, with the zero-width scalars after
    // it (and any before the first): what a terminal of this mode shows.
    var at = column
    for part in Self.advancingParts(of: character, mode: widthMode) {
      place(
        CanvasCell(character: part.character, width: part.width, style: style), width: part.width,
        at: at, line: line, area: area.columns)
      at = Self.advance(at, by: part.width)
    }
    return at
  }

  /// The parts of a cluster that each advance the cursor: one scalar of width 1 or 2
  /// (per code point), with the zero-width scalars that follow it.
  static func advancingParts(
    of character: Character, mode: WidthMode
  ) -> [(character: Character, width: Int)] {
    DisplayWidth.parts(of: character, mode: mode).map { part in
      // A part that is not one grapheme cluster on its own shows U+FFFD instead.
      let character = part.scalars.count == 1 ? Character(part.scalars) : "\u{FFFD}"
      return (character, part.width)
    }
  }

  /// Fills a rectangle with blank cells of a style, clipped to the canvas.
  ///
  /// A wide character cut by the rectangle's edge loses its other half too (it
  /// becomes a space with its own style).
  ///
  /// - Complexity: O(area of the visible part of `rect`).
  public mutating func fill(_ rect: Rect, style: Style) {
    let area = visibleArea(of: rect)
    guard !area.columns.isEmpty, !area.lines.isEmpty else { return }
    willWrite(lines: area.lines)
    let columns = size.columns
    let first = area.columns.lowerBound
    let last = area.columns.upperBound - 1
    var blank = CanvasCell.blank(style)
    // The changed columns of each line, noted once the cells are no longer borrowed.
    var changed = changes
    changes = []
    defer { changes = changed }
    withUnsafePointer(to: &blank) { blank in
      cells.withUnsafeMutableBufferPointer { cells in
        guard let start = cells.baseAddress else { return }
        for line in area.lines {
          let base = line * columns
          var lower = Int.max
          var upper = Int.min
          // A wide character cut by the rectangle's edges loses its other half.
          if cells[base + first].width == 0, first > 0 {
            cells[base + first - 1] = .blank(cells[base + first - 1].style)
            lower = first - 1
            upper = first
          }
          if cells[base + last].width == 2, last + 1 < columns {
            cells[base + last + 1] = .blank(cells[base + last + 1].style)
            lower = min(lower, last + 1)
            upper = last + 2
          }
          // A cell that is that blank already, byte for byte, is left as it is (no
          // release of its character and retain of the blank's).
          for index in base + first...base + last
          where !CanvasCell.sameBytes(UnsafeRawPointer(start + index), UnsafeRawPointer(blank)) {
            cells[index] = blank.pointee
            lower = min(lower, index - base)
            upper = max(upper, index - base + 1)
          }
          if lower < upper { changed[line].include(lower, upper) }
        }
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
    willWrite(lines: area.lines)
    for line in area.lines {
      let base = line * size.columns
      let first = area.columns.lowerBound
      let last = area.columns.upperBound - 1
      // The columns and the halves of wide characters their edges cut.
      noteChanged(
        line: line, from: max(0, first - 1), to: min(size.columns, area.columns.upperBound + 1))
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

  /// Places a cell of `width` columns at `column`, clipped to `area`.
  private mutating func place(
    _ cell: CanvasCell, width: Int, at column: Int, line: Int, area: Range<Int>
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
  mutating func put(_ cell: CanvasCell, column: Int, line: Int) {
    guard column >= 0, column < size.columns, line >= 0, line < size.lines else { return }
    let index = line * size.columns + column
    // A cell that holds these very bytes already is left as it is (no release of its
    // character and retain of the new one's); its neighbours are consistent with it.
    let same = withUnsafePointer(to: cell) { new in
      cells.withUnsafeBufferPointer { cells in
        cells.baseAddress.map {
          CanvasCell.sameBytes(UnsafeRawPointer($0 + index), UnsafeRawPointer(new))
        } ?? false
      }
    }
    if same { return }
    var changed = column..<column + 1
    let oldWidth = cells[index].width
    if oldWidth == 0, column > 0, cell.width != 0 {
      // Overwriting the right half of a wide character: its left half becomes a space.
      cells[index - 1] = .blank(cells[index - 1].style)
      changed = column - 1..<changed.upperBound
    }
    if oldWidth == 2, column + 1 < size.columns, cell.width != 2 {
      // Overwriting the left half with something narrow: the continuation becomes a space.
      cells[index + 1] = .blank(cells[index + 1].style)
      changed = changed.lowerBound..<column + 2
    }
    if cell.width == 2, column + 1 < size.columns {
      // About to cover the next cell: if it starts another wide character, clear its tail.
      if cells[index + 1].width == 2, column + 2 < size.columns {
        cells[index + 2] = .blank(cells[index + 2].style)
        changed = changed.lowerBound..<column + 3
      }
    }
    cells[index] = cell
    noteChanged(line: line, from: changed.lowerBound, to: changed.upperBound)
  }
}
