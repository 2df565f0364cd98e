import RowKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a ``/RowKit/TableView`` interactively in a terminal, with an app's status lines
/// and a help line under it: the loop every interactive RowKit program needs.
///
/// ```swift
/// let runtime = TerminalRuntime(table: table)
/// runtime.statusLines = { ["\(table.numberOfRows) names"] }
/// let status = try runtime.run()
/// ```
///
/// ``run()`` starts a ``TerminalSession`` (raw mode, the alternate screen, mouse
/// reports, bracketed paste, hidden cursor, autowrap off), decides the width mode once
/// before the first frame (``Options/widthMode``: the option, `ROWKIT_WIDTH`, or the
/// terminal's answers), turns on the kitty keyboard protocol where the terminal speaks
/// it (``Options/keyboardProtocol``), and then draws a frame after every event or tick — but during
/// a burst of input (16 events or more waiting: a paste without bracketing, a flood of
/// keys) only after its last event and every 50 ms, so a flood costs a few frames and
/// the screen still moves — writing only what changed
/// (``/RowKit/FrameDiffWriter``). The terminal is restored however the run ends: a quit
/// key, Ctrl-C, the end of input, a thrown error, `exit`, or a signal (see
/// ``TerminalSession``); Ctrl-Z stops the program politely and the screen is drawn in
/// full when it continues, and so after a resize.
///
/// ## Events
///
/// - **Keys** go first to the app's ``onKey`` hook, with their modifiers
///   (``/RowKit/KeyPress``); a key it ignores quits when it is one of ``quitKeys``
///   (`q`), and otherwise, when no modifier or Shift alone is held, goes to the table
///   as its key (``/RowKit/TableView/handle(_:modifiers:)``): the focused row's kind, then
///   navigation. A key with Alt, Control or Super held reaches only ``onKey``.
/// - **A left click** taps the table (``/RowKit/TableView/tap(at:modifiers:)``); the wheel
///   scrolls it by ``Options/wheelLines``.
/// - **A paste** goes to the ``onPaste`` hook.
/// - **Ticks**: with a ``tickInterval``, ``onTick`` runs that often, keeping its pace
///   while input comes too, and a frame is drawn after it.
/// - **Posts**: values another thread or task posts to the ``mailbox`` wake the run at
///   once and reach their subscribers (``onPost(_:_:)``), and a frame follows.
/// - **Ctrl-C** ends the run with status 130, **Ctrl-D** (the end of input) with 0.
///   Both, Ctrl-Z and the quit keys keep their meaning while the width mode is
///   detected and while a burst is handled: a Ctrl-C typed during detection ends
///   the detection at once (``TerminalSession/typeAheadLimit``), and the events before
///   it are handled in order, at the rate the table takes them.
///
/// ## Errors
///
/// An error thrown by the table (a ``/RowKit/TableError`` from a tap or a key) or by a
/// hook does not end the run and is not dropped: ``onError`` turns it into a line
/// that takes the place of the first status line (else of the help line) until the
/// next key, click or paste. Only a failure of the terminal itself ends the run, as a
/// ``TerminalError`` thrown by ``run()`` after the terminal is restored.
///
/// ## Without a terminal
///
/// ``handle(_:)`` applies one event and ``frame()`` draws the screen as the run would,
/// so an app's interactive behaviour can be tested with no terminal at all.
///
/// The runtime is a plain, non-`Sendable` class like the table it runs: own both from
/// one place.
public final class TerminalRuntime {
  /// How a run uses the terminal.
  public struct Options: Sendable {
    /// The terminal's input descriptor.
    public var input: CInt = STDIN_FILENO
    /// The terminal's output descriptor.
    public var output: CInt = STDOUT_FILENO
    /// The screen features to turn on.
    public var features: TerminalFeatures = .all
    /// How long a lone Escape waits for the rest of a sequence (a negative wait counts
    /// as none, one beyond about 24.8 days as that).
    public var escapeTimeout: Duration = TerminalSession.defaultEscapeTimeout
    /// Whether frames carry colours and styles: by default when the environment
    /// allows it (``ColorPolicy/auto``).
    public var colors: ColorPolicy = .auto
    /// The environment that decides colours (`NO_COLOR`, `TERM`) and the width mode;
    /// `nil` reads this process's.
    public var environment: [String: String]?
    /// The widest screen to draw, in columns, when narrower than the terminal; `nil`
    /// uses the terminal's width. A negative value counts as 0.
    public var maximumColumns: Int?
    /// The tallest screen to draw, in lines, when shorter than the terminal; `nil`
    /// uses the terminal's height. A negative value counts as 0.
    public var maximumLines: Int?
    /// How display widths are counted; `nil` decides once, before the first frame:
    /// `ROWKIT_WIDTH` in ``environment`` (`grapheme` or `codepoint`), else the
    /// terminal's answers, checked against the cursor's advance over two probes
    /// (``TerminalSession/detectWidthMode(environment:timeout:calibrate:)``).
    /// The table measures and the frames are drawn in that mode.
    public var widthMode: WidthMode?
    /// Whether to use the kitty keyboard protocol when the terminal speaks it
    /// (``TerminalSession/enableKeyboardProtocol(timeout:)``): on by default, asked
    /// together with the width queries, and turned off again on every way out.
    public var keyboardProtocol = true
    /// The lines one step of the mouse wheel scrolls: negative turns the wheel's
    /// direction round; beyond ±10,000 (``TerminalSize/largestDimension``) counts as
    /// ±10,000.
    public var wheelLines = 3

    /// The defaults: standard input and output, every feature, automatic colours.
    public init() {}
  }

  /// What an ``onKey`` hook did with a key.
  public enum KeyResponse: Hashable, Sendable {
    /// The hook used the key: nothing else sees it.
    case handled
    /// The hook did not use the key: quit keys and the table get it.
    case ignored
    /// End the run with status 0.
    case quit
  }

  /// The help line shown by default: the keys and clicks the table understands.
  public static let standardHelp =
    "↑↓ rows  ←→ tab controls  enter/space press  click  wheel  q quit"

  /// The table run.
  public let table: TableView
  /// How the run uses the terminal.
  public var options: Options
  /// The lines drawn under the table, asked for before every frame; none by default.
  public var statusLines: () -> [String] = { [] }
  /// How many status lines ``statusLines`` gives, when that number is fixed.
  ///
  /// With a number, the table is sized and drawn first and the status lines asked for
  /// after, so status lines that read the table's layout (its visible rows, its
  /// counters) describe the frame they are drawn in; extra lines are cut and missing
  /// ones left blank. With `nil`, the default, the status lines are asked for first.
  /// A negative number counts as 0, one beyond the screen's lines as those.
  public var statusLineCount: Int?
  /// The line drawn at the bottom, or `nil` for none: ``standardHelp`` by default.
  /// Apps that add keys say so here.
  public var helpLine: String? = TerminalRuntime.standardHelp
  /// The key presses that end the run with status 0 when ``onKey`` ignores them: `q`
  /// (without modifiers: Alt-q or Ctrl-q do not quit).
  public var quitKeys: Set<KeyPress> = [.character("q")]
  /// The app's own keys: called first with every key press, modifiers included
  /// (Ctrl-letters, Alt-letters, Shift-arrows).
  public var onKey: ((KeyPress) throws -> KeyResponse)?
  /// Called with the text of a bracketed paste.
  public var onPaste: ((String) throws -> Void)?
  /// Called every ``tickInterval``, whether or not input comes meanwhile.
  public var onTick: (() throws -> Void)?
  /// How often ``onTick`` runs; `nil`, the default, for never. An interval under 1 ms
  /// (zero or negative included) counts as 1 ms, so input is still read between
  /// ticks; one beyond about 24.8 days as that.
  public var tickInterval: Duration?
  /// Turns an error from the table or a hook into the line shown in place of the first
  /// status line, or `nil` to show nothing. By default `error: ` and the error's
  /// description.
  public var onError: (any Error) -> String? = { "error: \($0)" }

  /// The size of the screen frames are drawn at: the terminal's, within
  /// ``Options/maximumColumns`` and ``Options/maximumLines``. ``run()`` sets it and
  /// follows resizes; set it to draw frames without a terminal. Each dimension is
  /// kept within `0...TerminalSize.largestDimension` (10,000).
  public var screen: Size {
    didSet {
      if screen != Self.screenSize(screen) { screen = Self.screenSize(screen) }
    }
  }
  /// Where other threads and tasks post values and events for the run, waking it at
  /// once (``TerminalMailbox``): `Sendable`, unlike the runtime.
  public let mailbox = TerminalMailbox()
  /// The subscribers of posted values (``onPost(_:_:)``), in the order they subscribed.
  var postSubscribers: [(any Sendable) throws -> Void] = []

  /// The error line shown now, if any.
  public internal(set) var errorLine: String?
  /// The status the run ends with, once a quit key, Ctrl-C, the end of input or
  /// ``quit(status:)`` asked it to end.
  public internal(set) var exitStatus: Int32?

  /// The canvas of the last frame, drawn into again by the next (``frame()``).
  var screenCanvas: TextCanvas?
  /// The footer lines of the last frame as drawn, with their lines' versions then.
  var drawnFooter: [FooterLine] = []

  /// A footer line as the last frame drew it.
  struct FooterLine: Equatable {
    var line: Int
    var text: String
    var style: Style
    var version: UInt64
  }

  /// Prepares to run a table.
  ///
  /// - Parameters:
  ///   - table: the table to show; the runtime sizes its viewport to the screen less
  ///     the status and help lines.
  ///   - options: how the run uses the terminal.
  public init(table: TableView, options: Options = Options()) {
    self.table = table
    self.options = options
    screen = Self.screenSize(table.viewport)
  }

  /// Asks the run to end with `status` once the current event is handled.
  public func quit(status: Int32 = 0) {
    if exitStatus == nil { exitStatus = status }
  }

  /// Shows an error as ``onError`` describes it, until the next key, click or paste.
  public func report(_ error: any Error) {
    errorLine = onError(error)
  }

  /// Runs `body`, showing what it throws on the status line.
  func reporting(_ body: () throws -> Void) {
    do {
      try body()
    } catch {
      report(error)
    }
  }
}
