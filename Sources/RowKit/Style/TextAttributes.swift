/// Text attributes that a terminal can show: bold, dim, italic, underline, inverse.
public struct TextAttributes: OptionSet, Hashable, Sendable {
  /// The raw bit set.
  public let rawValue: UInt8

  /// Creates attributes from their raw bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Bold or increased intensity (SGR 1).
  public static let bold = TextAttributes(rawValue: 1 << 0)
  /// Faint or decreased intensity (SGR 2).
  public static let dim = TextAttributes(rawValue: 1 << 1)
  /// Italic (SGR 3).
  public static let italic = TextAttributes(rawValue: 1 << 2)
  /// Underline (SGR 4).
  public static let underline = TextAttributes(rawValue: 1 << 3)
  /// Foreground and background swapped (SGR 7).
  public static let inverse = TextAttributes(rawValue: 1 << 4)
}
