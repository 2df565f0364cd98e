/// Writes the bytes that turn the terminal's previous frame into the next one.
///
/// The writer keeps the last canvas it wrote. For each new frame it writes only the
/// characters whose cells changed, reaching them with the shortest cursor movement
/// it knows, and an ``SGR`` sequence only where the style changes. The first frame,
/// a frame of another size, and the frame after ``invalidate()`` are full repaints:
/// a reset, the cursor home, clear the screen, then every cell that is not a plain
/// space.
///
/// The bytes it writes are: printable characters, `"\r"`, `"\n"` (only after
/// `"\r"`, so the result is the same whether or not the terminal turns LF into
/// CR LF), and these sequences — `ESC [` *r* `;` *c* `H` (cursor to line *r*,
/// column *c*, 1-based; `ESC [` *r* `H` for column 1 and `ESC [H` for the corner),
/// `ESC [` *n* `A`/`B`/`C`/`D` (up, down, right, left; *n* left out when 1),
/// `ESC [K` (erase to the end of the line), `ESC [2J` (clear the screen),
/// `ESC [?25h` and `ESC [?25l` (show and hide the cursor, for a canvas's
/// ``TextCanvas/cursor``), and the SGR sequences ``SGR`` lists. Every frame that wrote a style ends with `ESC [0m`.
///
/// **Only what can differ is compared.** When a frame is the canvas the writer saw
/// last, written to since (a program that keeps one canvas and redraws into it), the
/// writer compares only the lines written to since the last frame (a canvas keeps a
/// version per line); any other canvas is compared whole. Either way the bytes are
/// the same.
///
/// It assumes that nothing else writes to the terminal between frames (it keeps
/// track of the cursor); after other output, a resize, or when in doubt, call
/// ``invalidate()``. Frames of one size only: the terminal's own wrapping and
/// scrolling are never used.
///
/// **Widths the terminal may disagree on.** After drawing a character whose width
/// differs between the two ``WidthMode``s (U+2764 U+FE0F, a skin tone, a flag, a
/// keycap, a spacing mark), or one that holds a scalar that could join its neighbour
/// into one cluster, the writer no longer trusts its idea of the cursor: the next move
/// is absolute (`ESC [` *r* `;` *c* `H`), never relative, and such characters are
/// never rewritten as a way to move. A width the terminal gets wrong then shifts at
/// most the rest of that one character's run, never the rest of the line. A frame
/// whose canvas has another ``TextCanvas/widthMode`` than the last is a full repaint.
///
/// ```swift
/// var writer = FrameDiffWriter()
/// output.write(writer.frame(firstCanvas))   // full repaint
/// output.write(writer.frame(nextCanvas))    // only the changes
/// ```
public struct FrameDiffWriter: Sendable {
  /// Whether styles are written; when `false` every cell is written plain and no SGR
  /// sequence other than the repaint's reset is emitted.
  public let colors: Bool
  /// The frame the terminal shows, as far as the writer knows; `nil` before the first
  /// frame and after ``invalidate()``.
  public private(set) var previous: TextCanvas?
  /// Where the terminal's cursor is after the last frame, if known.
  var cursor: Position?
  /// Whether the next character written may be drawn wider after the last one written
  /// (``FrameDiff/widthMayCarry``).
  var widthMayCarry = false
  /// The canvas the last frame came from (`nil` before the first frame and after
  /// ``invalidate()``): a frame from the same canvas is compared on the lines written
  /// since ``sourceVersions``.
  private var source: CanvasIdentityReference?
  /// The versions of the lines of ``source`` when the last frame came from it, kept in
  /// the writer's own array and overwritten in place frame after frame.
  private var sourceVersions: [UInt64] = []
  /// Where the terminal's cursor shows, or `nil` while it is hidden (as a session
  /// starts it).
  private var shownCursor: Position?

  /// A cursor position, zero-based.
  struct Position: Equatable {
    var column: Int
    var line: Int
  }

  /// Creates a writer that has written nothing yet.
  public init(colors: Bool = true) {
    self.colors = colors
  }

  /// Forgets the previous frame: the next frame is a full repaint.
  public mutating func invalidate() {
    previous = nil
    cursor = nil
    source = nil
    shownCursor = nil
  }

  /// The bytes that turn the previous frame into `canvas`, remembering `canvas` as
  /// the new previous frame.
  ///
  /// An identical frame gives no bytes at all.
  ///
  /// - Complexity: O(columns × the lines that can differ) to compare the frames —
  ///   every line of a new canvas, the lines written since of the canvas the last
  ///   frame came from — plus the bytes written.
  public mutating func frame(_ canvas: TextCanvas) -> [UInt8] {
    // Taken out, not copied: the writer's own canvas stays uniquely referenced, so its
    // changed cells are copied in place (see below).
    guard var screen = previous.take(), screen.size == canvas.size,
      screen.widthMode == canvas.widthMode
    else { return repaint(canvas) }
    // The versions of the canvas's lines the last frame saw, when it is the same canvas:
    // only the lines whose version moved since are compared.
    // Taken out while the diff reads them, then put back: overwritten in place after.
    let sameCanvas = source?.canvas === canvas.identity
    var seen: [UInt64]?
    if sameCanvas && sourceVersions.count == canvas.size.lines {
      seen = sourceVersions
      sourceVersions = []
    }
    // The diff is lent the writer's canvas, not a copy, and copies each changed line's
    // cells into it, from the first that differs to the last (the others are equal
    // already): it never shares the caller's storage, so the caller's next write copies
    // nothing.
    var diff = FrameDiff()
    diff.updatesOld = true
    diff.cursor = cursor
    diff.widthMayCarry = widthMayCarry
    if colors {
      diff.run(changedSince: seen, next: canvas, old: &screen)
      placeCursor(of: canvas, drawn: canvas, in: &diff)
    } else {
      var next = canvas
      next.removeStyles(changedSince: seen)
      diff.run(changedSince: seen, next: next, old: &screen)
      placeCursor(of: canvas, drawn: next, in: &diff)
    }
    if let kept = seen.take() { sourceVersions = kept }
    cursor = diff.cursor
    widthMayCarry = diff.widthMayCarry
    previous = consume screen
    noteSource(canvas, same: sameCanvas)
    return diff.buffer.bytes
  }

  /// A full repaint: reset, home, clear, then every cell that is not a plain space.
  private mutating func repaint(_ canvas: TextCanvas) -> [UInt8] {
    var next = canvas.detachedCopy()
    if !colors { next.removeStyles(changedSince: nil) }
    var diff = FrameDiff()
    var blank = TextCanvas(size: next.size, widthMode: next.widthMode)
    diff.buffer.append("\u{1B}[0m\u{1B}[H\u{1B}[2J")
    diff.cursor = Position(column: 0, line: 0)
    diff.run(next: next, old: &blank)
    placeCursor(of: canvas, drawn: next, in: &diff)
    previous = next
    cursor = diff.cursor
    widthMayCarry = diff.widthMayCarry
    noteSource(canvas, same: source?.canvas === canvas.identity)
    return diff.buffer.bytes
  }
}

extension FrameDiffWriter {
  /// Remembers `canvas` as the last frame's (already, when `same`: it is ``source``) and
  /// the versions of its lines now, in the writer's own array, overwritten in place:
  /// sharing the canvas's would make its next write copy them.
  private mutating func noteSource(_ canvas: TextCanvas, same: Bool) {
    if !same { source = CanvasIdentityReference(canvas.identity) }
    canvas.copyVersions(ofLines: 0..<canvas.size.lines, into: &sourceVersions)
  }

  /// Shows the terminal's cursor at the canvas's ``TextCanvas/cursor`` (moving it
  /// there, over the cells of `drawn`: the canvas as the diff wrote it), or hides it
  /// when the canvas has none; writes nothing when neither changed.
  mutating func placeCursor(
    of canvas: TextCanvas, drawn: TextCanvas, in diff: inout FrameDiff
  ) {
    let wanted = canvas.cursor.flatMap { point -> Position? in
      guard point.column >= 0, point.column < canvas.size.columns, point.line >= 0,
        point.line < canvas.size.lines
      else { return nil }
      return Position(column: point.column, line: point.line)
    }
    if let wanted {
      if wanted != diff.cursor || shownCursor != wanted {
        drawn.cells.withUnsafeBufferPointer {
          diff.moveCursor(to: wanted, cells: $0, columns: drawn.size.columns)
        }
      }
      if shownCursor == nil { diff.buffer.append("\u{1B}[?25h") }
    } else if shownCursor != nil {
      diff.buffer.append("\u{1B}[?25l")
    }
    shownCursor = wanted
  }
}

/// A weak reference to a canvas's identity: the writer remembers which canvas it
/// read without keeping it alive.
struct CanvasIdentityReference: @unchecked Sendable {
  weak var canvas: CanvasIdentity?

  init(_ canvas: CanvasIdentity?) { self.canvas = canvas }
}

extension TextCanvas {
  /// Puts every cell of the lines whose version is not the one in `versions` (all
  /// lines when `nil`) in the plain style.
  mutating func removeStyles(changedSince versions: [UInt64]?) {
    let columns = size.columns
    for line in 0..<size.lines where versions.map({ version(ofLine: line) != $0[line] }) ?? true {
      for index in line * columns..<(line + 1) * columns { cells[index].style = .plain }
    }
  }
}
