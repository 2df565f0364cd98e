import RowKit
import RowKitTerminal

/// The keys the samples share: ``RowKitTerminal/Keymap/standard`` with Space left to
/// the focused row, and `s` selecting instead.
///
/// In the roster and the showcase every row has buttons or options, and the focused
/// row sees every key before the keymap does, so Space presses the row's focused
/// control. Selecting therefore needs a key of its own: `s`, bound to the runtime's
/// own ``RowKitTerminal/KeyAction/toggleSelection`` (an action is its name) with a
/// label, so that the help line shows it. A sample's own keys come after it, and
/// all of them after `q quit`, so that a help line cut at a narrow screen's edge loses
/// them before it loses `q quit`.
///
/// ```swift
/// let keymap = SampleKeys.keymap(selecting: "the name", then: [(removeKey, remove)])
/// ```
public enum SampleKeys {
  /// The key that selects or deselects the focused row.
  public static let selectKey = KeyPress(.character("s"))

  /// The runtime's toggle-selection, labelled "select", its summary naming what it
  /// selects (`"select or deselect \(what)"`).
  public static func select(_ what: String) -> KeyAction {
    KeyAction(
      KeyAction.toggleSelection.name, summary: "select or deselect \(what)", label: "select")
  }

  /// The standard keymap without Space's toggle, then `s` selecting `what`, then
  /// `extra` in order.
  public static func keymap(
    selecting what: String, then extra: [(key: KeyPress, action: KeyAction)] = []
  ) -> Keymap {
    var keymap = Keymap.standard
    keymap.unbind(.space)
    keymap.bind(selectKey, to: select(what))
    for binding in extra { keymap.bind(binding.key, to: binding.action) }
    return keymap
  }
}
