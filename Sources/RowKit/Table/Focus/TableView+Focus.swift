extension TableView {
  /// Gives the focus to a row and one of its controls (its default control,
  /// ``RowKind/defaultControl(of:)``, else its first, when `control` is `nil` or not
  /// one of its controls), and scrolls the row into view.
  ///
  /// - Throws: ``TableError/unknownRowID(_:)``, or ``TableError/notFocusable(_:)`` for
  ///   a row whose kind says it cannot take the focus (``RowKind/isFocusable(_:)``);
  ///   ``TableError/changedWhileLayingOut`` from kinds' code while the table lays out.
  public func setFocus(_ id: RowID, control: ControlID? = nil) throws(TableError) {
    try checkNotLayingOut()
    guard let slot = tree.slot(of: id) else { throw .unknownRowID(id) }
    guard tree.row(inSlot: slot).content.isFocusable else { throw .notFocusable(id) }
    focus = focus(onSlot: slot, control: control)
    forgetSourceFocusOnceFocused()
    try scroll(to: id)
    noteFocusMoved()
  }

  /// Takes the focus away from every row.
  public func clearFocus() {
    guard !isLayingOut else { return }
    focus = nil
    sourceState?.focus = nil
    noteFocusMoved()
  }

  /// Notes that the focus moved and nothing else did: the rows keep their places, so
  /// the next layout only checks the focus against them
  /// (``repairFocusAfterLayout(resized:)``), and the next draw into the same canvas
  /// redraws only the rows the focus left and entered.
  func noteFocusMoved() {
    if case .current = staleness { staleness = .contents([]) }
  }
}
