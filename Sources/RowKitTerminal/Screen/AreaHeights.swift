import RowKit

/// The header's and the footer's heights at the screen's width, as last measured: the
/// runtime measures a view again only when it, the width or the width mode changed.
struct AreaHeights {
  /// The header last measured.
  private var header = Node.empty
  /// The footer last measured.
  private var footer = Node.empty
  /// The width and the mode they were measured at, or `nil` before the first measure.
  private var measure: (width: Int, mode: WidthMode)?
  /// Their heights.
  private var heights = (header: 0, footer: 0)

  /// The heights of `header` and `footer` at `width` columns in `mode`
  /// (``/RowKit/Node/height(forWidth:mode:)``): a view measured last at the same width
  /// and mode is not measured again.
  mutating func heights(header: Node, footer: Node, width: Int, mode: WidthMode)
    -> (header: Int, footer: Int)
  {
    let kept = measure?.width == width && measure?.mode == mode
    if !kept || header != self.header {
      self.header = header
      heights.header = header.height(forWidth: width, mode: mode)
    }
    if !kept || footer != self.footer {
      self.footer = footer
      heights.footer = footer.height(forWidth: width, mode: mode)
    }
    measure = (width, mode)
    return heights
  }
}
