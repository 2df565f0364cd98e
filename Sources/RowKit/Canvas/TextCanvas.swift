/// A grid of text cells that content views draw into and renderers write out.
///
/// Every cell holds one `Character` (a grapheme cluster), its display width and a
/// ``Style``. A wide character (two columns) occupies its cell (the *head*, width 2)
/// and a *continuation* cell to its right (width 0). Writing clips to the canvas and
/// to a clip rectangle; a wide character that does not fit at an edge becomes a space;
/// overwriting either half of a wide character clears the other half, which keeps its
/// own style (so its background).
///
/// Text written into a canvas is sanitised first (see ``Sanitizer``): control
/// characters and escape sequences from row text can never reach a terminal.
///
/// A canvas measures in its ``widthMode``, the way the terminal it is drawn for
/// advances the cursor. In ``WidthMode/perCodePoint`` a cluster is stored as one cell
/// per scalar that advances the cursor, each holding that scalar and the zero-width
/// scalars after it (U+1F44D U+1F3FD becomes two cells of two columns), so that what
/// the canvas holds is what such a terminal shows, column for column.
///
/// Invariants, whatever is written: every line is exactly `size.columns` columns wide
/// (the sum of the cell widths); every head is followed by a continuation and every
/// continuation follows a head.
///
/// ```swift
/// var canvas = TextCanvas(size: Size(columns: 6, lines: 1))
/// canvas.write("a中b", at: .zero)
/// TextRenderer.plain.render(canvas)  // "a中b\n"
/// ```
public struct TextCanvas: Hashable, Sendable {
  /// One cell of the grid (``CanvasCell``).
  @available(*, deprecated, renamed: "CanvasCell")
  public typealias Cell = CanvasCell

  /// The most cells a canvas holds (1,048,576, for example 10,000 columns by 104
  /// lines); larger sizes are clamped. A program that draws a screen of a size it is
  /// given checks it against this first (the samples refuse a larger screen with a
  /// usage error), so that no frame is silently cut.
  public static let maximumCellCount = 1 << 20

  /// The most Unicode scalars one cell keeps of its cluster (32): a cluster with more
  /// (a letter followed by a million combining marks) keeps its first 32, so a cell
  /// stays small whatever the text. No script needs more than a handful.
  public static let maximumScalarsPerCell = 32

  /// The size of the grid.
  public let size: Size
  /// How text written into the canvas is measured and split into cells.
  public let widthMode: WidthMode
  /// The cells, line by line.
  public internal(set) var cells: [CanvasCell]
  /// Per line, the canvas's write count when the line was last written to: what
  /// changed since a moment is the lines whose version moved (``FrameDiffWriter``
  /// compares only those; a table redraws only its rows whose lines someone else
  /// wrote to).
  private(set) var lineVersions: [UInt64]
  /// Per line, the columns changed since the line's version at its first write after
  /// the last ``markFrame()`` (``ChangedColumns``); written by the canvas's writes alone.
  var changes: [ChangedColumns]
  /// The clock at the last ``markFrame()``: a line not written to since starts its
  /// changed columns afresh at its next write; one written to since adds to them.
  private var frameStart: UInt64 = 0
  /// The number of writes so far.
  private var clock: UInt64 = 0
  /// This canvas apart from its copies: a copy that is written to gets an identity of
  /// its own, so versions recorded of one canvas never describe another.
  private(set) var identity = CanvasIdentity()
  /// Where the terminal's cursor should show, or `nil` to hide it: a focused text
  /// field's content view sets it to its insertion point while it draws.
  /// ``FrameDiffWriter`` moves the terminal's cursor there and shows it, and hides it
  /// again once the frame has none; a ``TableView`` keeps the cursor of a row it does
  /// not need to draw again. A point outside the canvas counts as `nil`.
  public var cursor: Point?

  /// Creates a canvas of blank cells.
  ///
  /// A size whose cell count exceeds ``maximumCellCount`` is clamped: the columns
  /// first to ``maximumCellCount``, then the lines to what still fits (a canvas of no
  /// columns keeps at most ``maximumCellCount`` lines). Negative sizes are already zero
  /// (``Size`` clamps them).
  ///
  /// - Parameters:
  ///   - size: the size of the grid.
  ///   - style: the style of the blank cells.
  ///   - widthMode: how text written into the canvas is measured.
  /// - Complexity: O(columns × lines).
  public init(size: Size, style: Style = .plain, widthMode: WidthMode = .graphemeClusters) {
    self.widthMode = widthMode
    self.size = Self.clampedSize(size)
    self.cells = Array(repeating: .blank(style), count: self.size.columns * self.size.lines)
    self.lineVersions = Array(repeating: 0, count: self.size.lines)
    self.changes = Array(repeating: .none(since: 0), count: self.size.lines)
  }

  /// The size a canvas made for `size` has (``init(size:style:widthMode:)``).
  static func clampedSize(_ size: Size) -> Size {
    let columns = min(max(0, size.columns), maximumCellCount)
    return Size(
      columns: columns, lines: min(max(0, size.lines), maximumCellCount / max(1, columns)))
  }

  /// The whole canvas as a rectangle at (0, 0).
  public var bounds: Rect { Rect(origin: .zero, size: size) }

  /// The cell at a column and a line.
  ///
  /// - Precondition: the point lies inside ``bounds``; use ``cell(column:line:)`` for
  ///   a lookup that cannot trap.
  public subscript(column: Int, line: Int) -> CanvasCell {
    cells[line * size.columns + column]
  }

  /// The cell at a column and a line, or `nil` outside the canvas.
  public func cell(column: Int, line: Int) -> CanvasCell? {
    guard column >= 0, column < size.columns, line >= 0, line < size.lines else { return nil }
    return cells[line * size.columns + column]
  }

  /// The cells of one line, or an empty slice outside the canvas.
  ///
  /// - Complexity: O(1).
  public func cells(line: Int) -> ArraySlice<CanvasCell> {
    guard line >= 0, line < size.lines else { return [] }
    return cells[line * size.columns..<(line + 1) * size.columns]
  }
}

extension TextCanvas {
  /// Equal when the sizes, width modes, cursors and cells are: versions and
  /// identities are bookkeeping, not content.
  public static func == (lhs: TextCanvas, rhs: TextCanvas) -> Bool {
    lhs.size == rhs.size && lhs.widthMode == rhs.widthMode && lhs.cursor == rhs.cursor
      && lhs.cells == rhs.cells
  }

  /// Hashes the size, the width mode, the cursor and the cells.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(size)
    hasher.combine(widthMode)
    hasher.combine(cursor)
    hasher.combine(cells)
  }

  /// Notes that lines are about to be written to: each gets the next version, and a
  /// canvas whose storage a copy shares takes an identity of its own first. A line not
  /// written to since the last ``markFrame()`` starts its changed columns afresh, from
  /// the version it had.
  mutating func willWrite(lines: Range<Int>) {
    guard !lines.isEmpty else { return }
    if !isKnownUniquelyReferenced(&identity) { identity = CanvasIdentity() }
    clock &+= 1
    for line in lines {
      if lineVersions[line] <= frameStart { changes[line] = .none(since: lineVersions[line]) }
      lineVersions[line] = clock
    }
  }

  /// Notes that the cells of `line` from `lower` to `upper` (not included) changed: a
  /// line ``willWrite(lines:)`` was told of.
  @inline(__always)
  mutating func noteChanged(line: Int, from lower: Int, to upper: Int) {
    changes[line].include(lower, upper)
  }

  /// Starts a frame: the lines written to from now on start their changed columns
  /// afresh, from the versions they have now, the versions a reader of the last frame
  /// saw. A table calls it as it begins to draw.
  mutating func markFrame() {
    frameStart = clock
  }

  /// The only columns of `line` that can differ from the line at `version` (a version
  /// it had): `nil` when the canvas does not know them (the whole line can).
  ///
  /// - Complexity: O(1).
  func changedColumns(ofLine line: Int, since version: UInt64) -> Range<Int>? {
    guard changes.indices.contains(line), changes[line].since == version else { return nil }
    return changes[line].columns
  }

  /// A number that changes whenever a line is written to (0 for a line never written
  /// to, or outside the canvas): a program that keeps a canvas from frame to frame
  /// can tell which lines it drew over since a moment, as ``FrameDiffWriter`` does.
  ///
  /// - Complexity: O(1).
  public func version(ofLine line: Int) -> UInt64 {
    lineVersions.indices.contains(line) ? lineVersions[line] : 0
  }

  /// Whether `lines` (lines of the canvas) have `versions`, in order: what comparing
  /// their ``version(ofLine:)`` one by one says, in one pass over the two arrays.
  func hasVersions(_ versions: [UInt64], ofLines lines: Range<Int>) -> Bool {
    guard lines.count == versions.count, lines.upperBound <= lineVersions.count else {
      return false
    }
    return lineVersions.withUnsafeBufferPointer { mine in
      versions.withUnsafeBufferPointer { theirs in
        for offset in 0..<theirs.count where mine[lines.lowerBound + offset] != theirs[offset] {
          return false
        }
        return true
      }
    }
  }

  /// Sets `versions` to the versions of `lines` (lines of the canvas), in place when it
  /// has as many elements (no array made, none shared with the canvas).
  func copyVersions(ofLines lines: Range<Int>, into versions: inout [UInt64]) {
    guard lines.lowerBound >= 0, lines.upperBound <= lineVersions.count else {
      versions = lines.map { version(ofLine: $0) }
      return
    }
    guard versions.count == lines.count else {
      versions = lineVersions[lines].map { $0 }
      return
    }
    versions.withUnsafeMutableBufferPointer { target in
      lineVersions.withUnsafeBufferPointer { source in
        guard let to = target.baseAddress, let from = source.baseAddress else { return }
        to.update(from: from + lines.lowerBound, count: lines.count)
      }
    }
  }

  /// A copy with storage of its own (not shared with this canvas), for a reader that
  /// keeps it and must not make the writer's next write copy the whole grid.
  func detachedCopy() -> TextCanvas {
    var copy = self
    copy.identity = CanvasIdentity()
    copy.cells = Array(cells)
    copy.cells.reserveCapacity(cells.count + 1)
    copy.lineVersions = Array(lineVersions)
    copy.changes = Array(changes)
    return copy
  }

  /// Copies the cells of one line's `columns` from another canvas of the same size, in
  /// place; a cell whose bytes are already the same is left as it is (no retain and
  /// release of its character).
  mutating func copyCells(ofLine line: Int, columns: Range<Int>, from other: TextCanvas) {
    let base = line * size.columns
    willWrite(lines: line..<line + 1)
    if !columns.isEmpty {
      noteChanged(line: line, from: columns.lowerBound, to: columns.upperBound)
    }
    cells.withUnsafeMutableBufferPointer { target in
      other.cells.withUnsafeBufferPointer { source in
        guard let targetBase = target.baseAddress, let sourceBase = source.baseAddress else {
          return
        }
        for index in base + columns.lowerBound..<base + columns.upperBound
        where !CanvasCell.sameBytes(
          UnsafeRawPointer(targetBase + index), UnsafeRawPointer(sourceBase + index))
        {
          target[index] = source[index]
        }
      }
    }
  }
}

/// The identity of a canvas's storage (``TextCanvas``): shared by copies until one of
/// them is written to.
final class CanvasIdentity: Sendable {}
