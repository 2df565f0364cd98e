import RowKit

/// A named thing a key does in a ``TerminalRuntime``: move the focus, activate, quit,
/// or an app's own command. A ``Keymap`` binds keys to actions.
///
/// Two actions are the same action when their ``name``s are equal; the ``summary``
/// and the ``label`` only describe it, in the help overlay and on the help line. An
/// app defines its own actions as values and handles them in
/// ``TerminalRuntime/onAction``:
///
/// ```swift
/// let reverse = KeyAction("reverse", summary: "reverse the list", label: "reverse")
/// runtime.keymap.bind(.character("r"), to: reverse)
/// runtime.onAction = { action in
///   guard action == reverse else { return .ignored }
///   try table.apply(rows: table.allRows.reversed())
///   return .handled
/// }
/// ```
public struct KeyAction: Hashable, Sendable, CustomStringConvertible {
  /// The action's identity, in lower case with hyphens: `move-down`, `quit`.
  public let name: String
  /// What the action does, for the help overlay: `next row`.
  public let summary: String
  /// The word the help line shows after the action's first key (`rows`, `quit`), or
  /// `nil` to list the action only in the help overlay. Consecutive actions with the
  /// same label share one entry: `↑↓ rows`.
  public let label: String?

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - name: the action's identity.
  ///   - summary: what it does, for the help overlay.
  ///   - label: the help line's word for it, or `nil` for none.
  public init(_ name: String, summary: String, label: String? = nil) {
    self.name = name
    self.summary = summary
    self.label = label
  }

  /// The ``name``.
  public var description: String { name }

  /// Equal when the names are.
  public static func == (lhs: KeyAction, rhs: KeyAction) -> Bool { lhs.name == rhs.name }

  /// Hashes the name.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension KeyAction {
  /// The focus to the control drawn above in the row, else to the previous row
  /// (``/RowKit/TableView/moveFocusByLine(down:)``).
  public static let moveUp = KeyAction("move-up", summary: "previous row", label: "rows")
  /// The focus to the next row.
  public static let moveDown = KeyAction("move-down", summary: "next row", label: "rows")
  /// The focus to the previous control of the row
  /// (``/RowKit/TableView/moveFocusWithinRow(backwards:)``).
  public static let moveLeft = KeyAction(
    "move-left", summary: "previous control in the row", label: "controls")
  /// The focus to the next control of the row.
  public static let moveRight = KeyAction(
    "move-right", summary: "next control in the row", label: "controls")
  /// The focus to the next control, across rows
  /// (``/RowKit/TableView/moveFocusToNextControl(backwards:)``).
  public static let nextControl = KeyAction("next-control", summary: "next control")
  /// The focus to the previous control, across rows.
  public static let previousControl = KeyAction(
    "previous-control", summary: "previous control")
  /// The focus a page up (``/RowKit/TableView/moveFocusByPage(down:)``).
  public static let pageUp = KeyAction("page-up", summary: "page up")
  /// The focus a page down.
  public static let pageDown = KeyAction("page-down", summary: "page down")
  /// The focus to the first row.
  public static let first = KeyAction("first", summary: "first row")
  /// The focus to the last row.
  public static let last = KeyAction("last", summary: "last row")
  /// Selects or deselects the focused row. It has no help-line label: a table
  /// without a selection has nothing to show for it.
  public static let toggleSelection = KeyAction(
    "toggle-selection", summary: "select or deselect the row")
  /// Extends the selection to the row above.
  public static let extendSelectionUp = KeyAction(
    "extend-selection-up", summary: "extend the selection up")
  /// Extends the selection to the row below.
  public static let extendSelectionDown = KeyAction(
    "extend-selection-down", summary: "extend the selection down")
  /// Selects every row.
  public static let selectAll = KeyAction("select-all", summary: "select every row")
  /// Presses the focused control, as Enter does on it.
  public static let activate = KeyAction(
    "activate", summary: "press the focused control", label: "press")
  /// Closes the overlay shown, or leaves what is under way.
  public static let cancel = KeyAction("cancel", summary: "close, cancel")
  /// Opens the filter line, which filters the rows by what is typed
  /// (``TerminalRuntime/editFilter()``, ``FilterLine``).
  public static let filter = KeyAction("filter", summary: "filter the rows")
  /// Shows the keys (``TerminalRuntime/showHelp()``).
  public static let help = KeyAction("help", summary: "show the keys", label: "keys")
  /// Ends the run with status 0.
  public static let quit = KeyAction("quit", summary: "quit", label: "quit")
}
