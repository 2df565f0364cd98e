/// How a control was activated.
public enum Activation: Hashable, Sendable {
  /// A tap or mouse click on the control.
  case tap
  /// A key press while the control (or its row) had the focus.
  case key(Key)
}

/// What a row kind is asked to react to: an activation of one of its controls.
///
/// `control` is `nil` when the tap or key reached the row outside any control.
public struct ControlEvent: Hashable, Sendable {
  /// The control activated, or `nil` for the row outside any control.
  public var control: ControlID?
  /// A tap or a key.
  public var activation: Activation

  /// Creates an event.
  public init(control: ControlID?, activation: Activation) {
    self.control = control
    self.activation = activation
  }

  /// Whether this is a tap, or the enter or space key: the ways to press a control.
  public var isPress: Bool {
    switch activation {
    case .tap, .key(.enter), .key(.space): return true
    default: return false
    }
  }
}
