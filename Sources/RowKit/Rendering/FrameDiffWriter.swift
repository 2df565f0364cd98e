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
/// `ESC [K` (erase to the end of the line), `ESC [2J` (clear the screen), and the
/// SGR sequences ``SGR`` lists. Every frame that wrote a style ends with `ESC [0m`.
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
  }

  /// The bytes that turn the previous frame into `canvas`, remembering `canvas` as
  /// the new previous frame.
  ///
  /// An identical frame gives no bytes at all.
  ///
  /// - Complexity: O(columns × lines) to compare the frames, plus the bytes written.
  public mutating func frame(_ canvas: TextCanvas) -> [UInt8] {
    let next = colors ? canvas : canvas.withoutStyles
    var diff = FrameDiff(next: next)
    if let previous, previous.size == next.size, previous.widthMode == next.widthMode {
      diff.old = previous
      diff.cursor = cursor
    } else {
      diff.old = TextCanvas(size: next.size, widthMode: next.widthMode)
      diff.buffer.append("\u{1B}[0m\u{1B}[H\u{1B}[2J")
      diff.cursor = Position(column: 0, line: 0)
    }
    diff.run()
    previous = next
    cursor = diff.cursor
    return diff.buffer.bytes
  }
}

extension TextCanvas {
  /// The canvas with every cell in the plain style.
  var withoutStyles: TextCanvas {
    var copy = self
    for index in copy.cells.indices { copy.cells[index].style = .plain }
    return copy
  }
}
