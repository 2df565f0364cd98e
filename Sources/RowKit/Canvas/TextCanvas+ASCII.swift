extension TextCanvas {
  /// The printable ASCII characters, a space to `~`, by their byte less 0x20: a cell's
  /// character read from here is not made again from its byte (a string built each
  /// time).
  static let printableASCII: [Character] = (0x20...0x7E).map {
    Character(Unicode.Scalar(UInt8($0)))
  }

  /// Writes printable ASCII bytes (``Sanitizer/isPrintableASCII(_:)``) from `column` of `line`, a
  /// line the write was told of (``willWrite(lines:)``), one cell of width 1 each,
  /// clipped to `area` (columns inside the canvas): what placing them one by one does,
  /// in one pass over the cells when none it covers is half of a wide character (no
  /// neighbour then changes). A cell that holds the same bytes already is left as it is.
  mutating func writeASCII(
    _ bytes: UnsafeBufferPointer<UInt8>, at column: Int, line: Int, area: Range<Int>,
    style: Style
  ) {
    let start = max(column, area.lowerBound)
    let end = min(Self.advance(column, by: bytes.count), area.upperBound)
    guard start < end else { return }
    let characters = Self.printableASCII
    let base = line * size.columns
    var lower = end
    var upper = start
    let narrow = cells.withUnsafeMutableBufferPointer { cells in
      for at in start..<end where cells[base + at].width != 1 { return false }
      guard let first = cells.baseAddress else { return false }
      for at in start..<end {
        var cell = CanvasCell(
          character: characters[Int(bytes[at - column] &- 0x20)], width: 1, style: style)
        let same = withUnsafePointer(to: &cell) {
          CanvasCell.sameBytes(UnsafeRawPointer(first + base + at), UnsafeRawPointer($0))
        }
        guard !same else { continue }
        cells[base + at] = cell
        lower = min(lower, at)
        upper = at + 1
      }
      return true
    }
    if narrow {
      if lower < upper { noteChanged(line: line, from: lower, to: upper) }
      return
    }
    for at in start..<end {
      put(
        CanvasCell(character: characters[Int(bytes[at - column] &- 0x20)], width: 1, style: style),
        column: at, line: line)
    }
  }
}
