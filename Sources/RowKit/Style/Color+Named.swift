extension Color {
  /// The 16 named colours in palette order (``black`` is entry 0, ``brightWhite`` 15).
  public static let named: [Color] = [
    .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white,
    .brightBlack, .brightRed, .brightGreen, .brightYellow, .brightBlue, .brightMagenta,
    .brightCyan, .brightWhite,
  ]

  /// The palette entry (0–15) of a named colour; `nil` for ``indexed(_:)`` and
  /// ``rgb(_:_:_:)``.
  public var namedIndex: Int? {
    switch self {
    case .black: 0
    case .red: 1
    case .green: 2
    case .yellow: 3
    case .blue: 4
    case .magenta: 5
    case .cyan: 6
    case .white: 7
    case .brightBlack: 8
    case .brightRed: 9
    case .brightGreen: 10
    case .brightYellow: 11
    case .brightBlue: 12
    case .brightMagenta: 13
    case .brightCyan: 14
    case .brightWhite: 15
    case .indexed, .rgb: nil
    }
  }

  /// The colour's name, for plain text that must say what colour cannot show: `red`,
  /// `bright blue`, `colour 208` for a palette entry, `#FF8800` for an RGB colour.
  public var name: String {
    switch self {
    case .indexed(let entry): return "colour \(entry)"
    case .rgb(let red, let green, let blue):
      return "#" + [red, green, blue].map(Color.hex).joined()
    default:
      let index = namedIndex ?? 0
      let base = Color.baseNames[index % 8]
      return index < 8 ? base : "bright " + base
    }
  }

  /// The named colour called `name` (`red`, `bright blue`, …), or `nil`.
  public init?(name: String) {
    guard let color = Color.named.first(where: { $0.name == name }) else { return nil }
    self = color
  }

  private static let baseNames = [
    "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
  ]

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
  }
}
