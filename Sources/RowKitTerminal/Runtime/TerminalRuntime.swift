import RowKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a ``/RowKit/TableView`` interactively in a terminal, with a header above it,
/// status lines and a help line under it, and overlays over it: the loop every
/// interactive RowKit program needs.
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
/// it (``Options/keyboardProtocol``), and then draws a frame after every event, tick or
/// post — but during a burst of input (16 events or more waiting: a paste without
/// bracketing, a flood of keys) only after its last event and every 50 ms (or, when a
/// frame takes longer than that, after as long as the last frame took), so a flood
/// costs a few frames and the screen still moves — writing only what changed
/// (``/RowKit/FrameDiffWriter``). The terminal is restored however the run ends: a quit
/// key, Ctrl-C, the end of input, a thrown error, `exit`, or a signal (see
/// ``TerminalSession``); Ctrl-Z stops the program politely and the screen is drawn in
/// full when it continues, and so after a resize.
///
/// ## The screen
///
/// From the top: the ``header`` view, the table (with a ``showsScrollbar`` column at
/// its right), the ``footer`` view, the ``statusLines``, the ``filterLine`` while one
/// is open and the help line (``help``,
/// made from the ``keymap`` by default, with the ``position`` at its right when
/// ``showsPosition``). Status and help lines are cut with an ellipsis at the width;
/// an error takes the first status line's place. An ``overlay`` — the help screen
/// (``showHelp()``), a prompt (``PromptOverlay``), or one of the app's — is drawn over
/// all of it and takes the keys while shown.
///
/// ## Events
///
/// - **A key** goes to the overlay when one is shown; else to the ``filterLine`` while
///   it is edited (`/` opens it: ``FilterLine`` has its keys); else to the focused row's kind,
///   which can use it (a text field types `q`); else, when the ``keymap`` binds it, its
///   action goes to the app's ``onAction`` hook and then to the runtime's own
///   behaviour (move the focus, activate, show the help, quit…); else to the app's
///   ``onKey`` hook. The article Focus, Actions and Messages (RowKit) has the table.
/// - **A left click** on the table taps it (``/RowKit/TableView/tap(at:modifiers:)``), on the
///   scrollbar scrolls there; the wheel scrolls by ``Options/wheelLines``.
/// - **A paste** goes to the overlay, else to the focused row's kind, else to the
///   ``onPaste`` hook.
/// - **Ticks**: with a ``tickInterval``, ``onTick`` runs that often, keeping its pace
///   while input comes too, and a frame is drawn after it.
/// - **Filtering in steps**: while the table's filter still checks rows
///   (``/RowKit/TableView/isFiltering``: a table or source larger than
///   ``/RowKit/TableView/filterStepRows``), the run checks the next step whenever no
///   input waits (and after each ``tick()``), drawing a frame after each, so keys are
///   never held up and the count grows on the filter line; the next key's filter
///   cancels the steps left.
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
  /// The help line of ``Keymap/standard``: what the runtime shows by default.
  public static let standardHelp = Keymap.standard.helpLine

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
  /// What the help line shows: by default ``HelpLine/keymap``, the keys of the
  /// ``keymap`` (``Keymap/helpLine``).
  public var help: HelpLine = .keymap
  /// The help line's text, or `nil` for none (``help``): setting a text replaces the
  /// keymap's, setting `nil` hides the line.
  public var helpLine: String? {
    get {
      switch help {
      case .keymap: return keymap.helpLine
      case .text(let text): return text
      case .hidden: return nil
      }
    }
    set { help = newValue.map(HelpLine.text) ?? .hidden }
  }
  /// Which keys do which ``KeyAction``: ``Keymap/standard`` by default. Change it to
  /// bind the app's own actions (handled in ``onAction``) or other keys.
  public var keymap: Keymap = .standard
  /// The key presses bound to ``KeyAction/quit`` in the ``keymap``: `q` by default
  /// (without modifiers: Alt-q or Ctrl-q do not quit). Setting it rebinds the action.
  public var quitKeys: Set<KeyPress> {
    get { Set(keymap.presses(for: .quit)) }
    set {
      keymap.unbind(.quit)
      for press in newValue.sorted(by: { $0.helpName < $1.helpName }) {
        keymap.bind(press, to: .quit)
      }
    }
  }
  /// The app's actions: called with the ``KeyAction`` of every key the ``keymap``
  /// binds (that the overlay or the focused row did not use), before the runtime's
  /// own behaviour for it; ``KeyResponse/handled`` keeps it from the runtime. An
  /// action the runtime has no behaviour for (the app's own,
  /// the selection's) and the hook ignores shows "not available" on the status line.
  public var onAction: ((KeyAction) throws -> KeyResponse)?
  /// The app's own keys: called with every key press that nothing before it used — the
  /// overlay, the focused row, the ``keymap`` — modifiers included (Ctrl-letters,
  /// Alt-letters, Shift-arrows).
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

  /// The view above the table (a title, column headers), asked for before every
  /// frame and measured at the screen's width: ``/RowKit/Node/empty`` by default.
  /// It takes what it measures, leaving the table at least one line.
  public var header: () -> Node = { .empty }
  /// The view under the table, above the status and help lines, asked for before
  /// every frame: ``/RowKit/Node/empty`` by default.
  public var footer: () -> Node = { .empty }
  /// Whether a scrollbar takes the table's last column: a track `│` and a thumb `┃`
  /// as long and as far down as the part of the rows shown.
  public var showsScrollbar = false
  /// Whether the help line (else the last status line) ends, at its right, with the
  /// ``position``.
  public var showsPosition = false
  /// The overlay shown over the screen, taking the keys, or `nil` (``present(_:)``).
  public internal(set) var overlay: (any TerminalOverlay)?
  /// The filter line `/` opened (``editFilter()``), or `nil` while the rows are not
  /// filtered from the keyboard (``clearFilter()``).
  public internal(set) var filterLine: FilterLine?
  /// Makes the table's filter from the ``filterLine``'s text, after each change:
  /// ``textFilter(_:)`` (substring, smart case) by default. Return a fuzzy
  /// ``/RowKit/TextQuery`` or a ``/RowKit/RowFilter/rows(_:)`` predicate to filter
  /// otherwise, `nil` to show every row.
  public var makeFilter: (String) -> RowFilter? = TerminalRuntime.textFilter

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
  /// The parts of the last frame as drawn (areas, lines, the scrollbar), with their
  /// lines' versions when it ended.
  let drawnParts = DrawnParts()
  /// Where the last frame (or ``fitTable()``) put the table and the areas.
  var layout = ScreenLayout()
  /// The texts of the lines under the table as the last frame fitted them.
  var fittedLines = FittedLines()
  /// The header's and the footer's heights as last measured.
  var areaHeights = AreaHeights()
  /// The keymap's help line as last made, and the keymap it was made from.
  var keymapHelpMemo: (keymap: Keymap, line: String)?

  /// The help line shown: ``helpLine``, the keymap's made again only when the keymap
  /// changed.
  var shownHelpLine: String? {
    guard case .keymap = help else { return helpLine }
    if let memo = keymapHelpMemo, memo.keymap == keymap { return memo.line }
    let line = keymap.helpLine
    keymapHelpMemo = (keymap, line)
    return line
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
