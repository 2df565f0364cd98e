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
    if let slot = tree.slot(of: hit.row) {
      focus = Focus(
        row: hit.row, control: hit.control ?? validControl(nil, of: tree.row(inSlot: slot)))
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
    if let focus, let slot = tree.slot(of: focus.row) {
      let event = ControlEvent(control: focus.control, activation: .key(key))
      let action = tree.row(inSlot: slot).content.box.action(for: event, row: focus.row)
      if !action.updates.isEmpty || action.message != nil {
        try perform(action, from: focus.row)
        return
      }
      // Ignored by the kind: fall through to navigation.
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
    case .home: if tree.count > 0 { try setFocus(tree[0].id) }
    case .end: if tree.count > 0 { try setFocus(tree[tree.count - 1].id) }
    default: break
    }
  }

  /// Activates a control of a row as a tap would, without coordinates.
  ///
  /// - Throws: ``TableError/unknownRowID(_:)`` or an error applying the action.
  public func activate(_ control: ControlID?, in id: RowID) throws(TableError) {
    guard tree.contains(id) else { throw .unknownRowID(id) }
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
    guard let slot = tree.slot(of: id) else { throw .unknownRowID(id) }
    try perform(tree.row(inSlot: slot).content.box.action(for: event, row: id), from: id)
  }

  /// Commits a kind's action as one batch, then delivers its message.
  private func perform(_ action: LoweredAction, from id: RowID) throws(TableError) {
    try commit(action.updates)
    if let message = action.message { onMessage?(RowMessage(row: id, message: message)) }
  }
}
