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
  /// One cell of the grid.
  public struct Cell: Hashable, Sendable {
    /// The character shown; a space for an empty cell, and for the right half of a
    /// wide character.
    public var character: Character
    /// 1 for a narrow character, 2 for the left half of a wide one, 0 for the right
    /// half (the continuation) of a wide one.
    public var width: Int
    /// How the cell looks.
    public var style: Style

    /// Creates a cell.
    public init(character: Character, width: Int, style: Style) {
      self.character = character
      self.width = width
      self.style = style
    }

    /// An empty (space) cell with a style.
    public static func blank(_ style: Style = .plain) -> Cell {
      Cell(character: " ", width: 1, style: style)
    }

    /// The continuation cell to the right of a wide character.
    static func continuation(_ style: Style) -> Cell {
      Cell(character: " ", width: 0, style: style)
    }
  }

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
  public internal(set) var cells: [Cell]

  /// Creates a canvas of blank cells.
  ///
  /// A size whose cell count exceeds ``maximumCellCount`` is clamped: the columns
  /// first to ``maximumCellCount``, then the lines to what still fits. Negative sizes
  /// are already zero (``Size`` clamps them).
  ///
  /// - Parameters:
  ///   - size: the size of the grid.
  ///   - style: the style of the blank cells.
  ///   - widthMode: how text written into the canvas is measured.
  /// - Complexity: O(columns × lines).
  public init(size: Size, style: Style = .plain, widthMode: WidthMode = .graphemeClusters) {
    self.widthMode = widthMode
    let columns = min(size.columns, Self.maximumCellCount)
    let lines = columns == 0 ? size.lines : min(size.lines, Self.maximumCellCount / columns)
    self.size = Size(columns: columns, lines: lines)
    self.cells = Array(repeating: .blank(style), count: columns * lines)
  }

  /// The whole canvas as a rectangle at (0, 0).
  public var bounds: Rect { Rect(origin: .zero, size: size) }

  /// The cell at a column and a line.
  ///
  /// - Precondition: the point lies inside ``bounds``; use ``cell(column:line:)`` for
  ///   a lookup that cannot trap.
  public subscript(column: Int, line: Int) -> Cell {
    cells[line * size.columns + column]
  }

  /// The cell at a column and a line, or `nil` outside the canvas.
  public func cell(column: Int, line: Int) -> Cell? {
    guard column >= 0, column < size.columns, line >= 0, line < size.lines else { return nil }
    return cells[line * size.columns + column]
  }

  /// The cells of one line, or an empty slice outside the canvas.
  ///
  /// - Complexity: O(1).
  public func cells(line: Int) -> ArraySlice<Cell> {
    guard line >= 0, line < size.lines else { return [] }
    return cells[line * size.columns..<(line + 1) * size.columns]
  }
}
