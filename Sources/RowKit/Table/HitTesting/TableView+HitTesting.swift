/// What is under a point of the viewport: a row, and the control of it, if any.
public struct HitTestResult: Hashable, Sendable {
  /// The row's id.
  public var row: RowID
  /// The row's index path.
  public var indexPath: RowIndexPath
  /// The control under the point, or `nil` for the row outside any control.
  public var control: ControlID?
  /// The point relative to the row content's top-left corner (negative in the gutter).
  public var localPoint: Point
  /// Where the row is: the event that hit it acts on it without looking it up again.
  let handle: RowHandle
}

/// A row found once by an event: its slot (the row tree's stable number for it) and
/// its flat index, valid until the next change. A tap's hit test makes one; the
/// action and the edit it lowers to use it, so the row is never looked up again by
/// id within the event.
struct RowHandle: Hashable, Sendable {
  var slot: UInt32
  var index: Int
}

extension TableView {
  /// The index path of the row at a point of the viewport (0-based column and line).
  ///
  /// This is the seed tutorials' "convert the tap point to table coordinates and ask
  /// for the index path", done by the table.
  public func indexPath(at point: Point) -> RowIndexPath? {
    hitTest(point)?.indexPath
  }

  /// The index path of the row covering a line of the content (table coordinates,
  /// independent of scrolling).
  ///
  /// - Complexity: O(log n).
  public func indexPath(atContentLine line: Int) -> RowIndexPath? {
    displayFlatIndex(containingLine: line).map { indexPath(forFlatIndex: $0) }
  }

  /// The row and control under a point of the viewport, or `nil` outside every row.
  ///
  /// - Complexity: O(v) for v visible rows, plus the content view's hit test.
  public func hitTest(_ point: Point) -> HitTestResult? {
    let rows = layout
    guard Rect(origin: .zero, size: viewport).contains(point) else { return nil }
    beginLayingOut()
    defer { endLayingOut() }
    // A pinned header lies over the rows under it: it is hit first.
    for placed in (pinned.map { [$0] } ?? []) + rows {
      let frame = frame(of: placed)
      guard frame.contains(point) else { continue }
      let content = chrome.contentFrame(in: frame)
      let local = Point(
        column: point.column &- content.minColumn, line: point.line &- content.minLine)
      let row = tree.row(inSlot: placed.slot)
      var control: ControlID?
      if content.contains(point), let cell = cells.cell(slot: placed.slot, id: row.id) {
        control = cell.slot.control(
          at: local, in: LayoutContext(width: content.width, widthMode: widthMode))
      }
      return HitTestResult(
        row: row.id, indexPath: indexPath(forFlatIndex: placed.index), control: control,
        localPoint: local, handle: RowHandle(slot: placed.slot, index: placed.index))
    }
    return nil
  }
}
