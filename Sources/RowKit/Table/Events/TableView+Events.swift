extension TableView {
  /// Taps a point of the viewport (0-based column and line): focuses the row and
  /// control under it and lets the row's kind act on the tap.
  ///
  /// The focus goes to the control under the point. A tap on the row outside every
  /// control keeps the row's focused control when the row had the focus, and gives the
  /// row its default control (``RowKind/defaultControl(of:)``, else its first)
  /// otherwise. The kind's action then changes the row, and may move the focus within
  /// it (``RowAction/focusing(_:)``).
  ///
  /// Returns what was hit, or `nil` when the point is outside every row.
  ///
  /// - Throws: a ``TableError`` when the kind's action cannot be applied (for example
  ///   it inserts a duplicate row id); the table, its focus included, is then
  ///   unchanged and no message is delivered.
  /// `modifiers` are the keys held with the click (a Shift-click, say); the kind sees
  /// them as ``ControlEvent/modifiers``.
  @discardableResult
  public func tap(at point: Point, modifiers: KeyModifiers = []) throws(TableError)
    -> HitTestResult?
  {
    try checkNotLayingOut()
    guard let hit = hitTest(point) else { return nil }
    let row = tree.row(inSlot: hit.handle.slot)
    let kept = focus?.row == hit.row ? focus?.control : nil
    let control = hit.control ?? validControl(kept, ofSlot: hit.handle.slot)
    let action = row.content.box.action(
      for: ControlEvent(control: hit.control, activation: .tap, modifiers: modifiers))
    // A row that cannot take the focus gets the tap, and the focus stays where it is.
    let focusing = row.content.isFocusable ? Focus(row: hit.row, control: control) : nil
    try perform(action, on: hit.handle, focusing: focusing)
    return hit
  }

  /// Handles a key: the focused row's kind sees it first, with the focused control;
  /// when the kind ignores it (``RowAction/isIgnored``: no change, no message, no
  /// focus request, not ``RowAction/handled``), arrows, Tab, Page Up/Down, Home and
  /// End move the focus.
  ///
  /// Up and Down move between the controls of a row drawn one above the other, then
  /// between rows (``moveFocusByLine(down:)``); Left and Right between the controls of
  /// a row; Tab and Shift-Tab through every control in order. Enter and Space go to
  /// the kind, which treats them as a press of the focused control.
  ///
  /// ## Where the focus goes
  ///
  /// The article "Focus, Actions and Messages" has every rule in one table, each with
  /// its test. In short:
  ///
  /// - **Rows that cannot take it** (``RowKind/isFocusable(_:)``) never get it: every
  ///   key passes over them, a tap on one moves no focus, ``setFocus(_:control:)``
  ///   throws ``TableError/notFocusable(_:)``. The first key with no focus goes to the
  ///   first row shown that can take it.
  /// - **Onto a row**, by any key or ``setFocus(_:control:)`` without a control: the
  ///   row's default control (``RowKind/defaultControl(of:)``), else its first.
  /// - **A tap** on a control focuses it; on the row outside every control, the row's
  ///   focused control stays if it had the focus, else its default control.
  /// - **A change of the focused row's content** (an update or a kind switch) keeps the
  ///   focused control if the row still has it, else gives the default control: a
  ///   `Remove` that switches the row to `Yes`/`No` focuses `No`.
  /// - **A deleted focused row** hands the focus to the nearest row that can take it
  ///   in its section (the row now at its place or below, else above), then in the
  ///   next sections; none, no focus.
  /// - **``apply(rows:)``** keeps the focus with its row while the row stays on
  ///   screen; a row moved off screen leaves the focus where it was on screen
  ///   (``focusFollowsRow`` keeps it with the row).
  /// - **A new size** keeps a focused row that was in view in view; a focused control
  ///   the new width clips away hands over to the default control, and a focused row
  ///   that shows no control at all gets its default control back once it shows one.
  /// - **An action's request** (``RowAction/focusing(_:)``) comes last, and only while
  ///   the acting row has the focus: a control of the row, or no focus at all.
  /// - **Disabled controls** and controls drawn nowhere never take the focus.
  ///
  /// - Throws: a ``TableError`` when the kind's action cannot be applied; the table,
  ///   its focus included, is then unchanged.
  ///
  /// `modifiers` are the keys held with it (they reach the kind as
  /// ``ControlEvent/modifiers``): a key the kind ignores moves the focus only when it
  /// is plain (no modifier, or Shift alone); an Alt, Control or Super key that the kind
  /// ignores does nothing here, being a shortcut for the app.
  public func handle(_ key: Key, modifiers: KeyModifiers = []) throws(TableError) {
    try checkNotLayingOut()
    if try sendToFocusedRow(key, modifiers: modifiers) { return }
    guard modifiers.isSubset(of: .shift) else { return }
    switch key {
    case .up: moveFocusByLine(down: false)
    case .down: moveFocusByLine(down: true)
    case .left: moveFocusWithinRow(backwards: true)
    case .right: moveFocusWithinRow(backwards: false)
    case .tab: moveFocusToNextControl()
    case .backTab: moveFocusToNextControl(backwards: true)
    case .pageUp: moveFocusByPage(down: false)
    case .pageDown: moveFocusByPage(down: true)
    case .home: moveFocusToEdge(end: false)
    case .end: moveFocusToEdge(end: true)
    default: break
    }
  }

  /// Offers a key press to the focused row's kind alone, with the focused control and
  /// the modifiers, and applies the action it returns.
  ///
  /// This is the first step of routing a key: a terminal runtime offers every key
  /// here first (so a text field types the `q` that would quit), then to its keymap,
  /// then to the app.
  ///
  /// - Returns: whether the kind used the key: its action asked for something
  ///   (``RowAction/isIgnored`` is `false`). `false` when no row has the focus.
  /// - Throws: a ``TableError`` when the kind's action cannot be applied; the table,
  ///   its focus included, is then unchanged.
  @discardableResult
  public func sendToFocusedRow(_ key: Key, modifiers: KeyModifiers = []) throws(TableError)
    -> Bool
  {
    try offerToFocusedRow(.key(key), modifiers: modifiers)
  }

  /// Handles a key press with its modifiers (``handle(_:modifiers:)``).
  public func handle(press: KeyPress) throws(TableError) {
    try handle(press.key, modifiers: press.modifiers)
  }

  /// Offers a key press to the focused row's kind alone
  /// (``sendToFocusedRow(_:modifiers:)``).
  @discardableResult
  public func sendToFocusedRow(press: KeyPress) throws(TableError) -> Bool {
    try sendToFocusedRow(press.key, modifiers: press.modifiers)
  }

  /// Offers pasted text to the focused row's kind (``Activation/paste(_:)``), with
  /// the focused control, and applies the action it returns.
  ///
  /// - Returns: whether the kind used the paste; `false` when no row has the focus.
  /// - Throws: a ``TableError`` when the kind's action cannot be applied; the table
  ///   is then unchanged.
  @discardableResult
  public func paste(_ text: String) throws(TableError) -> Bool {
    try offerToFocusedRow(.paste(text), modifiers: [])
  }

  /// The focused row's kind's action for an activation, applied; whether it was not
  /// ignored.
  private func offerToFocusedRow(
    _ activation: Activation, modifiers: KeyModifiers
  ) throws(TableError) -> Bool {
    try checkNotLayingOut()
    guard let focus, let slot = tree.slot(of: focus.row) else { return false }
    let event = ControlEvent(control: focus.control, activation: activation, modifiers: modifiers)
    let action = tree.row(inSlot: slot).content.box.action(for: event)
    guard !action.isIgnored else { return false }
    try perform(action, on: RowHandle(slot: slot, index: -1))
    return true
  }

  /// Activates a control of a row as a tap on it would, without coordinates and
  /// without moving the focus to the row; `nil` activates the row outside its
  /// controls.
  ///
  /// - Throws: ``TableError/unknownRowID(_:)``,
  ///   ``TableError/unknownControl(_:row:)`` when the row's content has no such
  ///   control (a disabled control is none), or an error applying the action.
  public func activate(_ control: ControlID?, in id: RowID) throws(TableError) {
    try checkNotLayingOut()
    guard let slot = tree.slot(of: id) else { throw .unknownRowID(id) }
    let row = tree.row(inSlot: slot)
    if let control, !content(of: row, inSlot: slot, has: control) {
      throw .unknownControl(control, row: id)
    }
    try perform(
      row.content.box.action(for: ControlEvent(control: control, activation: .tap)),
      on: RowHandle(slot: slot, index: -1))
  }

  /// Sends an event to a row's kind and applies the action it returns to the row's
  /// content value, then delivers the action's message to its subscribers.
  ///
  /// The action is computed before anything changes, so a kind can delete or switch
  /// its own row safely. The event reaches the kind as given, whatever the row's
  /// controls: use it to test a kind, or to forward an event it understands.
  ///
  /// - Throws: ``TableError/unknownRowID(_:)`` or an error applying the action; the
  ///   table is then unchanged and no message is delivered.
  public func send(_ event: ControlEvent, to id: RowID) throws(TableError) {
    try checkNotLayingOut()
    guard let slot = tree.slot(of: id) else { throw .unknownRowID(id) }
    try perform(
      tree.row(inSlot: slot).content.box.action(for: event), on: RowHandle(slot: slot, index: -1))
  }

  /// Makes a kind's action's change on the row the event found, moves the focus (to
  /// `focusing` first, for a tap, then as the action asks), then delivers the
  /// action's message.
  ///
  /// A failed change puts the focus back as it was and delivers nothing.
  private func perform(
    _ action: LoweredAction, on handle: RowHandle, focusing: Focus? = nil
  ) throws(TableError) {
    let id = tree.row(inSlot: handle.slot).id
    let previous = focus
    if let focusing {
      focus = focusing
      noteFocusMoved()
    }
    let hadFocus = focus?.row == id
    do {
      try commit(action.change, on: handle)
    } catch {
      focus = previous
      throw error
    }
    if hadFocus { applyFocusRequest(action.focus, row: id) }
    if let message = action.message { deliver(message, from: id) }
  }

  /// Moves the focus as an action asked, the acting row having the focus.
  private func applyFocusRequest(_ request: FocusChange, row id: RowID) {
    switch request {
    case .keep:
      return
    case .control(let control):
      guard let slot = tree.slot(of: id) else { return }
      focus = focus(onSlot: slot, control: control)
    case .clear:
      focus = nil
    }
    noteFocusMoved()
  }
}
