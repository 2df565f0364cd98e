/// How ``TextRenderer/svg(theme:)`` draws a canvas: the colours a terminal would
/// choose, the font and the size of a cell.
///
/// A terminal decides what "red" or "the default background" look like; a picture has
/// to decide it too. The theme maps the 16 named colours (and so the first 16
/// entries of the 256-colour palette) to RGB colours and gives the default
/// foreground and background. Palette entries 16–255 are the xterm colour cube and
/// grey ramp; ``Color/rgb(_:_:_:)`` colours are drawn as they are.
///
/// Text is readable on whatever the theme draws it on: text the theme colours itself
/// (text without a colour of its own) on a coloured background is drawn in the theme's
/// foreground or background colour, whichever contrasts more with it, or in black or
/// white when neither reaches WCAG's 4.5:1; the palette's colours but black have
/// 4.5:1 as text on the theme's background (``contrast(of:on:)``, and a test for
/// ``dark``).
///
/// Sizes are in SVG user units (pixels at 100 %). Every cell is ``cellWidth`` wide
/// and ``lineHeight`` tall, whatever font the viewer picks: text runs are stretched
/// to their cells, so the grid never drifts.
///
/// ```swift
/// var theme = SVGTheme.dark
/// theme.background = .rgb(0, 0, 0)
/// let picture = TextRenderer.svg(theme: theme).render(canvas)
/// ```
public struct SVGTheme: Hashable, Sendable {
  /// The text colour of cells without a foreground colour.
  public var foreground: Color
  /// The colour behind cells without a background colour.
  public var background: Color
  /// The colours of palette entries 0–15 (``Color/black`` … ``Color/brightWhite``),
  /// in palette order. Entries that are not ``Color/rgb(_:_:_:)`` colours, and
  /// missing entries, are drawn in xterm's default colours.
  public var palette: [Color]
  /// The font list of the `font-family` attribute; monospace fonts, best first.
  public var fontFamily: String
  /// The font size.
  public var fontSize: Int
  /// The width of one cell (a wide character takes two).
  public var cellWidth: Int
  /// The height of one line of cells.
  public var lineHeight: Int
  /// The blank margin around the grid, on every side.
  public var padding: Int

  /// Creates a theme.
  public init(
    foreground: Color, background: Color, palette: [Color],
    fontFamily: String = SVGTheme.monospaceFonts, fontSize: Int = 15, cellWidth: Int = 9,
    lineHeight: Int = 18, padding: Int = 9
  ) {
    self.foreground = foreground
    self.background = background
    self.palette = palette
    self.fontFamily = fontFamily
    self.fontSize = fontSize
    self.cellWidth = cellWidth
    self.lineHeight = lineHeight
    self.padding = padding
  }

  /// Light text on a dark grey background, a 15-pixel font in cells of 9 × 18: every
  /// pair of text and background colours it draws has a contrast of 4.5:1 or more.
  public static let dark = SVGTheme(
    foreground: .rgb(0xD0, 0xD0, 0xD0), background: .rgb(0x1C, 0x1E, 0x22),
    palette: [
      .rgb(0x3A, 0x3D, 0x44), .rgb(0xDC, 0x5E, 0x66), .rgb(0x5E, 0x9E, 0x40),
      .rgb(0xC8, 0xA0, 0x40), .rgb(0x48, 0x8C, 0xD6), .rgb(0xB0, 0x6E, 0xC8),
      .rgb(0x3A, 0xA0, 0xAA), .rgb(0xD0, 0xD0, 0xD0), .rgb(0x80, 0x86, 0x90),
      .rgb(0xFF, 0x86, 0x8C), .rgb(0xB0, 0xE2, 0x8E), .rgb(0xF6, 0xD4, 0x88),
      .rgb(0x84, 0xC4, 0xFF), .rgb(0xDC, 0x9E, 0xF2), .rgb(0x72, 0xD4, 0xDE),
      .rgb(0xFF, 0xFF, 0xFF),
    ],
    fontFamily: monospaceFonts, fontSize: 15, cellWidth: 9, lineHeight: 18, padding: 9)

  /// Common monospace fonts of Linux, macOS and Windows, the generic family, then the
  /// emoji and symbol fonts of the three systems, so that a character the monospace
  /// font lacks is drawn from one of them instead of as a box.
  public static let monospaceFonts =
    "ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace, 'Noto Color Emoji', "
    + "'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Sans Symbols 2', 'Segoe UI Symbol', "
    + "'Apple Symbols'"

  /// The RGB colour a colour is drawn in.
  ///
  /// - Complexity: O(1).
  func rgb(_ color: Color) -> (UInt8, UInt8, UInt8) {
    switch color {
    case .rgb(let red, let green, let blue):
      return (red, green, blue)
    case .indexed(let entry) where entry >= 16:
      return Self.xterm(Int(entry))
    case .indexed(let entry):
      return paletteEntry(Int(entry))
    default:
      return paletteEntry(color.namedIndex ?? 0)
    }
  }

  private func paletteEntry(_ index: Int) -> (UInt8, UInt8, UInt8) {
    if index < palette.count, case .rgb(let red, let green, let blue) = palette[index] {
      return (red, green, blue)
    }
    return Self.xterm(index)
  }

  /// Entry `index` of xterm's default 256-colour palette.
  static func xterm(_ index: Int) -> (UInt8, UInt8, UInt8) {
    switch index {
    case 0..<16:
      let base: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
        (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0),
        (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
      ]
      return base[index]
    case 16..<232:
      let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
      let cube = index - 16
      return (levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
    default:
      let grey = UInt8(truncatingIfNeeded: 8 + 10 * (index - 232))
      return (grey, grey, grey)
    }
  }
}
