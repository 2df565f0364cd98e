import RowKit
import RowKitSampleSupport
import RowKitTerminal

/// The roster's keys: the samples' own (``RowKitSampleSupport/SampleKeys``: Space
/// presses the focused row's button, `s` selects), then `x` removing the selected
/// names.
///
/// `x` is the roster's own action, which ``RosterApp/handle(key:)`` performs.
///
/// ```text
/// ↑↓ rows  ←→ controls  enter press  ? keys  q quit  s select  x remove selected
/// ```
enum RosterKeys {
  /// Asks once whether to remove every selected name.
  static let removeSelected = KeyAction(
    "remove-selected", summary: "remove the selected names", label: "remove selected")

  /// The key that removes the selected names.
  static let removeSelectedKey = KeyPress(.character("x"))

  /// The samples' keymap selecting names, then `x`.
  static let keymap = SampleKeys.keymap(
    selecting: "the name", then: [(removeSelectedKey, removeSelected)])
}
