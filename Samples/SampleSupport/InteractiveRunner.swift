import RowKit
import RowKitTerminal

/// Runs a sample in a terminal: alternate screen, raw mode, keys, mouse clicks,
/// resizing, and few bytes per frame.
///
/// Keys: arrows, Tab and Shift-Tab move the focus; Enter and Space activate; Page
/// Up/Down, Home and End move by pages and to the ends; `q` quits. A left click taps
/// the row and control under it; the wheel scrolls. The terminal is restored on every
/// way out (see ``TerminalSession``).
public enum InteractiveRunner {
  /// Runs the sample until the user quits.
  ///
  /// - Returns: the exit status: 0 after `q` or end of input, 130 after Ctrl-C.
  /// - Throws: a ``TerminalError`` if the terminal cannot be used.
  public static func run(
    _ app: any SampleApp, settings: SampleSettings, environment: [String: String]
  )
    throws -> Int32
  {
    try withTerminalSession { session in
      var screen = size(settings, session.size)
      app.fit(to: screen)
      var writer = FrameDiffWriter(
        colors: settings.color.allowsColor(environment: environment, isTerminal: true))
      try session.write(writer.frame(app.frame(size: screen)))
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
          app.fit(to: screen)
          writer.invalidate()
        }
        try session.write(writer.frame(app.frame(size: screen)))
      }
      return 0
    }
  }

  private static func size(_ settings: SampleSettings, _ terminal: Size) -> Size {
    Size(columns: settings.width ?? terminal.columns, lines: settings.height ?? terminal.lines)
  }

  private static func handle(_ mouse: MouseEvent, in table: TableView) {
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
