import RowKit

/// An error from a ``TableDriver``.
public enum TableDriverError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No button or control with this label shows in the row.
  case labelNotFound(label: String, row: RowID)
  /// The row is not in the table.
  case rowNotFound(RowID)

  /// One line saying what is wrong.
  public var description: String {
    switch self {
    case .labelNotFound(let label, let row): return "no control labelled '\(label)' in row '\(row)'"
    case .rowNotFound(let row): return "no row '\(row)'"
    }
  }
}

/// Drives a ``/RowKit/TableView`` the way a person would: taps at screen coordinates, keys, or
/// a tap on the control with a given label in a given row.
///
/// ```swift
/// let driver = TableDriver(table)
/// try driver.tap(label: "Remove", inRow: "vaishnavi")
/// try driver.tap(label: "No", inRow: "vaishnavi")
/// try driver.press(.down, .tab, .enter)
/// ```
public struct TableDriver {
  /// The table driven.
  public let table: TableView

  /// Drives a table.
  public init(_ table: TableView) {
    self.table = table
  }

  /// The visible frame as plain lines.
  public var lines: [String] { RenderedLines.of(table) }

  /// Taps a 0-based column and line of the viewport.
  ///
  /// - Throws: a ``/RowKit/TableError`` from the row's action.
  @discardableResult
  public func tap(column: Int, line: Int) throws -> HitTestResult? {
    try table.tap(at: Point(column: column, line: line))
  }

  /// Presses keys in order.
  ///
  /// - Throws: a ``/RowKit/TableError`` from a row's action.
  public func press(_ keys: Key...) throws {
    for key in keys { try table.handle(key) }
  }

  /// Scrolls the row into view, finds the button (`[ Label ]` or `< Label >`) or the
  /// text `label` inside the row as drawn, and taps its first column.
  ///
  /// - Throws: ``TableDriverError`` when the row or the label is not there, or a
  ///   ``/RowKit/TableError`` from the row's action.
  @discardableResult
  public func tap(label: String, inRow id: RowID) throws -> HitTestResult? {
    guard let point = try point(ofLabel: label, inRow: id) else {
      throw TableDriverError.labelNotFound(label: label, row: id)
    }
    return try table.tap(at: point)
  }

  /// Taps the control labelled `label` in the row at a 0-based position of the whole
  /// table.
  ///
  /// - Throws: as ``tap(label:inRow:)``.
  @discardableResult
  public func tap(label: String, inRowAt position: Int) throws -> HitTestResult? {
    let rows = table.allRows
    guard rows.indices.contains(position) else {
      throw TableDriverError.rowNotFound(RowID(position))
    }
    return try tap(label: label, inRow: rows[position].id)
  }

  /// Where `label` is drawn inside a row: a button's opening bracket, else the label's
  /// first column; `nil` if it does not show.
  ///
  /// - Throws: ``TableDriverError/rowNotFound(_:)``.
  public func point(ofLabel label: String, inRow id: RowID) throws -> Point? {
    guard table.contains(id) else { throw TableDriverError.rowNotFound(id) }
    try table.scroll(to: id)
    let canvas = table.render()
    guard let frame = table.visibleRowFrames.first(where: { $0.id == id })?.frame else {
      return nil
    }
    // Each line of the row as its characters and the column each starts at.
    let lines = (max(0, frame.minLine)..<min(canvas.size.lines, frame.maxLine)).map { line in
      (0..<canvas.size.columns).filter { canvas[$0, line].width != 0 }
        .map { (character: canvas[$0, line].character, column: $0, line: line) }
    }
    for pattern in ["[ \(label) ]", "< \(label) >", label].map(Array.init) {
      for cells in lines {
        if let start = firstIndex(of: pattern, in: cells.map(\.character)) {
          return Point(column: cells[start].column, line: cells[start].line)
        }
      }
    }
    return nil
  }

  private func firstIndex(of pattern: [Character], in characters: [Character]) -> Int? {
    guard !pattern.isEmpty, pattern.count <= characters.count else { return nil }
    for start in 0...(characters.count - pattern.count)
    where characters[start..<start + pattern.count].elementsEqual(pattern) {
      return start
    }
    return nil
  }
}
