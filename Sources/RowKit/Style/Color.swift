/// A terminal colour: one of the 16 named colours, an entry of the 256-colour
/// palette, or a 24-bit RGB colour.
public enum Color: Hashable, Sendable {
  /// Palette entry 0.
  case black
  /// Palette entry 1.
  case red
  /// Palette entry 2.
  case green
  /// Palette entry 3.
  case yellow
  /// Palette entry 4.
  case blue
  /// Palette entry 5.
  case magenta
  /// Palette entry 6.
  case cyan
  /// Palette entry 7.
  case white
  /// Palette entry 8.
  case brightBlack
  /// Palette entry 9.
  case brightRed
  /// Palette entry 10.
  case brightGreen
  /// Palette entry 11.
  case brightYellow
  /// Palette entry 12.
  case brightBlue
  /// Palette entry 13.
  case brightMagenta
  /// Palette entry 14.
  case brightCyan
  /// Palette entry 15.
  case brightWhite
  /// An entry of the xterm 256-colour palette.
  case indexed(UInt8)
  /// A 24-bit colour.
  case rgb(UInt8, UInt8, UInt8)
}
