import RowKit
import RowKitTerminal

/// Runs a sample without a terminal: executes script commands and prints frames.
///
/// A `render` command prints the current frame followed by the separator line
/// ``frameSeparator``; when the script ends, the final frame is printed (without a
/// separator). Frames are plain text unless colour was asked for, or SVG pictures.
/// With ``FrameFiles`` (`--output-dir`), each frame goes into a numbered file of its
/// own instead, without separators; SVG pictures go nowhere else when there are
/// several, so a `render` of an SVG run without files is a script error: one stream
/// never holds two documents.
///
/// Each frame goes to ``write`` as soon as it is made (standard output, for the
/// samples), so a script of a hundred thousand `render` commands holds one frame at a
/// time; without a writer, frames collect in ``output``.
///
/// With ``FrameScreen/interactive`` the frames are the screen of interactive mode, help
/// line included, and `key` and `tap` go through the terminal runtime: the sample's own
/// keys work, and an error shows on the status line instead of ending the script.
public struct ScriptedRunner {
  /// The line printed after each frame a `render` command prints.
  public static let frameSeparator = "--- end of frame ---"

  /// The sample run.
  public let app: any SampleApp
  /// What draws the screen: the table and the status lines, as interactive mode
  /// draws them (without the help line).
  let runtime: TerminalRuntime
  /// The screen size (the table plus the status lines).
  public private(set) var screen: Size {
    didSet { runtime.screen = screen }
  }
  /// Whether text frames carry ANSI colour.
  public let colors: Bool
  /// How frames are written.
  public let format: FrameFormat
  /// How text is measured and drawn.
  public let widthMode: WidthMode
  /// Which screen the frames show.
  public let frame: FrameScreen
  /// The files frames go into, one each, or `nil` for ``write`` (or ``output``).
  public private(set) var files: FrameFiles?
  /// What has been printed so far, when the runner has no writer.
  public private(set) var output = ""
  /// Where printed text goes, or `nil` to collect it in ``output``.
  let write: ((String) -> Void)?

  /// Prepares a run on a screen of `screen`.
  ///
  /// - Parameter write: where each printed frame goes as soon as it is made; `nil`
  ///   collects them in ``output``.
  ///   - frame: which screen the frames show.
  ///   - files: where frames go, one file each, instead of `write`.
  public init(
    app: any SampleApp, screen: Size, colors: Bool, format: FrameFormat = .text,
    widthMode: WidthMode = .graphemeClusters, frame: FrameScreen = .scripted,
    files: FrameFiles? = nil, write: ((String) -> Void)? = nil
  ) {
    self.write = write
    self.app = app
    self.screen = screen
    self.colors = colors
    self.format = format
    self.widthMode = widthMode
    self.frame = frame
    self.files = files
    app.table.widthMode = widthMode
    runtime = app.makeRuntime(helpLine: frame == .interactive)
    runtime.screen = screen
    runtime.fitTable()
  }

  /// Runs commands in order, then prints the final frame.
  ///
  /// - Throws: ``SampleError`` for the first bad command; what was printed before it
  ///   stays in ``output``.
  public mutating func run(_ commands: some Sequence<ScriptCommand>) throws(SampleError) {
    for command in commands {
      try perform(command)
    }
    try printFrame()
  }

  /// Runs one command.
  ///
  /// - Throws: ``SampleError/script(file:line:message:)`` for a bad command.
  public mutating func perform(_ command: ScriptCommand) throws(SampleError) {
    let table = app.table
    switch command.name {
    case "tap":
      try command.expectArguments(2, "COL LINE (1-based screen coordinates)")
      let column = try command.int(at: 0, "column", in: 1...screen.columns)
      let line = try command.int(at: 1, "line", in: 1...screen.lines)
      if frame == .interactive {
        let press = MouseEvent(code: 0, column: column, line: line, released: false)
        runtime.handle(.input(.mouse(press)))
        return
      }
      let point = Point(column: column - 1, line: line - 1)
      guard point.line < table.viewport.lines else { return }
      do { try table.tap(at: point) } catch { throw command.error(error.description) }
    case "key":
      try command.expectArguments(1, "NAME")
      let name = command.arguments[0]
      // A name, or a single character: `key c`, `key +`.
      let character = name.count == 1 ? name.first.map(Key.character) : nil
      guard let key = Script.keys[name.lowercased()] ?? character else {
        let names = Script.keys.keys.sorted().joined(separator: ", ")
        throw command.error(
          "unknown key \(Sanitizer.quoted(name)) (keys: \(names), or one character)")
      }
      if frame == .interactive {
        runtime.handle(.input(.key(KeyPress(key))))
      } else {
        do { try table.handle(key) } catch { throw command.error(error.description) }
      }
    case "scroll":
      try command.expectArguments(1, "N (lines; negative scrolls up)")
      Self.scroll(table, by: try command.int(at: 0, "lines", in: -1_000_000_000...1_000_000_000))
    case "resize":
      try command.expectArguments(2, "COLS LINES")
      let largest = TerminalSize.largestDimension
      let columns = try command.int(at: 0, "columns", in: 1...largest)
      let lines = try command.int(at: 1, "lines", in: 1...largest)
      let size = Size(columns: columns, lines: lines)
      do { try SampleSettings.checkScreen(size) } catch { throw command.error(error.description) }
      screen = size
    case "render":
      try command.expectArguments(0, "no arguments")
      if files != nil {
        try printFrame()
      } else if format == .svg {
        throw command.error(
          "'render' makes a second picture, and one stream holds one SVG document: "
            + "give --output-dir DIR for a file per frame")
      } else {
        try printFrame()
        print(ScriptedRunner.frameSeparator + "\n")
      }
    default:
      guard try app.perform(command) else {
        throw command.error("unknown command \(Sanitizer.quoted(command.name))")
      }
    }
    // The status lines may have changed in number.
    runtime.fitTable()
  }

  /// The scrolls that jump instead of walking: at least this many lines.
  public static let farScroll = 10_000

  /// Scrolls by `lines`. A scroll shorter than ``farScroll`` lines measures every row
  /// it passes and moves by exactly `lines`; a longer one jumps in O(log n), counting
  /// rows never shown with the table's estimate (as
  /// ``RowKit/TableView/scroll(toOffset:)`` does), and one that reaches the end stops
  /// there with the last row at the bottom.
  static func scroll(_ table: TableView, by lines: Int) {
    // A scroll past the whole content goes to an end in the table itself.
    guard lines.magnitude >= farScroll, lines.magnitude < table.contentHeight else {
      table.scroll(by: lines)
      return
    }
    let target = table.contentOffset + lines
    if target >= table.maxContentOffset, let last = lastRow(of: table) {
      try? table.scroll(to: last, position: .bottom)
    } else {
      table.scroll(toOffset: target)
    }
  }

  /// The id of the table's last row, or `nil` when it has none.
  static func lastRow(of table: TableView) -> RowID? {
    for section in stride(from: table.numberOfSections - 1, through: 0, by: -1) {
      let count = (try? table.numberOfRows(inSection: section)) ?? 0
      if count > 0 {
        return (try? table.row(at: RowIndexPath(row: count - 1, section: section)))?.id
      }
    }
    return nil
  }

  /// Draws the screen and prints it, or writes it into the next frame file.
  private mutating func printFrame() throws(SampleError) {
    let canvas = runtime.frame()
    let text: String
    switch format {
    case .text: text = TextRenderer.styled(colors: colors).render(canvas)
    case .svg: text = TextRenderer.svg.render(canvas)
    }
    if files != nil {
      try files?.write(text)
    } else {
      print(text)
    }
  }

  private mutating func print(_ text: String) {
    if let write { write(text) } else { output += text }
  }
}
