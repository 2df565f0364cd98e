/// The modifier keys held with a key or a click: Shift, Alt, Control and Super.
///
/// The bits are those of the terminal protocols (xterm's modifier parameter less one,
/// the kitty keyboard protocol's), so a decoder passes them on as they come:
///
/// | modifier | bit | xterm `CSI 1 ; m A` | kitty `CSI code ; m u` |
/// |---|---|---|---|
/// | ``shift`` | 1 | m = 2 | m = 2 |
/// | ``alt`` | 2 | m = 3 | m = 3 |
/// | ``control`` | 4 | m = 5 | m = 5 |
/// | ``super`` | 8 | m = 9 (xterm's Meta) | m = 9 |
///
/// ```swift
/// let press = KeyPress(.up, modifiers: [.shift, .alt])
/// press.modifiers.contains(.shift)  // true
/// ```
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: UInt8

  /// Creates a set from its bits; bits above the four modifiers are dropped.
  ///
  /// - Parameter rawValue: The bits: Shift 1, Alt 2, Control 4, Super 8.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue & 0x0F
  }

  /// Shift.
  public static let shift = KeyModifiers(rawValue: 1)
  /// Alt (Option, Meta).
  public static let alt = KeyModifiers(rawValue: 2)
  /// Control.
  public static let control = KeyModifiers(rawValue: 4)
  /// Super (the Windows or Command key; xterm calls it Meta).
  public static let `super` = KeyModifiers(rawValue: 8)
}
