import RowKit

/// A sample program: a table, an optional status line, and the script commands of
/// its own.
///
/// The runners handle everything common: options, the common script commands (`tap`,
/// `key`, `scroll`, `resize`, `render`), printing frames, the interactive terminal
/// loop and errors.
public protocol SampleApp: AnyObject {
  /// The table shown.
  var table: TableView { get }
  /// Lines shown below the table (a status line), or none.
  var statusLines: [String] { get }
  /// Runs one of the sample's own script commands.
  ///
  /// - Returns: `false` when the command is not one of the sample's own.
  /// - Throws: ``SampleError`` for a bad argument.
  func perform(_ command: ScriptCommand) throws(SampleError) -> Bool
  /// Text shown in the status line for a message a row sent, if any.
  func describe(_ message: RowMessage) -> String?
}

extension SampleApp {
  /// No status line.
  public var statusLines: [String] { [] }
  /// No commands of its own.
  public func perform(_ command: ScriptCommand) throws(SampleError) -> Bool { false }
  /// No status text for messages.
  public func describe(_ message: RowMessage) -> String? { nil }

  /// Sizes the table to a screen, leaving room for the status lines.
  public func fit(to screen: Size) {
    table.viewport = Size(columns: screen.columns, lines: max(1, screen.lines - statusLines.count))
  }

  /// The whole screen: the table, then the status lines (dim).
  public func frame(size screen: Size) -> TextCanvas {
    var canvas = TextCanvas(size: screen)
    table.draw(into: &canvas)
    let status = statusLines
    for (offset, line) in status.enumerated() {
      let y = screen.lines - status.count + offset
      guard y >= 0 else { continue }
      canvas.fill(Rect(column: 0, line: y, width: screen.columns, height: 1), style: .plain)
      canvas.write(line, at: Point(column: 0, line: y), style: Style(attributes: .inverse))
    }
    return canvas
  }
}
