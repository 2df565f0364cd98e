import RowKit

/// Renders tables, rows and kinds to lines of text for assertions.
///
/// Plain lines hold no escape sequence and have trailing spaces trimmed; ANSI lines
/// carry the SGR sequences a terminal would get, each line ending in a reset.
public enum RenderedLines {
  /// The table's visible frame as lines.
  ///
  /// ```swift
  /// expectLines(RenderedLines.of(table), [
  ///   "› ( ) Option1",
  ///   "  (•) Option2",
  /// ])
  /// ```
  public static func of(_ table: TableView, colors: Bool = false) -> [String] {
    of(table.render(), colors: colors)
  }

  /// A canvas as lines.
  public static func of(_ canvas: TextCanvas, colors: Bool = false) -> [String] {
    let text = TextRenderer.styled(colors: colors).render(canvas)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// One row of a kind with a content value, drawn at `width` columns as tall as it
  /// measures, in a table that registers only that kind.
  ///
  /// - Parameters:
  ///   - kind: the kind.
  ///   - content: the row's content value.
  ///   - width: the width in columns, chrome included.
  ///   - chrome: what the cell draws around the content (no focus gutter by default).
  ///   - focus: the control to give the focus, if any.
  ///   - colors: ANSI lines rather than plain ones.
  /// - Throws: ``/RowKit/RowKindRegistryError`` or ``/RowKit/TableError`` if the row cannot be shown.
  public static func of<K: RowKind>(
    _ kind: K, _ content: K.Content, width: Int,
    chrome: CellChrome = CellChrome(gutterWidth: 0), focus: ControlID? = nil,
    colors: Bool = false
  ) throws -> [String] {
    var registry = RowKindRegistry()
    try registry.register(kind)
    let row = Row(id: "row", kind: kind, content: content)
    let contentHeight = AnyRowContent(kind: kind, content: content)
      .height(forWidth: chrome.contentWidth(forRowWidth: width))
    let table = try TableView(
      registry: registry, rows: [row],
      viewport: Size(columns: width, lines: chrome.rowHeight(forContentHeight: contentHeight)),
      chrome: chrome)
    if let focus { try table.setFocus("row", control: focus) }
    return of(table, colors: colors)
  }
}
