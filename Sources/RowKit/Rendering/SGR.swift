/// Select Graphic Rendition: the escape sequences (`ESC [ … m`) that set a ``Style``.
///
/// The only sequences RowKit's styled renderers write are of the form
/// `ESC [` *parameters* `m`, where the parameters, separated by `;`, come from this
/// list:
///
/// | parameter | meaning |
/// |---|---|
/// | `0` | reset everything |
/// | `1`, `2`, `3`, `4`, `7` | bold, dim, italic, underline, inverse on |
/// | `22`, `23`, `24`, `27` | bold and dim off, italic off, underline off, inverse off |
/// | `30`–`37`, `90`–`97` | named foreground (``Color/black`` … ``Color/brightWhite``) |
/// | `40`–`47`, `100`–`107` | named background |
/// | `38;5;n`, `48;5;n` | 256-colour foreground, background |
/// | `38;2;r;g;b`, `48;2;r;g;b` | RGB foreground, background |
/// | `39`, `49` | default foreground, background |
///
/// A transition between two styles writes whichever is shorter: the changes alone,
/// or a reset followed by the new style in full.
///
/// ```swift
/// SGR.transition(from: .plain, to: Style(foreground: .red, attributes: .bold))
/// // "\u{1B}[1;31m"
/// ```
public enum SGR {
  /// The escape sequence that turns `old` into `new` on a terminal, or `""` when the
  /// two are equal.
  ///
  /// - Complexity: O(1).
  public static func transition(from old: Style, to new: Style) -> String {
    var buffer = OutputBuffer()
    append(from: old, to: new, into: &buffer)
    return buffer.string
  }

  /// The parameters that set `style` after a reset (`[0]` for the plain style).
  public static func parameters(for style: Style) -> [Int] {
    var list = [0]
    for (attribute, on, _) in attributeCodes where style.attributes.contains(attribute) {
      list.append(on)
    }
    if let foreground = style.foreground { list += codes(for: foreground, background: false) }
    if let background = style.background { list += codes(for: background, background: true) }
    return list.count > 1 ? Array(list.dropFirst()) : list
  }

  /// The parameters of the changes from `old` to `new` without a reset.
  static func changes(from old: Style, to new: Style) -> [Int] {
    var list: [Int] = []
    let removed = old.attributes.subtracting(new.attributes)
    var added = new.attributes.subtracting(old.attributes)
    if !removed.isDisjoint(with: [.bold, .dim]) {
      list.append(22)
      added.formUnion(new.attributes.intersection([.bold, .dim]))
    }
    for (attribute, _, off) in attributeCodes where off != 22 && removed.contains(attribute) {
      list.append(off)
    }
    for (attribute, on, _) in attributeCodes where added.contains(attribute) {
      list.append(on)
    }
    if old.foreground != new.foreground {
      list += new.foreground.map { codes(for: $0, background: false) } ?? [39]
    }
    if old.background != new.background {
      list += new.background.map { codes(for: $0, background: true) } ?? [49]
    }
    return list
  }

  /// Appends the shorter of the two ways from `old` to `new`; nothing when equal.
  static func append(from old: Style, to new: Style, into buffer: inout OutputBuffer) {
    guard old != new else { return }
    let incremental = changes(from: old, to: new)
    var full = parameters(for: new)
    if full != [0] { full.insert(0, at: 0) }
    let chosen = length(of: incremental) < length(of: full) ? incremental : full
    buffer.append(OutputBuffer.escape)
    buffer.append(0x5B)  // [
    for (position, parameter) in chosen.enumerated() {
      if position > 0 { buffer.append(0x3B) }  // ;
      buffer.appendDecimal(parameter)
    }
    buffer.append(0x6D)  // m
  }

  /// Attribute, its "on" parameter and its "off" parameter.
  private static let attributeCodes: [(TextAttributes, Int, Int)] = [
    (.bold, 1, 22), (.dim, 2, 22), (.italic, 3, 23), (.underline, 4, 24), (.inverse, 7, 27),
  ]

  private static func length(of parameters: [Int]) -> Int {
    parameters.reduce(parameters.count - 1) { total, value in
      total + (value >= 100 ? 3 : value >= 10 ? 2 : 1)
    }
  }

  /// The parameters for a colour as foreground or background.
  static func codes(for color: Color, background: Bool) -> [Int] {
    let base = background ? 40 : 30
    switch color {
    case .indexed(let index): return [base + 8, 5, Int(index)]
    case .rgb(let red, let green, let blue): return [base + 8, 2, Int(red), Int(green), Int(blue)]
    default:
      let number = color.namedIndex ?? 0
      return [number < 8 ? base + number : base + 60 + number - 8]
    }
  }
}
