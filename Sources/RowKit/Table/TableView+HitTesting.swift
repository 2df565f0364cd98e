/// What is under a point of the viewport: a row, and the control of it, if any.
public struct HitTestResult: Hashable, Sendable {
  /// The row's id.
  public var row: RowID
  /// The row's index path.
  public var indexPath: IndexPath
  /// The control under the point, or `nil` for the row outside any control.
  public var control: ControlID?
  /// The point relative to the row content's top-left corner (negative in the gutter).
  public var localPoint: Point
}

extension TableView {
  /// The index path of the row at a point of the viewport (0-based column and line).
  ///
  /// This is the seed tutorials' "convert the tap point to table coordinates and ask
  /// for the index path", done by the table.
  public func indexPath(at point: Point) -> IndexPath? {
    hitTest(point)?.indexPath
  }

  /// The index path of the row covering a line of the content (table coordinates,
  /// independent of scrolling).
  ///
  /// - Complexity: O(log n).
  public func indexPath(atContentLine line: Int) -> IndexPath? {
    tree.flatIndex(containingLine: line).map { indexPath(forFlatIndex: $0) }
  }

  /// The row and control under a point of the viewport, or `nil` outside every row.
  ///
  /// - Complexity: O(v) for v visible rows, plus the content view's hit test.
  public func hitTest(_ point: Point) -> HitTestResult? {
    layoutIfNeeded()
    guard Rect(origin: .zero, size: viewport).contains(point) else { return nil }
    for visible in visibleRows {
      let frame = rowFrame(visible)
      guard frame.contains(point) else { continue }
      let content = chrome.contentFrame(in: frame)
      let local = Point(
        column: point.column - content.minColumn, line: point.line - content.minLine)
      var control: ControlID?
      if content.contains(point), let cell = cells[visible.id] {
        control = cell.slot.control(at: local, width: content.width)
      }
      return HitTestResult(
        row: visible.id, indexPath: indexPath(forFlatIndex: visible.index), control: control,
        localPoint: local)
    }
    return nil
  }
}
