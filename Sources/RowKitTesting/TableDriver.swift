import RowKit
import Testing

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
/// a tap on the control with a given label in a given row; and checks the messages the
/// rows sent meanwhile.
///
/// ```swift
/// let driver = TableDriver(table)
/// try driver.tap(label: "Remove", inRow: "vaishnavi")
/// driver.expectMessages([RemoveRequested(title: "Vaishnavi", isConfirming: true)])
/// try driver.tap(label: "No", inRow: "vaishnavi")
/// driver.expectMessages([ConfirmAnswer.cancelled])
/// try driver.press(.down, .tab, .enter)
/// ```
public struct TableDriver {
  /// The table driven.
  public let table: TableView
  /// The messages the table's rows sent since the driver was made or since the last
  /// ``expectMessages(_:rows:_:sourceLocation:)`` or ``expectNoMessages(_:sourceLocation:)``.
  public let recorder: MessageRecorder

  /// Drives a table, recording its rows' messages from now on.
  public init(_ table: TableView) {
    self.table = table
    recorder = MessageRecorder(table)
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

  // MARK: Messages

  /// Records a test issue unless the rows sent exactly `expected` since the last check
  /// (all of type `Message`, in this order, and, when `rows` is given, from these
  /// rows); then forgets them, so the next check sees only newer messages.
  ///
  /// ```swift
  /// try driver.tap(label: "No", inRow: "tea")
  /// driver.expectMessages([ConfirmAnswer.cancelled], rows: ["tea"])
  /// ```
  public func expectMessages<Message: Equatable & Sendable>(
    _ expected: [Message], rows: [RowID]? = nil, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let entries = recorder.entries
    recorder.removeAll()
    let typed = entries.compactMap { $0.message(as: Message.self) }
    let matches =
      typed.count == entries.count && typed == expected
      && (rows.map { $0 == entries.map(\.row) } ?? true)
    guard !matches else { return }
    let prefix = comment.map { "\($0)\n" } ?? ""
    let wanted = expected.enumerated().map { offset, message in
      let row = rows.flatMap { $0.indices.contains(offset) ? "row \($0[offset]): " : nil }
      return (row ?? "") + String(describing: message)
    }
    Issue.record(
      "\(prefix)messages differ:\n  expected \(wanted)\n  got      \(Self.describe(entries))",
      sourceLocation: sourceLocation)
  }

  /// Records a test issue if the rows sent any message since the last check; then
  /// forgets them.
  public func expectNoMessages(
    _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let entries = recorder.entries
    recorder.removeAll()
    guard !entries.isEmpty else { return }
    let prefix = comment.map { "\($0)\n" } ?? ""
    Issue.record(
      "\(prefix)expected no messages, got \(Self.describe(entries))",
      sourceLocation: sourceLocation)
  }

  private static func describe(_ entries: [RowMessage]) -> String {
    "[" + entries.map { "row \($0.row): \($0.message)" }.joined(separator: ", ") + "]"
  }
}
