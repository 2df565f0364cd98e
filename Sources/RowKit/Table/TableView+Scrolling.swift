/// Where a row should end up when the table scrolls to it.
public enum ScrollPosition: Hashable, Sendable {
  /// The row's top at the viewport's top.
  case top
  /// The row's bottom at the viewport's bottom (its top, if it is taller).
  case bottom
  /// As little scrolling as makes the row visible; none if it already is.
  case nearest
}

extension TableView {
  /// Scrolls by a number of lines (negative scrolls up), clamped to the content.
  public func scroll(by lines: Int) {
    scroll(toOffset: contentOffset + lines)
  }

  /// Scrolls so that `offset` is the first line shown, clamped to the content.
  public func scroll(toOffset offset: Int) {
    let old = contentOffset
    contentOffset = offset
    clampOffset()
    if contentOffset != old { needsLayout = true }
  }

  /// Scrolls a row into view.
  ///
  /// - Throws: ``TableError/unknownRowID(_:)``.
  /// - Complexity: O(log n).
  public func scroll(to id: RowID, position: ScrollPosition = .nearest) throws(TableError) {
    let (top, height) = try contentFrame(of: id)
    let bottomAligned = top + height - viewport.lines
    switch position {
    case .top:
      scroll(toOffset: top)
    case .bottom:
      scroll(toOffset: height > viewport.lines ? top : bottomAligned)
    case .nearest:
      if top < contentOffset || height > viewport.lines {
        scroll(toOffset: top)
      } else if top + height > contentOffset + viewport.lines {
        scroll(toOffset: bottomAligned)
      }
    }
  }
}
