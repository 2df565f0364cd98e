extension TableView {
  /// The controls of the row in a slot that can take the focus, in focus order: as
  /// its installed content view lays them out when it is shown (less any control its
  /// width clips away), else as its kind lists them.
  ///
  /// The one place the table asks for a row's controls.
  func controls(ofSlot slot: UInt32) -> [ControlID] {
    beginLayingOut()
    defer { endLayingOut() }
    let row = tree.row(inSlot: slot)
    guard let view = cells.view(showing: row, slot: slot) else { return row.content.controls }
    // Laid out at the width it is drawn at (kept, if it is already), so that the
    // controls are those that width shows.
    _ = view.height(in: layoutContext)
    return view.controls ?? row.content.controls
  }

  /// Whether the content of `row` (in `slot`) has `control`
  /// (``RowKind/controls(of:)``). The controls its installed view last laid out answer
  /// first, without building anything: they are the kind's, less those clipped away.
  /// The kind answers for a control they lack.
  func content(of row: Row, inSlot slot: UInt32, has control: ControlID) -> Bool {
    beginLayingOut()
    defer { endLayingOut() }
    if let view = cells.view(showing: row, slot: slot), view.controls?.contains(control) == true {
      return true
    }
    return row.content.controls.contains(control)
  }

  /// `control` if the row in `slot` has it, else the row's default control
  /// (``RowKind/defaultControl(of:)``) if it has that one, else its first; `nil` for a
  /// row without controls.
  func validControl(_ control: ControlID?, ofSlot slot: UInt32) -> ControlID? {
    beginLayingOut()
    defer { endLayingOut() }
    let controls = self.controls(ofSlot: slot)
    if let control, controls.contains(control) { return control }
    if let preferred = tree.row(inSlot: slot).content.box.defaultControl,
      controls.contains(preferred)
    {
      return preferred
    }
    return controls.first
  }

  /// The focus on the row in `slot`, on `control` if the row has it (else as
  /// ``validControl(_:ofSlot:)`` picks).
  func focus(onSlot slot: UInt32, control: ControlID?) -> Focus {
    Focus(row: tree.row(inSlot: slot).id, control: validControl(control, ofSlot: slot))
  }
}
