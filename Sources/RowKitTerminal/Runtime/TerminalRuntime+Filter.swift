import RowKit

extension TerminalRuntime {
  /// The standard ``makeFilter``: no filter for an empty text, else the rows whose
  /// searchable text (``/RowKit/RowKind/searchText(of:)``) holds it, with smart case
  /// (a lower-case text ignores case), rows without text kept.
  public static func textFilter(_ text: String) -> RowFilter? {
    text.isEmpty ? nil : .text(TextQuery(text, mode: .exact))
  }

  /// Opens the ``filterLine`` for typing, keeping its text if it is shown: what
  /// ``KeyAction/filter`` (`/`) does.
  public func editFilter() {
    filterLine = FilterLine(text: filterLine?.text ?? "", isEditing: true)
  }

  /// Closes the ``filterLine`` and shows every row again (the table's
  /// ``/RowKit/TableView/filter`` set to `nil`).
  public func clearFilter() {
    filterLine = nil
    table.filter = nil
  }

  /// A key for the filter line being edited; whether the line used it.
  func routeToFilterLine(_ press: KeyPress) -> Bool {
    guard var line = filterLine, line.isEditing else { return false }
    switch line.edit(press) {
    case .passed:
      return false
    case .cleared:
      clearFilter()
    case .finished:
      filterLine = line
    case .changed:
      filterLine = line
      table.filter = makeFilter(line.text)
    }
    return true
  }

  /// A paste for the filter line being edited; whether the line took it.
  func pasteIntoFilterLine(_ text: String) -> Bool {
    guard var line = filterLine, line.isEditing else { return false }
    line.append(text)
    filterLine = line
    table.filter = makeFilter(line.text)
    return true
  }

  /// The filter line `line` as a bar: `/`, the text (its end, when it does not fit),
  /// and the shown and total rows at the right (after `filtering…` while the filter
  /// still checks rows in steps); the cursor after the text while editing.
  func filterBar(_ line: FilterLine, columns: Int, mode: WidthMode) -> Bar? {
    guard columns > 0 else { return nil }
    // While the filter checks rows in steps, the count grows: said so before it.
    let shown = "\(table.numberOfShownRows)/\(table.numberOfRows)"
    let count = table.isFiltering ? "filtering… " + shown : shown
    let countWidth = TextFitting.width(of: count, mode: mode)
    // The prompt, the text, a space and the count; the count goes first when narrow.
    let showsCount = columns >= countWidth + 3
    let room = columns - 1 - (showsCount ? countWidth + 1 : 0) - (line.isEditing ? 1 : 0)
    let text = TextFitting.fittedTail(line.text, width: room, mode: mode)
    var bar = "/" + text
    let used = 1 + TextFitting.width(of: text, mode: mode)
    if showsCount {
      bar += String(repeating: " ", count: max(1, columns - used - countWidth)) + count
    }
    return Bar(
      text: TextFitting.fitted(bar, width: columns, mode: mode), style: .plain,
      cursorColumn: line.isEditing ? min(used, columns - 1) : nil)
  }
}
