@testable import RowKit

/// A model terminal that understands exactly the bytes ``FrameDiffWriter`` documents,
/// to check that applying a diff reproduces the new frame.
struct TerminalModel {
  let size: Size
  var cells: [CanvasCell]
  var column = 0
  var line = 0
  var pen = Style.plain
  /// Set after a character is written into the last column.
  var pendingWrap = false

  init(size: Size) {
    self.size = size
    cells = Array(repeating: .blank(), count: size.columns * size.lines)
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  mutating func apply(_ bytes: [UInt8]) throws {
    for token in try EscapeGrammar.tokens(bytes, allowCursor: true) {
      switch token {
      case .text(let text):
        for character in text { try print(character) }
      case .sgr(let parameters):
        applySGR(parameters)
      case .carriageReturn:
        column = 0
        pendingWrap = false
      case .lineFeed:
        guard line + 1 < size.lines else { throw Failure(description: "LF would scroll") }
        line += 1
        pendingWrap = false
      case .control(let final, let parameters):
        try control(final, parameters)
      }
    }
  }

  private mutating func control(_ final: Character, _ parameters: [Int]) throws {
    let count = max(parameters.first ?? 1, 1)
    pendingWrap = false
    switch final {
    case "H":
      line = (parameters.count > 0 ? max(parameters[0], 1) : 1) - 1
      column = (parameters.count > 1 ? max(parameters[1], 1) : 1) - 1
    case "A": line -= count
    case "B": line += count
    case "C": column += count
    case "D": column -= count
    case "K":
      for index in column..<size.columns { put(.blank(pen.backgroundOnly), at: index) }
    case "J":
      cells = Array(repeating: .blank(pen.backgroundOnly), count: cells.count)
    default: throw Failure(description: "unknown control \(final)")
    }
    guard (0..<max(size.lines, 1)).contains(line), (0..<max(size.columns, 1)).contains(column)
    else { throw Failure(description: "cursor left the screen: \(column), \(line)") }
  }

  private mutating func print(_ character: Character) throws {
    guard !pendingWrap else { throw Failure(description: "relied on autowrap at \(character)") }
    let width = DisplayWidth.of(character)
    guard width > 0 else { throw Failure(description: "zero-width character printed") }
    guard column + width <= size.columns else { throw Failure(description: "wide at edge") }
    put(CanvasCell(character: character, width: width, style: pen), at: column)
    if width == 2 { put(CanvasCell(character: " ", width: 0, style: pen), at: column + 1) }
    column += width
    if column == size.columns {
      column -= 1
      pendingWrap = true
    }
  }

  /// Places a cell the way terminals do: a half-overwritten wide character is cleared.
  private mutating func put(_ cell: CanvasCell, at column: Int) {
    let index = line * size.columns + column
    let old = cells[index]
    if old.width == 0, column > 0, cell.width != 0 {
      cells[index - 1] = .blank(cells[index - 1].style)
    }
    if old.width == 2, column + 1 < size.columns, cell.width != 2 {
      cells[index + 1] = .blank(cells[index + 1].style)
    }
    cells[index] = cell
  }

  private mutating func applySGR(_ parameters: [Int]) {
    var index = 0
    while index < parameters.count {
      let value = parameters[index]
      index += 1
      switch value {
      case 0: pen = .plain
      case 1: pen.attributes.insert(.bold)
      case 2: pen.attributes.insert(.dim)
      case 3: pen.attributes.insert(.italic)
      case 4: pen.attributes.insert(.underline)
      case 7: pen.attributes.insert(.inverse)
      case 22: pen.attributes.subtract([.bold, .dim])
      case 23: pen.attributes.remove(.italic)
      case 24: pen.attributes.remove(.underline)
      case 27: pen.attributes.remove(.inverse)
      case 30...37: pen.foreground = Color.named[value - 30]
      case 90...97: pen.foreground = Color.named[value - 90 + 8]
      case 39: pen.foreground = nil
      case 40...47: pen.background = Color.named[value - 40]
      case 100...107: pen.background = Color.named[value - 100 + 8]
      case 49: pen.background = nil
      case 38, 48:
        let color: Color
        if parameters[index] == 5 {
          color = .indexed(UInt8(parameters[index + 1]))
          index += 2
        } else {
          color = .rgb(
            UInt8(parameters[index + 1]), UInt8(parameters[index + 2]),
            UInt8(parameters[index + 3]))
          index += 4
        }
        if value == 38 { pen.foreground = color } else { pen.background = color }
      default: break
      }
    }
  }
}

extension Style {
  /// What an erase leaves behind: the background only (other attributes do not
  /// survive erasing). RowKit only erases with the plain pen.
  fileprivate var backgroundOnly: Style { Style(background: background) }
}
