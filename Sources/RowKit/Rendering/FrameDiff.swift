/// One run of ``FrameDiffWriter``: compares two frames of one size and writes the
/// changed characters. The old frame is lent to each run (``run(changedSince:old:)``),
/// not kept: the writer keeps it, never copied.
struct FrameDiff {
  typealias Position = FrameDiffWriter.Position

  var buffer = OutputBuffer()
  var cursor: Position?
  var pen = Style.plain
  /// Whether the character a terminal draws next may be drawn wider than its cell
  /// because of the characters written before it: the last one written was wide, or
  /// was not ASCII while this held. A terminal that starts each cluster of a run of
  /// text other than ASCII from the width of the cluster before
  /// (``WidthQuirks/widthCarriesOver``, Contour) draws a narrow character that comes
  /// after a wide one in two columns; ASCII ends the run. Writing such a character,
  /// the cursor's place is not certain, and it is never rewritten to move. Moves are
  /// not taken to end the run.
  var widthMayCarry = false
  /// Whether the old frame takes the changed cells of each line once the line is
  /// written, so that it ends as the new frame (the writer's own copy: no list of
  /// changes kept).
  var updatesOld = false

  init() {
    // Room for a few changed cells and their moves at once (not grown from empty).
    buffer.reserveCapacity(64)
  }

  /// Writes the changes from `old` of the lines whose version in the new frame is not
  /// the one in `versions` (the versions of its canvas's lines a frame saw before), of
  /// all lines when `nil`. Of such a line, only the columns the canvas changed since
  /// that version are compared, when it knows them
  /// (``TextCanvas/changedColumns(ofLine:since:)``).
  mutating func run(
    changedSince versions: [UInt64]? = nil, next: TextCanvas, old: inout TextCanvas
  ) {
    let columns = next.size.columns
    if let versions {
      var from = 0
      while let line = Self.firstDifference(from: from, next.lineVersions, versions) {
        let changed =
          next.changedColumns(ofLine: line, since: versions[line]) ?? 0..<columns
        if !changed.isEmpty { run(line: line, within: changed, next: next, old: &old) }
        from = line + 1
      }
    } else {
      for line in 0..<next.size.lines {
        run(line: line, within: 0..<columns, next: next, old: &old)
      }
    }
    setPen(.plain)
  }

  /// The first index from `start` at which `a` and `b` differ, among the indices both
  /// have; `nil` when none does. Read in place, a pass over the two arrays.
  static func firstDifference(from start: Int, _ a: [UInt64], _ b: [UInt64]) -> Int? {
    a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in
        var index = max(start, 0)
        let end = min(a.count, b.count)
        while index < end {
          if a[index] != b[index] { return index }
          index += 1
        }
        return nil
      }
    }
  }

  /// Writes the changes of one line from `old`, whose cells outside `within` are the same
  /// in both frames.
  ///
  /// The line's columns `within` are compared once, cell by cell in place, for the
  /// first and last changed cells and their number; the writing starts at the first
  /// changed cell (at the head of its character), ends at the last, and compares again
  /// only the cells between.
  /// Where the line's trailing blanks start is looked for only while enough changes
  /// remain to erase them, and only when the last changed cell is blank. An unchanged
  /// line costs that one pass.
  private mutating func run(
    line: Int, within: Range<Int>, next: TextCanvas, old: inout TextCanvas
  ) {
    let columns = next.size.columns
    guard columns > 0 else { return }
    let changed: Range<Int>?
    do {
      // Held in locals: the loops read them through pointers while the diff writes.
      let nextCells = next.cells
      let oldCells = old.cells
      changed = nextCells.withUnsafeBufferPointer { next in
        oldCells.withUnsafeBufferPointer { old in
          TextCanvas.printableASCII.withUnsafeBufferPointer { table in
            run(line: line, columns: columns, within: within, next: next, old: old, table: table)
          }
        }
      }
    }
    // The locals are gone: `old` alone holds its cells, which are changed in place.
    if updatesOld, let changed { old.copyCells(ofLine: line, columns: changed, from: next) }
  }

  /// ``run(line:within:old:)`` over the cells of the two frames; the columns from the line's
  /// first changed cell to its last, `nil` when none changed. A cell whose character is
  /// one of `table`'s (``TextCanvas/printableASCII``) is written from its byte, read in
  /// place (``CanvasCell/printableASCIIByte(at:table:)``).
  private mutating func run(
    line: Int, columns: Int, within: Range<Int>, next: UnsafeBufferPointer<CanvasCell>,
    old: UnsafeBufferPointer<CanvasCell>, table: UnsafeBufferPointer<Character>
  ) -> Range<Int>? {
    let base = line * columns
    let range = within.clamped(to: 0..<columns)
    var first = -1
    var last = -1
    var changed = 0
    // The changed columns of a range of at most 64, a bit each from its first column:
    // the writing below reads them instead of comparing the cells again. Outside
    // `range` the cells are the same.
    let masked = range.count <= 64
    var mask: UInt64 = 0
    if let nextStart = next.baseAddress, let oldStart = old.baseAddress {
      var column = range.lowerBound
      while column < range.upperBound {
        // Equal bytes first, in a loop of its own: most cells of a line compared are.
        column = Self.firstOtherBytes(
          nextStart + base, oldStart + base, from: column, to: range.upperBound)
        guard column < range.upperBound else { break }
        if !FrameDiff.same(next, old, base + column) {
          if first < 0 { first = column }
          last = column
          changed += 1
          if masked { mask |= 1 &<< UInt64(truncatingIfNeeded: column &- range.lowerBound) }
        }
        column += 1
      }
    }
    guard first >= 0, let cells = next.baseAddress else { return nil }
    var column = first
    if column > 0, next[base + column].width == 0 { column -= 1 }
    // The changed cells from `column` on.
    var remaining = changed
    var blankFrom: Int?
    while column <= last {
      let width = next[base + column].width
      let span = max(width, 1)
      var touched = 0
      for offset in column..<min(columns, column + span) {
        if masked {
          let bit = offset &- range.lowerBound
          if bit >= 0 && bit < 64 && mask & (1 &<< UInt64(truncatingIfNeeded: bit)) != 0 {
            touched += 1
          }
        } else if !FrameDiff.same(next, old, base + offset) {
          touched += 1
        }
      }
      guard width != 0, touched > 0 else {
        remaining -= touched
        column += span
        continue
      }
      if remaining >= 3 {
        let blanks: Int
        if let blankFrom {
          blanks = blankFrom
        } else if let byte = CanvasCell.printableASCIIByte(
          at: UnsafeRawPointer(cells + base + last), table: table), byte != 0x20
        {
          // The last changed cell is printable ASCII other than a space: no blank.
          blanks = columns
        } else {
          blanks = Self.firstOfTrailingBlanks(
            in: next, base: base, columns: columns, lastChanged: last)
        }
        blankFrom = blanks
        if column >= blanks {
          // The rest of the line is plain spaces: erase it in one sequence.
          moveCursor(to: Position(column: column, line: line), cells: next, columns: columns)
          setPen(.plain)
          buffer.append("\u{1B}[K")
          return first..<last + 1
        }
      }
      // Most characters follow the one written before, in its style: no call then.
      let target = Position(column: column, line: line)
      if cursor != target { moveCursor(to: target, cells: next, columns: columns) }
      if !Self.sameStyle(next[base + column].style, pen) { setPen(next[base + column].style) }
      let after = column + span
      if let byte = CanvasCell.printableASCIIByte(
        at: UnsafeRawPointer(cells + base + column), table: table)
      {
        // What the lines below make of a printable ASCII character: its byte; no width
        // carries on past it; the cursor is certain after it.
        buffer.append(byte)
        widthMayCarry = false
        cursor = after < columns ? Position(column: after, line: line) : nil
        remaining -= touched
        column = after
        continue
      }
      let character = next[base + column].character
      buffer.appendGlyph(character)
      let isASCII = character.utf8.count == 1
      let drawnWider = widthMayCarry && span == 1 && !isASCII
      widthMayCarry = !isASCII && (span == 2 || widthMayCarry)
      // After a character that terminals of the two families advance differently,
      // that may join its neighbour, or that a terminal may draw wider after the
      // characters before it, the cursor's place is not certain: the next move is
      // absolute.
      let certain =
        after < columns && !drawnWider && (isASCII || !Self.isModeSensitive(character))
      cursor = certain ? Position(column: after, line: line) : nil
      remaining -= touched
      column = after
    }
    return first..<last + 1
  }

  /// The first column from `start`, before `end`, whose cells in two lines (from
  /// `next` and `old`) have other bytes (``CanvasCell/sameBytes(_:_:)``); `end` when
  /// none has.
  static func firstOtherBytes(
    _ next: UnsafePointer<CanvasCell>, _ old: UnsafePointer<CanvasCell>, from start: Int,
    to end: Int
  ) -> Int {
    var column = start
    while column < end,
      CanvasCell.sameBytes(UnsafeRawPointer(next + column), UnsafeRawPointer(old + column))
    {
      column += 1
    }
    return column
  }

  /// Whether the cells at `index` of two grids are equal, read in place (no copy of
  /// either cell, so no retain of its character): their bytes first
  /// (``CanvasCell/sameBytes(_:_:)``), their fields only when the bytes differ.
  @inline(__always)
  static func same(
    _ a: UnsafeBufferPointer<CanvasCell>, _ b: UnsafeBufferPointer<CanvasCell>, _ index: Int
  ) -> Bool {
    same(a, b, index, index)
  }

  /// Whether cell `index` of `a` equals cell `other` of `b` (``same(_:_:_:)``).
  @inline(__always)
  static func same(
    _ a: UnsafeBufferPointer<CanvasCell>, _ b: UnsafeBufferPointer<CanvasCell>, _ other: Int,
    _ index: Int
  ) -> Bool {
    if let left = a.baseAddress, let right = b.baseAddress,
      CanvasCell.sameBytes(UnsafeRawPointer(left + index), UnsafeRawPointer(right + other))
    {
      return true
    }
    return a[index].width == b[other].width && a[index].style == b[other].style
      && a[index].character == b[other].character
  }

  /// Whether two styles are equal: their bytes first (equal bytes are equal styles),
  /// their fields only when the bytes differ (a colour's unused bytes may).
  @inline(__always)
  static func sameStyle(_ a: Style, _ b: Style) -> Bool {
    let sameBytes = withUnsafeBytes(of: a) { a in
      withUnsafeBytes(of: b) { b in
        guard let a = a.baseAddress, let b = b.baseAddress else { return true }
        return RawBytes.same(a, b, count: MemoryLayout<Style>.size)
      }
    }
    return sameBytes || a == b
  }

  /// The column from which the line starting at `base` of `cells` (`columns` wide)
  /// holds only plain spaces, or the line's width when that column is past
  /// `lastChanged` (the last changed column: no changed cell is among the trailing
  /// spaces then, so they are not looked for).
  static func firstOfTrailingBlanks(
    in cells: UnsafeBufferPointer<CanvasCell>, base: Int, columns: Int, lastChanged: Int
  ) -> Int {
    var blank = CanvasCell.blank(.plain)
    return withUnsafePointer(to: &blank) { blank in
      let blank = UnsafeBufferPointer(start: blank, count: 1)
      guard FrameDiff.same(cells, blank, 0, base + lastChanged) else { return columns }
      var end = columns
      while end > 0, FrameDiff.same(cells, blank, 0, base + end - 1) { end -= 1 }
      return end
    }
  }

  mutating func setPen(_ style: Style) {
    SGR.append(from: pen, to: style, into: &buffer)
    pen = style
  }

  /// Moves the cursor to `target` with the fewest bytes among the moves it knows.
  ///
  /// The candidates are weighed by their lengths, counted without building them
  /// (``MoveChoice``), and only the chosen one is written, straight into the buffer (no
  /// bytes are made per call). `cells` are the new frame's, `columns` a line.
  mutating func moveCursor(
    to target: Position, cells: UnsafeBufferPointer<CanvasCell>, columns: Int
  ) {
    defer { cursor = target }
    guard let from = cursor else {
      appendAbsoluteMove(to: target)
      return
    }
    if from == target { return }
    let choice = TextCanvas.printableASCII.withUnsafeBufferPointer { table in
      MoveChoice(
        cells: cells, table: table, columns: columns, pen: pen, widthMayCarry: widthMayCarry
      ).best(from: from, to: target)
    }
    guard let best = choice else {
      appendAbsoluteMove(to: target)
      return
    }
    append(best.vertical)
    append(best.horizontal, to: target, cells: cells, columns: columns)
  }

  /// A relative move: across lines, then along the target's line; its length in bytes.
  struct Move {
    var vertical: Vertical
    var horizontal: Horizontal
    var count: Int
  }

  /// A move across lines.
  enum Vertical {
    /// None: the cursor is on the target's line.
    case none
    /// `ESC [` n `B`.
    case down(Int)
    /// `ESC [` n `A`.
    case up(Int)
    /// CR and n LFs: to the start of the line n down.
    case feeds(Int)

    /// Its length in bytes.
    @inline(__always)
    var count: Int {
      switch self {
      case .none: return 0
      case .down(let lines), .up(let lines): return FrameDiff.sequenceCount(lines)
      case .feeds(let lines): return 1 + lines
      }
    }

    /// The column the cursor is in after it, from `column`.
    func column(from column: Int) -> Int {
      if case .feeds = self { return 0 }
      return column
    }
  }

  /// A move along one line.
  enum Horizontal {
    /// None: the cursor is in the target's column.
    case none
    /// CR: to the first column.
    case carriageReturn
    /// `ESC [` n `C`.
    case forward(Int)
    /// `ESC [` n `D`.
    case back(Int)
    /// CR, then `ESC [` n `C`.
    case fromStart(Int)
    /// The unchanged cells from `column` to the target written again (`count` bytes).
    case rewrite(column: Int, count: Int)

    /// Its length in bytes.
    @inline(__always)
    var count: Int {
      switch self {
      case .none: return 0
      case .carriageReturn: return 1
      case .forward(let columns), .back(let columns): return FrameDiff.sequenceCount(columns)
      case .fromStart(let columns): return 1 + FrameDiff.sequenceCount(columns)
      case .rewrite(_, let count): return count
      }
    }
  }

  /// Writes a move across lines.
  @inline(__always)
  mutating func append(_ vertical: Vertical) {
    switch vertical {
    case .none: break
    case .down(let lines): appendSequence(lines, 0x42)
    case .up(let lines): appendSequence(lines, 0x41)
    case .feeds(let lines):
      buffer.append(0x0D)
      for _ in 0..<lines { buffer.append(0x0A) }
    }
  }

  /// Writes a move along the target's line, in a frame of `cells`, `columns` a line.
  @inline(__always)
  mutating func append(
    _ horizontal: Horizontal, to target: Position, cells: UnsafeBufferPointer<CanvasCell>,
    columns: Int
  ) {
    switch horizontal {
    case .none: break
    case .carriageReturn: buffer.append(0x0D)
    case .forward(let columns): appendSequence(columns, 0x43)
    case .back(let columns): appendSequence(columns, 0x44)
    case .fromStart(let columns):
      buffer.append(0x0D)
      appendSequence(columns, 0x43)
    case .rewrite(let column, _):
      // Narrow cells, the first of them ASCII where a width may carry: none carries on.
      let base = target.line * columns
      TextCanvas.printableASCII.withUnsafeBufferPointer { table in
        guard let start = cells.baseAddress else { return }
        for index in base + column..<base + target.column {
          if let byte = CanvasCell.printableASCIIByte(
            at: UnsafeRawPointer(start + index), table: table)
          {
            buffer.append(byte)
          } else {
            buffer.appendGlyph(cells[index].character)
          }
        }
      }
      widthMayCarry = false
    }
  }

  /// Whether a terminal may move its cursor by other than the cell's width after
  /// drawing `character`: its width differs between the two ``WidthMode`` families or
  /// between plausible ``TerminalProfile``s (a character made wide after the oldest
  /// profile's Unicode version, such as U+2630 or U+1FAE8), or it holds a scalar that
  /// can join a neighbouring cell into one cluster (a mark, a joiner, a selector, a
  /// skin tone, a regional indicator, a Hangul jamo, a Prepend character), which every
  /// quirk of the profiles is about.
  ///
  /// - Complexity: O(1) for ASCII; O(*k*) for a character of *k* scalars.
  static func isModeSensitive(_ character: Character) -> Bool {
    // A character of several scalars always holds one that may join; a single scalar
    // is sensitive when its widths differ. Two lookups a scalar.
    character.utf8.count > 1
      && character.unicodeScalars.contains { ScalarHistory.mayDifferBetweenTerminals($0.value) }
  }

  /// `ESC [` n final, with n left out when it is 1.
  mutating func appendSequence(_ count: Int, _ final: UInt8) {
    buffer.append(0x1B)
    buffer.append(0x5B)
    if count != 1 { buffer.appendDecimal(count) }
    buffer.append(final)
  }

  /// The length of `ESC [` n final.
  static func sequenceCount(_ count: Int) -> Int {
    3 + (count == 1 ? 0 : decimalCount(count))
  }

  /// `ESC [ line ; column H`, shortened where the terminal's defaults allow.
  mutating func appendAbsoluteMove(to target: Position) {
    buffer.append(0x1B)
    buffer.append(0x5B)
    if target.line != 0 || target.column != 0 { buffer.appendDecimal(target.line + 1) }
    if target.column != 0 {
      buffer.append(0x3B)
      buffer.appendDecimal(target.column + 1)
    }
    buffer.append(0x48)
  }

  /// The length of ``appendAbsoluteMove(to:)``'s bytes.
  @inline(__always)
  static func absoluteMoveCount(to target: Position) -> Int {
    var count = 3
    if target.line != 0 || target.column != 0 { count += decimalCount(target.line + 1) }
    if target.column != 0 { count += 1 + decimalCount(target.column + 1) }
    return count
  }

  /// The number of decimal digits of a non-negative number.
  static func decimalCount(_ value: Int) -> Int {
    var digits = 1
    var rest = value
    while rest >= 10 {
      rest /= 10
      digits += 1
    }
    return digits
  }
}
