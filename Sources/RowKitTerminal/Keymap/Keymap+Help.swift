import RowKit

extension Keymap {
  /// One action with its keys, as the help overlay lists it.
  public struct HelpEntry: Hashable, Sendable {
    /// The action.
    public var action: KeyAction
    /// Its presses, in the order they were bound.
    public var presses: [KeyPress]

    /// The presses' names, joined by spaces: `↓ j ctrl-n`.
    public var keys: String { presses.map(\.helpName).joined(separator: " ") }
  }

  /// Every action bound, with its keys, in the order of the actions' first presses:
  /// what the help overlay shows.
  public var helpEntries: [HelpEntry] {
    actions.map { HelpEntry(action: $0, presses: presses(for: $0)) }
  }

  /// The help line: for each action with a ``KeyAction/label``, in order, its first
  /// key and the label; consecutive actions with the same label share one entry,
  /// with their first keys together.
  ///
  /// ```swift
  /// Keymap.standard.helpLine
  /// // "↑↓ rows  ←→ controls  enter press  ? keys  q quit"
  /// ```
  public var helpLine: String {
    var entries: [(keys: [String], label: String)] = []
    for action in actions {
      guard let label = action.label, let press = presses(for: action).first else { continue }
      if let last = entries.last, last.label == label {
        entries[entries.count - 1].keys.append(press.helpName)
      } else {
        entries.append(([press.helpName], label))
      }
    }
    return entries.map { entry in
      let together = entry.keys.allSatisfy { $0.count == 1 }
      return entry.keys.joined(separator: together ? "" : "/") + " " + entry.label
    }.joined(separator: "  ")
  }
}
