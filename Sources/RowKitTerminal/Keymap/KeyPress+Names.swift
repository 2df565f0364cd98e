import RowKit

/// Names of key presses for the help line and the help overlay.
extension KeyPress {
  /// The press as the help line and the help overlay name it: the modifiers, then
  /// the key (`↑`, `ctrl-n`, `shift-↓`, `pgdn`, `enter`, `q`, `G`).
  ///
  /// A character that is not safe to show (a control character) is named by its
  /// visible form (``/RowKit/Sanitizer``).
  public var helpName: String {
    var name = ""
    if modifiers.contains(.control) { name += "ctrl-" }
    if modifiers.contains(.alt) { name += "alt-" }
    if modifiers.contains(.super) { name += "super-" }
    if modifiers.contains(.shift) { name += "shift-" }
    return name + Self.name(of: key)
  }

  private static func name(of key: Key) -> String {
    switch key {
    case .up: return "↑"
    case .down: return "↓"
    case .left: return "←"
    case .right: return "→"
    case .tab: return "tab"
    case .backTab: return "shift-tab"
    case .enter: return "enter"
    case .space: return "space"
    case .escape: return "esc"
    case .backspace: return "backspace"
    case .delete: return "del"
    case .pageUp: return "pgup"
    case .pageDown: return "pgdn"
    case .home: return "home"
    case .end: return "end"
    case .insert: return "ins"
    case .function(let number): return "f\(number)"
    case .character(let character): return Sanitizer.visible(String(character))
    }
  }
}
