import Testing

@testable import RowKit

/// The canvas as plain lines, without the final line feed, for literal comparisons.
func plainLines(_ canvas: TextCanvas) -> [String] {
  TextRenderer.plain.render(canvas).split(separator: "\n", omittingEmptySubsequences: false)
    .dropLast().map(String.init)
}

/// Checks the canvas invariants: every line exactly as wide as the canvas, heads and
/// continuations paired.
func expectWellFormed(
  _ canvas: TextCanvas, _ comment: @autoclosure () -> Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for line in 0..<canvas.size.lines {
    let cells = Array(canvas.cells(line: line))
    let total = cells.reduce(0) { $0 + $1.width }
    #expect(total == canvas.size.columns, comment(), sourceLocation: sourceLocation)
    for (column, cell) in cells.enumerated() {
      if cell.width == 2 {
        #expect(
          column + 1 < cells.count && cells[column + 1].width == 0, comment(),
          sourceLocation: sourceLocation)
      }
      if cell.width == 0 {
        #expect(
          column > 0 && cells[column - 1].width == 2, comment(), sourceLocation: sourceLocation)
      }
    }
  }
}
