import RowKit
import RowKitTerminal

/// The showcase's keys: the standard ones, then `s` to select the focused row (Space
/// stays the focused row's: every row has buttons or options that take it) and, with
/// sections, `c` to fold the focused row's section. They come after `q quit`, so a
/// help line cut at a narrow screen's edge keeps it.
///
/// ```text
/// ↑↓ rows  ←→ controls  enter press  ? keys  q quit  s select  c fold
/// ```
enum ShowcaseKeys {
  /// The runtime's own ``KeyAction/toggleSelection`` (an action is its name), labelled.
  static let select = KeyAction(
    KeyAction.toggleSelection.name, summary: "select or deselect the row", label: "select")
  /// Folds (collapses) the focused row's section, or unfolds it.
  static let fold = KeyAction(
    "fold", summary: "fold or unfold the focused row's section", label: "fold")

  /// The key that selects.
  static let selectKey = KeyPress(.character("s"))
  /// The key that folds.
  static let foldKey = KeyPress(.character("c"))

  /// The standard keys without Space's toggle, then `s` and, with sections, `c`.
  static func keymap(sections: Bool) -> Keymap {
    var keymap = Keymap.standard
    keymap.unbind(.space)
    keymap.bind(selectKey, to: select)
    if sections { keymap.bind(foldKey, to: fold) }
    return keymap
  }
}
