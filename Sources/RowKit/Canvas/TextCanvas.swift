/// A grid of text cells that content views draw into and renderers write out.
///
/// Every cell holds one `Character` (a grapheme cluster), its display width and a
/// ``Style``. A wide character (two columns) occupies its cell and a continuation
/// cell to its right. Writing clips to the canvas and to a clip rectangle; a wide
/// character that does not fit at the right edge becomes a space; overwriting
/// either half of a wide character clears the other half.
///
/// Text written into a canvas is sanitised first (see ``Sanitizer``): control
/// characters and escape sequences from row text can never reach a terminal.
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
  }

  /// The size of the grid.
  public let size: Size
  /// The cells, line by line.
  public internal(set) var cells: [Cell]

  /// Creates a canvas of blank cells.
  public init(size: Size, style: Style = .plain) {
    self.size = size
    self.cells = Array(repeating: .blank(style), count: size.columns * size.lines)
  }

  /// The whole canvas as a rectangle at (0, 0).
  public var bounds: Rect { Rect(origin: .zero, size: size) }

  /// The cell at a column and a line.
  ///
  /// - Precondition: the point lies inside ``bounds``.
  public subscript(column: Int, line: Int) -> Cell {
    cells[line * size.columns + column]
  }
}
