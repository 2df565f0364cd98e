import RowKit

/// Which ``KeyAction`` each key press does in a ``TerminalRuntime``: a value the app
/// changes as it likes; the help line and the help overlay are made from it.
///
/// A press has at most one action; an action can have several presses, kept in the
/// order they were bound (the first is the one the help line shows). A press the
/// keymap does not bind goes on to the app's ``TerminalRuntime/onKey`` hook.
///
/// ```swift
/// var keymap = Keymap.standard
/// keymap.bind(.character("x"), to: .quit)   // x quits too
/// keymap.unbind(.character("q"))            // q no longer does
/// keymap[.character("x")]                   // KeyAction.quit
/// ```
///
/// ``standard``'s bindings:
///
/// | action | keys |
/// |---|---|
/// | ``KeyAction/moveUp``, ``KeyAction/moveDown`` | Up, Down, `k`, `j`, Ctrl-P, Ctrl-N |
/// | ``KeyAction/moveLeft``, ``KeyAction/moveRight`` | Left, Right |
/// | ``KeyAction/nextControl``, ``KeyAction/previousControl`` | Tab, Shift-Tab |
/// | ``KeyAction/pageUp``, ``KeyAction/pageDown`` | Page Up, Page Down |
/// | ``KeyAction/first``, ``KeyAction/last`` | Home, End, `g`, `G` |
/// | ``KeyAction/activate`` | Enter |
/// | ``KeyAction/toggleSelection`` | Space |
/// | ``KeyAction/extendSelectionUp``, ``KeyAction/extendSelectionDown`` | Shift-Up, Shift-Down |
/// | ``KeyAction/selectAll`` | Ctrl-A |
/// | ``KeyAction/cancel`` | Escape |
/// | ``KeyAction/filter`` | `/` |
/// | ``KeyAction/help`` | `?` |
/// | ``KeyAction/quit`` | `q` |
public struct Keymap: Hashable, Sendable {
  /// One press and the action it does.
  public struct Binding: Hashable, Sendable {
    /// The key and its modifiers.
    public var press: KeyPress
    /// What it does.
    public var action: KeyAction

    /// Creates a binding.
    public init(_ press: KeyPress, _ action: KeyAction) {
      self.press = press
      self.action = action
    }
  }

  /// The presses bound, in the order they were bound.
  private var order: [KeyPress] = []
  /// The action of each press bound.
  private var actionOfPress: [KeyPress: KeyAction] = [:]

  /// An empty keymap: every key goes to the app's hooks.
  public init() {}

  /// A keymap of these bindings, in order; a press bound twice keeps the later action.
  public init(_ bindings: [Binding]) {
    for binding in bindings { bind(binding.press, to: binding.action) }
  }

  /// The bindings, in the order their presses were first bound.
  public var bindings: [Binding] {
    order.compactMap { press in actionOfPress[press].map { Binding(press, $0) } }
  }

  /// The actions bound, each once, in the order of their first bound press.
  public var actions: [KeyAction] {
    var seen: Set<KeyAction> = []
    return bindings.map(\.action).filter { seen.insert($0).inserted }
  }

  /// The action of a press, or `nil` when the keymap does not bind it; setting `nil`
  /// unbinds it.
  ///
  /// - Complexity: O(1) to read.
  public subscript(press: KeyPress) -> KeyAction? {
    get { actionOfPress[press] }
    set {
      if let newValue { bind(press, to: newValue) } else { unbind(press) }
    }
  }

  /// Binds a press to an action, replacing the action it had. A press bound again
  /// keeps its place in the order.
  public mutating func bind(_ press: KeyPress, to action: KeyAction) {
    if actionOfPress.updateValue(action, forKey: press) == nil { order.append(press) }
  }

  /// Binds each of several presses to an action.
  public mutating func bind(_ presses: [KeyPress], to action: KeyAction) {
    for press in presses { bind(press, to: action) }
  }

  /// Unbinds a press: it goes to the app's hooks.
  public mutating func unbind(_ press: KeyPress) {
    guard actionOfPress.removeValue(forKey: press) != nil else { return }
    order.removeAll { $0 == press }
  }

  /// Unbinds every press of an action.
  public mutating func unbind(_ action: KeyAction) {
    for press in presses(for: action) { unbind(press) }
  }

  /// The presses bound to an action, in the order they were bound.
  public func presses(for action: KeyAction) -> [KeyPress] {
    order.filter { actionOfPress[$0] == action }
  }

  /// The runtime's default keys for its built-in actions: see the table above.
  public static let standard = Keymap([
    Binding(.up, .moveUp), Binding(.down, .moveDown),
    Binding(.character("k"), .moveUp), Binding(.character("j"), .moveDown),
    Binding(KeyPress(.character("p"), modifiers: .control), .moveUp),
    Binding(KeyPress(.character("n"), modifiers: .control), .moveDown),
    Binding(.left, .moveLeft), Binding(.right, .moveRight),
    Binding(.tab, .nextControl), Binding(.backTab, .previousControl),
    Binding(.pageUp, .pageUp), Binding(.pageDown, .pageDown),
    Binding(.home, .first), Binding(.end, .last),
    Binding(.character("g"), .first), Binding(.character("G"), .last),
    Binding(.enter, .activate), Binding(.space, .toggleSelection),
    Binding(KeyPress(.up, modifiers: .shift), .extendSelectionUp),
    Binding(KeyPress(.down, modifiers: .shift), .extendSelectionDown),
    Binding(KeyPress(.character("a"), modifiers: .control), .selectAll),
    Binding(.escape, .cancel), Binding(.character("/"), .filter),
    Binding(.character("?"), .help), Binding(.character("q"), .quit),
  ])
}
