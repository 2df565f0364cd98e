import RowKit

/// A row that shows work under way: a spinner that turns one frame per tick, then a
/// mark when the work is done.
///
/// ```swift
/// let row = Row(id: "load", kind: SpinnerKind(), content: .init(label: "Loading names"))
/// runtime.tickInterval = SpinnerKind.tickInterval
/// runtime.onTick = { try SpinnerKind.tick(table) }
/// ```
///
/// ```text
/// ⠹ Loading names      (spinning: a frame per tick)
/// ✓ Loading names      (done)
/// ```
///
/// A kind's content is all its state, so a tick is an update of the row's content
/// (``Content/ticked()``), which redraws that row alone; ``tick(_:)-method`` advances every
/// spinning row the table shows (rows out of sight need no frames).
public struct SpinnerKind: ComposedRowKind {
  /// The id the kind is registered under: `"spinner"` by default.
  public let id: RowKindID

  /// Creates the kind, registered under `id`.
  public init(id: RowKindID = "spinner") {
    self.id = id
  }

  /// A good pace for the spinner: a tick every 80 ms.
  public static let tickInterval = Duration.milliseconds(80)

  /// The spinner's frame (or the done mark), a space, the label.
  public func body(of content: Content) -> Node {
    Node.hstack {
      Node.text(content.symbol, style: content.isSpinning ? .plain : Style(attributes: .bold))
      Node.text(content.label)
    }
  }

  /// `false`: a spinner has nothing to press, so the focus passes over it.
  public func isFocusable(_ content: Content) -> Bool { false }

  /// `false`: a spinner row is not one of the list's items.
  public func isSelectable(_ content: Content) -> Bool { false }

  /// Advances every spinning row of this kind (by its id) that `table` shows by one
  /// frame.
  ///
  /// - Throws: a ``/RowKit/TableError`` when a row cannot be updated.
  /// - Complexity: O(rows shown).
  public func tick(_ table: TableView) throws(TableError) {
    for id in table.visibleRowIDs {
      guard let row = try? table.row(id), row.content.kindID == self.id,
        let content = row.content.content(as: Content.self), content.isSpinning
      else { continue }
      try table.reconfigure(id, kind: self, content: content.ticked())
    }
  }

  /// Advances every spinning row of the default kind (`"spinner"`) that `table`
  /// shows by one frame: what a runtime's `onTick` calls.
  ///
  /// - Throws: a ``/RowKit/TableError`` when a row cannot be updated.
  public static func tick(_ table: TableView) throws(TableError) {
    try SpinnerKind().tick(table)
  }
}
