/// A key and the modifiers held with it: what a terminal reports for one key press.
///
/// The static members build unmodified presses, so that `.key(.down)` and
/// `.key(.character("q"))` read as before where a press is expected, and match in a
/// `switch`:
///
/// ```swift
/// switch press {
/// case .character("q"): quit()
/// case KeyPress(.up, modifiers: .alt): moveRowUp()
/// case KeyPress(.character("l"), modifiers: .control): redraw()
/// default: break
/// }
/// ```
///
/// ## The same press from every terminal
///
/// Decoders normalise what terminals spell differently, so one press has one value:
///
/// - A letter carries its case, and Shift is never in its modifiers: Shift-A is
///   `.character("A")`, Ctrl-Shift-A `KeyPress(.character("A"), modifiers: .control)`
///   (legacy terminals send Ctrl-A and Ctrl-Shift-A alike: `.character("a")` with
///   ``KeyModifiers/control``). Other characters keep Shift when the terminal reports
///   it (the kitty protocol reports Ctrl-Shift-1 as `1` with Shift and Control).
/// - Shift-Tab is ``Key/backTab`` without Shift.
/// - Ctrl-C, Ctrl-Z and Ctrl-D are not presses: a terminal session reports them as an
///   interrupt, a suspend and the end of input.
public struct KeyPress: Hashable, Sendable {
  /// The key.
  public var key: Key
  /// The modifiers held with it.
  public var modifiers: KeyModifiers

  /// Creates a press of `key` with `modifiers`.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - modifiers: The modifiers held, none by default.
  public init(_ key: Key, modifiers: KeyModifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }

  /// Whether no modifier, or only Shift, is held: a press that reads as its key alone
  /// (terminals often cannot tell Shift-Enter from Enter).
  public var isPlain: Bool { modifiers.isSubset(of: .shift) }

  /// Arrow up, unmodified.
  public static let up = KeyPress(.up)
  /// Arrow down, unmodified.
  public static let down = KeyPress(.down)
  /// Arrow left, unmodified.
  public static let left = KeyPress(.left)
  /// Arrow right, unmodified.
  public static let right = KeyPress(.right)
  /// Tab, unmodified.
  public static let tab = KeyPress(.tab)
  /// Shift-Tab.
  public static let backTab = KeyPress(.backTab)
  /// Enter, unmodified.
  public static let enter = KeyPress(.enter)
  /// Space, unmodified.
  public static let space = KeyPress(.space)
  /// Escape, unmodified.
  public static let escape = KeyPress(.escape)
  /// Backspace, unmodified.
  public static let backspace = KeyPress(.backspace)
  /// Delete, unmodified.
  public static let delete = KeyPress(.delete)
  /// Page up, unmodified.
  public static let pageUp = KeyPress(.pageUp)
  /// Page down, unmodified.
  public static let pageDown = KeyPress(.pageDown)
  /// Home, unmodified.
  public static let home = KeyPress(.home)
  /// End, unmodified.
  public static let end = KeyPress(.end)
  /// Insert, unmodified.
  public static let insert = KeyPress(.insert)

  /// A printable character, unmodified.
  ///
  /// - Parameter character: The character typed.
  public static func character(_ character: Character) -> KeyPress {
    KeyPress(.character(character))
  }

  /// A function key, unmodified: `function(1)` is F1.
  ///
  /// - Parameter number: The key's number, 1 for F1.
  public static func function(_ number: Int) -> KeyPress {
    KeyPress(.function(number))
  }
}
