import RowKit
import RowKitTerminal
import Testing

/// The examples of RowKitTerminal's documentation (Docs/RowKitTerminal.docc), as
/// written there.
@Suite struct RowKitTerminalExamples {
  // The landing page's loop. It needs a terminal on standard input and output, so it
  // is only compiled here; `Scripts/tmux-smoke` runs the samples, which loop the same
  // way, in a real terminal.

  /// Shows a table in the terminal until the user presses q.
  func show(_ table: TableView) throws {
    try withTerminalSession { session in
      let colors = ColorPolicy.auto.allowsColor(writingTo: session.output.fileDescriptor)
      var writer = FrameDiffWriter(colors: colors)
      table.viewport = session.size
      try session.write(writer.frame(table.render()))
      while let event = try session.nextEvent() {
        switch event {
        case .input(.key(.character("q"))), .input(.interrupt), .input(.endOfInput):
          return
        case .input(.key(let key)):
          try table.handle(key)
        case .input(.mouse(let mouse)) where mouse.action == .press:
          try table.tap(at: mouse.point)
        case .resize(let size), .resumed(let size):
          table.viewport = size
          writer.invalidate()
        default:
          break
        }
        try session.write(writer.frame(table.render()))
      }
    }
  }

  @Test func colourExample() {
    let colors = ColorPolicy.auto.allowsColor(
      environment: ["TERM": "xterm-256color", "NO_COLOR": "1"], isTerminal: true)
    let renderer = TextRenderer.styled(colors: colors)

    #expect(!colors)
    var canvas = TextCanvas(size: Size(columns: 2, lines: 1))
    canvas.write("ok", at: .zero, style: Style(foreground: .red))
    #expect(renderer.render(canvas) == "ok\n")
  }

  @Test func sizeExamples() {
    let piped = TerminalSize.resolve(environment: ["COLUMNS": "120"])
    let given = TerminalSize.resolve(columns: 60, environment: ["COLUMNS": "120"])
    let nonsense = TerminalSize.resolve(environment: ["COLUMNS": "wide", "LINES": "0"])

    #expect(piped == Size(columns: 120, lines: 24))
    #expect(given == Size(columns: 60, lines: 24))
    #expect(nonsense == Size(columns: 80, lines: 24))
  }
}
