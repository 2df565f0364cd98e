import RowKit
import RowKitTerminal

/// Runs a sample in a terminal: alternate screen, raw mode, keys, mouse clicks,
/// resizing, and few bytes per frame.
///
/// Keys: arrows, Tab and Shift-Tab move the focus; Enter and Space activate; Page
/// Up/Down, Home and End move by pages and to the ends; `q` quits. A left click taps
/// the row and control under it; the wheel scrolls. The bottom line shows these keys.
/// The terminal is restored on every way out (see ``TerminalSession``).
public enum InteractiveRunner {
  /// The line shown at the bottom of the screen in interactive mode.
  public static let hint = "↑↓ rows  ←→ tab controls  enter/space press  click  wheel  q quit"

  /// Runs the sample until the user quits.
  ///
  /// - Returns: the exit status: 0 after `q` or end of input, 130 after Ctrl-C.
  /// - Throws: a ``TerminalError`` if the terminal cannot be used.
  public static func run(
    _ app: any SampleApp, settings: SampleSettings, environment: [String: String]
  ) throws -> Int32 {
    let chosen = try settings.widthMode(environment: environment)
    return try withTerminalSession { session in
      // Once, before the first frame: the option, ROWKIT_WIDTH, or the terminal's answers.
      let widthMode =
        try chosen ?? session.detectWidthMode(environment: environment, calibrate: true).mode
      app.table.widthMode = widthMode
      var screen = size(settings, session.size)
      app.fit(to: screen, hint: hint)
      var writer = FrameDiffWriter(
        colors: settings.color.allowsColor(environment: environment, isTerminal: true))
      try session.write(writer.frame(app.frame(size: screen, hint: hint, widthMode: widthMode)))
      while let event = try session.nextEvent() {
        switch event {
        case .input(.key(.character("q"))), .input(.endOfInput):
          return 0
        case .input(.interrupt):
          return 130
        case .input(.suspend):
          try session.suspend()
        case .input(.key(let key)):
          try? app.table.handle(key)
        case .input(.mouse(let mouse)):
          handle(mouse, in: app.table)
        case .input:
          break
        case .resize(let newSize), .resumed(let newSize):
          screen = size(settings, newSize)
          writer.invalidate()
        }
        // The status lines may have changed in number: fit before every frame.
        app.fit(to: screen, hint: hint)
        try session.write(writer.frame(app.frame(size: screen, hint: hint, widthMode: widthMode)))
      }
      return 0
    }
  }

  /// The screen: the terminal's size, or `--width`/`--height` when given and smaller
  /// (a frame wider or taller than the terminal would wrap and scroll it).
  static func size(_ settings: SampleSettings, _ terminal: Size) -> Size {
    Size(
      columns: min(settings.width ?? terminal.columns, terminal.columns),
      lines: min(settings.height ?? terminal.lines, terminal.lines))
  }

  /// A left press taps; the wheel scrolls three lines.
  static func handle(_ mouse: MouseEvent, in table: TableView) {
    switch mouse.action {
    case .press where mouse.button == 0:
      _ = try? table.tap(at: mouse.point)
    case .scrollUp:
      table.scroll(by: -3)
    case .scrollDown:
      table.scroll(by: 3)
    default:
      break
    }
  }
}
