import RowKit
import RowKitTerminal

/// A sample program: a table, an optional status line, and the script commands and
/// keys of its own.
///
/// The runners handle everything common: options, the common script commands (`tap`,
/// `key`, `scroll`, `resize`, `render`), printing frames, errors, and interactive
/// mode, which runs the sample on RowKitTerminal's ``RowKitTerminal/TerminalRuntime``
/// (``makeRuntime(options:helpLine:)``). A sample that wants to react to what its rows do
/// subscribes to their messages (``RowKit/TableView/onMessage(_:_:)``).
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
  /// The keys of interactive mode (and of scripts' `key` commands with
  /// `--frame interactive`): ``RowKitTerminal/Keymap/standard`` unless the sample
  /// binds keys of its own.
  var keymap: Keymap { get }
  /// The help line of interactive mode: the ``keymap``'s
  /// (``RowKitTerminal/Keymap/helpLine``) unless the sample says more.
  var helpLine: String { get }
  /// Handles one of the sample's own keys in interactive mode, before the table sees
  /// the key.
  ///
  /// - Throws: an error to show on the status line.
  func handle(key: KeyPress) throws -> TerminalRuntime.KeyResponse
  /// Runs one of the sample's own script commands.
  ///
  /// - Returns: `false` when the command is not one of the sample's own.
  /// - Throws: ``SampleError`` for a bad argument.
  func perform(_ command: ScriptCommand) throws(SampleError) -> Bool
  /// Sets up the runtime that shows the sample, after ``makeRuntime(options:helpLine:)``
  /// has set its table, lines and keys: ticks (``RowKitTerminal/TerminalRuntime/onTick``),
  /// hooks of its own. Nothing by default.
  func configure(_ runtime: TerminalRuntime)
}

extension SampleApp {
  /// No status line.
  public var statusLines: [String] { [] }
  /// The number of ``statusLines``.
  public var statusLineCount: Int { statusLines.count }
  /// The standard keys.
  public var keymap: Keymap { .standard }
  /// The keymap's help line.
  public var helpLine: String { keymap.helpLine }
  /// No keys of its own.
  public func handle(key: KeyPress) throws -> TerminalRuntime.KeyResponse { .ignored }
  /// No commands of its own.
  public func perform(_ command: ScriptCommand) throws(SampleError) -> Bool { false }
  /// Nothing to set up.
  public func configure(_ runtime: TerminalRuntime) {}

  /// A runtime that shows the sample: its table, its status lines and, when
  /// `helpLine` is `true`, its help line; it reads keys with the ``keymap``, and the
  /// keys no one else used go to ``handle(key:)``.
  ///
  /// Interactive mode runs it; scripted runs draw their frames with it (without the
  /// help line), so both show the same screen.
  public func makeRuntime(
    options: TerminalRuntime.Options = .init(), helpLine: Bool = true
  ) -> TerminalRuntime {
    let runtime = TerminalRuntime(table: table, options: options)
    runtime.keymap = keymap
    runtime.statusLines = { [unowned self] in self.statusLines }
    runtime.statusLineCount = statusLineCount
    runtime.helpLine = helpLine ? self.helpLine : nil
    runtime.onKey = { [unowned self] key in try self.handle(key: key) }
    configure(runtime)
    return runtime
  }
}
