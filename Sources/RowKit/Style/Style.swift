/// How a text cell looks: foreground colour, background colour and attributes.
///
/// `nil` colours mean the terminal's defaults. Plain-text output ignores styles;
/// ANSI output writes them as SGR sequences.
public struct Style: Hashable, Sendable {
  /// The text colour, or `nil` for the terminal's default.
  public var foreground: Color?
  /// The background colour, or `nil` for the terminal's default.
  public var background: Color?
  /// Bold, dim, italic, underline, inverse.
  public var attributes: TextAttributes

  /// Creates a style.
  public init(
    foreground: Color? = nil, background: Color? = nil, attributes: TextAttributes = []
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// The terminal's default look.
  public static let plain = Style()

  /// This style drawn over `base`: colours this style leaves `nil` come from `base`,
  /// attributes are combined.
  public func over(_ base: Style) -> Style {
    Style(
      foreground: foreground ?? base.foreground,
      background: background ?? base.background,
      attributes: attributes.union(base.attributes))
  }
}
