/// The choice of a relative cursor move for a ``FrameDiff``: what it reads of the diff,
/// lent for one choice (the new frame's cells and ``TextCanvas/printableASCII``, read
/// in place, the frame's width, the pen and ``FrameDiff/widthMayCarry``), so that the
/// diff itself is not copied to weigh its moves.
struct MoveChoice {
  typealias Position = FrameDiffWriter.Position
  typealias Move = FrameDiff.Move

  /// The new frame's cells.
  let cells: UnsafeBufferPointer<CanvasCell>
  /// ``TextCanvas/printableASCII``'s characters.
  let table: UnsafeBufferPointer<Character>
  /// The frame's width.
  let columns: Int
  /// The style the terminal writes in now.
  let pen: Style
  /// Whether the next character written may be drawn wider (``FrameDiff/widthMayCarry``).
  let widthMayCarry: Bool

  /// The shortest relative move from `from` to `target`, when one is shorter than the
  /// absolute move: across lines (down, or CR and line feeds when going down; up when
  /// going up), then along the target's line; the first of equal lengths.
  @inline(__always)
  func best(from: Position, to target: Position) -> Move? {
    let lines = target.line - from.line
    var best = Move(
      vertical: .none, horizontal: .none, count: FrameDiff.absoluteMoveCount(to: target))
    var chosen = false
    if lines == 0 {
      consider(.none, from: from, to: target, best: &best, chosen: &chosen)
    } else if lines > 0 {
      consider(.down(lines), from: from, to: target, best: &best, chosen: &chosen)
      consider(.feeds(lines), from: from, to: target, best: &best, chosen: &chosen)
    } else {
      consider(.up(-lines), from: from, to: target, best: &best, chosen: &chosen)
    }
    return chosen ? best : nil
  }

  /// Makes `best` the move across lines by `vertical`, then along the target's line,
  /// when that is shorter than `best`, setting `chosen` then.
  @inline(__always)
  func consider(
    _ vertical: FrameDiff.Vertical, from: Position, to target: Position, best: inout Move,
    chosen: inout Bool
  ) {
    let count = vertical.count
    guard count < best.count else { return }
    let horizontal = horizontalMove(
      from: vertical.column(from: from.column), to: target, sameLine: from.line == target.line)
    if count + horizontal.count < best.count {
      best = Move(vertical: vertical, horizontal: horizontal, count: count + horizontal.count)
      chosen = true
    }
  }

  /// The shortest move along one line from `column` to `target.column`.
  @inline(__always)
  func horizontalMove(from column: Int, to target: Position, sameLine: Bool)
    -> FrameDiff.Horizontal
  {
    if column == target.column { return .none }
    if target.column == 0 { return .carriageReturn }
    if target.column > column {
      let jump = FrameDiff.sequenceCount(target.column - column)
      if sameLine, let rewrite = rewriteGapCount(from: column, to: target), rewrite <= jump {
        return .rewrite(column: column, count: rewrite)
      }
      return .forward(target.column - column)
    }
    let back = FrameDiff.sequenceCount(column - target.column)
    let fromStart = 1 + FrameDiff.sequenceCount(target.column)
    return back <= fromStart ? .back(column - target.column) : .fromStart(target.column)
  }

  /// The length of the bytes of the unchanged cells between `column` and the target,
  /// when writing them again is a valid way to move: all narrow, all in the pen's
  /// style, none that a terminal may draw wider after the characters written before
  /// it (``widthMayCarry``).
  @inline(__always)
  func rewriteGapCount(from column: Int, to target: Position) -> Int? {
    guard target.column - column <= 4, let start = cells.baseAddress else { return nil }
    var count = 0
    let base = target.line * columns
    for index in base + column..<base + target.column {
      guard cells[index].width == 1, FrameDiff.sameStyle(cells[index].style, pen) else {
        return nil
      }
      // Printable ASCII, read in place: one byte, never sensitive, never drawn wider.
      if CanvasCell.printableASCIIByte(at: UnsafeRawPointer(start + index), table: table) != nil {
        count += 1
        continue
      }
      guard !FrameDiff.isModeSensitive(cells[index].character),
        !widthMayCarry || index > base + column || cells[index].character.utf8.count == 1
      else { return nil }
      count += OutputBuffer.glyphCount(cells[index].character)
    }
    return count
  }
}
