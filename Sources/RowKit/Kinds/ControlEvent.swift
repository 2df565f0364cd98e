/// How a control was activated.
public enum Activation: Hashable, Sendable {
  /// A tap or mouse click on the control.
  case tap
  /// A key press while the control (or its row) had the focus.
  case key(Key)
  /// Text pasted while the row had the focus (``TableView/paste(_:)``): raw user
  /// text, to be sanitised before it is kept or drawn.
  case paste(String)
}

/// What a row kind is asked to react to: an activation of one of its controls.
///
/// `control` is `nil` when the tap or key reached the row outside any control.
/// ``modifiers`` says which modifier keys were held, so that a kind can give Alt-Up or
/// a Shift-click a meaning of its own:
///
/// ```swift
/// func action(for event: ControlEvent, content: Int) -> RowAction<Int> {
///   if event.activation == .key(.up) && event.modifiers == .alt { return .update(content + 10) }
///   return event.isPress ? .update(content + 1) : .none
/// }
/// ```
public struct ControlEvent: Hashable, Sendable {
  /// The control activated, or `nil` for the row outside any control.
  public var control: ControlID?
  /// A tap or a key.
  public var activation: Activation
  /// The modifier keys held with the key or the tap; none when not known.
  public var modifiers: KeyModifiers

  /// Creates an event with no modifier keys held.
  ///
  /// - Parameters:
  ///   - control: The control activated, or `nil` for the row outside any control.
  ///   - activation: A tap or a key.
  public init(control: ControlID?, activation: Activation) {
    self.init(control: control, activation: activation, modifiers: [])
  }

  /// Creates an event with the modifier keys held.
  ///
  /// - Parameters:
  ///   - control: The control activated, or `nil` for the row outside any control.
  ///   - activation: A tap or a key.
  ///   - modifiers: The modifier keys held.
  public init(control: ControlID?, activation: Activation, modifiers: KeyModifiers) {
    self.control = control
    self.activation = activation
    self.modifiers = modifiers
  }

  /// Whether this presses the control: a tap, Enter or Space, with no modifier or
  /// Shift alone. Shift counts as none because terminals often cannot tell Shift-Enter
  /// from Enter, so a press must not depend on it; with Alt, Control or Super held
  /// the event is a shortcut for the kind to read, not a press.
  public var isPress: Bool {
    guard modifiers.isSubset(of: .shift) else { return false }
    switch activation {
    case .tap, .key(.enter), .key(.space): return true
    default: return false
    }
  }
}
