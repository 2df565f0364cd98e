import RowKit

extension TerminalRuntime {
  /// Does what the runtime does for an action; whether it did anything (an action
  /// it has no behaviour for goes on to ``onKey``).
  func perform(_ action: KeyAction, for press: KeyPress) throws -> Bool {
    switch action {
    case .quit:
      quit()
    case .help:
      showHelp()
    case .activate:
      try activateFocusedControl(unless: press)
    case .cancel:
      // A filter shown is cleared; with nothing to close, Escape goes on to the app.
      guard filterLine != nil else { return false }
      clearFilter()
    case .filter:
      editFilter()
    case .toggleSelection:
      guard table.selectionMode != .none else { return false }
      table.toggleSelection()
    case .extendSelectionUp, .extendSelectionDown:
      // Without a selection mode the focus moves alone, as Up and Down move it.
      table.extendSelection(by: action == .extendSelectionUp ? -1 : 1)
    case .selectAll:
      guard table.selectionMode == .multiple else { return false }
      table.selectAll()
    default:
      return table.perform(navigation: action)
    }
    return true
  }

  /// Presses the focused control as Enter does, unless `press` was a plain Enter,
  /// which the focused row saw already.
  private func activateFocusedControl(unless press: KeyPress) throws {
    guard let focus = table.focus, !(press.key == .enter && press.isPlain) else { return }
    try table.send(ControlEvent(control: focus.control, activation: .key(.enter)), to: focus.row)
  }

  /// Whether an action that no one performed shows "not available": every action but
  /// cancelling, which may have nothing to cancel.
  static func reportsUnavailable(_ action: KeyAction) -> Bool {
    action != .cancel
  }
}

extension TableView {
  /// Moves the focus as a navigation action says; whether `action` is one.
  ///
  /// Up and Down go through a row's controls drawn one above the other before leaving
  /// it (``/RowKit/TableView/moveFocusByLine(down:)``); Home and End go to the first
  /// and last row that can take the focus (``/RowKit/TableView/moveFocusToEdge(end:)``).
  func perform(navigation action: KeyAction) -> Bool {
    switch action {
    case .moveUp: moveFocusByLine(down: false)
    case .moveDown: moveFocusByLine(down: true)
    case .moveLeft: moveFocusWithinRow(backwards: true)
    case .moveRight: moveFocusWithinRow(backwards: false)
    case .nextControl: moveFocusToNextControl()
    case .previousControl: moveFocusToNextControl(backwards: true)
    case .pageUp: moveFocusByPage(down: false)
    case .pageDown: moveFocusByPage(down: true)
    case .first: moveFocusToEdge(end: false)
    case .last: moveFocusToEdge(end: true)
    default: return false
    }
    return true
  }
}

/// A key whose action nothing performs: an app's own action without an
/// ``TerminalRuntime/onAction`` hook, or a selection
/// action on a table whose ``/RowKit/TableView/selectionMode`` has no room for it
/// (Space without a selection, select-all without a multiple selection). It shows on
/// the status line.
public struct ActionUnavailable: Error, Hashable, Sendable, CustomStringConvertible {
  /// The action.
  public var action: KeyAction
  /// The key pressed.
  public var press: KeyPress

  /// `space (select): not available`.
  public var description: String {
    "\(press.helpName) (\(action.label ?? action.summary)): not available"
  }
}
