import RowKit
import RowKitKinds
import RowKitTesting
import Testing

/// The canvas as plain lines: characters only, trailing spaces trimmed.
func plainLines(_ canvas: TextCanvas) -> [String] {
  RenderedLines.of(canvas)
}

/// A registry holding the three built-in kinds.
func builtInRegistry() throws -> RowKindRegistry {
  var registry = RowKindRegistry()
  try registry.register(BuiltInKinds.self)
  return registry
}

/// Rows drawn by a table `width` columns wide and exactly as tall as its content.
struct Rendered {
  var table: TableView
  var canvas: TextCanvas
  var lines: [String]
}

func render(_ rows: [Row], width: Int) throws -> Rendered {
  let registry = try builtInRegistry()
  let probe = try TableView(
    registry: registry, rows: rows, viewport: Size(columns: width, lines: 1))
  let height = try rows.reduce(0) { total, row throws(TableError) in
    total + (try probe.contentFrame(of: row.id).height)
  }
  let table = try TableView(
    registry: registry, rows: rows, viewport: Size(columns: width, lines: height))
  let canvas = table.render()
  return Rendered(table: table, canvas: canvas, lines: plainLines(canvas))
}

func render(_ row: Row, width: Int) throws -> Rendered {
  try render([row], width: width)
}

/// The backgrounds of the cells of one line in a range of columns; empty when the
/// line or a column lies outside the canvas.
func backgrounds(_ canvas: TextCanvas, line: Int, columns: Range<Int>) -> Set<Color?> {
  guard line >= 0, line < canvas.size.lines, columns.lowerBound >= 0,
    columns.upperBound <= canvas.size.columns
  else { return [] }
  return Set(columns.map { canvas[$0, line].style.background })
}

/// The first column of `needle` in `line`, counted in characters (the texts searched
/// here are ASCII, so characters are columns).
func column(of needle: String, in line: String) -> Int? {
  guard let range = line.firstRange(of: needle) else { return nil }
  return line.distance(from: line.startIndex, to: range.lowerBound)
}

/// The point of a button labelled `label` in the rendered lines, whether or not it
/// has the focus (`[ Label ]` or `< Label >`), on the first line that contains `text`.
func buttonPoint(_ label: String, onLineWith text: String, in lines: [String]) -> Point? {
  for (index, line) in lines.enumerated() where line.contains(text) {
    if let found = column(of: "[ \(label) ]", in: line) ?? column(of: "< \(label) >", in: line) {
      return Point(column: found + 2, line: index)
    }
  }
  return nil
}
