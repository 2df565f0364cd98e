/// What a row is laid out for: the width its content gets and how the terminal
/// counts display widths. Measuring (``RowKind/height(of:in:)``,
/// ``RowContentView/height(in:)``) and hit testing (``RowContentView/control(at:in:)``)
/// take it; drawing gets the same width as its frame and the same mode as its canvas.
///
/// ```swift
/// let lines = kind.height(of: content, in: LayoutContext(width: 40))
/// ```
public struct LayoutContext: Hashable, Sendable {
  /// The columns the content gets (the row's width less the cell's chrome); never
  /// negative.
  public var width: Int
  /// How display widths are counted (the table's ``TableView/widthMode``).
  public var widthMode: WidthMode

  /// Creates a layout context; a negative width counts as 0.
  public init(width: Int, widthMode: WidthMode = .graphemeClusters) {
    self.width = max(0, width)
    self.widthMode = widthMode
  }
}
