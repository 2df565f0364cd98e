import Testing

@testable import RowKit

/// Every text/background pair the SVG theme draws reads at WCAG's level AA, 4.5:1,
/// computed from the theme's own colours.
@Suite struct SVGContrastTests {
  let theme = SVGTheme.dark

  /// The named colours, in palette order.
  static let named: [Color] = [
    .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white, .brightBlack,
    .brightRed, .brightGreen, .brightYellow, .brightBlue, .brightMagenta, .brightCyan,
    .brightWhite,
  ]

  /// The colour a renderer of `style` draws its text in, as the picture writes it.
  func drawnText(_ style: Style) throws -> Color {
    let look = SVGPicture(canvas: TextCanvas(size: .zero), theme: theme).look(style)
    let hex =
      look.foreground
      ?? SVGPicture(canvas: TextCanvas(size: .zero), theme: theme)
      .hex(theme.foreground)
    let digits = try #require(UInt32(hex.dropFirst(), radix: 16))
    return .rgb(UInt8(digits >> 16), UInt8(digits >> 8 & 0xFF), UInt8(digits & 0xFF))
  }

  func drawnBackground(_ style: Style) throws -> Color {
    let picture = SVGPicture(canvas: TextCanvas(size: .zero), theme: theme)
    let hex = picture.look(style).background ?? picture.hex(theme.background)
    let digits = try #require(UInt32(hex.dropFirst(), radix: 16))
    return .rgb(UInt8(digits >> 16), UInt8(digits >> 8 & 0xFF), UInt8(digits & 0xFF))
  }

  func expectReadable(_ style: Style, _ what: String) throws {
    let ratio = theme.contrast(of: try drawnText(style), on: try drawnBackground(style))
    #expect(ratio >= 4.5, "\(what): \(ratio):1")
  }

  @Test func theContrastIsWCAGs() {
    let black = Color.rgb(0, 0, 0)
    let white = Color.rgb(255, 255, 255)
    #expect(abs(theme.contrast(of: black, on: white) - 21) < 1e-9)
    #expect(theme.contrast(of: white, on: white) == 1)
    // #777777 on white is the classic just-too-light grey: 4.48:1.
    #expect(abs(theme.contrast(of: .rgb(0x77, 0x77, 0x77), on: white) - 4.478) < 0.001)
    #expect(abs(SVGTheme.power2point4(0.5) - 0.189_464_571_8) < 1e-9)
  }

  @Test func theDefaultTextPlainDimAndInverseReads() throws {
    try expectReadable(Style(), "text on the background")
    try expectReadable(Style(attributes: .inverse), "inverse text")
    // Dim text is drawn at 60 % opacity over the background.
    let text = theme.rgb(theme.foreground)
    let behind = theme.rgb(theme.background)
    func blend(_ a: UInt8, _ b: UInt8) -> UInt8 {
      UInt8((Double(a) * 0.6 + Double(b) * 0.4).rounded())
    }
    let dim = (blend(text.0, behind.0), blend(text.1, behind.1), blend(text.2, behind.2))
    #expect(SVGTheme.contrast(dim, behind) >= 4.5, "dim text")
  }

  @Test(arguments: named.dropFirst())
  func aNamedColourReadsAsTextOnTheBackground(color: Color) throws {
    try expectReadable(Style(foreground: color), "\(color) text")
    try expectReadable(Style(foreground: color, attributes: .inverse), "inverse \(color) text")
  }

  @Test(arguments: named)
  func textReadsOnANamedBackground(color: Color) throws {
    try expectReadable(Style(background: color), "text on \(color)")
    try expectReadable(Style(background: color, attributes: .bold), "bold text on \(color)")
  }

  @Test func textReadsOnEveryPaletteEntryAndOnAnyRGBBackground() throws {
    for entry in 0...255 {
      try expectReadable(Style(background: .indexed(UInt8(entry))), "text on entry \(entry)")
    }
    for red in stride(from: 0, through: 255, by: 17) {
      for green in stride(from: 0, through: 255, by: 17) {
        for blue in stride(from: 0, through: 255, by: 51) {
          let color = Color.rgb(UInt8(red), UInt8(green), UInt8(blue))
          try expectReadable(Style(background: color), "text on \(color)")
        }
      }
    }
  }

  /// The quiz's answers: the default text on the green and red bars.
  @Test func theQuizsAnswerBarsRead() throws {
    #expect(try drawnText(Style(background: .green)) == theme.background)
    #expect(try drawnText(Style(background: .red)) == theme.background)
    #expect(theme.contrast(of: theme.background, on: .green) >= 4.5)
    #expect(theme.contrast(of: theme.background, on: .red) >= 4.5)
  }
}
