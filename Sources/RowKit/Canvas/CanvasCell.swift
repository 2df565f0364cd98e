/// One cell of a ``TextCanvas``: a character, its display width and its style.
///
/// A wide character (two columns) occupies its cell (the *head*, width 2) and a
/// *continuation* cell to its right (width 0).
public struct CanvasCell: Hashable, Sendable {
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
  public static func blank(_ style: Style = .plain) -> CanvasCell {
    CanvasCell(character: " ", width: 1, style: style)
  }

  /// The continuation cell to the right of a wide character.
  static func continuation(_ style: Style) -> CanvasCell {
    CanvasCell(character: " ", width: 0, style: style)
  }
}
