import RowKit

extension TerminalRuntime {
  /// Where the focus is among the rows, as `12/200`: the focused row's number (from
  /// 1, across sections) and the number of rows; without a focus, the first row
  /// shown's number; `0/0` without rows. On a table over a `RowSource`, the number is
  /// the row's place in the source (`TableView.focusedSourceIndex`, a focused row
  /// outside the window too), not in the window. ``showsPosition`` shows it on the
  /// help line.
  ///
  /// - Complexity: O(sections).
  public var position: String {
    let count = table.numberOfRows
    guard count > 0 else { return "0/0" }
    // A source-backed table's focused row, in its window or out of it.
    if let index = table.focusedSourceIndex { return "\(index + 1)/\(count)" }
    let row = table.focus?.row ?? table.visibleRowIDs.first
    let number = row.flatMap(flatIndex).map { $0 + 1 } ?? 1
    return "\(number)/\(count)"
  }

  /// The place of a row among all the rows, across sections.
  private func flatIndex(of id: RowID) -> Int? {
    guard let path = try? table.indexPath(of: id) else { return nil }
    var index = path.row
    for section in 0..<path.section {
      index += (try? table.numberOfRows(inSection: section)) ?? 0
    }
    return index
  }
}
