import RowKit

/// The canvas as plain lines: characters only, trailing spaces trimmed.
func plainLines(_ canvas: TextCanvas) -> [String] {
  (0..<canvas.size.lines).map { line in
    var text = ""
    for column in 0..<canvas.size.columns where canvas[column, line].width != 0 {
      text.append(canvas[column, line].character)
    }
    while text.last == " " { text.removeLast() }
    return text
  }
}

func plainLines(_ table: TableView) -> [String] {
  plainLines(table.render())
}
