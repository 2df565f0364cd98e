import RowKit

/// The benchmark's screen: a scrolled window onto a list of checkbox lines, drawn
/// into an 80x24 canvas the way a row kind would draw it.
struct ChecklistScreen {
  var checked: [Bool]
  var selection = 0
  var offset = 0
  let size = Size(columns: 80, lines: 24)

  init(count: Int) {
    checked = (0..<count).map { $0 % 3 == 0 }
  }

  func label(_ index: Int) -> String {
    let number = String(index + 1)
    let padded = String(repeating: "0", count: max(0, 4 - number.count)) + number
    return "Item \(padded): buy something useful for the kitchen"
  }

  func draw() -> TextCanvas {
    var canvas = TextCanvas(size: size)
    for line in 0..<size.lines {
      let index = offset + line
      guard index < checked.count else { break }
      let selected = index == selection
      let style = selected ? Style(attributes: .inverse) : .plain
      if selected {
        canvas.fill(Rect(column: 0, line: line, width: size.columns, height: 1), style: style)
      }
      let mark = checked[index] ? "[x]" : "[ ]"
      let end = canvas.write(mark, at: Point(column: 1, line: line), style: style)
      canvas.write(label(index), at: Point(column: end + 1, line: line), style: style)
    }
    return canvas
  }
}
