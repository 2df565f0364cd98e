/// One run of ``TextRenderer/svg(theme:)``: writes a canvas as an SVG document.
struct SVGPicture {
  let canvas: TextCanvas
  let theme: SVGTheme

  /// How a cell's text is drawn, after inverse is applied; `nil` colours are the
  /// theme's defaults.
  struct Look: Equatable {
    var foreground: String?
    var background: String?
    var attributes: TextAttributes
  }

  var document: String {
    let width = canvas.size.columns * theme.cellWidth + 2 * theme.padding
    let height = canvas.size.lines * theme.lineHeight + 2 * theme.padding
    var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
    out += " viewBox=\"0 0 \(width) \(height)\">\n"
    out += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"\(hex(theme.background))\"/>\n"
    for line in 0..<canvas.size.lines { appendBackgrounds(line: line, to: &out) }
    out += "<g font-family=\"\(SVGPicture.escaped(theme.fontFamily))\""
    out += " font-size=\"\(theme.fontSize)\" fill=\"\(hex(theme.foreground))\">\n"
    for line in 0..<canvas.size.lines { appendText(line: line, to: &out) }
    out += "</g>\n</svg>\n"
    return out
  }

  /// The look of a cell: its colours as hex, inverse applied. Text the theme colours
  /// itself, on a background other than the theme's, takes the theme's readable text
  /// colour for that background (``SVGTheme/text(on:)``).
  func look(_ style: Style) -> Look {
    let inverse = style.attributes.contains(.inverse)
    let text = inverse ? style.background : style.foreground
    let behind = inverse ? style.foreground ?? theme.foreground : style.background
    var foreground = text.map(hex)
    if text == nil, let behind {
      let readable = theme.text(on: behind)
      // The theme's own foreground on a plain cell is the group's default fill.
      foreground = !inverse && readable == theme.foreground ? nil : hex(readable)
    }
    return Look(
      foreground: foreground, background: behind.map(hex),
      attributes: style.attributes.subtracting(.inverse))
  }

  /// One rectangle per run of cells with the same background other than the default.
  func appendBackgrounds(line: Int, to out: inout String) {
    let cells = canvas.cells(line: line)
    var column = 0
    while column < canvas.size.columns {
      let color = look(cells[cells.startIndex + column].style).background
      var end = column + 1
      while end < canvas.size.columns, look(cells[cells.startIndex + end].style).background == color
      {
        end += 1
      }
      if let color {
        out += "<rect x=\"\(x(column))\" y=\"\(theme.padding + line * theme.lineHeight)\""
        out += " width=\"\((end - column) * theme.cellWidth)\" height=\"\(theme.lineHeight)\""
        out += " fill=\"\(color)\"/>\n"
      }
      column = end
    }
  }

  /// One `<text>` per run of narrow cells that look the same, one per wide character.
  func appendText(line: Int, to out: inout String) {
    let cells = canvas.cells(line: line)
    let y = theme.padding + line * theme.lineHeight + baseline
    var column = 0
    while column < canvas.size.columns {
      let cell = cells[cells.startIndex + column]
      let cellLook = look(cell.style)
      if cell.width == 2 {
        let center = x(column) + theme.cellWidth
        out += "<text x=\"\(center)\" y=\"\(y)\" text-anchor=\"middle\""
        out += attributes(cellLook) + ">" + SVGPicture.escaped(cell.character) + "</text>\n"
        column += 2
        continue
      }
      if cell.width == 0 {
        column += 1
        continue
      }
      var end = column + 1
      while end < canvas.size.columns, cells[cells.startIndex + end].width == 1,
        look(cells[cells.startIndex + end].style) == cellLook
      {
        end += 1
      }
      appendRun(
        cells[cells.startIndex + column..<cells.startIndex + end], at: column, y: y,
        look: cellLook, to: &out)
      column = end
    }
  }

  /// A run of narrow cells that look the same. Unless it is underlined, its spaces
  /// at the ends are left out and it is split where two or more spaces show nothing.
  func appendRun(
    _ run: ArraySlice<CanvasCell>, at column: Int, y: Int, look: Look, to out: inout String
  ) {
    guard !look.attributes.contains(.underline) else {
      appendText(run, at: column, y: y, look: look, to: &out)
      return
    }
    var start = run.startIndex
    while start < run.endIndex {
      while start < run.endIndex, run[start].character == " " { start += 1 }
      guard start < run.endIndex else { return }
      // The piece ends before the first gap of two spaces, or before trailing spaces.
      var end = start + 1
      while end < run.endIndex {
        if run[end].character == " ",
          end + 1 == run.endIndex || run[end + 1].character == " "
        {
          break
        }
        end += 1
      }
      appendText(
        run[start..<end], at: column + (start - run.startIndex), y: y, look: look, to: &out)
      start = end
    }
  }

  /// One `<text>` for cells, stretched to them when there are several.
  func appendText(
    _ cells: ArraySlice<CanvasCell>, at column: Int, y: Int, look: Look, to out: inout String
  ) {
    var text = ""
    for cell in cells { text += SVGPicture.escaped(cell.character) }
    out += "<text x=\"\(x(column))\" y=\"\(y)\""
    if cells.count > 1 { out += " textLength=\"\(cells.count * theme.cellWidth)\"" }
    out += attributes(look) + ">" + text + "</text>\n"
  }

  /// The presentation attributes of a look, each with a leading space.
  func attributes(_ look: Look) -> String {
    var result = ""
    if let foreground = look.foreground { result += " fill=\"\(foreground)\"" }
    if look.attributes.contains(.bold) { result += " font-weight=\"bold\"" }
    if look.attributes.contains(.italic) { result += " font-style=\"italic\"" }
    if look.attributes.contains(.underline) { result += " text-decoration=\"underline\"" }
    if look.attributes.contains(.dim) { result += " opacity=\"0.6\"" }
    return result
  }

  /// The left edge of a column.
  func x(_ column: Int) -> Int { theme.padding + column * theme.cellWidth }

  /// The baseline's distance from the top of a line.
  var baseline: Int {
    theme.lineHeight - (theme.lineHeight - theme.fontSize) / 2 - theme.fontSize / 5
  }

  /// `#RRGGBB` for a colour in the theme.
  func hex(_ color: Color) -> String {
    let (red, green, blue) = theme.rgb(color)
    let digits = Array("0123456789ABCDEF")
    var result = "#"
    for byte in [red, green, blue] {
      result.append(digits[Int(byte >> 4)])
      result.append(digits[Int(byte & 0xF)])
    }
    return result
  }

  /// A cell's character as XML text: sanitised, escaped, spaces as `&#160;`.
  static func escaped(_ character: Character) -> String {
    if character == " " { return "&#160;" }
    switch Sanitizer.visibleForm(of: character, options: []) {
    case .unchanged: return escaped(String(character))
    case .replaced: return "\u{FFFD}"
    }
  }

  /// Text escaped for XML 1.0 content and double-quoted attribute values, with every
  /// character that XML does not allow (and every C0 control) replaced by U+FFFD.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default:
        let value = scalar.value
        let allowed =
          (0x20...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value)
          || (0x10000...0x10FFFF).contains(value)
        result.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
      }
    }
    return result
  }
}
