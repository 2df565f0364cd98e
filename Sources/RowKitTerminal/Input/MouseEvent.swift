import RowKit

/// A mouse report: what happened, which button, where, and with which modifiers.
///
/// Terminals report positions 1-based (column 1, line 1 is the top-left cell);
/// ``column`` and ``line`` keep those numbers exactly as sent, and ``point`` gives the
/// 0-based cell that RowKit's geometry uses.
///
/// ```swift
/// // ESC [ < 0 ; 5 ; 3 M  (left button pressed at column 5, line 3)
/// event.column == 5 && event.line == 3
/// event.point == Point(column: 4, line: 2)
/// ```
public struct MouseEvent: Hashable, Sendable {
  /// What the mouse did.
  public enum Action: Hashable, Sendable {
    /// A button went down.
    case press
    /// A button came up.
    case release
    /// The mouse moved with a button held down.
    case drag
    /// The mouse moved with no button held down.
    case move
    /// The wheel turned up (away from the user).
    case scrollUp
    /// The wheel turned down (towards the user).
    case scrollDown
    /// The wheel tilted left.
    case scrollLeft
    /// The wheel tilted right.
    case scrollRight
  }

  /// What the mouse did.
  public var action: Action
  /// The button number as the protocol defines it, without modifier or motion bits:
  /// 0 left, 1 middle, 2 right, 3 none, 64...67 wheel, 128...131 extra buttons.
  public var button: Int
  /// The raw button code as the terminal sent it, modifier and motion bits included.
  public var code: Int
  /// The 1-based column, as the terminal sent it.
  public var column: Int
  /// The 1-based line, as the terminal sent it.
  public var line: Int
  /// Whether Shift was held.
  public var shift: Bool
  /// Whether Alt (Meta) was held.
  public var alt: Bool
  /// Whether Control was held.
  public var control: Bool

  /// Creates a mouse report from a raw button code and 1-based coordinates.
  ///
  /// - Parameters:
  ///   - code: The button code with its modifier (4, 8, 16), motion (32), wheel (64)
  ///     and extra-button (128) bits.
  ///   - column: The 1-based column.
  ///   - line: The 1-based line.
  ///   - released: Whether the report ends in `m` (a release) rather than `M`.
  public init(code: Int, column: Int, line: Int, released: Bool) {
    self.code = code
    self.column = column
    self.line = line
    self.button = code & ~(4 | 8 | 16 | 32)
    self.shift = code & 4 != 0
    self.alt = code & 8 != 0
    self.control = code & 16 != 0
    let low = code & 3
    if code & 64 != 0 && code & 128 == 0 {
      let wheel: [Action] = [.scrollUp, .scrollDown, .scrollLeft, .scrollRight]
      self.action = wheel[low]
    } else if code & 32 != 0 {
      self.action = low == 3 ? .move : .drag
    } else {
      self.action = released || low == 3 ? .release : .press
    }
  }

  /// The modifiers held, as a set: ``shift``, ``alt`` and ``control`` (terminals
  /// report no Super with the mouse).
  public var modifiers: KeyModifiers {
    var modifiers: KeyModifiers = []
    if shift { modifiers.insert(.shift) }
    if alt { modifiers.insert(.alt) }
    if control { modifiers.insert(.control) }
    return modifiers
  }

  /// The 0-based cell under the mouse (never negative).
  public var point: Point {
    Point(column: column > 0 ? column - 1 : 0, line: line > 0 ? line - 1 : 0)
  }
}
