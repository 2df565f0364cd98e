import RowKit
import RowKitTerminal

/// The roster's keys: the standard ones, with `s` selecting and `x` removing the
/// selected names where Space would select.
///
/// Space stays the focused row's: it presses the row's focused button (`Remove`,
/// `Yes`, `No`), which sees every key before the keymap does, so selecting needs a
/// key of its own. `s` is bound to the runtime's own ``KeyAction/toggleSelection``
/// (an action is its name), with a label, so the help line shows it; `x` is the
/// roster's own action, which ``RosterApp/handle(key:)`` performs.
///
/// ```text
/// ↑↓ rows  ←→ controls  enter press  ? keys  q quit  s select  x remove selected
/// ```
enum RosterKeys {
  /// Selects or deselects the focused name: the runtime's toggle, labelled.
  static let select = KeyAction(
    KeyAction.toggleSelection.name, summary: "select or deselect the name", label: "select")
  /// Asks once whether to remove every selected name.
  static let removeSelected = KeyAction(
    "remove-selected", summary: "remove the selected names", label: "remove selected")

  /// The key that selects.
  static let selectKey = KeyPress(.character("s"))
  /// The key that removes the selected names.
  static let removeSelectedKey = KeyPress(.character("x"))

  /// ``RowKitTerminal/Keymap/standard`` without Space's toggle, then `s` and `x`:
  /// last, so that a help line cut at a narrow screen's edge loses them before it
  /// loses `q quit`.
  static let keymap: Keymap = {
    var keymap = Keymap.standard
    keymap.unbind(.space)
    keymap.bind(selectKey, to: select)
    keymap.bind(removeSelectedKey, to: removeSelected)
    return keymap
  }()
}
