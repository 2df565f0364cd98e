/// A reusable container that draws chrome around one ``ContentSlot``.
///
/// A ``TableView`` takes cells from its one reuse pool for the rows in its viewport
/// (making them with its `makeCell` closure when the pool is empty) and recycles them
/// when their rows scroll out or are deleted. A cell holds no row state: the row's
/// content value is installed into its slot every time it is used.
public protocol Cell: AnyObject {
  /// The slot that shows the row's content.
  var slot: ContentSlot { get }
  /// Resets chrome state before the cell is used for another row.
  func prepareForReuse()
  /// Draws the chrome and the slot's content into the row's frame, setting every
  /// cell of the frame that lies inside `clip` (the table does not blank it first).
  func draw(
    in canvas: inout TextCanvas, frame: Rect, clip: Rect, chrome: CellChrome, state: DrawContext)
}

extension Cell {
  /// The name of a reuse pool: a table keeps one pool of cells, so a cell needs none.
  @available(*, deprecated, message: "a table keeps one pool of cells; the identifier is not used")
  public var reuseIdentifier: String { DefaultCell.defaultReuseIdentifier }
}
