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
}
