import RowKit

/// The words that name a colour in plain text, where no colour can be shown.
enum ColorName {
  /// `red`, `bright blue`, `colour 208` for a palette entry, `#FF8800` for RGB.
  static func of(_ color: Color) -> String {
    switch color {
    case .black: return "black"
    case .red: return "red"
    case .green: return "green"
    case .yellow: return "yellow"
    case .blue: return "blue"
    case .magenta: return "magenta"
    case .cyan: return "cyan"
    case .white: return "white"
    case .brightBlack: return "bright black"
    case .brightRed: return "bright red"
    case .brightGreen: return "bright green"
    case .brightYellow: return "bright yellow"
    case .brightBlue: return "bright blue"
    case .brightMagenta: return "bright magenta"
    case .brightCyan: return "bright cyan"
    case .brightWhite: return "bright white"
    case .indexed(let entry): return "colour \(entry)"
    case .rgb(let red, let green, let blue): return "#" + hex(red) + hex(green) + hex(blue)
    }
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
  }
}
