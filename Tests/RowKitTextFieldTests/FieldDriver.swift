import RowKit
import RowKitTextField

/// One focused text field row in a table, driven as the terminal runtime drives it.
final class FieldDriver {
  let table: TableView
  /// The row's content width (the table is two columns wider: the focus gutter).
  let width: Int
  let mode: WidthMode
  static let row: RowID = "field"

  init(content: TextFieldKind.Content, width: Int, mode: WidthMode) throws {
    var registry = RowKindRegistry()
    try registry.register(TextFieldKind())
    table = try TableView(
      registry: registry, rows: [Row(id: Self.row, kind: TextFieldKind(), content: content)],
      viewport: Size(columns: width + 2, lines: 1))
    table.widthMode = mode
    self.width = width
    self.mode = mode
    try table.setFocus(Self.row)
  }

  struct NotAField: Error {}

  func content() throws -> TextFieldKind.Content {
    guard let content = try table.row(Self.row).content.content(as: TextFieldKind.Content.self)
    else { throw NotAField() }
    return content
  }

  /// Sends a key to the focused row only, as a terminal runtime does first; whether
  /// the row used it.
  func press(_ press: KeyPress) throws -> Bool {
    try table.sendToFocusedRow(press: press)
  }

  /// Offers a paste to the focused row; whether the row used it.
  func paste(_ text: String) throws -> Bool {
    try table.paste(text)
  }

  /// The row drawn into a canvas one column wider than the table, whose last column
  /// holds `#`, and the terminal's cursor the drawing asked for.
  func draw() -> (canvas: TextCanvas, cursor: Point?) {
    var canvas = TextCanvas(size: Size(columns: width + 3, lines: 1), widthMode: mode)
    canvas.write("#", at: Point(column: width + 2, line: 0))
    table.draw(into: &canvas)
    return (canvas, canvas.cursor)
  }

  /// Where the field starts in the row: after the label and a space.
  func fieldStart(label: String?) -> Int {
    guard let label else { return 0 }
    let shown = labelShown(label)
    return shown.isEmpty ? 0 : shown.count + 1
  }

  /// An ASCII label as the row shows it: whole within half the row, else cut with `…`.
  func labelShown(_ label: String) -> String {
    let room = width / 2
    if label.count <= room { return label }
    return room == 0 ? "" : String(label.prefix(room - 1)) + "…"
  }
}
