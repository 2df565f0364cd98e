import RowKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TerminalRuntime {
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

  /// What an ``onKey`` or ``onAction`` hook did with a key.
  public enum KeyResponse: Hashable, Sendable {
    /// The hook used the key: nothing else sees it.
    case handled
    /// The hook did not use the key: after ``onAction``, the runtime does the action
    /// (moves the focus, quits…); after ``onKey``, nothing else sees it.
    case ignored
    /// End the run with status 0.
    case quit
  }
}

extension TerminalRuntime {
  /// What the help line at the bottom of the screen shows.
  public enum HelpLine: Hashable, Sendable {
    /// The keys of the runtime's ``TerminalRuntime/keymap``, as
    /// ``Keymap/helpLine`` lists them: it follows changes to the keymap.
    case keymap
    /// This text.
    case text(String)
    /// No help line.
    case hidden
  }
}
