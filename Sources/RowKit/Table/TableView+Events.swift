extension TableView {
  /// Taps a point of the viewport (0-based column and line): focuses the row and
  /// control under it and lets the row's kind act on the tap.
  ///
  /// Returns what was hit, or `nil` when the point is outside every row.
  ///
  /// - Throws: a ``TableError`` when the kind's action cannot be applied (for example
  ///   it inserts a duplicate row id); the table is then unchanged.
  @discardableResult
  public func tap(at point: Point) throws(TableError) -> HitTestResult? {
    guard let hit = hitTest(point) else { return nil }
    if let index = positions[hit.row] {
      focus = Focus(
        row: hit.row, control: hit.control ?? validControl(nil, of: rows[index].content))
      needsLayout = true
    }
    try send(ControlEvent(control: hit.control, activation: .tap), to: hit.row)
    return hit
  }

  /// Handles a key: the focused row's kind sees it first, with the focused control;
  /// when the kind ignores it (returns ``RowAction/none`` without a message), arrows,
  /// Tab, Page Up/Down, Home and End move the focus.
  ///
  /// Up and Down move between rows; Left and Right between the controls of a row; Tab
  /// and Shift-Tab through every control in order. Enter and Space go to the kind,
  /// which treats them as a press of the focused control.
  ///
  /// - Throws: a ``TableError`` when the kind's action cannot be applied.
  public func handle(_ key: Key) throws(TableError) {
    if let focus, let index = positions[focus.row] {
      let event = ControlEvent(control: focus.control, activation: .key(key))
      let (change, message) = rows[index].content.box.action(for: event)
      if case .none = change, message == nil {
        // Ignored by the kind: fall through to navigation.
      } else {
        try apply(change, message: message, to: focus.row, at: index)
        return
      }
    }
    switch key {
    case .up: moveFocus(byRows: -1)
    case .down: moveFocus(byRows: 1)
    case .left: moveFocusWithinRow(backwards: true)
    case .right: moveFocusWithinRow(backwards: false)
    case .tab: moveFocusToNextControl()
    case .backTab: moveFocusToNextControl(backwards: true)
    case .pageUp: moveFocusByPage(down: false)
    case .pageDown: moveFocusByPage(down: true)
    case .home: if let first = rows.first { try setFocus(first.id) }
    case .end: if let last = rows.last { try setFocus(last.id) }
    default: break
    }
  }

  /// Activates a control of a row as a tap would, without coordinates.
  ///
  /// - Throws: ``TableError/unknownRowID(_:)`` or an error applying the action.
  public func activate(_ control: ControlID?, in id: RowID) throws(TableError) {
    guard positions[id] != nil else { throw .unknownRowID(id) }
    try send(ControlEvent(control: control, activation: .tap), to: id)
  }

  /// Sends an event to a row's kind and applies the action it returns to the row's
  /// content value, then delivers the action's message to ``onMessage``.
  ///
  /// The action is computed before anything changes, so a kind can delete or switch
  /// its own row safely.
  ///
  /// - Throws: ``TableError/unknownRowID(_:)`` or an error applying the action; the
  ///   table is then unchanged and no message is delivered.
  public func send(_ event: ControlEvent, to id: RowID) throws(TableError) {
    guard let index = positions[id] else { throw .unknownRowID(id) }
    let (change, message) = rows[index].content.box.action(for: event)
    try apply(change, message: message, to: id, at: index)
  }

  /// Applies a kind's change to the row at `index`, then delivers the message.
  private func apply(_ change: ErasedChange, message: (any Sendable)?, to id: RowID, at index: Int)
    throws(TableError)
  {
    switch change {
    case .none:
      break
    case .replace(let content):
      try replaceContent(at: index, with: content)
    case .delete:
      try performBatchUpdates([.delete(id)])
    case .insertBefore(let newRows):
      try performBatchUpdates([.insert(newRows, at: indexPath(forFlatIndex: index))])
    case .insertAfter(let newRows):
      var path = indexPath(forFlatIndex: index)
      path.row += 1
      try performBatchUpdates([.insert(newRows, at: path)])
    }
    if let message { onMessage?(RowMessage(row: id, message: message)) }
  }
}
