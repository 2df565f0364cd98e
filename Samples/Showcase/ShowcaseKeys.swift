import RowKit
import RowKitSampleSupport
import RowKitTerminal

/// The showcase's keys: the samples' own (``RowKitSampleSupport/SampleKeys``: Space
/// presses the focused row's control, `s` selects) and, with sections, `c` to fold
/// the focused row's section.
///
/// ```text
/// ↑↓ rows  ←→ controls  enter press  ? keys  q quit  s select  c fold
/// ```
enum ShowcaseKeys {
  /// Folds (collapses) the focused row's section, or unfolds it.
  static let fold = KeyAction(
    "fold", summary: "fold or unfold the focused row's section", label: "fold")

  /// The key that folds.
  static let foldKey = KeyPress(.character("c"))

  /// The samples' keymap selecting rows, then, with sections, `c`.
  static func keymap(sections: Bool) -> Keymap {
    SampleKeys.keymap(selecting: "the row", then: sections ? [(foldKey, fold)] : [])
  }
}
