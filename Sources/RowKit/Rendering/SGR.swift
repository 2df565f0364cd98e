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
    var list = SGRParameters()
    appendCodes(of: style, to: &list)
    return list.count > 0 ? list.array : [0]
  }

  /// The parameters of the changes from `old` to `new` without a reset.
  static func changes(from old: Style, to new: Style) -> [Int] {
    var list = SGRParameters()
    appendChanges(from: old, to: new, to: &list)
    return list.array
  }

  /// Adds the parameters of `style`'s attributes and colours.
  private static func appendCodes(of style: Style, to list: inout SGRParameters) {
    for (attribute, on, _) in attributeCodes where style.attributes.contains(attribute) {
      list.append(on)
    }
    if let foreground = style.foreground { list.append(foreground, background: false) }
    if let background = style.background { list.append(background, background: true) }
  }

  /// Adds the parameters of the changes from `old` to `new` without a reset.
  private static func appendChanges(
    from old: Style, to new: Style, to list: inout SGRParameters
  ) {
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
      if let foreground = new.foreground {
        list.append(foreground, background: false)
      } else {
        list.append(39)
      }
    }
    if old.background != new.background {
      if let background = new.background {
        list.append(background, background: true)
      } else {
        list.append(49)
      }
    }
  }

  /// Appends the shorter of the two ways from `old` to `new` (the changes alone, or a
  /// reset and the new style in full); nothing when equal. Allocates nothing.
  ///
  /// Two cases need no comparison: to the plain style, the reset (`0`, one byte) is
  /// shorter than any change (each at least two); from the plain style, the changes
  /// are the new style's codes, which the reset's way only adds to.
  static func append(from old: Style, to new: Style, into buffer: inout OutputBuffer) {
    if isPlain(new) {
      guard !isPlain(old) else { return }
      buffer.append(OutputBuffer.escape)
      buffer.append(0x5B)  // [
      buffer.append(0x30)  // 0
      buffer.append(0x6D)  // m
      return
    }
    guard old != new else { return }
    if isPlain(old) {
      var codes = SGRParameters()
      appendCodes(of: new, to: &codes)
      codes.write(into: &buffer)
      return
    }
    var incremental = SGRParameters()
    appendChanges(from: old, to: new, to: &incremental)
    var full = SGRParameters()
    full.append(0)
    appendCodes(of: new, to: &full)
    (incremental.length < full.length ? incremental : full).write(into: &buffer)
  }

  /// Whether `style` is the plain style, read field by field (no comparison of whole
  /// colours).
  @inline(__always)
  private static func isPlain(_ style: Style) -> Bool {
    style.foreground == nil && style.background == nil && style.attributes.isEmpty
  }

  /// Attribute, its "on" parameter and its "off" parameter.
  private static let attributeCodes: [(TextAttributes, Int, Int)] = [
    (.bold, 1, 22), (.dim, 2, 22), (.italic, 3, 23), (.underline, 4, 24), (.inverse, 7, 27),
  ]
}
