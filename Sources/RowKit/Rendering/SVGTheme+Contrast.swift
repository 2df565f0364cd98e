extension SVGTheme {
  /// The contrast ratio of `text` drawn on `background` in this theme, as WCAG 2
  /// defines it: from 1 (the same colour) to 21 (black and white). Text needs 4.5 to
  /// be readable (level AA).
  ///
  /// ```swift
  /// SVGTheme.dark.contrast(of: SVGTheme.dark.foreground, on: SVGTheme.dark.background)
  /// // 10.8
  /// ```
  ///
  /// - Complexity: O(1).
  public func contrast(of text: Color, on background: Color) -> Double {
    Self.contrast(rgb(text), rgb(background))
  }

  /// The colour of text the theme colours itself (text without a colour of its own) on
  /// a cell whose background is `background`: the theme's foreground, or its
  /// background colour when that reads better, or black or white when neither
  /// reaches 4.5:1 (one of the two always does).
  ///
  /// - Complexity: O(1).
  func text(on background: Color) -> Color {
    let behind = rgb(background)
    let themed = [foreground, self.background].max {
      Self.contrast(rgb($0), behind) < Self.contrast(rgb($1), behind)
    }
    if let themed, Self.contrast(rgb(themed), behind) >= Self.readableContrast {
      return themed
    }
    let black = Color.rgb(0, 0, 0)
    let white = Color.rgb(0xFF, 0xFF, 0xFF)
    return Self.contrast(rgb(black), behind) >= Self.contrast(rgb(white), behind) ? black : white
  }

  /// WCAG 2's level AA for text: 4.5:1.
  static let readableContrast = 4.5

  /// The WCAG 2 contrast ratio of two RGB colours.
  static func contrast(_ first: (UInt8, UInt8, UInt8), _ second: (UInt8, UInt8, UInt8))
    -> Double
  {
    let a = luminance(first)
    let b = luminance(second)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// The relative luminance of an sRGB colour, from 0 (black) to 1 (white).
  static func luminance(_ color: (UInt8, UInt8, UInt8)) -> Double {
    0.2126 * linear(color.0) + 0.7152 * linear(color.1) + 0.0722 * linear(color.2)
  }

  /// An sRGB channel as linear light.
  static func linear(_ channel: UInt8) -> Double {
    let value = Double(channel) / 255
    return value <= 0.04045 ? value / 12.92 : power2point4((value + 0.055) / 1.055)
  }

  /// `x` to the power 2.4 for `x` in 0...1, without the C library: x² times the fifth
  /// root of x², found by Newton's method.
  static func power2point4(_ x: Double) -> Double {
    let square = x * x
    guard square > 0 else { return 0 }
    var root = 1.0
    for _ in 0..<40 {
      let fourth = root * root * root * root
      root -= (fourth * root - square) / (5 * fourth)
    }
    return square * root
  }
}
