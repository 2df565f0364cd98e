import RowKit

/// A sample program: a table, an optional status line, and the script commands of
/// its own.
///
/// The runners handle everything common: options, the common script commands (`tap`,
/// `key`, `scroll`, `resize`, `render`), printing frames, the interactive terminal
/// loop and errors. A sample that wants to react to what its rows do sets the
/// table's ``RowKit/TableView/onMessage``.
///
/// ```swift
/// final class HelloApp: SampleApp {
///   let table: TableView
///   var statusLines: [String] { ["\(table.numberOfRows) rows"] }
///   init() throws { table = try TableView(registry: registry, rows: rows, viewport: .zero) }
/// }
/// ```
public protocol SampleApp: AnyObject {
  /// The table shown.
  var table: TableView { get }
  /// Lines shown below the table (a status line), or none.
  var statusLines: [String] { get }
  /// The number of status lines, asked before the table is sized.
  ///
  /// By default `statusLines.count`; a sample whose status lines read the table's
  /// layout (its visible rows, its counters) returns a constant instead, so that no
  /// layout happens at the old size.
  var statusLineCount: Int { get }
  /// Runs one of the sample's own script commands.
  ///
  /// - Returns: `false` when the command is not one of the sample's own.
  /// - Throws: ``SampleError`` for a bad argument.
  func perform(_ command: ScriptCommand) throws(SampleError) -> Bool
}

extension SampleApp {
  /// No status line.
  public var statusLines: [String] { [] }
  /// The number of ``statusLines``.
  public var statusLineCount: Int { statusLines.count }
  /// No commands of its own.
  public func perform(_ command: ScriptCommand) throws(SampleError) -> Bool { false }

  /// Sizes the table to a screen, leaving room for the status lines and `hint`.
  public func fit(to screen: Size, hint: String? = nil) {
    let reserved = statusLineCount + (hint == nil ? 0 : 1)
    table.viewport = Size(columns: screen.columns, lines: max(1, screen.lines - reserved))
  }

  /// The whole screen: the table, then the status lines and the hint (inverse).
  ///
  /// ```text
  ///   Urvashi                                 [ Remove ]
  ///   Vaishnavi                               [ Remove ]
  /// 2 names
  /// ```
  public func frame(
    size screen: Size, hint: String? = nil, widthMode: WidthMode = .graphemeClusters
  ) -> TextCanvas {
    var canvas = TextCanvas(size: screen, widthMode: widthMode)
    table.draw(into: &canvas)
    let footer = statusLines + (hint.map { [$0] } ?? [])
    for (offset, line) in footer.enumerated() {
      let y = screen.lines - footer.count + offset
      guard y >= 0 else { continue }
      let bar = Rect(column: 0, line: y, width: screen.columns, height: 1)
      canvas.fill(bar, style: Style(attributes: .inverse))
      canvas.write(
        line, at: Point(column: 0, line: y), clip: bar, style: Style(attributes: .inverse))
    }
    return canvas
  }
}
